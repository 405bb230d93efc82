import { orderedRangeKeyword } from './ordered-range';

/**
 * How the routes' request schemas are compiled: no coercion, the first violation only (its message is
 * the answer), errors verbose (a violation's message names the schema's title), nothing removed, and
 * the keywords of the shared field schemas (`orderedRange`).
 */
export const ajvOptions = {
  customOptions: { coerceTypes: false, allErrors: false, verbose: true, removeAdditional: false },
  plugins: [orderedRangeKeyword],
} as const;
