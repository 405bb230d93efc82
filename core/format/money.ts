import { type AmountUnit, formatAmountIn, parseAmountIn } from '@manifests/contracts/amount-units';

export {
  AMOUNT_UNITS,
  type AmountUnit,
  amountText,
  formatAmountIn,
  parseAmountIn,
} from '@manifests/contracts/amount-units';

/**
 * Money in the form is integer cents (fen); the member types and sees yuan with at most two decimals
 * (or another unit, `amount-units`). Conversion goes through the text, never through floating-point
 * arithmetic (0.1 + 0.2 stays 30 fen).
 */

/** The cents of a typed amount (`1234.56` → 123456), or undefined when it is not one (`0.005`, `1e3`). */
export function parseYuan(text: string): number | undefined {
  return parseAmountIn(text, '元');
}

/** Yuan with two decimals (`123456` → `1234.56`, `-5` → `-0.05`), written from the integer's digits. */
export function formatFen(cents: number): string {
  return formatAmountIn(cents, '元' satisfies AmountUnit);
}

/** Whether a form value is an amount the member typed but that is not one (kept as NaN by the input). */
export function isMalformedAmount(value: unknown): boolean {
  return typeof value === 'number' && Number.isNaN(value);
}
