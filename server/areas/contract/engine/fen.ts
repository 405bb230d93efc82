/**
 * The rent-schedule engine's one rounding. Every amount it computes is an exact fraction of integers
 * (BigInt, so products past 2^53 stay exact) rounded here, once, half up to the whole unit:
 * - a schedule line's amount, to the fen (`rent-charges.ts`),
 * - each yearly rise of the unit price, to the fen per m² (`rent-terms-check.ts`),
 * - a deposit of months of rent, to the fen (`rent-schedule.ts`),
 * - a late fee, to the fen (`late-fee.ts`).
 * Every fraction is of non-negative numbers, so half up is also half away from zero: 0.5 → 1, 2.5 → 3.
 */

/** `numerator / denominator` rounded half up, for `numerator ≥ 0` and `denominator > 0`: ⌊(2n + d) / 2d⌋. */
export function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n || denominator <= 0n) throw new RangeError('roundHalfUp takes n ≥ 0 and d > 0');
  // BigInt division truncates, which for non-negative operands is the floor.
  return (2n * numerator + denominator) / (2n * denominator);
}

/** The largest amount the engine answers: what a `number` holds exactly. */
export const MAX_FEN = BigInt(Number.MAX_SAFE_INTEGER);
