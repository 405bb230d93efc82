import type { Page, RoomPageQuery, RoomRow, RoomState, RoomUse } from '../../../../manifests/contracts/park';
import type { Queryable } from '../../../db/database';
import { countWithTotals, type FilteredRows } from '../../../platform/list-totals';
import { occupancyOn, roomColumns, roomOrder, roomStateOf, roomsFrom } from './room-sql';

/** 房源查询's rows: by building, floor, state on `$2` (today), use and number. */
function roomRows(
  organizationId: number,
  today: string,
  search: Omit<RoomPageQuery, 'pageNum' | 'pageSize'>,
): FilteredRows {
  const params: unknown[] = [organizationId, today];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let where = 'where r.organization_id = $1';
  if (search.buildingUniqueId) where += ` and b.unique_id = ${param(search.buildingUniqueId)}`;
  if (search.floorUniqueId) where += ` and f.unique_id = ${param(search.floorUniqueId)}`;
  if (search.use) where += ` and r.use = ${param(search.use)}`;
  if (search.state) where += ` and ${roomStateOf()} = ${param(search.state)}`;
  const keyword = search.keyword?.trim();
  if (keyword) {
    const like = param(`%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    where += ` and (r.number ilike ${like} or o.holder_name ilike ${like})`;
  }
  return { from: roomsFrom('$2'), where, params };
}

/** 房源查询's page, with the rooms' areas totalled over the search. */
export async function readRoomPage(
  db: Queryable,
  organizationId: number,
  today: string,
  query: RoomPageQuery & { pageNum: number; pageSize: number },
): Promise<Page<RoomRow>> {
  const { pageNum, pageSize, ...search } = query;
  const rows = roomRows(organizationId, today, search);
  const counted = await countWithTotals(db, rows, {
    buildingArea: 'r.building_area',
    usableArea: 'r.usable_area',
  });
  const list = await db.query<RoomRow>(
    `select ${roomColumns} ${rows.from} ${rows.where} order by b.code, ${roomOrder}
      limit $${rows.params.length + 1} offset $${rows.params.length + 2}`,
    [...rows.params, pageSize, (pageNum - 1) * pageSize],
  );
  return { list, pageNum, pageSize, ...counted };
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
