import { ROOM_USES, type RoomUse } from '../../../../manifests/contracts/park-constants';
import type {
  BuildingOverview,
  EndingLease,
  FloorFiguresRow,
  ParkOverview,
  UseOverview,
} from '../../../../manifests/contracts/park-overview';
import {
  EXPIRING_LEASES_LISTED,
  LEASE_END_WINDOWS,
} from '../../../../manifests/contracts/park-overview-constants';
import type { Queryable } from '../../../db/database';
import {
  addSums,
  figuresOf,
  leaseEndWindowsOf,
  NO_ROOMS,
  type RoomSums,
  trendDays,
  trendOf,
} from '../engine/overview-figures';

/**
 * 园区概览's reads: four queries, each one pass of aggregates over the organisation's rows (no query
 * per room, floor or building), sized for a park of 150 000 rooms:
 *
 * 1. rooms ⟕ the live occupancy covering the day, counted and summed by floor and by use at once
 *    (grouping sets); buildings and the park are the floors' sums, added here;
 * 2. the floors and buildings' names (a few thousand rows);
 * 3. the leases overlapping the trend's year, bucketed by the trend days they start after and end on
 *    (`width_bucket`), so the year's twelve points come from ~13² groups, not a row per lease and month;
 * 4. the leases ending within 90 days, counted per window, and the soonest listed (park-0004's index
 *    on their end).
 */

/** A sum of `integer`s as PostgreSQL writes it (`bigint`, text from pg): exact, checked. */
function integerOf(text: string | number): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer: ${text}`);
  return value;
}

interface SumsRow {
  byUse: number;
  floorId: number | null;
  use: RoomUse | null;
  rooms: number;
  leased: number;
  reserved: number;
  blocked: number;
  area: string;
  leasedArea: string;
  reservedArea: string;
  blockedArea: string;
}

const sumsOf = (row: SumsRow): RoomSums => ({
  rooms: row.rooms,
  leased: row.leased,
  reserved: row.reserved,
  blocked: row.blocked,
  area: integerOf(row.area),
  leasedArea: integerOf(row.leasedArea),
  reservedArea: integerOf(row.reservedArea),
  blockedArea: integerOf(row.blockedArea),
});

const areaWhere = (condition: string) =>
  `coalesce(sum(r.building_area) filter (where ${condition}), 0)::text`;

/** 1: the rooms' states on `$2`, by floor and by use. */
const roomSums = (db: Queryable, organizationId: number, day: string) =>
  db.query<SumsRow>(
    `with held as (
       select o.room_id, o.kind from park_room_occupancies o
        where o.organization_id = $1 and o.state = 'live' and o.during @> $2::date
     )
     select grouping(r.floor_id)::int as "byUse", r.floor_id as "floorId", r.use,
       count(*)::int as rooms,
       count(*) filter (where h.kind = 'lease')::int as leased,
       count(*) filter (where h.kind = 'reservation')::int as reserved,
       count(*) filter (where h.kind in ('self_use', 'renovation'))::int as blocked,
       coalesce(sum(r.building_area), 0)::text as area,
       ${areaWhere(`h.kind = 'lease'`)} as "leasedArea",
       ${areaWhere(`h.kind = 'reservation'`)} as "reservedArea",
       ${areaWhere(`h.kind in ('self_use', 'renovation')`)} as "blockedArea"
      from park_rooms r left join held h on h.room_id = r.id
     where r.organization_id = $1
     group by grouping sets ((r.floor_id), (r.use))`,
    [organizationId, day],
  );

interface FloorName {
  floorId: number;
  level: number;
  floorName: string;
  buildingId: number;
  buildingUniqueId: string;
  buildingName: string;
  code: string;
}

/** 2: every building (with or without floors), its floors from the top down. */
const floorNames = (db: Queryable, organizationId: number) =>
  db.query<FloorName>(
    `select f.id as "floorId", f.level, f.name as "floorName", b.id as "buildingId",
       b.unique_id as "buildingUniqueId", b.name as "buildingName", b.code
      from park_buildings b left join park_floors f on f.building_id = b.id
     where b.organization_id = $1
     order by b.code, b.id, f.level desc`,
    [organizationId],
  );

/** 3: the leases meeting the trend's days, bucketed by the days before their first and up to their last. */
const trendBuckets = (db: Queryable, organizationId: number, days: readonly string[]) =>
  db.query<{ from: number; to: number; area: string }>(
    `select width_bucket(lower(o.during) - 1, $2::date[])::int as "from",
       width_bucket(upper(o.during) - 1, $2::date[])::int as "to",
       sum(r.building_area)::text as area
      from park_room_occupancies o join park_rooms r on r.id = o.room_id
     where o.organization_id = $1 and o.state = 'live' and o.kind = 'lease'
       and o.during && daterange($3::date, $4::date, '[]')
     group by 1, 2`,
    [organizationId, days, days[0], days[days.length - 1]],
  );

const WINDOW_MAX = Math.max(...LEASE_END_WINDOWS);

/** A lease's tenant, counted once: its company, else its name. */
const TENANT = `coalesce('c' || o.company_id::text, 'n' || o.holder_name, 'o' || o.id::text)`;

/**
 * 4a: per window, the leases whose last day is from `$2` to `$2 + days` (their `upper`, the day after
 * the last, from `$2 + 1` to `$2 + days + 1`), their tenants and area.
 */
const leaseEndCounts = (db: Queryable, organizationId: number, day: string) =>
  db.query<Record<string, string | number>>(
    `select ${LEASE_END_WINDOWS.map(
      (days) => `count(*) filter (where upper(o.during) <= $2::date + ${days + 1})::int as "leases${days}",
       count(distinct ${TENANT}) filter (where upper(o.during) <= $2::date + ${days + 1})::int as "companies${days}",
       coalesce(sum(r.building_area) filter (where upper(o.during) <= $2::date + ${days + 1}), 0)::text as "area${days}"`,
    ).join(',\n')}
      from park_room_occupancies o join park_rooms r on r.id = o.room_id
     where o.organization_id = $1 and o.state = 'live' and o.kind = 'lease'
       and upper(o.during) > $2::date and upper(o.during) <= $2::date + ${WINDOW_MAX + 1}`,
    [organizationId, day],
  );

/** 4b: the leases ending soonest within the longest window. */
const endingSoon = (db: Queryable, organizationId: number, day: string) =>
  db.query<EndingLease>(
    `select o.unique_id as "occupancyUniqueId", r.unique_id as "roomUniqueId", r.number as "roomNumber",
       b.unique_id as "buildingUniqueId", b.name as "buildingName", o.holder_name as "holderName",
       c.unique_id as "companyUniqueId", r.building_area as area,
       to_char(upper(o.during) - 1, 'YYYY-MM-DD') as "lastDay", (upper(o.during) - 1 - $2::date)::int as "daysLeft"
      from park_room_occupancies o join park_rooms r on r.id = o.room_id
      join park_buildings b on b.id = r.building_id
      left join park_companies c on c.id = o.company_id
     where o.organization_id = $1 and o.state = 'live' and o.kind = 'lease'
       and upper(o.during) > $2::date and upper(o.during) <= $2::date + ${WINDOW_MAX + 1}
     order by upper(o.during), b.code, length(r.number), r.number
     limit ${EXPIRING_LEASES_LISTED}`,
    [organizationId, day],
  );

/** The buildings with their floors' figures, and the park's (every floor's sum). */
function buildingsOf(names: readonly FloorName[], byFloor: ReadonlyMap<number, RoomSums>) {
  const buildings: (BuildingOverview & { sums: RoomSums })[] = [];
  let current: (BuildingOverview & { sums: RoomSums }) | undefined;
  for (const name of names) {
    if (current?.code !== name.code || current.uniqueId !== name.buildingUniqueId) {
      current = {
        uniqueId: name.buildingUniqueId,
        name: name.buildingName,
        code: name.code,
        ...figuresOf(NO_ROOMS),
        floors: [],
        sums: NO_ROOMS,
      };
      buildings.push(current);
    }
    const sums = name.floorId === null ? undefined : byFloor.get(name.floorId);
    if (!sums) continue;
    current.sums = addSums(current.sums, sums);
    const floor = figuresOf(sums);
    current.floors.push([
      name.level,
      name.floorName,
      floor.rooms,
      floor.leased,
      floor.reserved,
      floor.blocked,
      floor.vacant,
      floor.area,
      floor.leasedArea,
      floor.vacantArea,
      floor.areaRate,
    ] satisfies FloorFiguresRow);
  }
  let park = NO_ROOMS;
  const answered = buildings.map(({ sums, floors, uniqueId, name, code }) => {
    park = addSums(park, sums);
    return { uniqueId, name, code, ...figuresOf(sums), floors };
  });
  return { buildings: answered, park };
}

/** 园区概览 of the organisation on `day`. */
export async function readParkOverview(
  db: Queryable,
  organizationId: number,
  day: string,
): Promise<ParkOverview> {
  const days = trendDays(day);
  const [sums, names, buckets, counts, soon] = await Promise.all([
    roomSums(db, organizationId, day),
    floorNames(db, organizationId),
    trendBuckets(
      db,
      organizationId,
      days.map((point) => point.day),
    ),
    leaseEndCounts(db, organizationId, day),
    endingSoon(db, organizationId, day),
  ]);
  const byFloor = new Map<number, RoomSums>();
  const byUse = new Map<RoomUse, RoomSums>();
  for (const row of sums) {
    if (row.byUse === 0 && row.floorId !== null) byFloor.set(row.floorId, sumsOf(row));
    else if (row.byUse === 1 && row.use !== null) byUse.set(row.use, sumsOf(row));
  }
  const { buildings, park } = buildingsOf(names, byFloor);
  const uses: UseOverview[] = ROOM_USES.flatMap((use) => {
    const found = byUse.get(use);
    return found ? [{ use, ...figuresOf(found) }] : [];
  });
  const counted = counts[0] ?? {};
  const windows = Object.fromEntries(
    LEASE_END_WINDOWS.map((window) => [
      window,
      {
        leases: Number(counted[`leases${window}`] ?? 0),
        companies: Number(counted[`companies${window}`] ?? 0),
        area: integerOf(counted[`area${window}`] ?? 0),
      },
    ]),
  );
  return {
    on: day,
    park: figuresOf(park),
    buildings,
    uses,
    leaseEnds: leaseEndWindowsOf(windows),
    endingSoon: soon,
    trend: trendOf(
      days,
      buckets.map((bucket) => ({ from: bucket.from, to: bucket.to, area: integerOf(bucket.area) })),
      park.area,
    ),
  };
}
