import {
  confirmLease,
  endOccupancyOn,
  readRoomTree,
  releaseOccupancy,
  reserveRoom,
} from '../../../server/areas/park/api';
import type { Queryable } from '../../../server/db/database';
import { ApiError } from '../../../server/http/api-error';
import { ErrorCode } from '../../../server/http/error-codes';
import { buildingBody, officeBatch, parkOf, setupParkServer } from './support';

/**
 * Rooms' states from dated occupancies, through park's api.ts (as the contract area calls it, in its
 * own transaction) and the admin's 自用/装修 endpoints: 已预定, 已租, ended, released; no two live
 * occupancies of a room overlap, however many requests race. Today is 2026-11-22 in Shanghai.
 */

const server = setupParkServer();
const park = parkOf(server);
beforeEach(() => park.forget());

let organizationId: number;
let buildingId: string;
let room201: string;

beforeEach(async () => {
  const saved = await park.add(
    buildingBody({ floorsAbove: 3, floorsBelow: 0, roomBatches: [officeBatch({ floorTo: 3, numberTo: 2 })] }),
  );
  buildingId = saved.uniqueId;
  room201 = await park.roomId(buildingId, '201');
  const [row] = await server.db.query<{ id: number }>(
    `select id from organizations where unique_id = 'xinghe-park'`,
  );
  organizationId = row!.id;
});

const inTx = <T>(work: (tx: Queryable) => Promise<T>) => server.db.transaction(work);
const now = () => server.clock.now();
const reserve = (from: string, to: string, roomUniqueId = room201, name = '星河数据有限公司') =>
  inTx((tx) =>
    reserveRoom(tx, {
      organizationId,
      roomUniqueId,
      range: { from, to },
      holder: { name },
      reference: 'HT-1',
      now: now(),
    }),
  );
const refusalOf = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof ApiError) return [error.code, error.message];
    throw error;
  }
  throw new Error('not refused');
};

describe('a room’s state, read from its occupancies', () => {
  it('已预定 while a reservation covers the day, 已租 once confirmed, 空置 after the day it ends', async () => {
    const occupancyUniqueId = await reserve('2026-11-20', '2027-11-19');
    expect(await park.cell(buildingId, '201')).toEqual({ state: 'reserved', holderName: '星河数据有限公司' });
    expect(await park.cell(buildingId, '201', '2027-11-20')).toEqual({ state: 'vacant', holderName: null });
    await inTx((tx) => confirmLease(tx, { organizationId, occupancyUniqueId, now: now() }));
    expect(await park.cell(buildingId, '201')).toEqual({ state: 'leased', holderName: '星河数据有限公司' });
    expect((await park.data<{ totals: object }>('building/page', { keyword: '座' })).totals).toMatchObject({
      rooms: 4,
      vacantRooms: 3,
      leasedRooms: 1,
    });

    await inTx((tx) =>
      endOccupancyOn(tx, { organizationId, occupancyUniqueId, lastDay: '2026-12-31', now: now() }),
    );
    expect((await park.cell(buildingId, '201', '2026-12-31')).state).toBe('leased');
    expect((await park.cell(buildingId, '201', '2027-01-01')).state).toBe('vacant');
    // The days after the end are free for the next tenant.
    await reserve('2027-01-01', '2027-06-30');
  });

  it('releasing a reservation frees its days; a released one changes no more', async () => {
    const occupancyUniqueId = await reserve('2026-12-01', '2026-12-31');
    await inTx((tx) => releaseOccupancy(tx, { organizationId, occupancyUniqueId, now: now() }));
    expect((await park.cell(buildingId, '201', '2026-12-15')).state).toBe('vacant');
    await reserve('2026-12-10', '2026-12-20');
    expect(
      await refusalOf(inTx((tx) => confirmLease(tx, { organizationId, occupancyUniqueId, now: now() }))),
    ).toEqual([ErrorCode.ParkOccupancyChangeRefused, '该占用已释放，不能确认出租']);
  });

  it('refuses through the api what the rules refuse, and another organisation’s occupancy', async () => {
    const occupancyUniqueId = await reserve('2026-12-01', '2026-12-31');
    const input = { organizationId, occupancyUniqueId, now: now() };
    expect(await refusalOf(inTx((tx) => endOccupancyOn(tx, { ...input, lastDay: '2026-12-15' })))).toEqual([
      ErrorCode.ParkOccupancyChangeRefused,
      '预定中的房间不能提前结束，请确认出租或释放',
    ]);
    await inTx((tx) => confirmLease(tx, input));
    for (const [work, message] of [
      [(tx: Queryable) => confirmLease(tx, input), '该房间已确认出租'],
      [(tx: Queryable) => releaseOccupancy(tx, input), '已租的房间不能释放，请按退租日期结束'],
      [
        (tx: Queryable) => endOccupancyOn(tx, { ...input, lastDay: '2027-01-01' }),
        '结束日期不能晚于原结束日期 2026-12-31',
      ],
      [
        (tx: Queryable) => endOccupancyOn(tx, { ...input, lastDay: '2026-11-30' }),
        '结束日期不能早于开始日期 2026-12-01',
      ],
    ] as const)
      expect(await refusalOf(inTx(work))).toEqual([ErrorCode.ParkOccupancyChangeRefused, message]);
    const [yunshan] = await server.db.query<{ id: number }>(
      `select id from organizations where unique_id = 'yunshan-group'`,
    );
    expect(
      await refusalOf(inTx((tx) => confirmLease(tx, { ...input, organizationId: yunshan!.id }))),
    ).toEqual([ErrorCode.ParkOccupancyNotFound, '房间占用记录不存在']);
    expect(
      await refusalOf(
        inTx((tx) =>
          reserveRoom(tx, {
            organizationId: yunshan!.id,
            roomUniqueId: room201,
            range: { from: '2027-01-01', to: '2027-01-02' },
            holder: { name: '某公司' },
            now: now(),
          }),
        ),
      ),
    ).toEqual([ErrorCode.ParkRoomNotFound, '房间不存在']);
    expect(await refusalOf(reserve('2027-02-02', '2027-02-01'))).toEqual([
      ErrorCode.BadRequest,
      '结束日期不能早于开始日期',
    ]);
  });

  it('rolls back with the caller: a reservation in a failed transaction holds nothing', async () => {
    await expect(
      inTx(async (tx) => {
        await reserveRoom(tx, {
          organizationId,
          roomUniqueId: room201,
          range: { from: '2026-12-01', to: '2026-12-31' },
          holder: { name: '甲' },
          now: now(),
        });
        throw new Error('the contract failed');
      }),
    ).rejects.toThrow('the contract failed');
    await reserve('2026-12-01', '2026-12-31');
  });
});

describe('自用 and 装修中, the admin’s blocks', () => {
  it('blocks a room over its days and unblocks it; refuses an overlap naming the room and the days', async () => {
    const blocked = await park.call<{ uniqueId: string }>('room/block', {
      roomUniqueId: room201,
      kind: 'renovation',
      from: '2026-11-22',
      to: '2026-12-05',
      note: '重新装修',
    });
    expect(blocked.body.code).toBe(0);
    expect((await park.cell(buildingId, '201')).state).toBe('renovation');
    expect(await refusalOf(reserve('2026-12-05', '2026-12-31'))).toEqual([
      ErrorCode.PeriodOverlaps,
      '房间「A 座 201」在 2026-11-22 至 2026-12-05 已被占用，请换个日期或房间',
    ]);
    // Adjacent days do not overlap.
    const next = await reserve('2026-12-06', '2026-12-31');
    const overlap = await park.call('room/block', {
      roomUniqueId: room201,
      kind: 'self_use',
      from: '2026-12-20',
      to: '2027-01-10',
    });
    expect(overlap.body).toMatchObject({
      code: ErrorCode.PeriodOverlaps,
      message: '房间「A 座 201」在 2026-12-06 至 2026-12-31 已被占用，请换个日期或房间',
    });

    // The admin releases blocks only: a contract's reservation is the contract's to release.
    expect((await park.call('room/unblock', { uniqueId: next })).body).toMatchObject({
      code: ErrorCode.ParkOccupancyNotFound,
    });
    expect((await park.call('room/unblock', { uniqueId: blocked.body.data.uniqueId })).body.code).toBe(0);
    expect((await park.cell(buildingId, '201')).state).toBe('vacant');
    expect((await park.call('room/unblock', { uniqueId: blocked.body.data.uniqueId })).body).toMatchObject({
      code: ErrorCode.ParkOccupancyChangeRefused,
      message: '该占用已释放，不能释放',
    });
    const selfUse = await park.call('room/block', {
      roomUniqueId: room201,
      kind: 'self_use',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(selfUse.body.code).toBe(0);
    expect((await park.cell(buildingId, '201')).state).toBe('self_use');
  });
});

describe('no two occupancies of a room overlap', () => {
  it('20 concurrent reservations of one room with overlapping days: one wins, 19 get the refusal', async () => {
    const ranges = Array.from({ length: 20 }, (_, index) => ({
      from: `2026-12-${String(index + 1).padStart(2, '0')}`,
      to: `2027-01-${String(index + 1).padStart(2, '0')}`,
    }));
    const answers = await Promise.allSettled(
      ranges.map(({ from, to }, index) => reserve(from, to, room201, `公司${index}`)),
    );
    const won = answers.flatMap((answer, index) => (answer.status === 'fulfilled' ? [index] : []));
    expect(won).toHaveLength(1);
    const winner = ranges[won[0]!]!;
    const described = `${winner.from} 至 ${winner.to}`;
    for (const answer of answers) {
      if (answer.status === 'fulfilled') continue;
      expect(answer.reason).toBeInstanceOf(ApiError);
      expect([answer.reason.code, answer.reason.message]).toEqual([
        ErrorCode.PeriodOverlaps,
        `房间「A 座 201」在 ${described} 已被占用，请换个日期或房间`,
      ]);
    }
    const rows = await server.db.query<{ n: number }>(
      `select count(*)::int as n from park_room_occupancies o join park_rooms r on r.id = o.room_id
        where o.state = 'live' and r.unique_id = $1`,
      [room201],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('20 concurrent 自用 requests over the endpoint: one wins, 19 answer the Chinese refusal', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        park.call('room/block', {
          roomUniqueId: room201,
          kind: 'self_use',
          from: '2026-12-01',
          to: `2026-12-${String(index + 10)}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.body.code !== 0);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer.body.code).toBe(ErrorCode.PeriodOverlaps);
      expect(answer.body.message).toMatch(
        /^房间「A 座 201」在 2026-12-01 至 2026-12-\d\d 已被占用，请换个日期或房间$/,
      );
    }
  });
});

describe('the tree with availability, for the contract area', () => {
  it('gives buildings → floors → rooms, each free or not over the range asked', async () => {
    await reserve('2026-12-01', '2026-12-31');
    const tree = await readRoomTree(
      server.db,
      organizationId,
      { from: '2027-01-01', to: '2027-01-31' },
      { buildingUniqueId: buildingId },
    );
    expect(tree.map((building) => [building.name, building.floors.map((floor) => floor.name)])).toEqual([
      ['A 座', ['3F', '2F']],
    ]);
    const free = (range: { from: string; to: string }) =>
      readRoomTree(server.db, organizationId, range, { buildingUniqueId: buildingId }).then((buildings) =>
        buildings[0]!.floors.flatMap((floor) =>
          floor.rooms.filter((room) => room.available).map((room) => room.number),
        ),
      );
    expect(await free({ from: '2027-01-01', to: '2027-01-31' })).toEqual(['301', '302', '201', '202']);
    expect(await free({ from: '2026-12-31', to: '2027-01-31' })).toEqual(['301', '302', '202']);
    const [onFirst] = (
      await readRoomTree(
        server.db,
        organizationId,
        { from: '2026-12-01', to: '2026-12-01' },
        { buildingUniqueId: buildingId },
      )
    )[0]!.floors[1]!.rooms;
    expect(onFirst).toMatchObject({ number: '201', state: 'reserved', available: false });
    // Another organisation's tree holds none of these.
    const [yunshan] = await server.db.query<{ id: number }>(
      `select id from organizations where unique_id = 'yunshan-group'`,
    );
    expect(await readRoomTree(server.db, yunshan!.id, { from: '2027-01-01', to: '2027-01-31' })).toEqual([]);
  });
});
