import type { BuildingPage, Page, RoomRow } from '../../../manifests/contracts/park';
import { confirmLease, reserveRoom } from '../../../server/areas/park/api';
import { parkOf, setupParkServer, XINGHE } from './support';

/**
 * 房源查询 counted from the rooms kept counted between reads (park-0007) on the demo park: served from
 * the tallies while the park has not changed, counted again after a change commits (older tallies
 * dropped), a keyword search counted from the rooms, and readers racing on a park just changed
 * counting it once. (That the counts equal the rooms' own is room-page-reference.test.ts.)
 * Today is 2026-11-22 in Shanghai.
 */

const server = setupParkServer();
const park = parkOf(server);
beforeEach(() => park.forget());

const TODAY = '2026-11-22';
const roomPage = (body: object) => park.data<Page<RoomRow>>('room/page', { pageSize: 5, ...body });

async function xingheId() {
  const [row] = await server.db.query<{ id: number }>('select id from organizations where unique_id = $1', [
    XINGHE,
  ]);
  return row!.id;
}

const keptDays = async () =>
  server.db.query<{ day: string; revision: string }>(
    `select m.day::text as day, m.revision::text as revision from park_room_tally_days m
       join organizations o on o.id = m.organization_id where o.unique_id = $1 order by m.day, m.revision`,
    [XINGHE],
  );

const currentRevision = async (organizationId: number) => {
  const [row] = await server.db.query<{ revision: string }>(
    'select revision::text as revision from park_revisions where organization_id = $1',
    [organizationId],
  );
  return row?.revision ?? '0';
};

/** A vacant office of the demo park, leased from today for a year as the contract area will. */
async function leaseAVacantOffice(organizationId: number): Promise<string> {
  const vacant = await roomPage({ state: 'vacant', use: 'office', pageSize: 1 });
  return leaseRoom(organizationId, vacant.list[0]!.uniqueId);
}

/** The room leased from today for a year as the contract area will. */
async function leaseRoom(organizationId: number, roomUniqueId: string): Promise<string> {
  const now = server.clock.now();
  await server.db.transaction(async (tx) => {
    const occupancyUniqueId = await reserveRoom(tx, {
      organizationId,
      roomUniqueId,
      range: { from: TODAY, to: '2027-11-21' },
      holder: { name: '计数测试公司' },
      now,
    });
    await confirmLease(tx, { organizationId, occupancyUniqueId, now });
  });
  return roomUniqueId;
}

it('counts a park-wide search from the tallies kept at the current revision', async () => {
  const organizationId = await xingheId();
  const first = await roomPage({ state: 'vacant' });
  expect(first.total).toBeGreaterThan(0);
  expect(await keptDays()).toEqual([{ day: TODAY, revision: await currentRevision(organizationId) }]);
  // What a second search answers is the tallies: mark one floor's vacant offices, search, see the mark.
  const [marked] = await server.db.query<{ rooms: number }>(
    `update park_room_tallies set rooms = rooms + 1000
      where ctid = (select ctid from park_room_tallies where organization_id = $1 and state = 'vacant' limit 1)
      returning rooms`,
    [organizationId],
  );
  expect(marked).toBeDefined();
  expect((await roomPage({ state: 'vacant' })).total).toBe(first.total + 1000);
  // A keyword search counts the rooms themselves.
  const keyword = first.list[0]!.number;
  const byKeyword = await roomPage({ state: 'vacant', keyword });
  expect(byKeyword.total).toBeLessThan(1000);
  expect(byKeyword.list.some((row) => row.number === keyword)).toBe(true);
});

it('counts again after a lease commits, and drops the older revision’s tallies', async () => {
  const organizationId = await xingheId();
  const vacantBefore = (await roomPage({ state: 'vacant' })).total;
  const leasedBefore = (await roomPage({ state: 'leased' })).total;
  const [before] = await keptDays();
  const roomUniqueId = await leaseAVacantOffice(organizationId);
  expect((await roomPage({ state: 'vacant' })).total).toBe(vacantBefore - 1);
  const leased = await roomPage({ state: 'leased', keyword: '计数测试' });
  expect(leased.list.map((row) => row.uniqueId)).toEqual([roomUniqueId]);
  expect((await roomPage({ state: 'leased' })).total).toBe(leasedBefore + 1);
  const after = await keptDays();
  expect(after).toHaveLength(1);
  expect(BigInt(after[0]!.revision)).toBeGreaterThan(BigInt(before!.revision));
  const [{ stale }] = (await server.db.query<{ stale: number }>(
    'select count(*)::int as stale from park_room_tallies where organization_id = $1 and revision <> $2::bigint',
    [organizationId, after[0]!.revision],
  )) as [{ stale: number }];
  expect(stale).toBe(0);
});

it('20 searches at once on a park just changed: one counting kept, every answer the same', async () => {
  const organizationId = await xingheId();
  await roomPage({});
  await leaseAVacantOffice(organizationId);
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, index) => roomPage({ state: index % 2 ? 'vacant' : 'leased' })),
  );
  const totals = new Set(answers.map((answer, index) => `${index % 2}:${answer.total}`));
  expect(totals.size).toBe(2);
  const days = await keptDays();
  expect(days).toEqual([{ day: TODAY, revision: await currentRevision(organizationId) }]);
  const [{ duplicates }] = (await server.db.query<{ duplicates: number }>(
    `select count(*)::int as duplicates from (
       select floor_id, use, state from park_room_tallies where organization_id = $1
        group by floor_id, use, state having count(*) > 1) d`,
    [organizationId],
  )) as [{ duplicates: number }];
  expect(duplicates).toBe(0);
});

/** Each demo building's rooms, vacant and leased rooms today, counted room by room. */
const buildingsCountedByRoom = async (organizationId: number) =>
  server.db.query<{ uniqueId: string; roomCount: number; vacantCount: number; leasedCount: number }>(
    `select b.unique_id as "uniqueId", count(r.id)::int as "roomCount",
            count(r.id) filter (where o.id is null)::int as "vacantCount",
            count(r.id) filter (where o.kind = 'lease')::int as "leasedCount"
       from park_buildings b left join park_rooms r on r.building_id = b.id
       left join park_room_occupancies o on o.room_id = r.id and o.state = 'live' and o.during @> $2::date
      where b.organization_id = $1 group by b.unique_id, b.code order by b.code`,
    [organizationId, TODAY],
  );

const buildingPage = () =>
  park.data<BuildingPage>('building/page', { pageSize: 50 }).then((page) => ({
    ...page,
    list: page.list.map(({ uniqueId, roomCount, vacantCount, leasedCount }) => ({
      uniqueId,
      roomCount,
      vacantCount,
      leasedCount,
    })),
  }));

it('楼宇管理 counts its buildings’ rooms from the same tallies, and follows a lease', async () => {
  const organizationId = await xingheId();
  const first = await buildingPage();
  expect(first.list).toEqual(await buildingsCountedByRoom(organizationId));
  const sum = (key: 'roomCount' | 'vacantCount' | 'leasedCount') =>
    first.list.reduce((total, row) => total + row[key], 0);
  expect(first.totals).toMatchObject({
    rooms: sum('roomCount'),
    vacantRooms: sum('vacantCount'),
    leasedRooms: sum('leasedCount'),
  });
  // Read from the tallies: a mark on one building's vacant rooms shows on its row.
  const [marked] = await server.db.query<{ building: string; floorId: number; use: string }>(
    `update park_room_tallies t set rooms = rooms + 1000 from park_buildings b
      where t.ctid = (select ctid from park_room_tallies where organization_id = $1 and state = 'vacant' limit 1)
        and b.id = t.building_id
      returning b.unique_id as building, t.floor_id as "floorId", t.use`,
    [organizationId],
  );
  const markedRow = (await buildingPage()).list.find((row) => row.uniqueId === marked!.building)!;
  const before = first.list.find((row) => row.uniqueId === marked!.building)!;
  expect(markedRow.vacantCount).toBe(before.vacantCount + 1000);
  // (Taken back: a change carries the floors it does not touch over, the mark with them.)
  await server.db.query(
    `update park_room_tallies set rooms = rooms - 1000
      where organization_id = $1 and state = 'vacant' and floor_id = $2 and use = $3`,
    [organizationId, marked!.floorId, marked!.use],
  );
  // A lease commits: counted again, equal to the rooms’ own.
  await leaseAVacantOffice(organizationId);
  const after = await buildingPage();
  expect(after.list).toEqual(await buildingsCountedByRoom(organizationId));
  expect(after.totals).toMatchObject({
    leasedRooms: sum('leasedCount') + 1,
    vacantRooms: sum('vacantCount') - 1,
  });
});

it('after a change counts again only the floors it touched, and carries the others’ tallies over', async () => {
  const organizationId = await xingheId();
  const before = await roomPage({ state: 'vacant' });
  const roomUniqueId = (await roomPage({ state: 'vacant', use: 'office', pageSize: 1 })).list[0]!.uniqueId;
  const [{ floorId }] = (await server.db.query<{ floorId: number }>(
    'select floor_id as "floorId" from park_rooms where unique_id = $1',
    [roomUniqueId],
  )) as [{ floorId: number }];
  // A mark on another floor's vacant rooms, and one on the floor the lease touches.
  const mark = (rooms: number, where: string) =>
    server.db.query(
      `update park_room_tallies set rooms = rooms + ${rooms}
        where ctid = (select ctid from park_room_tallies
                       where organization_id = $1 and state = 'vacant' and ${where} limit 1)`,
      [organizationId, floorId],
    );
  await mark(1000, 'floor_id <> $2');
  await mark(500, 'floor_id = $2');
  await leaseRoom(organizationId, roomUniqueId);
  const revision = await currentRevision(organizationId);
  expect(
    await server.db.query<{ floorId: number; revision: string }>(
      `select floor_id as "floorId", revision::text as revision from park_revision_floors
        where organization_id = $1`,
      [organizationId],
    ),
  ).toEqual([{ floorId, revision }]);
  // The other floor's mark carried over; the touched floor counted afresh (its mark gone, one room less).
  expect((await roomPage({ state: 'vacant' })).total).toBe(before.total + 1000 - 1);
  expect(await keptDays()).toEqual([{ day: TODAY, revision }]);
  const [{ recorded }] = (await server.db.query<{ recorded: number }>(
    'select count(*)::int as recorded from park_revision_floors where organization_id = $1',
    [organizationId],
  )) as [{ recorded: number }];
  expect(recorded).toBe(0);
});
