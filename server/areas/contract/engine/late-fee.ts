import { MAX_FEN, roundHalfUp } from './fen';
import type { CalendarDay, LateFeeRule } from './rent-schedule-types';
import { BP_WHOLE, checkLateFeeRule, checkWhole, parseDay, RentTermsError } from './rent-terms-check';

/**
 * 滞纳金, pure. A payment made on the due day is not late; made the next day, 1 day late (the days
 * after the due day up to and including the payment day, or today while unpaid). Within the grace
 * days no fee is due; past them, the fee runs on the days beyond the grace only:
 *
 *   amount × dailyBp ÷ 10 000 × (days late − graceDays),
 *
 * one exact fraction rounded once, half up to the fen (`roundHalfUp`): 333 333 fen 3 days at 5 bp is
 * 499.9995 → 500.
 */

/** Days `paidOrToday` is after `dueDate` (0 when on or before it). */
export function overdueDays(dueDate: CalendarDay, paidOrToday: CalendarDay): number {
  const due = parseDay(dueDate, 'dueDate', '应付日期');
  const paid = parseDay(paidOrToday, 'paidOrToday', '付款日期');
  return Math.max(0, paid.toEpochDay() - due.toEpochDay());
}

/** The late fee in fen of `amountFen` due on `dueDate` and paid (or unpaid as of) `paidOrToday`. */
export function lateFee(
  amountFen: number,
  dueDate: CalendarDay,
  paidOrToday: CalendarDay,
  rule: LateFeeRule,
): number {
  checkWhole(amountFen, 'amountFen', '逾期金额', 0, Infinity, '（单位：分）');
  checkLateFeeRule(rule);
  const days = overdueDays(dueDate, paidOrToday) - rule.graceDays;
  if (days <= 0) return 0;
  const fen = roundHalfUp(BigInt(amountFen) * BigInt(rule.dailyBp) * BigInt(days), BP_WHOLE);
  if (fen > MAX_FEN) throw new RentTermsError('amountFen', '滞纳金过大，超出可计算的范围');
  return Number(fen);
}
