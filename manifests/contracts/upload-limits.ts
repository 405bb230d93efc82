/**
 * The image upload's limits as plain values: the contract (account.ts) builds its schema from them,
 * and the console checks a chosen file against them before sending (no typebox in its bundle).
 */

/** The largest image accepted, decoded: 2 MB. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Base64 grows the bytes by a third; JSON and the file name add a little. */
export const UPLOAD_BODY_LIMIT = 3 * 1024 * 1024;
