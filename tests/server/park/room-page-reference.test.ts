import type { RoomPageQuery, RoomRow } from '../../../manifests/contracts/park';
import { ROOM_STATES } from '../../../manifests/contracts/park-constants';
import { readRoomPage } from '../../../server/areas/park/rooms/read-rooms';
import { roomColumns, roomOrder, roomStateOf, roomsFrom } from '../../../server/areas/park/rooms/room-sql';
import type { Queryable } from '../../../server/db/database';
import { countWithTotals } from '../../../server/platform/list-totals';
import { setupParkServer, XINGHE } from './support';

/**
 * 房源查询 (`readRoomPage`, filtered from the occupancies and paged per floor) against the plain
 * reading it replaced — every room's state computed, then filtered, counted and paged — on the demo
 * park, over buildings, floors, states, uses, keywords and pages: the same answers.
 */

const server = setupParkServer();

async function reference(
  db: Queryable,
  organizationId: number,
  today: string,
  query: RoomPageQuery & { pageNum: number; pageSize: number },
) {
  const { pageNum, pageSize, ...search } = query;
  const params: unknown[] = [organizationId, today];
  const param = (value: unknown) => `$${params.push(value)}`;
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
  const rows = { from: roomsFrom('$2'), where, params };
  const counted = await countWithTotals(db, rows, {
    buildingArea: 'r.building_area',
    usableArea: 'r.usable_area',
  });
  const list = await db.query<RoomRow>(
    `select ${roomColumns} ${rows.from} ${rows.where} order by b.code, ${roomOrder}
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, pageSize, (pageNum - 1) * pageSize],
  );
  return { list, pageNum, pageSize, ...counted };
}

it('answers as every room state computed and filtered did', async () => {
  const db = server.db;
  const [org] = await db.query<{ id: number }>('select id from organizations where unique_id = $1', [XINGHE]);
  const organizationId = org!.id;
  const [one] = await db.query<{ building: string; floor: string; holder: string | null }>(
    `select b.unique_id as building, f.unique_id as floor,
       (select holder_name from park_room_occupancies where organization_id = $1 and state = 'live' limit 1) as holder
      from park_rooms r join park_floors f on f.id = r.floor_id join park_buildings b on b.id = r.building_id
     where r.organization_id = $1 order by r.id desc limit 1`,
    [organizationId],
  );
  expect(one).toBeDefined();
  const [{ occupancies }] = (await db.query<{ occupancies: number }>(
    `select count(*)::int as occupancies from park_room_occupancies where organization_id = $1 and state = 'live'`,
    [organizationId],
  )) as [{ occupancies: number }];
  expect(occupancies).toBeGreaterThan(0);
  const keywords = [undefined, '1', '0_', one!.holder?.slice(0, 2)];
  let compared = 0;
  for (const today of ['2026-11-22', '2027-06-01'])
    for (const where of [{}, { buildingUniqueId: one!.building }, { floorUniqueId: one!.floor }])
      for (const state of [undefined, ...ROOM_STATES])
        for (const use of [undefined, 'office', 'shop'] as const)
          for (const keyword of keywords)
            for (const [pageNum, pageSize] of [
              [1, 20],
              [2, 7],
              [40, 3],
            ] as const) {
              const query = {
                pageNum,
                pageSize,
                ...where,
                ...(state ? { state } : {}),
                ...(use ? { use } : {}),
                ...(keyword ? { keyword } : {}),
              };
              expect([query, await readRoomPage(db, organizationId, today, query)]).toEqual([
                query,
                await reference(db, organizationId, today, query),
              ]);
              compared++;
            }
  expect(compared).toBeGreaterThan(1000);
}, 240_000);
