import type {
  BuildingDetail,
  BuildingPage,
  BuildingPageQuery,
  BuildingRow,
  FloorDetail,
  FloorPlan,
  FloorPlanRoom,
  RoomRow,
} from '../../../../manifests/contracts/park';
import { type Queryable, queryOne } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { countWithTotals, type FilteredRows } from '../../../platform/list-totals';
import { occupancyOn, roomColumns, roomOrder, roomStateOf, roomsFrom } from '../rooms/room-sql';

const buildingColumns = `b.unique_id as "uniqueId", b.name, b.code, b.address, b.floors_above as "floorsAbove",
  b.floors_below as "floorsBelow", b.gross_area as "grossArea", b.usable_area as "usableArea", b.use, b.state`;

/** The search's buildings, each with its rooms counted by their state on `$2` (today). */
function buildingRows(
  organizationId: number,
  today: string,
  search: Omit<BuildingPageQuery, 'pageNum' | 'pageSize'>,
): FilteredRows {
  const params: unknown[] = [organizationId, today];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const from = `from park_buildings b left join lateral (
      select count(*)::int as rooms,
        count(*) filter (where not exists (select 1 from park_room_occupancies o
          where o.room_id = r.id and o.state = 'live' and o.during @> $2::date))::int as vacant,
        count(*) filter (where exists (select 1 from park_room_occupancies o
          where o.room_id = r.id and o.state = 'live' and o.kind = 'lease' and o.during @> $2::date))::int as leased
        from park_rooms r where r.building_id = b.id
    ) c on true`;
  let where = 'where b.organization_id = $1';
  const keyword = search.keyword?.trim();
  if (keyword) {
    const like = param(`%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    where += ` and (b.name ilike ${like} or b.code ilike ${like} or b.address ilike ${like})`;
  }
  if (search.use) where += ` and b.use = ${param(search.use)}`;
  if (search.state) where += ` and b.state = ${param(search.state)}`;
  return { from, where, params };
}

/** 楼宇管理's page, by code, with rooms, vacant and leased rooms and areas totalled over the search. */
export async function readBuildingPage(
  db: Queryable,
  organizationId: number,
  today: string,
  query: BuildingPageQuery & { pageNum: number; pageSize: number },
): Promise<BuildingPage> {
  const { pageNum, pageSize, ...search } = query;
  const rows = buildingRows(organizationId, today, search);
  const counted = await countWithTotals(db, rows, {
    rooms: 'c.rooms',
    vacantRooms: 'c.vacant',
    leasedRooms: 'c.leased',
    grossArea: 'b.gross_area',
    usableArea: 'b.usable_area',
  });
  const list = await db.query<BuildingRow>(
    `select ${buildingColumns}, c.rooms as "roomCount", c.vacant as "vacantCount", c.leased as "leasedCount"
       ${rows.from} ${rows.where} order by b.code, b.id
      limit $${rows.params.length + 1} offset $${rows.params.length + 2}`,
    [...rows.params, pageSize, (pageNum - 1) * pageSize],
  );
  return { list, pageNum, pageSize, ...counted };
}

/** A building's floors from the top down, each with its rooms as they are on `day`. */
async function floorsWithRooms(db: Queryable, buildingId: number, day: string): Promise<FloorDetail[]> {
  const floors = await db.query<{ id: number; uniqueId: string; level: number; name: string }>(
    'select id, unique_id as "uniqueId", level, name from park_floors where building_id = $1 order by level desc',
    [buildingId],
  );
  const rooms = await db.query<RoomRow & { floorId: number }>(
    `select r.floor_id as "floorId", ${roomColumns} ${roomsFrom('$2')} where r.building_id = $1 order by ${roomOrder}`,
    [buildingId, day],
  );
  const byFloor = new Map<number, RoomRow[]>(floors.map((floor) => [floor.id, []]));
  for (const { floorId, ...room } of rooms) byFloor.get(floorId)!.push(room);
  return floors.map(({ id, ...floor }) => ({ ...floor, rooms: byFloor.get(id)! }));
}

async function buildingRecord(db: Queryable, organizationId: number, uniqueId: string) {
  const building = await queryOne<Omit<BuildingDetail, 'floors'> & { id: number }>(
    db,
    `select b.id, ${buildingColumns}, b.photos from park_buildings b where b.organization_id = $1 and b.unique_id = $2`,
    [organizationId, uniqueId],
  );
  if (!building) throw new ApiError(ErrorCode.ParkBuildingNotFound, undefined, 200, { field: 'uniqueId' });
  return building;
}

/** 楼宇详情: the building with its floors from the top down and their rooms as they are today. */
export async function readBuildingDetail(
  db: Queryable,
  organizationId: number,
  uniqueId: string,
  today: string,
): Promise<BuildingDetail> {
  const { id, ...building } = await buildingRecord(db, organizationId, uniqueId);
  return { ...building, floors: await floorsWithRooms(db, id, today) };
}

/** A tile's columns (`FloorPlanRoom`), with `r` the room and `o` the occupancy covering the day. */
const tileColumns = `r.unique_id as "uniqueId", r.number, r.building_area as "buildingArea",
  r.usable_area as "usableArea", r.use, ${roomStateOf()} as state, o.holder_name as "holderName",
  r.reference_rent as "referenceRent", o.first_day as "occupiedFrom", o.last_day as "occupiedTo",
  o.unique_id as "occupancyUniqueId"`;

/**
 * 平面图 on `day`: floors as rows from the top down, each room's tile with its state and holder. Only
 * the tile's columns are read (a 1 500-room plan: every column less is 1 500 values fewer to ship from
 * the engine), the floors from the building's own.
 */
export async function readFloorPlan(
  db: Queryable,
  organizationId: number,
  uniqueId: string,
  day: string,
): Promise<FloorPlan> {
  const { id, name, code } = await buildingRecord(db, organizationId, uniqueId);
  const floors = await db.query<{ id: number; uniqueId: string; level: number; name: string }>(
    'select id, unique_id as "uniqueId", level, name from park_floors where building_id = $1 order by level desc',
    [id],
  );
  const rooms = await db.query<FloorPlanRoom & { floorId: number }>(
    `select r.floor_id as "floorId", ${tileColumns}
       from park_rooms r join park_floors f on f.id = r.floor_id and f.building_id = $1 ${occupancyOn('$2')}
      where r.building_id = $1 order by ${roomOrder}`,
    [id, day],
  );
  const byFloor = new Map<number, FloorPlanRoom[]>(floors.map((floor) => [floor.id, []]));
  for (const { floorId, ...room } of rooms) byFloor.get(floorId)!.push(room);
  return {
    building: { uniqueId, name, code },
    on: day,
    floors: floors.map(({ id: floorId, ...floor }) => ({ ...floor, rooms: byFloor.get(floorId)! })),
  };
}
