import type { Ajv } from '@fastify/ajv-compiler';
import { ORDERED_RANGE_KEYWORD, type OrderedRange } from '../../manifests/contracts/fields';

/** Whether `from` is past `to`: numbers by value, calendar days (`YYYY-MM-DD`) by their text. */
function reversed(from: unknown, to: unknown): boolean {
  if (typeof from === 'number' && typeof to === 'number') return from > to;
  if (typeof from === 'string' && typeof to === 'string') return from > to;
  return false;
}

/**
 * The `orderedRange` keyword of the shared range schemas (`DateRange`, `AmountRange` in
 * manifests/contracts/fields.ts), an Ajv plugin of the server's compiler: a range whose start is past
 * its end is refused with the schema's own message (validation-messages.ts), once for every route that
 * takes one. An open end passes.
 */
export function orderedRangeKeyword(ajv: Ajv): Ajv {
  return ajv.addKeyword({
    keyword: ORDERED_RANGE_KEYWORD,
    type: 'object',
    schemaType: 'object',
    errors: false,
    validate: (schema: OrderedRange, data: Record<string, unknown>) =>
      !reversed(data[schema.from], data[schema.to]),
  });
}
