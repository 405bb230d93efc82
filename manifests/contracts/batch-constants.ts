/**
 * The batch call's URL and size (manifests/contracts/batch.ts), apart from its schemas: the page's
 * inline script and the console use them without bringing typebox into their bundle.
 */
export const BATCH_URL = '/v1/batch';

/** At most this many calls in one batch. */
export const BATCH_CALLS_MAX = 16;
