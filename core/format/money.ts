/**
 * Money in the form is integer cents (fen); the member types and sees yuan with at most two decimals.
 * Conversion goes through the text, never through floating-point arithmetic (0.1 + 0.2 stays 30 fen).
 */

const YUAN = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/;

/** The cents of a typed amount (`1234.56` → 123456), or undefined when it is not one (`0.005`, `1e3`). */
export function parseYuan(text: string): number | undefined {
  const match = YUAN.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const digits = `${whole}${fraction.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  const cents = Number(digits);
  if (!Number.isSafeInteger(cents)) return undefined;
  // -0 is 0.
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** Yuan with two decimals (`123456` → `1234.56`, `-5` → `-0.05`), written from the integer's digits. */
export function formatFen(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an amount in cents: ${cents}`);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const text = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return cents < 0 ? `-${text}` : text;
}

/** Whether a form value is an amount the member typed but that is not one (kept as NaN by the input). */
export function isMalformedAmount(value: unknown): boolean {
  return typeof value === 'number' && Number.isNaN(value);
}
