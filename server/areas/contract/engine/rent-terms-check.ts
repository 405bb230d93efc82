import { LocalDate } from '@js-joda/core';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { roundHalfUp } from './fen';
import {
  type CalendarDay,
  CYCLE_MONTHS,
  type DayRange,
  type Deposit,
  type Escalation,
  type LateFeeRule,
  PAYMENT_CYCLES,
  type PeriodAnchor,
  type RecurringFee,
  type RentTerms,
} from './rent-schedule-types';

/**
 * The terms checked, each refusal in Chinese naming the field (and, as `data.field`, its path), and
 * turned into what the arithmetic reads: days as `LocalDate`s or epoch days, money as BigInt fen.
 */

/** Terms the engine refuses: `field` is the path of the bad value (`rentFree.1.to`). */
export class RentTermsError extends ApiError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(ErrorCode.BadRequest, message, 200, { field });
    this.name = 'RentTermsError';
  }
}

const refuse = (field: string, message: string): never => {
  throw new RentTermsError(field, message);
};

/** 20 years: the longest lease the law allows (民法典 §705). */
const LONGEST_LEASE_YEARS = 20;
const MAX_DUE_DAYS_BEFORE = 366;
/** 100 % in basis points. */
export const BP_WHOLE = 10_000n;

/** Days `from`–`to` as epoch days, both included. */
export interface EpochRange {
  from: number;
  to: number;
}

/** The rent's unit price from `from` (an epoch day) on. */
export interface PriceStep {
  from: number;
  fen: bigint;
}

export interface RentPlan {
  start: LocalDate;
  end: LocalDate;
  area: bigint;
  per: 'm2Month' | 'm2Day';
  /** The first from the start, then one per rise. */
  steps: PriceStep[];
  cycleMonths: number;
  anchor: PeriodAnchor;
  /** In order, not overlapping. */
  rentFree: EpochRange[];
  fees: { name: string; fen: bigint; waived: boolean }[];
  dueDaysBefore: number;
  deposit?:
    | { kind: 'months'; months: number; due: LocalDate }
    | { kind: 'fixed'; fen: number; due: LocalDate };
}

/** A calendar day given as `YYYY-MM-DD`; 2026-02-30 and 2025-02-29 are refused. */
export function parseDay(text: CalendarDay, field: string, label: string): LocalDate {
  const match = typeof text === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  const [year, month, day] = (match ?? []).slice(1).map(Number);
  if (year !== undefined && month! >= 1 && month! <= 12 && day! >= 1) {
    const first = LocalDate.of(year, month!, 1);
    if (day! <= first.lengthOfMonth()) return first.withDayOfMonth(day!);
  }
  return refuse(field, `${label}不是有效的日期（格式 YYYY-MM-DD）`);
}

/** A whole number within `min`–`max`, else a refusal naming `label` (and the unit, `unit` being e.g. `（单位：分）`). */
export function checkWhole(
  value: number,
  field: string,
  label: string,
  min: number,
  max = Infinity,
  unit = '',
) {
  if (!Number.isSafeInteger(value)) refuse(field, `${label}须为整数${unit}`);
  if (value < min) refuse(field, min === 0 ? `${label}不能为负数` : `${label}须大于 ${min - 1}`);
  if (value > max) refuse(field, `${label}不能大于 ${max}`);
}

export function checkLateFeeRule(rule: LateFeeRule, field = 'lateFee'): void {
  checkWhole(
    rule.dailyBp,
    `${field}.dailyBp`,
    '滞纳金日费率',
    0,
    Number(BP_WHOLE),
    '（单位：基点，万分之五为 5）',
  );
  checkWhole(rule.graceDays, `${field}.graceDays`, '滞纳金宽限天数', 0);
}

function checkLease(terms: RentTerms): { start: LocalDate; end: LocalDate } {
  const start = parseDay(terms.start, 'start', '开始日期');
  const end = parseDay(terms.end, 'end', '结束日期');
  if (end.isBefore(start)) refuse('end', '结束日期不能早于开始日期');
  if (!end.isBefore(start.plusYears(LONGEST_LEASE_YEARS)))
    refuse('end', `租赁期限不能超过 ${LONGEST_LEASE_YEARS} 年`);
  return { start, end };
}

function checkRentFree(ranges: readonly DayRange[], start: LocalDate, end: LocalDate): EpochRange[] {
  const checked = ranges.map((range, index) => {
    const name = `第 ${index + 1} 段免租期`;
    const from = parseDay(range.from, `rentFree.${index}.from`, `${name}的开始日期`);
    const to = parseDay(range.to, `rentFree.${index}.to`, `${name}的结束日期`);
    if (to.isBefore(from)) refuse(`rentFree.${index}.to`, `${name}的结束日期不能早于开始日期`);
    if (from.isBefore(start) || to.isAfter(end))
      refuse(`rentFree.${index}.from`, `${name}须在合同期内（${start} 至 ${end}）`);
    return { index, from: from.toEpochDay(), to: to.toEpochDay() };
  });
  const ordered = [...checked].sort((a, b) => a.from - b.from);
  ordered.forEach((range, at) => {
    const before = ordered[at - 1];
    if (before && range.from <= before.to) {
      const [first, second] = [before.index, range.index].sort((a, b) => a - b);
      refuse(`rentFree.${second}.from`, `第 ${first! + 1} 段与第 ${second! + 1} 段免租期重叠`);
    }
  });
  return ordered.map(({ from, to }) => ({ from, to }));
}

/**
 * The unit price's steps. Each rise is rounded, half up to the fen per m² (per month or per day, as the
 * price is given), before the next compounds on it: 8 850 × 1.05 = 9 292.5 → 9 293, then 9 293 × 1.05
 * = 9 757.65 → 9 758.
 */
function priceSteps(
  fen: number,
  rise: Escalation | undefined,
  start: LocalDate,
  end: LocalDate,
): PriceStep[] {
  const steps: PriceStep[] = [{ from: start.toEpochDay(), fen: BigInt(fen) }];
  if (!rise) return steps;
  checkWhole(
    rise.rateBp,
    'escalation.rateBp',
    '年递增比例',
    0,
    Number(BP_WHOLE),
    '（单位：基点，5% 为 500）',
  );
  if (rise.repeat !== undefined && rise.repeat !== 'yearly' && rise.repeat !== 'once')
    refuse('escalation.repeat', '递增方式无效，应为每年递增或仅递增一次');
  const from = rise.from === undefined ? undefined : parseDay(rise.from, 'escalation.from', '递增起始日期');
  if (from && !from.isAfter(start)) refuse('escalation.from', '递增起始日期须晚于开始日期');
  if (from?.isAfter(end)) refuse('escalation.from', '递增起始日期不能晚于结束日期');
  // Anniversaries counted from their origin each time (never from the last one), so 29 Feb comes back.
  const origin = from ?? start;
  const first = from ? 0 : 1;
  const count = rise.repeat === 'once' ? 1 : LONGEST_LEASE_YEARS;
  for (let year = first; year < first + count; year += 1) {
    const day = origin.plusYears(year);
    if (day.isAfter(end)) break;
    const before = steps[steps.length - 1]!.fen;
    steps.push({
      from: day.toEpochDay(),
      fen: roundHalfUp(before * (BP_WHOLE + BigInt(rise.rateBp)), BP_WHOLE),
    });
  }
  return steps;
}

function checkFees(fees: readonly RecurringFee[]): RentPlan['fees'] {
  const names = new Set<string>();
  return fees.map((fee, index) => {
    const name = typeof fee.name === 'string' ? fee.name.trim() : '';
    if (!name) refuse(`fees.${index}.name`, `第 ${index + 1} 项费用的名称不能为空`);
    if (names.has(name)) refuse(`fees.${index}.name`, `费用“${name}”重复`);
    names.add(name);
    checkWhole(fee.fenPerM2Month, `fees.${index}.fenPerM2Month`, `${name}单价`, 0, Infinity, '（单位：分）');
    return { name, fen: BigInt(fee.fenPerM2Month), waived: fee.waivedWhenRentFree === true };
  });
}

function checkDeposit(deposit: Deposit, start: LocalDate): NonNullable<RentPlan['deposit']> {
  const due =
    deposit.dueDate === undefined ? start : parseDay(deposit.dueDate, 'deposit.dueDate', '押金缴纳日期');
  if (deposit.kind === 'months') {
    checkWhole(deposit.months, 'deposit.months', '押金月数', 1);
    return { kind: 'months', months: deposit.months, due };
  }
  if (deposit.kind === 'fixed') {
    checkWhole(deposit.fen, 'deposit.fen', '押金金额', 0, Infinity, '（单位：分）');
    return { kind: 'fixed', fen: deposit.fen, due };
  }
  return refuse('deposit.kind', '押金方式无效，应为按月数或固定金额');
}

/** The terms checked and prepared; throws `RentTermsError` at the first bad field. */
export function checkRentTerms(terms: RentTerms): RentPlan {
  const { start, end } = checkLease(terms);
  checkWhole(terms.areaHundredths, 'areaHundredths', '租赁面积', 1, Infinity, '（单位：0.01 平方米）');
  if (terms.rent?.per !== 'm2Month' && terms.rent?.per !== 'm2Day')
    refuse('rent.per', '租金计价方式无效，应为按月或按天');
  checkWhole(terms.rent.fen, 'rent.fen', '租金单价', 0, Infinity, '（单位：分）');
  if (!PAYMENT_CYCLES.includes(terms.cycle)) refuse('cycle', '付款周期无效，应为月付、季付、半年付或年付');
  const anchor = terms.anchor ?? 'start';
  if (anchor !== 'start' && anchor !== 'monthStart') refuse('anchor', '计费周期起点无效');
  const dueDaysBefore = terms.dueDaysBefore ?? 0;
  checkWhole(dueDaysBefore, 'dueDaysBefore', '提前付款天数', 0, MAX_DUE_DAYS_BEFORE);
  if (terms.lateFee) checkLateFeeRule(terms.lateFee);
  return {
    start,
    end,
    area: BigInt(terms.areaHundredths),
    per: terms.rent.per,
    steps: priceSteps(terms.rent.fen, terms.escalation, start, end),
    cycleMonths: CYCLE_MONTHS[terms.cycle],
    anchor,
    rentFree: checkRentFree(terms.rentFree ?? [], start, end),
    fees: checkFees(terms.fees ?? []),
    dueDaysBefore,
    ...(terms.deposit ? { deposit: checkDeposit(terms.deposit, start) } : {}),
  };
}
