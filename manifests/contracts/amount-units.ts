/**
 * Money is integer fen everywhere; a unit only says how an amount is typed and read (元 with two
 * decimals, 万元 with up to six, each still a whole number of fen). Plain values with no typebox:
 * the contract, the server's messages and the console's inputs read this one copy. Conversion goes
 * through the digits, never through floating-point arithmetic.
 */

export const AMOUNT_UNITS = ['元', '万元'] as const;
export type AmountUnit = (typeof AMOUNT_UNITS)[number];

/** How many decimals of the unit make one fen. */
const DECIMALS: Record<AmountUnit, number> = { 元: 2, 万元: 6 };

/** The fen of an amount typed in `unit` (`1.5` 万元 → 1500000), or undefined when it is not one. */
export function parseAmountIn(text: string, unit: AmountUnit = '元'): number | undefined {
  const decimals = DECIMALS[unit];
  const match = new RegExp(`^([+-]?)(\\d+)(?:\\.(\\d{1,${decimals}}))?$`).exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  const digits = `${whole}${fraction.padEnd(decimals, '0')}`.replace(/^0+(?=\d)/, '');
  const fen = Number(digits);
  if (!Number.isSafeInteger(fen)) return undefined;
  return sign === '-' && fen !== 0 ? -fen : fen;
}

/**
 * An amount in `unit`, from the integer's digits: 元 with two decimals (`123456` → `1234.56`), 万元
 * with at least two and as many more as the fen need (`1500000` → `1.50`, `1234567` → `1.234567`).
 */
export function formatAmountIn(fen: number, unit: AmountUnit = '元'): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not an amount in fen: ${fen}`);
  const decimals = DECIMALS[unit];
  const digits = String(Math.abs(fen)).padStart(decimals + 1, '0');
  const fraction = digits.slice(-decimals).replace(/0+$/, '').padEnd(2, '0');
  const text = `${digits.slice(0, -decimals)}.${fraction}`;
  return fen < 0 ? `-${text}` : text;
}

/** An amount with its unit, as forms, lists and messages show it: `1234.56 元`, `1.50 万元`. */
export function amountText(fen: number, unit: AmountUnit = '元'): string {
  return `${formatAmountIn(fen, unit)} ${unit}`;
}
