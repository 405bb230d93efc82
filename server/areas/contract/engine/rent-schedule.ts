import { LocalDate } from '@js-joda/core';
import { MAX_FEN, roundHalfUp } from './fen';
import { type Charge, chargeOver, type LeaseMonths, leaseMonths } from './rent-charges';
import type {
  CalendarDay,
  RentSchedule,
  RentTerms,
  ScheduleLine,
  ScheduleTotals,
} from './rent-schedule-types';
import { checkRentTerms, parseDay, type RentPlan, RentTermsError } from './rent-terms-check';

export { lateFee, overdueDays } from './late-fee';
export type {
  CalendarDay,
  DayRange,
  Deposit,
  Escalation,
  LateFeeRule,
  PaymentCycle,
  PeriodAnchor,
  RecurringFee,
  RentPrice,
  RentSchedule,
  RentTerms,
  ScheduleLine,
  ScheduleLineKind,
  ScheduleLineState,
  ScheduleTotals,
} from './rent-schedule-types';
export { CYCLE_MONTHS, PAYMENT_CYCLES } from './rent-schedule-types';
export { RentTermsError } from './rent-terms-check';

/**
 * 租金计划, pure: a rent-out contract's terms → its lines (the deposit, then each period's rent and
 * fees) with days, amounts in fen and due days. No database, no clock, no time zone: days are calendar
 * days (`LocalDate`), amounts exact fractions of integers rounded once per line (`rent-charges.ts`).
 *
 * Periods run on the lease's months (`PeriodAnchor`): period k from the start of month k × N (N the
 * cycle's months: 1, 3, 6, 12) to the day before month (k + 1) × N starts, the last cut at the end.
 * Each period's lines are due `dueDaysBefore` days before its first day (default: on it).
 */

/** Days in a year and months in a year: a month of a price per day is 365 ÷ 12 days of it. */
const DAYS_PER_YEAR = 365n;
const MONTHS_PER_YEAR = 12n;

/** `第3期租金`, with notes: `第3期租金（含免租10天，退租调整）`. */
function withNotes(base: string, notes: readonly string[]): string {
  return notes.length > 0 ? `${base}（${notes.join('，')}）` : base;
}

function freeNote(days: number, daysCharged: number): string[] {
  if (daysCharged === days) return [];
  return daysCharged === 0 ? ['免租'] : [`含免租${days - daysCharged}天`];
}

/** The charges of each period: the rent, then the fees in the terms' order. */
function chargesOf(plan: RentPlan): { charge: Charge; key: string; name: string; feeName?: string }[] {
  const rent: Charge = { per: plan.per, steps: plan.steps, waivedWhenRentFree: true, field: 'rent.fen' };
  return [
    { charge: rent, key: 'rent', name: '租金' },
    ...plan.fees.map((fee, index) => ({
      charge: {
        per: 'm2Month' as const,
        steps: [{ from: plan.start.toEpochDay(), fen: fee.fen }],
        waivedWhenRentFree: fee.waived,
        field: `fees.${index}.fenPerM2Month`,
      },
      key: `fee:${fee.name}`,
      name: fee.name,
      feeName: fee.name,
    })),
  ];
}

/** The period lines of a lease ending on `lastDay` (an epoch day, the end or a termination's). */
function periodLines(plan: RentPlan, months: LeaseMonths, lastDay: number): ScheduleLine[] {
  const lines: ScheduleLine[] = [];
  const charges = chargesOf(plan);
  for (let period = 1; ; period += 1) {
    const month = (period - 1) * plan.cycleMonths;
    const from = months.starts[month];
    if (from === undefined || from > lastDay) break;
    const to = Math.min(lastDay, (months.starts[month + plan.cycleMonths] ?? Infinity) - 1);
    const first = months.firstDays[month]!;
    const periodStart = first.toString();
    const periodEnd = LocalDate.ofEpochDay(to).toString();
    const dueDate = plan.dueDaysBefore === 0 ? periodStart : first.minusDays(plan.dueDaysBefore).toString();
    const days = to - from + 1;
    for (const { charge, key, name, feeName } of charges) {
      const { amountFen, daysCharged } = chargeOver(plan, months, charge, month, from, to);
      lines.push({
        key: `${key}:${period}`,
        kind: feeName === undefined ? 'rent' : 'fee',
        ...(feeName === undefined ? {} : { feeName }),
        period,
        periodStart,
        periodEnd,
        dueDate,
        amountFen,
        days,
        daysCharged,
        description: withNotes(`第${period}期${name}`, freeNote(days, daysCharged)),
        state: 'active',
      });
    }
  }
  return lines;
}

/**
 * The deposit: a fixed amount, or `months` months of rent at the start's unit price (a rise later does
 * not change it). A month of a price per day is 365 ÷ 12 days: price × area ÷ 100 × 365 ÷ 12 × months.
 * Rounded once, half up to the fen.
 */
function depositLine(plan: RentPlan): ScheduleLine[] {
  const deposit = plan.deposit;
  if (!deposit) return [];
  let amountFen = 0;
  let description = '押金';
  if (deposit.kind === 'fixed') amountFen = deposit.fen;
  else {
    // price × area in hundredths × months: 100 times the months' rent (or, by the day, the days').
    const hundredfold = plan.steps[0]!.fen * plan.area * BigInt(deposit.months);
    const fen =
      plan.per === 'm2Month'
        ? roundHalfUp(hundredfold, 100n)
        : roundHalfUp(hundredfold * DAYS_PER_YEAR, 100n * MONTHS_PER_YEAR);
    if (fen > MAX_FEN) throw new RentTermsError('deposit.months', '押金金额过大，超出可计算的范围');
    amountFen = Number(fen);
    description = withNotes('押金', [`${deposit.months}个月租金`]);
  }
  return [
    {
      key: 'deposit',
      kind: 'deposit',
      period: 0,
      periodStart: plan.start.toString(),
      periodEnd: plan.end.toString(),
      dueDate: deposit.due.toString(),
      amountFen,
      days: plan.end.toEpochDay() - plan.start.toEpochDay() + 1,
      daysCharged: 0,
      description,
      state: 'active',
    },
  ];
}

/** Sums of the lines not stopped. */
export function totalsOf(lines: readonly ScheduleLine[]): ScheduleTotals {
  const totals: ScheduleTotals = { rentFen: 0, feeFen: 0, depositFen: 0, totalFen: 0 };
  for (const line of lines) {
    if (line.state === 'stopped') continue;
    if (line.kind === 'rent') totals.rentFen += line.amountFen;
    else if (line.kind === 'fee') totals.feeFen += line.amountFen;
    else totals.depositFen += line.amountFen;
    totals.totalFen += line.amountFen;
  }
  if (!Number.isSafeInteger(totals.totalFen))
    throw new RentTermsError('rent.fen', '合计金额过大，超出可计算的范围');
  return totals;
}

/** The schedule of the terms; throws `RentTermsError` (a Chinese message, `field` the path) for bad terms. */
export function computeRentSchedule(terms: RentTerms): RentSchedule {
  const plan = checkRentTerms(terms);
  const lines = [...depositLine(plan), ...periodLines(plan, leaseMonths(plan), plan.end.toEpochDay())];
  return { lines, totals: totalsOf(lines) };
}

/**
 * The schedule of `terms` (as `computeRentSchedule` gave it) when the lease ends on `lastDay` instead:
 * the lines up to that day unchanged; the period that contains it (unless it ends on it) reduced to end
 * on it, computed afresh by the same rules (its due day kept), with what it replaced in `reducedFrom`;
 * the later periods stopped (amounts kept, out of the totals). The deposit is left as it is (its refund
 * is the termination's settlement). Nothing given is changed: the answer is a new schedule.
 */
export function terminateSchedule(
  schedule: RentSchedule,
  terms: RentTerms,
  lastDay: CalendarDay,
): RentSchedule {
  const plan = checkRentTerms(terms);
  const day = parseDay(lastDay, 'lastDay', '退租日期');
  if (day.isBefore(plan.start)) throw new RentTermsError('lastDay', `退租日期不能早于开始日期 ${plan.start}`);
  const latest = schedule.terminatedOn
    ? parseDay(schedule.terminatedOn, 'terminatedOn', '退租日期')
    : plan.end;
  if (day.isAfter(latest)) throw new RentTermsError('lastDay', `退租日期不能晚于 ${latest}`);
  const shortened = new Map(
    periodLines(plan, leaseMonths(plan), day.toEpochDay()).map((line) => [line.key, line]),
  );
  const lines = schedule.lines.map((line): ScheduleLine => {
    if (line.kind === 'deposit' || line.state === 'stopped') return line;
    const now = shortened.get(line.key);
    if (!now) return { ...line, state: 'stopped' };
    if (now.periodStart !== line.periodStart)
      throw new Error(`schedule line ${line.key} is not of these terms`);
    if (now.periodEnd === line.periodEnd) return line;
    const { periodEnd, amountFen, days, daysCharged } = line;
    return {
      ...now,
      dueDate: line.dueDate,
      description: withNotes(`第${now.period}期${now.feeName ?? '租金'}`, [
        ...freeNote(now.days, now.daysCharged),
        '退租调整',
      ]),
      state: 'reduced',
      reducedFrom: line.reducedFrom ?? { periodEnd, amountFen, days, daysCharged },
    };
  });
  return { lines, totals: totalsOf(lines), terminatedOn: day.toString() };
}
