import type { Page, RoomPageQuery, RoomRow, RoomState, RoomUse } from '../../../../manifests/contracts/park';
import type { Queryable } from '../../../db/database';
import {
  occupancyOn,
  type PageWindow,
  pageWindowOf,
  roomColumns,
  roomOrder,
  roomStateOf,
  roomsFrom,
} from './room-sql';
import { pageWindowFromTallies } from './room-tallies';

/** A state's occupancy kind (空置 has none). */
const KIND_OF_STATE: Record<Exclude<RoomState, 'vacant'>, string> = {
  leased: 'lease',
  reserved: 'reservation',
  self_use: 'self_use',
  renovation: 'renovation',
};

/** The live occupancies of `r` covering `day` (today): at most one, park-0005's index on the room. */
const liveOnDay = (day: string) => `select 1 from park_room_occupancies x
  where x.room_id = r.id and x.state = 'live' and x.during @> ${day}::date`;

/**
 * 房源查询's filters over `park_rooms r` alone, by building, floor, state on today, use and
 * number or holder: a state other than 空置 starts from the live occupancies of its kind covering the
 * day, 空置 is the rooms without one (NOT EXISTS on the room's index), so no room's state is computed
 * to filter it.
 */
function roomFilter(
  organizationId: number,
  today: string,
  search: Omit<RoomPageQuery, 'pageNum' | 'pageSize'>,
): { where: string; params: unknown[] } {
  const params: unknown[] = [organizationId];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let dayParam: string | undefined;
  const day = () => {
    dayParam ??= param(today);
    return dayParam;
  };
  let where = 'where r.organization_id = $1';
  if (search.buildingUniqueId)
    where += ` and r.building_id in (select b.id from park_buildings b where b.organization_id = $1
      and b.unique_id = ${param(search.buildingUniqueId)})`;
  if (search.floorUniqueId)
    where += ` and r.floor_id in (select f.id from park_floors f where f.organization_id = $1
      and f.unique_id = ${param(search.floorUniqueId)})`;
  if (search.use) where += ` and r.use = ${param(search.use)}`;
  if (search.state === 'vacant') where += ` and not exists (${liveOnDay(day())})`;
  else if (search.state)
    where += ` and r.id in (select x.room_id from park_room_occupancies x where x.organization_id = $1
      and x.state = 'live' and x.kind = ${param(KIND_OF_STATE[search.state])} and x.during @> ${day()}::date)`;
  const keyword = search.keyword?.trim();
  if (keyword) {
    const like = param(`%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    where += ` and (r.number ilike ${like} or exists (${liveOnDay(day())} and x.holder_name ilike ${like}))`;
  }
  return { where, params };
}

/** A sum of `integer`s as PostgreSQL writes it (`numeric` as text): exact, or thrown past 2^53. */
function integerOf(text: string): number {
  const value = Number(text);
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(value))
    throw new RangeError(`not a safe integer: ${text}`);
  return value;
}

/**
 * 房源查询's page, with the rooms' areas totalled over the search. The search is counted and summed
 * per floor, from the rooms kept counted (room-tallies.ts) when it has no keyword, else in one
 * aggregate over the rooms, and the page located among the floors in SQL (`pageWindowOf`); the page's
 * rows are then read from only the floors it falls on, with limit/offset, and only those rows get
 * their occupancy (state, holder) joined.
 */
export async function readRoomPage(
  db: Queryable,
  organizationId: number,
  today: string,
  query: RoomPageQuery & { pageNum: number; pageSize: number },
): Promise<Page<RoomRow>> {
  const { pageNum, pageSize, ...search } = query;
  const { where, params } = roomFilter(organizationId, today, search);
  const offset = (pageNum - 1) * pageSize;
  const window = { offset, size: pageSize };
  const found =
    (!search.keyword?.trim() && (await pageWindowFromTallies(db, organizationId, today, search, window))) ||
    (
      await db.query<PageWindow>(
        `with g as (
           select r.floor_id, count(*) as rooms, sum(r.building_area) as building_area,
                  sum(r.usable_area) as usable_area
             from park_rooms r ${where} group by r.floor_id
         ), ${pageWindowOf(`$${params.length + 1}`, `$${params.length + 2}`)}`,
        [...params, offset, pageSize],
      )
    )[0]!;
  const { total, skipped } = found;
  const totals = { buildingArea: integerOf(found.buildingArea), usableArea: integerOf(found.usableArea) };
  if (found.floors.length === 0) return { list: [], pageNum, pageSize, total, totals };
  const list = await db.query<RoomRow>(
    `select ${roomColumns} ${roomsFrom(`$${params.length + 1}`)} ${where}
        and r.floor_id = any($${params.length + 2}::integer[])
      order by b.code, ${roomOrder} limit $${params.length + 3} offset $${params.length + 4}`,
    [...params, today, found.floors, pageSize, offset - skipped],
  );
  return { list, pageNum, pageSize, total, totals };
}

/** A room of the tree: whether it is free over the whole range asked, and what holds it if not. */
export interface RoomAvailability {
  uniqueId: string;
  number: string;
  buildingArea: number;
  usableArea: number;
  use: RoomUse;
  referenceRent: number;
  /** Its state on the range's first day. */
  state: RoomState;
  /** No live occupancy meets any day of the range. */
  available: boolean;
}

export interface RoomTreeFloor {
  uniqueId: string;
  level: number;
  name: string;
  rooms: RoomAvailability[];
}

export interface RoomTreeBuilding {
  uniqueId: string;
  name: string;
  code: string;
  floors: RoomTreeFloor[];
}

/**
 * The organisation's buildings → floors → rooms, each room with its availability over `from`–`to`
 * (both days included): what a contract's room picker shows. One query; the tree is built here.
 */
export async function readRoomTree(
  db: Queryable,
  organizationId: number,
  range: { from: string; to: string },
  only?: { buildingUniqueId?: string },
): Promise<RoomTreeBuilding[]> {
  const params: unknown[] = [organizationId, range.from, range.to];
  const building = only?.buildingUniqueId ? ` and b.unique_id = $${params.push(only.buildingUniqueId)}` : '';
  const rows = await db.query<
    RoomAvailability & {
      buildingUniqueId: string;
      buildingName: string;
      buildingCode: string;
      floorUniqueId: string;
      floorLevel: number;
      floorName: string;
    }
  >(
    `select b.unique_id as "buildingUniqueId", b.name as "buildingName", b.code as "buildingCode",
       f.unique_id as "floorUniqueId", f.level as "floorLevel", f.name as "floorName",
       r.unique_id as "uniqueId", r.number, r.building_area as "buildingArea", r.usable_area as "usableArea",
       r.use, r.reference_rent as "referenceRent", ${roomStateOf()} as state,
       not exists (select 1 from park_room_occupancies x where x.room_id = r.id and x.state = 'live'
         and x.during && daterange($2::date, $3::date, '[]')) as available
      from park_buildings b join park_floors f on f.building_id = b.id
      join park_rooms r on r.floor_id = f.id ${occupancyOn('$2')}
     where b.organization_id = $1${building}
     order by b.code, b.id, ${roomOrder}`,
    params,
  );
  const buildings = new Map<string, RoomTreeBuilding>();
  const floors = new Map<string, RoomTreeFloor>();
  for (const {
    buildingUniqueId,
    buildingName,
    buildingCode,
    floorUniqueId,
    floorLevel,
    floorName,
    ...room
  } of rows) {
    let node = buildings.get(buildingUniqueId);
    if (!node) {
      node = { uniqueId: buildingUniqueId, name: buildingName, code: buildingCode, floors: [] };
      buildings.set(buildingUniqueId, node);
    }
    let floor = floors.get(floorUniqueId);
    if (!floor) {
      floor = { uniqueId: floorUniqueId, level: floorLevel, name: floorName, rooms: [] };
      floors.set(floorUniqueId, floor);
      node.floors.push(floor);
    }
    floor.rooms.push(room);
  }
  return [...buildings.values()];
}
