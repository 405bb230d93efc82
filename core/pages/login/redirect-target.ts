/** Starts with one slash, not followed by another slash or a backslash. */
const INTERNAL_PATH = /^\/(?![/\\])/;

/**
 * Where to go after signing in: the `redirect` query parameter when it is a path inside the console,
 * otherwise the fallback. Absolute and protocol-relative addresses are refused (no open redirect).
 */
export function redirectTarget(raw: string | null, fallback: string): string {
  return raw && INTERNAL_PATH.test(raw) ? raw : fallback;
}
