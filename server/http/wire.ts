/**
 * A contract's answer as the server holds it before it is written out: the named fields are still
 * Dates where the wire has ISO 8601 strings (JSON.stringify writes a Date as its toISOString()).
 * Rows read from SQL take the contract's type this way instead of declaring it a second time.
 */
export type Dated<T, K extends keyof T> = Omit<T, K> & { [P in K]: Date | Exclude<T[P], string> };
