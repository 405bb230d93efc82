/**
 * 园区概览's plain values (no TypeBox), read by the server's overview and the console alike.
 *
 * Rates are integers of basis points (7 250 = 72.50 %): a part over a whole, rounded once, half up, to
 * the nearest basis point (`rateOf`, in server/areas/park/engine/overview-figures.ts); a whole of 0 is
 * a rate of 0.
 */

/** 即将到期租约's windows: a lease ends within N days when its last day is from the day to the day + N. */
export const LEASE_END_WINDOWS = [30, 60, 90] as const;
export type LeaseEndWindow = (typeof LEASE_END_WINDOWS)[number];

/** How many of the leases ending soonest the overview lists. */
export const EXPIRING_LEASES_LISTED = 8;

/** The occupancy trend's months: the day's month and the 11 before it. */
export const TREND_MONTHS = 12;

/** The basis points of a whole (100.00 %). */
export const RATE_WHOLE = 10_000;

/**
 * A floor, compact (a park of 3 000 floors answers in a fraction of the size of objects):
 * `[level, name, rooms, leased, reserved, blocked, vacant, area, leasedArea, vacantArea, areaRate]`,
 * the same figures as `OccupancyFigures` (manifests/contracts/park-overview.ts). Read it with `floorFiguresOf`.
 */
export type FloorFiguresRow = [
  level: number,
  name: string,
  rooms: number,
  leased: number,
  reserved: number,
  blocked: number,
  vacant: number,
  area: number,
  leasedArea: number,
  vacantArea: number,
  areaRate: number,
];

/** A compact floor row as an object. */
export function floorFiguresOf(row: FloorFiguresRow) {
  const [level, name, rooms, leased, reserved, blocked, vacant, area, leasedArea, vacantArea, areaRate] = row;
  return { level, name, rooms, leased, reserved, blocked, vacant, area, leasedArea, vacantArea, areaRate };
}
export type FloorFigures = ReturnType<typeof floorFiguresOf>;
