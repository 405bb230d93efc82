import { type Static, Type } from 'typebox';
import { CalendarDay } from './fields';
import type { RoomUse } from './park-constants';
import type { FloorFiguresRow, LeaseEndWindow } from './park-overview-constants';

export * from './park-overview-constants';

/**
 * 园区概览 (`POST /enterprise/v1/park/overview`): the park's occupancy at a glance on a day.
 *
 * Units: areas are integers of hundredths of a m², always the rooms' 建筑面积 (building area), summed
 * over the rooms (not the buildings' own gross area). Rates are integers of basis points (7 250 =
 * 72.50 %), each one part over its whole rounded once, half up (`RATE_WHOLE` is 100 %). A room counts
 * by its state on the day, read from the live occupancy covering it: 已租 (a lease), 已预定 (a
 * reservation), 自用 or 装修中 (the admin's blocks, counted together as `blocked`), otherwise 空置.
 * Occupancy (出租率) counts leased rooms only.
 */

/** The day to read (a calendar day of the organisation, `YYYY-MM-DD`): today in Shanghai when left out. */
export const ParkOverviewQuery = Type.Object(
  { date: Type.Optional(CalendarDay('日期')) },
  { additionalProperties: false, title: '园区概览' },
);
export type ParkOverviewQuery = Static<typeof ParkOverviewQuery>;

/** Rooms counted by their state on the day, their areas, and the two occupancy rates. */
export interface OccupancyFigures {
  rooms: number;
  leased: number;
  reserved: number;
  /** 自用 and 装修中 together. */
  blocked: number;
  vacant: number;
  /** The rooms' building areas, summed; and those of the leased, reserved, blocked and vacant ones. */
  area: number;
  leasedArea: number;
  reservedArea: number;
  blockedArea: number;
  vacantArea: number;
  /** 出租率（面积）: leasedArea / area, in basis points. */
  areaRate: number;
  /** 出租率（间数）: leased / rooms, in basis points. */
  roomRate: number;
}

/** A building's figures, and its floors from the top down (floors without rooms left out). */
export interface BuildingOverview extends OccupancyFigures {
  uniqueId: string;
  name: string;
  code: string;
  floors: FloorFiguresRow[];
}

/** Rooms of one use: the same figures. */
export interface UseOverview extends OccupancyFigures {
  use: RoomUse;
}

/** Leases ending within a window: counted as room leases, their tenants, and the rooms' area. */
export interface LeaseEndingWindow {
  days: LeaseEndWindow;
  /** Room leases (one per room held) whose last day is from the day to the day + `days`. */
  leases: number;
  /** Their tenants, counted once each (by company, or by name where no company is registered). */
  companies: number;
  area: number;
}

/** A lease among the soonest to end: the room, its tenant, the last day and the days left. */
export interface EndingLease {
  occupancyUniqueId: string;
  roomUniqueId: string;
  roomNumber: string;
  buildingUniqueId: string;
  buildingName: string;
  holderName: string | null;
  companyUniqueId: string | null;
  area: number;
  /** The lease's last day (`YYYY-MM-DD`), and how many days from the overview's day to it (0: today). */
  lastDay: string;
  daysLeft: number;
}

/**
 * A month of the trend: the leased area on its last day (the overview's day for the day's own month,
 * whose end has not come) over the rooms' area as it is now, in basis points.
 */
export interface OccupancyTrendPoint {
  /** `YYYY-MM`. */
  month: string;
  /** The day measured: the month's last day, or the overview's day in its own month. */
  day: string;
  leasedArea: number;
  area: number;
  areaRate: number;
}

export interface ParkOverview {
  /** The day read. */
  on: string;
  park: OccupancyFigures;
  /** By code. */
  buildings: BuildingOverview[];
  /** In the order of `ROOM_USES`, uses without rooms left out. */
  uses: UseOverview[];
  /** 30, 60 and 90 days (each window holds the shorter ones). */
  leaseEnds: LeaseEndingWindow[];
  /** The leases ending soonest within 90 days, by last day (at most `EXPIRING_LEASES_LISTED`). */
  endingSoon: EndingLease[];
  /** The day's month and the 11 before it, oldest first. */
  trend: OccupancyTrendPoint[];
}
