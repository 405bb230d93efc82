import { ErrorCode } from '../../../server/http/error-codes';

/** A business refusal: its code and Chinese message, no data. */
export const refusal = (code: number, message: string) => ({ code, message, data: null });

/** A business refusal about one field of the body, which it names (`data.field`) for the form. */
export const refusalOn = (code: number, message: string, field: string) => ({
  code,
  message,
  data: { field },
});

/**
 * A body the schema refused: 100400, the Chinese message, and the property it concerns in
 * `data.field` (a dotted path the console's form shows the message on) — that very one when given.
 */
export const invalid = (message: string, field?: string) => ({
  code: ErrorCode.BadRequest,
  message,
  data: { field: field ?? expect.any(String) },
});
