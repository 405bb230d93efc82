/**
 * The image upload's limits as plain values: the contract (account.ts) builds its schema from them,
 * and the console checks a chosen file against them before sending (no typebox in its bundle).
 */

/** The largest image accepted, decoded: 2 MB. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Base64 grows the bytes by a third; JSON and the file name add a little. */
export const UPLOAD_BODY_LIMIT = 3 * 1024 * 1024;

/** The largest attachment accepted (an approval's, a contract's), decoded: 10 MB. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Its body: base64 and a little more. */
export const ATTACHMENT_BODY_LIMIT = 14 * 1024 * 1024;
