import type { LocalDate } from '@js-joda/core';
import { MAX_FEN, roundHalfUp } from './fen';
import { type EpochRange, type PriceStep, type RentPlan, RentTermsError } from './rent-terms-check';

/**
 * What a charge (the rent, or a fee) comes to over some days of the lease, exactly, then rounded once.
 *
 * The lease is cut into months (`leaseMonths`): from the start day to the same day of the next month
 * (clamped to the month's end), or natural months with `monthStart`. A price per m² per month charges a
 * whole month in full, whatever its days; a part of a month (rent-free days left out, a last month cut
 * by the end or a termination, a rise within the month) is charged by its days:
 *
 *   price × area ÷ 100 × days charged ÷ days of that month,
 *
 * with the month's actual days (28–31): for natural months those of the calendar month, for lease
 * months those from its first day to the next's (15 Jan–14 Feb has 31, as January; a lease month
 * from the 1st to the 28th has its calendar month's days). A price per m² per day charges
 * price × area ÷ 100 × days charged. A line sums its pieces as one fraction and rounds once, half up
 * to the fen (`roundHalfUp`): a quarter of 3 × 1 092 532.5 is 3 277 598, not 3 × 1 092 533.
 */

/** lcm(28, 29, 30, 31): the days of any month divide it. */
const MONTH_DAYS_LCM = 377_580n;
/** Every piece of a line is a fraction over this: 100 (hundredths of a m²) × `MONTH_DAYS_LCM`. */
const LINE_DENOMINATOR = 100n * MONTH_DAYS_LCM;

/**
 * The lease's months: month j starts on `firstDays[j]` (epoch day `starts[j]`; one past the end last)
 * and has `lengths[j]` days in full.
 */
export interface LeaseMonths {
  firstDays: LocalDate[];
  starts: number[];
  lengths: number[];
}

export function leaseMonths(plan: RentPlan): LeaseMonths {
  const base = plan.anchor === 'monthStart' ? plan.start.withDayOfMonth(1) : plan.start;
  const end = plan.end.toEpochDay();
  const firstDays = [plan.start];
  const starts = [plan.start.toEpochDay()];
  const lengths: number[] = [];
  // Each month from the base (never from the month before), so 31 Jan gives 28 Feb, then 31 Mar.
  for (let month = 0, first = base.toEpochDay(); starts[month]! <= end; month += 1) {
    const day = base.plusMonths(month + 1);
    const next = day.toEpochDay();
    lengths.push(next - first);
    firstDays.push(day);
    starts.push(next);
    first = next;
  }
  return { firstDays, starts, lengths };
}

/** A price over the lease: its steps (one, but for a rent that rises) and whether rent-free days are charged. */
export interface Charge {
  per: 'm2Month' | 'm2Day';
  steps: readonly PriceStep[];
  waivedWhenRentFree: boolean;
  /** The field a refusal for an amount too large names. */
  field: string;
}

/** Days of `from`–`to` that are rent-free. */
function rentFreeDays(ranges: readonly EpochRange[], from: number, to: number): number {
  let days = 0;
  for (const range of ranges) days += Math.max(0, Math.min(to, range.to) - Math.max(from, range.from) + 1);
  return days;
}

/** The charge's pieces within month `month` over `from`–`to`, as a numerator over `LINE_DENOMINATOR`. */
function monthPieces(plan: RentPlan, charge: Charge, monthDays: number, from: number, to: number) {
  let numerator = 0n;
  let charged = 0;
  const perDay = charge.per === 'm2Month' ? MONTH_DAYS_LCM / BigInt(monthDays) : MONTH_DAYS_LCM;
  charge.steps.forEach((step, index) => {
    const next = charge.steps[index + 1];
    const first = Math.max(from, step.from);
    const last = Math.min(to, next ? next.from - 1 : to);
    if (last < first) return;
    const free = charge.waivedWhenRentFree ? rentFreeDays(plan.rentFree, first, last) : 0;
    const days = last - first + 1 - free;
    numerator += step.fen * plan.area * BigInt(days) * perDay;
    charged += days;
  });
  return { numerator, charged };
}

/**
 * The charge over the days `from`–`to` (epoch days, from the first day of month `month` or later):
 * its amount in fen, rounded once, and the days charged.
 */
export function chargeOver(
  plan: RentPlan,
  months: LeaseMonths,
  charge: Charge,
  month: number,
  from: number,
  to: number,
): { amountFen: number; daysCharged: number } {
  let numerator = 0n;
  let daysCharged = 0;
  for (let at = month; (months.starts[at] ?? Infinity) <= to; at += 1) {
    const first = Math.max(from, months.starts[at]!);
    const last = Math.min(to, months.starts[at + 1]! - 1);
    const pieces = monthPieces(plan, charge, months.lengths[at]!, first, last);
    numerator += pieces.numerator;
    daysCharged += pieces.charged;
  }
  const fen = roundHalfUp(numerator, LINE_DENOMINATOR);
  if (fen > MAX_FEN) throw new RentTermsError(charge.field, '金额过大，超出可计算的范围');
  return { amountFen: Number(fen), daysCharged };
}
