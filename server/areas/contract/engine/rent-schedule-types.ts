/**
 * What the rent-schedule engine reads and answers: a rent-out contract's terms and the schedule of
 * lines they give rise to. Plain serialisable data (no classes, no `Date`), so the types can move to
 * `manifests/contracts/` when the area's routes land. Money is integer fen, areas integer hundredths of
 * a m² (12 345 = 123.45 m²), rates of increase integer basis points (500 = 5 %), and days calendar
 * days `YYYY-MM-DD` of the organisation's calendar (Asia/Shanghai), never instants.
 */

/** A calendar day, `YYYY-MM-DD`. */
export type CalendarDay = string;

/** The days `from` to `to`, both included. */
export interface DayRange {
  from: CalendarDay;
  to: CalendarDay;
}

export const PAYMENT_CYCLES = ['monthly', 'quarterly', 'halfYearly', 'yearly'] as const;
/** 月付, 季付, 半年付, 年付. */
export type PaymentCycle = (typeof PAYMENT_CYCLES)[number];

/** The months of one period of each cycle. */
export const CYCLE_MONTHS: Readonly<Record<PaymentCycle, number>> = {
  monthly: 1,
  quarterly: 3,
  halfYearly: 6,
  yearly: 12,
};

/**
 * Where the periods' months are counted from: `start` (default), the lease months run from the start
 * day to the day before the same day of the next month (clamped to the month's end: a start on 31 Jan
 * gives 28/29 Feb, then 31 Mar); `monthStart`, the natural months: the first period runs from the start
 * to the end of its month (plus the cycle's further months), later ones start on the 1st.
 */
export type PeriodAnchor = 'start' | 'monthStart';

/** The rent's unit price in fen per m², by the month (a part month prorated by days) or by the day. */
export interface RentPrice {
  per: 'm2Month' | 'm2Day';
  fen: number;
}

/**
 * A yearly rise of the rent's unit price, compounding: a step on `from` (default: the contract's first
 * anniversary) and, unless `repeat` is `once`, on each anniversary of that day (of the start when
 * `from` is left out, so a 29 Feb start steps on 28 Feb in common years and 29 Feb in leap years).
 */
export interface Escalation {
  rateBp: number;
  from?: CalendarDay;
  repeat?: 'yearly' | 'once';
}

/** 押金: `months` months of rent at the start's unit price, or a fixed amount; due on the start unless `dueDate`. */
export type Deposit =
  | { kind: 'months'; months: number; dueDate?: CalendarDay }
  | { kind: 'fixed'; fen: number; dueDate?: CalendarDay };

/**
 * A recurring fee per m² per month (物业费 and the like), billed on the rent's periods as lines of its
 * own and prorated as rent is. Rent-free days are charged unless `waivedWhenRentFree` (免租不免物业费 is
 * the custom); the yearly rise does not apply.
 */
export interface RecurringFee {
  name: string;
  fenPerM2Month: number;
  waivedWhenRentFree?: boolean;
}

/** 滞纳金: `dailyBp` basis points of the overdue amount per day late beyond `graceDays` (万分之五 a day is 5). */
export interface LateFeeRule {
  dailyBp: number;
  graceDays: number;
}

export interface RentTerms {
  /** The first and the last day of the lease, both included. */
  start: CalendarDay;
  end: CalendarDay;
  /** The leased area in hundredths of a m² (12 345 = 123.45 m²). */
  areaHundredths: number;
  rent: RentPrice;
  cycle: PaymentCycle;
  anchor?: PeriodAnchor;
  /** 免租期: days on which no rent is charged; within the lease, not overlapping. */
  rentFree?: DayRange[];
  escalation?: Escalation;
  deposit?: Deposit;
  fees?: RecurringFee[];
  /** Each period is due this many days before its first day (default 0: on its first day). */
  dueDaysBefore?: number;
  /** Checked with the terms; applied by `lateFee`. */
  lateFee?: LateFeeRule;
}

export type ScheduleLineKind = 'rent' | 'fee' | 'deposit';

/**
 * `active`: to be billed as it stands; `reduced`: shortened by a termination (what it replaced in
 * `reducedFrom`); `stopped`: after a termination, not to be billed (its amount kept as it was).
 */
export type ScheduleLineState = 'active' | 'reduced' | 'stopped';

export interface ScheduleLine {
  /** Stable across recomputation and termination: `rent:3`, `fee:物业费:3`, `deposit`. */
  key: string;
  kind: ScheduleLineKind;
  feeName?: string;
  /** The period's number, from 1; 0 for the deposit. */
  period: number;
  /** The days billed (for the deposit: the whole lease). */
  periodStart: CalendarDay;
  periodEnd: CalendarDay;
  dueDate: CalendarDay;
  amountFen: number;
  /** Days from `periodStart` to `periodEnd`, both included. */
  days: number;
  /** Of those, the days charged (rent-free days left out); 0 for the deposit. */
  daysCharged: number;
  /** 第1期租金, 第1期物业费, 押金, with notes in brackets (免租, 退租调整). */
  description: string;
  state: ScheduleLineState;
  reducedFrom?: { periodEnd: CalendarDay; amountFen: number; days: number; daysCharged: number };
}

/** Sums of the lines not stopped; `totalFen` is the three together. */
export interface ScheduleTotals {
  rentFen: number;
  feeFen: number;
  depositFen: number;
  totalFen: number;
}

export interface RentSchedule {
  /** The deposit first, then period by period: the rent, then each fee in the terms' order. */
  lines: ScheduleLine[];
  totals: ScheduleTotals;
  /** Set by `terminateSchedule`: the lease's new last day. */
  terminatedOn?: CalendarDay;
}
