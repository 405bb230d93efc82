import type { BuildingOverview, ParkOverview } from '../../../manifests/contracts/park-overview';
import { confirmLease, reserveRoom } from '../../../server/areas/park/api';
import { rateOf, trendDays } from '../../../server/areas/park/engine/overview-figures';
import { holdRoom } from '../../../server/areas/park/rooms/occupancies';
import { ErrorCode } from '../../../server/http/error-codes';
import {
  buildingBody,
  LI_NA,
  officeBatch,
  parkOf,
  setupParkServer,
  XINGHE,
  YUNSHAN,
  ZHANG_WEI,
} from './support';

/**
 * 园区概览 (`park/overview`): the figures of a small park, exact, on 云杉集团 (which has no demo park),
 * the trend's month-ends, the leases ending in 30/60/90 days with their inclusive bounds; its code,
 * the organisations apart, bad bodies. Today is 2026-11-22 in Shanghai.
 *
 * The park: A 座 (2 floors × 3 offices of 100.00 m²), B 座 (1 floor: shop 101 of 60.00 m², 102 of
 * 80.00 m²). Held: A101 leased to 2026-12-22 (30 days left), A102 to 2027-01-21 (60), A201 to
 * 2027-02-20 (90), B101 from today for a year; A202 reserved, A203 自用; A103 and B102 vacant, B102
 * leased in 2025 up to 2025-12-31 (the trend's first month-end).
 */

const server = setupParkServer();
const park = parkOf(server);
beforeEach(() => park.forget());

async function organizationIdOf(uniqueId: string) {
  const [row] = await server.db.query<{ id: number }>('select id from organizations where unique_id = $1', [
    uniqueId,
  ]);
  return row!.id;
}

/** 云杉集团 opens 园区运营 (it has not in the demo). */
async function openParkInYunshan() {
  const [application] = await server.db.query<{ uniqueId: string }>(
    `select unique_id as "uniqueId" from applications where agent_id = 'p5r2k9a4m1e6t083'`,
  );
  const opened = await server.post(
    '/app/v1/manage/application/open',
    { uniqueId: application!.uniqueId },
    await server.signInTo(ZHANG_WEI, YUNSHAN),
  );
  expect(opened.body.code).toBe(0);
  server.app.services.resourceTreeCache.clear();
}

const overviewIn = async (organization: string, body: object = {}, telephone = ZHANG_WEI) =>
  park.call<ParkOverview>('overview', body, telephone, organization);

async function seedSmallPark(organization = YUNSHAN) {
  const organizationId = await organizationIdOf(organization);
  const a = await park.add(
    buildingBody({
      floorsAbove: 2,
      floorsBelow: 0,
      roomBatches: [
        officeBatch({ floorFrom: 1, floorTo: 2, numberTo: 3, buildingArea: 10_000, usableArea: 8_000 }),
      ],
    }),
    organization,
  );
  const shop = (number: number, buildingArea: number) =>
    officeBatch({
      floorFrom: 1,
      floorTo: 1,
      numberFrom: number,
      numberTo: number,
      use: 'shop',
      buildingArea,
      usableArea: buildingArea,
    });
  const b = await park.add(
    buildingBody({
      name: 'B 座',
      code: 'B',
      floorsAbove: 1,
      floorsBelow: 0,
      roomBatches: [shop(1, 6_000), shop(2, 8_000)],
    }),
    organization,
  );
  const roomOf = async (building: string, number: string) => {
    const [row] = await server.db.query<{ uniqueId: string }>(
      `select r.unique_id as "uniqueId" from park_rooms r join park_buildings b on b.id = r.building_id
        where b.unique_id = $1 and r.number = $2`,
      [building, number],
    );
    return row!.uniqueId;
  };
  const now = server.clock.now();
  // Room ids read before each transaction: PGlite has one connection, the transaction holds it.
  const lease = async (building: string, number: string, from: string, to: string, name: string) => {
    const roomUniqueId = await roomOf(building, number);
    await server.db.transaction(async (tx) => {
      const occupancyUniqueId = await reserveRoom(tx, {
        organizationId,
        roomUniqueId,
        range: { from, to },
        holder: { name },
        now,
      });
      await confirmLease(tx, { organizationId, occupancyUniqueId, now });
    });
  };
  await lease(a.uniqueId, '101', '2026-01-01', '2026-12-22', '甲公司');
  await lease(a.uniqueId, '102', '2026-06-15', '2027-01-21', '乙公司');
  await lease(a.uniqueId, '201', '2025-12-01', '2027-02-20', '甲公司');
  await lease(b.uniqueId, '101', '2026-11-22', '2027-11-21', '丁公司');
  await lease(b.uniqueId, '102', '2025-01-01', '2025-12-31', '戊公司');
  const [a202, a203] = [await roomOf(a.uniqueId, '202'), await roomOf(a.uniqueId, '203')];
  await server.db.transaction(async (tx) => {
    await reserveRoom(tx, {
      organizationId,
      roomUniqueId: a202,
      range: { from: '2026-11-01', to: '2027-10-31' },
      holder: { name: '丙公司' },
      now,
    });
    await holdRoom(tx, {
      organizationId,
      roomUniqueId: a203,
      kind: 'self_use',
      from: '2026-11-01',
      to: '2026-12-31',
      now,
    });
  });
  return { a: a.uniqueId, b: b.uniqueId };
}

describe('the arithmetic', () => {
  it.each([
    [0, 0, 0],
    [0, 7, 0],
    [7, 7, 10_000],
    [1, 3, 3_333],
    [2, 3, 6_667],
    [1, 8, 1_250],
    // Half a basis point rounds up; just under half rounds down.
    [1, 20_000, 1],
    [1, 20_001, 0],
    [36_000, 74_000, 4_865],
    [6_000, 14_000, 4_286],
  ])('rateOf(%i, %i) = %i basis points, rounded once, half up', (part, whole, rate) => {
    expect(rateOf(part, whole)).toBe(rate);
  });

  it('measures the trend at each of the 11 month-ends before the day’s month, then on the day', () => {
    expect(trendDays('2026-11-22').map((point) => point.day)).toEqual([
      '2025-12-31',
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-22',
    ]);
    expect(trendDays('2028-03-31').slice(0, 2)).toEqual([
      { month: '2027-04', day: '2027-04-30' },
      { month: '2027-05', day: '2027-05-31' },
    ]);
    expect(trendDays('2028-03-01')[10]).toEqual({ month: '2028-02', day: '2028-02-29' });
  });
});

describe('园区概览’s figures on a small park', () => {
  let ids: { a: string; b: string };
  let overview: ParkOverview;
  beforeEach(async () => {
    await openParkInYunshan();
    ids = await seedSmallPark();
    const answer = await overviewIn(YUNSHAN);
    expect(answer.body.code).toBe(0);
    overview = answer.body.data;
  });

  it('counts the park’s rooms by state, sums their building areas and rates them', () => {
    expect(overview.on).toBe('2026-11-22');
    expect(overview.park).toEqual({
      rooms: 8,
      leased: 4,
      reserved: 1,
      blocked: 1,
      vacant: 2,
      area: 74_000,
      leasedArea: 36_000,
      reservedArea: 10_000,
      blockedArea: 10_000,
      vacantArea: 18_000,
      areaRate: 4_865,
      roomRate: 5_000,
    });
  });

  it.each<[string, Partial<BuildingOverview>]>([
    [
      'A',
      {
        name: 'A 座',
        rooms: 6,
        leased: 3,
        reserved: 1,
        blocked: 1,
        vacant: 1,
        area: 60_000,
        leasedArea: 30_000,
        vacantArea: 10_000,
        areaRate: 5_000,
        roomRate: 5_000,
        floors: [
          [2, '2F', 3, 1, 1, 1, 0, 30_000, 10_000, 0, 3_333],
          [1, '1F', 3, 2, 0, 0, 1, 30_000, 20_000, 10_000, 6_667],
        ],
      },
    ],
    [
      'B',
      {
        name: 'B 座',
        rooms: 2,
        leased: 1,
        reserved: 0,
        blocked: 0,
        vacant: 1,
        area: 14_000,
        leasedArea: 6_000,
        vacantArea: 8_000,
        areaRate: 4_286,
        roomRate: 5_000,
        floors: [[1, '1F', 2, 1, 0, 0, 1, 14_000, 6_000, 8_000, 4_286]],
      },
    ],
  ])('gives building %s its figures and its floors’ from the top down', (code, figures) => {
    const building = overview.buildings.find((one) => one.code === code)!;
    expect(building).toMatchObject({ ...figures, uniqueId: code === 'A' ? ids.a : ids.b });
  });

  it('orders the buildings by code and counts rooms by use', () => {
    expect(overview.buildings.map((building) => building.code)).toEqual(['A', 'B']);
    expect(
      overview.uses.map(({ use, rooms, area, leasedArea, vacant }) => [use, rooms, area, leasedArea, vacant]),
    ).toEqual([
      ['office', 6, 60_000, 30_000, 1],
      ['shop', 2, 14_000, 6_000, 1],
    ]);
  });

  it('counts the leases ending within 30, 60 and 90 days, bounds included, and lists the soonest', () => {
    expect(overview.leaseEnds).toEqual([
      { days: 30, leases: 1, companies: 1, area: 10_000 },
      { days: 60, leases: 2, companies: 2, area: 20_000 },
      { days: 90, leases: 3, companies: 2, area: 30_000 },
    ]);
    expect(
      overview.endingSoon.map(({ buildingName, roomNumber, holderName, lastDay, daysLeft, area }) => [
        buildingName,
        roomNumber,
        holderName,
        lastDay,
        daysLeft,
        area,
      ]),
    ).toEqual([
      ['A 座', '101', '甲公司', '2026-12-22', 30, 10_000],
      ['A 座', '102', '乙公司', '2027-01-21', 60, 10_000],
      ['A 座', '201', '甲公司', '2027-02-20', 90, 10_000],
    ]);
    expect(overview.endingSoon[0]).toMatchObject({ buildingUniqueId: ids.a, companyUniqueId: null });
  });

  it('traces the leased area at each month-end of the year (a lease’s last day counts), over today’s area', () => {
    expect(overview.trend.map(({ month, leasedArea, areaRate }) => [month, leasedArea, areaRate])).toEqual([
      ['2025-12', 18_000, 2_432],
      ...['01', '02', '03', '04', '05'].map((month) => [`2026-${month}`, 20_000, 2_703]),
      ...['06', '07', '08', '09', '10'].map((month) => [`2026-${month}`, 30_000, 4_054]),
      ['2026-11', 36_000, 4_865],
    ]);
    expect(overview.trend.every((point) => point.area === 74_000)).toBe(true);
  });

  it('reads another day when asked: the states, the windows and the trend as of that day', async () => {
    const answer = await overviewIn(YUNSHAN, { date: '2025-12-31' });
    const { park: figures, leaseEnds, trend, on } = answer.body.data;
    expect(on).toBe('2025-12-31');
    expect(figures).toMatchObject({ leased: 2, reserved: 0, blocked: 0, vacant: 6, leasedArea: 18_000 });
    expect(leaseEnds.map((window) => window.leases)).toEqual([1, 1, 1]);
    expect(trend.at(-1)).toMatchObject({ month: '2025-12', day: '2025-12-31', leasedArea: 18_000 });
    expect(trend[0]).toMatchObject({ month: '2025-01', day: '2025-01-31', leasedArea: 8_000 });
  });
});

describe('园区概览 kept between reads (park-0006)', () => {
  beforeEach(async () => {
    await openParkInYunshan();
  });

  const keptRows = async () =>
    server.db.query<{ day: string; revision: string }>(
      `select c.day::text as day, c.revision::text as revision from park_overview_cache c
         join organizations o on o.id = c.organization_id where o.unique_id = $1 order by c.day`,
      [YUNSHAN],
    );

  it('serves the kept answer while nothing changed, and reads again after a lease commits', async () => {
    const ids = await seedSmallPark();
    const first = (await overviewIn(YUNSHAN)).body.data;
    const kept = await keptRows();
    expect(kept.map((row) => row.day)).toEqual(['2026-11-22']);
    // The kept body is what a second read answers: mark it, read, see the mark.
    await server.db.query(
      `update park_overview_cache set body = jsonb_set(body::jsonb, '{park,rooms}', '999')::text
        where revision = $1::bigint`,
      [kept[0]!.revision],
    );
    expect((await overviewIn(YUNSHAN)).body.data.park.rooms).toBe(999);

    // A lease of the vacant A103 moves the revision at its commit: the next read is fresh and right.
    const organizationId = await organizationIdOf(YUNSHAN);
    const [room] = await server.db.query<{ uniqueId: string }>(
      `select r.unique_id as "uniqueId" from park_rooms r join park_buildings b on b.id = r.building_id
        where b.unique_id = $1 and r.number = '103'`,
      [ids.a],
    );
    const now = server.clock.now();
    await server.db.transaction(async (tx) => {
      const occupancyUniqueId = await reserveRoom(tx, {
        organizationId,
        roomUniqueId: room!.uniqueId,
        range: { from: '2026-11-22', to: '2027-11-21' },
        holder: { name: '己公司' },
        now,
      });
      await confirmLease(tx, { organizationId, occupancyUniqueId, now });
    });
    const after = (await overviewIn(YUNSHAN)).body.data;
    expect(after.park.rooms).toBe(8);
    expect(after.park.leased).toBe(first.park.leased + 1);
    expect(after.park.vacant).toBe(first.park.vacant - 1);
    const [again] = await keptRows();
    expect(BigInt(again!.revision)).toBeGreaterThan(BigInt(kept[0]!.revision));
  });

  it('keeps each day apart: another day is read, not today’s answer', async () => {
    await seedSmallPark();
    await overviewIn(YUNSHAN);
    const past = (await overviewIn(YUNSHAN, { date: '2025-12-31' })).body.data;
    expect(past.on).toBe('2025-12-31');
    expect(past.park.leased).toBe(2);
    expect((await keptRows()).map((row) => row.day)).toEqual(['2025-12-31', '2026-11-22']);
  });
});

describe('an empty park', () => {
  it('answers zeros, no buildings and a flat trend, every rate 0', async () => {
    await openParkInYunshan();
    const { body } = await overviewIn(YUNSHAN);
    expect(body.code).toBe(0);
    expect(body.data.park).toMatchObject({ rooms: 0, area: 0, areaRate: 0, roomRate: 0 });
    expect(body.data.buildings).toEqual([]);
    expect(body.data.uses).toEqual([]);
    expect(body.data.endingSoon).toEqual([]);
    expect(body.data.leaseEnds.map((window) => window.leases)).toEqual([0, 0, 0]);
    expect(body.data.trend).toHaveLength(12);
    expect(body.data.trend.every((point) => point.areaRate === 0)).toBe(true);
  });
});

describe('codes and organisations', () => {
  it('answers every member (李娜 too), and no one without 园区概览', async () => {
    const answer = await overviewIn(XINGHE, {}, LI_NA);
    expect(answer.body.code).toBe(0);
    expect(answer.body.data.buildings.length).toBeGreaterThan(0);
    await server.db.query(
      `delete from role_resources rr using resources r where r.id = rr.resource_id and r.code = 'PC_PARK_OVERVIEW'`,
    );
    server.app.services.resourceTreeCache.clear();
    expect((await overviewIn(XINGHE, {}, LI_NA)).body).toMatchObject({
      code: ErrorCode.Forbidden,
      message: expect.stringContaining('园区概览'),
    });
  });

  it('keeps 星河科技园 and 云杉集团 apart', async () => {
    expect((await overviewIn(YUNSHAN)).body.code).toBe(ErrorCode.Forbidden);
    await openParkInYunshan();
    const before = (await overviewIn(XINGHE)).body.data;
    await seedSmallPark();
    const xinghe = (await overviewIn(XINGHE)).body.data;
    expect(xinghe).toEqual(before);
    expect(xinghe.buildings.map((building) => building.name)).not.toContain('A 座');
    const yunshan = (await overviewIn(YUNSHAN)).body.data;
    expect(yunshan.buildings.map((building) => building.name)).toEqual(['A 座', 'B 座']);
    expect(yunshan.park.rooms).toBe(8);
  });
});

describe('bad bodies', () => {
  it.each([
    [{ date: '2026-13-01' }, /日期/],
    [{ date: '20261122' }, /日期/],
    [{ date: 20261122 }, /日期/],
    [{ date: '2026-02-30' }, /^日期「2026-02-30」不是有效的日期$/],
    [{ day: '2026-11-22' }, /.+/],
  ])('refuses %j in Chinese', async (body, message) => {
    const { body: answer } = await overviewIn(XINGHE, body);
    expect(answer.code).not.toBe(0);
    expect(answer.message).toMatch(message);
    expect(answer.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('takes an empty body as today', async () => {
    const { body } = await overviewIn(XINGHE, {});
    expect(body).toMatchObject({ code: 0, data: { on: '2026-11-22' } });
  });
});
