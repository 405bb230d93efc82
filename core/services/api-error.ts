/** A refusal from the server (`code` non-zero) or a failure to reach it (`code` -1). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** What the server sent with the refusal (an import's per-row report, say); null when nothing. */
    readonly data: unknown = null,
    /**
     * The member has already read this reason: the request service showed its toast (or the same toast
     * was still showing). Whoever catches it then shows nothing more for the same cause.
     */
    readonly shown = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The session codes that end in the "您已经被登出" dialog (spec §8). */
export const LOGGED_OUT_CODES: ReadonlySet<number> = new Set([300000, 300001, 300002]);
export const NETWORK_ERROR_CODE = -1;
/** A call of a session that ended before its answer came (aborted, or its answer ignored). */
export const CANCELLED_CODE = -2;

/** The message to show for a failed call: the server's reason (an ApiError is an Error) or a fallback. */
export function errorMessage(error: unknown, fallback = '操作失败，请稍后再试'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
