import type {
  LeaseEndingWindow,
  OccupancyFigures,
  OccupancyTrendPoint,
} from '../../../../manifests/contracts/park-overview';
import {
  LEASE_END_WINDOWS,
  RATE_WHOLE,
  TREND_MONTHS,
} from '../../../../manifests/contracts/park-overview-constants';

/**
 * 园区概览's arithmetic, pure: the SQL sums integers (counts, hundredths of a m²), this turns them into
 * the answer. Every rate is rounded here and only here, once: a part over a whole in basis points,
 * half up, from integers (no floating point before the one division whose result is floored).
 */

/** `part / whole` in basis points, rounded half up; 0 when the whole is 0. */
export function rateOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  // ⌊(part · 10 000 + whole / 2) / whole⌋, kept in integers by doubling: exact below 2^53.
  return Math.floor((2 * part * RATE_WHOLE + whole) / (2 * whole));
}

/** What the SQL counts and sums for a set of rooms (vacant ones are what is left). */
export interface RoomSums {
  rooms: number;
  leased: number;
  reserved: number;
  blocked: number;
  area: number;
  leasedArea: number;
  reservedArea: number;
  blockedArea: number;
}

export const NO_ROOMS: RoomSums = {
  rooms: 0,
  leased: 0,
  reserved: 0,
  blocked: 0,
  area: 0,
  leasedArea: 0,
  reservedArea: 0,
  blockedArea: 0,
};

export function addSums(a: RoomSums, b: RoomSums): RoomSums {
  return {
    rooms: a.rooms + b.rooms,
    leased: a.leased + b.leased,
    reserved: a.reserved + b.reserved,
    blocked: a.blocked + b.blocked,
    area: a.area + b.area,
    leasedArea: a.leasedArea + b.leasedArea,
    reservedArea: a.reservedArea + b.reservedArea,
    blockedArea: a.blockedArea + b.blockedArea,
  };
}

export function figuresOf(sums: RoomSums): OccupancyFigures {
  return {
    ...sums,
    vacant: sums.rooms - sums.leased - sums.reserved - sums.blocked,
    vacantArea: sums.area - sums.leasedArea - sums.reservedArea - sums.blockedArea,
    areaRate: rateOf(sums.leasedArea, sums.area),
    roomRate: rateOf(sums.leased, sums.rooms),
  };
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The calendar day `days` after `day` (before when negative). */
export const addDays = (day: string, days: number) => dayOf(dayNumber(day) + days);

/** Whole days from `from` to `to` (negative when `to` is before). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** Whether `text` (already `YYYY-MM-DD` in shape) names a day of the calendar: 2026-02-30 does not. */
export function isCalendarDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/**
 * The trend's days, oldest first: the last day of each of the 11 months before `day`'s, then `day`
 * itself (its month's end has not come), with each month as `YYYY-MM`.
 */
export function trendDays(day: string): { month: string; day: string }[] {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1;
  return Array.from({ length: TREND_MONTHS }, (_, index) => {
    const back = TREND_MONTHS - 1 - index;
    const first = new Date(Date.UTC(year, month - back, 1));
    const label = first.toISOString().slice(0, 7);
    if (back === 0) return { month: label, day };
    // Day 0 of the next month is this month's last.
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    return { month: label, day: last.toISOString().slice(0, 10) };
  });
}

/**
 * The leased area on each trend day, from the leases bucketed by the SQL: a lease covering days
 * `[first, last]` covers the trend days `k` with `first ≤ day_k ≤ last` — a run, since the days
 * ascend — whose bounds are `width_bucket(first − 1, days)` (the trend days before its first day) and
 * `width_bucket(last, days)` (those up to its last). Each bucket pair adds its area over that run.
 */
export function trendOf(
  days: readonly { month: string; day: string }[],
  buckets: readonly { from: number; to: number; area: number }[],
  area: number,
): OccupancyTrendPoint[] {
  const change = new Array<number>(days.length + 1).fill(0);
  for (const bucket of buckets) {
    if (bucket.to <= bucket.from) continue;
    change[bucket.from] = (change[bucket.from] ?? 0) + bucket.area;
    change[bucket.to] = (change[bucket.to] ?? 0) - bucket.area;
  }
  let leasedArea = 0;
  return days.map((point, index) => {
    leasedArea += change[index] ?? 0;
    return { ...point, leasedArea, area, areaRate: rateOf(leasedArea, area) };
  });
}

/** The windows' counts from what the SQL counted per window. */
export function leaseEndWindowsOf(
  counted: Readonly<Record<number, { leases: number; companies: number; area: number }>>,
): LeaseEndingWindow[] {
  return LEASE_END_WINDOWS.map((days) => ({
    days,
    ...(counted[days] ?? { leases: 0, companies: 0, area: 0 }),
  }));
}
