/**
 * The bounds of a step form's draft, as plain values: the server refuses beyond them and the console
 * checks them before it sends (no typebox here, so the console may import it at run time).
 */

/** The draft's values as JSON, in UTF-8 bytes. */
export const DRAFT_VALUES_MAX_BYTES = 64 * 1024;

/** How deeply values may nest (an object in a list in an object…). */
export const DRAFT_VALUES_DEPTH_MAX = 12;

/** A key of the values, in characters. */
export const DRAFT_KEY_MAX = 100;

/** The title shown in the drafts list, in characters. */
export const DRAFT_TITLE_MAX = 100;

/** The last step a draft may be on (counted from 0). */
export const DRAFT_STEP_MAX = 19;

/** How many drafts of one kind a member keeps at most. */
export const DRAFTS_PER_KIND_MAX = 50;

/** The refusals the console's step form tells apart (server/http/error-codes.ts uses these very codes). */
export const DRAFT_NOT_FOUND_CODE = 400931;
export const DRAFT_CONFLICT_CODE = 400932;
