import { defaultMessages, type ErrorCode } from './error-codes';

/** A refusal the client should see: answered as `{code, message, data}` (data null unless given). */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = defaultMessages[code],
    /** HTTP status; business refusals answer 200 with a non-zero code, protocol faults their own status. */
    readonly statusCode = 200,
    /** Sent as the answer's `data` (an import's per-row report, say); null otherwise. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
