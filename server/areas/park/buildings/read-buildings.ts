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
import { countWithTotals, type FilteredRows, integerOf } from '../../../platform/list-totals';
import { occupancyOn, roomColumns, roomOrder, roomStateOf, roomsFrom } from '../rooms/room-sql';
import { CURRENT_REVISION, fromTallies, keptDay } from '../rooms/room-tallies';

const buildingColumns = `b.unique_id as "uniqueId", b.name, b.code, b.address, b.floors_above as "floorsAbove",
  b.floors_below as "floorsBelow", b.gross_area as "grossArea", b.usable_area as "usableArea", b.use, b.state`;

type BuildingSearch = Omit<BuildingPageQuery, 'pageNum' | 'pageSize'>;

/**
 * The search's buildings (`b`): the WHERE clause, with `$1` the organisation, `$2` today and its own
 * values added to `params` (which holds those two).
 */
function buildingFilter(search: BuildingSearch, params: unknown[]): string {
  const param = (value: unknown) => `$${params.push(value)}`;
  let where = 'where b.organization_id = $1';
  const keyword = search.keyword?.trim();
  if (keyword) {
    const like = param(`%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    where += ` and (b.name ilike ${like} or b.code ilike ${like} or b.address ilike ${like})`;
  }
  if (search.use) where += ` and b.use = ${param(search.use)}`;
  if (search.state) where += ` and b.state = ${param(search.state)}`;
  return where;
}

/** The search's buildings, each with its rooms counted by their state on `$2` (today), room by room. */
function buildingRows(organizationId: number, today: string, search: BuildingSearch): FilteredRows {
  const params: unknown[] = [organizationId, today];
  const where = buildingFilter(search, params);
  const from = `from park_buildings b left join lateral (
      select count(*)::int as rooms,
        count(*) filter (where not exists (select 1 from park_room_occupancies o
          where o.room_id = r.id and o.state = 'live' and o.during @> $2::date))::int as vacant,
        count(*) filter (where exists (select 1 from park_room_occupancies o
          where o.room_id = r.id and o.state = 'live' and o.kind = 'lease' and o.during @> $2::date))::int as leased
        from park_rooms r where r.building_id = b.id
    ) c on true`;
  return { from, where, params };
}

type Page = BuildingPageQuery & { pageNum: number; pageSize: number };

/**
 * 楼宇管理's page, by code, with rooms, vacant and leased rooms and areas totalled over the search: the
 * rooms counted from the tallies kept for 房源查询 (room-tallies.ts; a park of 150 000 rooms took
 * seconds to count room by room), else, when a change replaced them while they were read, room by room.
 */
export async function readBuildingPage(
  db: Queryable,
  organizationId: number,
  today: string,
  query: Page,
): Promise<BuildingPage> {
  return (
    (await fromTallies(db, organizationId, today, (revision) =>
      keptBuildingPage(db, organizationId, today, query, revision),
    )) ?? (await countedBuildingPage(db, organizationId, today, query))
  );
}

/** The page, list and totals in one statement (one snapshot) from the tallies at `revision`. */
async function keptBuildingPage(
  db: Queryable,
  organizationId: number,
  today: string,
  { pageNum, pageSize, ...search }: Page,
  revision: string | undefined,
): Promise<BuildingPage | undefined> {
  const params: unknown[] = [organizationId, today];
  const where = buildingFilter(search, params);
  const at = revision === undefined ? CURRENT_REVISION : `$${params.push(revision)}::bigint`;
  const limit = `$${params.push(pageSize)}`;
  const offset = `$${params.push((pageNum - 1) * pageSize)}`;
  const sum = (column: string) => `(select coalesce(sum(s.${column}), 0)::text from s)`;
  const [row] = await db.query<{
    kept: boolean;
    total: number;
    list: BuildingRow[];
    rooms: string;
    vacantRooms: string;
    leasedRooms: string;
    grossArea: string;
    usableArea: string;
  }>(
    `with ${keptDay(at)}, c as (
       select t.building_id, sum(t.rooms) as rooms, sum(t.rooms) filter (where t.state = 'vacant') as vacant,
              sum(t.rooms) filter (where t.state = 'leased') as leased
         from park_room_tallies t join d on t.revision = d.revision
        where t.organization_id = $1 and t.day = $2::date
        group by t.building_id
     ), s as (
       select b.id, ${buildingColumns}, coalesce(c.rooms, 0)::int as "roomCount",
              coalesce(c.vacant, 0)::int as "vacantCount", coalesce(c.leased, 0)::int as "leasedCount"
         from park_buildings b left join c on c.building_id = b.id ${where}
     )
     select exists (select 1 from d) as kept, (select count(*) from s)::int as total,
            coalesce((select json_agg(to_jsonb(p) - 'id' order by p.code, p.id)
                        from (select * from s order by s.code, s.id limit ${limit} offset ${offset}) p), '[]') as list,
            ${sum('"roomCount"')} as rooms, ${sum('"vacantCount"')} as "vacantRooms",
            ${sum('"leasedCount"')} as "leasedRooms", ${sum('"grossArea"')} as "grossArea",
            ${sum('"usableArea"')} as "usableArea"`,
    params,
  );
  if (!row?.kept) return undefined;
  const { kept: _kept, total, list, ...sums } = row;
  const totals = Object.fromEntries(
    Object.entries(sums).map(([name, text]) => [name, integerOf(name, text)]),
  );
  return { list, pageNum, pageSize, total, totals };
}

/** The page counted room by room (see `readBuildingPage`). */
async function countedBuildingPage(
  db: Queryable,
  organizationId: number,
  today: string,
  query: Page,
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
