import { Workbook } from 'exceljs';
import { creditCodeCheckCharacter } from '../../../manifests/contracts/credit-code';
import type {
  CompanyCreateBody,
  CompanyDetail,
  CompanyPage,
  CompanySaved,
} from '../../../manifests/contracts/park';
import { confirmLease, findCompany, releaseOccupancy, reserveRoom } from '../../../server/areas/park/api';
import { ErrorCode } from '../../../server/http/error-codes';
import { buildingBody, officeBatch, parkOf, setupParkServer, XINGHE, ZHANG_WEI } from './support';

/**
 * 入驻企业's 合同到期 filter (`contractEndWithin`: a live lease ending between today and today + N
 * days, as 园区概览 links to it) on the page, its totals and the export; and 编辑企业 refusing 已迁出
 * while the company still holds rooms, naming them. The manual clock's today is 2026-11-22.
 */

const server = setupParkServer();
const park = parkOf(server);
beforeEach(() => park.forget());

const creditCode = (n: number) => {
  const first17 = `91110108MA02${String(n).padStart(5, '0')}`;
  return first17 + creditCodeCheckCharacter(first17)!;
};
const companyBody = (n: number, name: string): CompanyCreateBody => ({
  name,
  creditCode: creditCode(n),
  legalRepresentative: '王到期',
  industry: 'finance',
  size: 'small',
  contacts: [{ name: '赵联系', telephone: '13900001111', role: '行政' }],
  qualifications: [],
});

const DAY_MS = 86_400_000;
const shifted = (days: number) =>
  new Date(Date.parse('2026-11-22T00:00:00Z') + days * DAY_MS).toISOString().slice(0, 10);

const page = (query: object) =>
  park.data<CompanyPage>('company/page', { pageSize: 100, keyword: '到期测试', ...query });

/**
 * Three companies in A 座: 到期测试甲 leasing 201 until today + 20 (and 202 until + 200), 乙 leasing 203
 * until + 75, 丙 whose only lease ended yesterday and a reservation from + 10 to + 30 of 301.
 */
async function threeTenants() {
  const { uniqueId: buildingUniqueId } = await park.add(
    buildingBody({ roomBatches: [officeBatch({ floorTo: 3, numberTo: 3 })] }),
  );
  const ids: string[] = [];
  for (const [n, name] of [
    [1, '到期测试甲公司'],
    [2, '到期测试乙公司'],
    [3, '到期测试丙公司'],
  ] as const)
    ids.push((await park.data<CompanySaved>('company/add', companyBody(n, name))).uniqueId);
  const rooms = Object.fromEntries(
    await Promise.all(
      ['201', '202', '203', '301'].map(async (n) => [n, await park.roomId(buildingUniqueId, n)] as const),
    ),
  );
  const organizationId = (
    await server.db.query<{ id: number }>('select id from organizations where unique_id = $1', [XINGHE])
  )[0]!.id;
  const now = server.clock.now();
  const occupancies: Record<string, string> = {};
  await server.db.transaction(async (tx) => {
    const hold = async (company: string, room: string, from: string, to: string, lease = true) => {
      const found = await findCompany(tx, { organizationId, uniqueId: company, lock: true });
      const occupancyUniqueId = await reserveRoom(tx, {
        organizationId,
        roomUniqueId: rooms[room]!,
        range: { from, to },
        holder: { name: found.name, companyId: found.id },
        now,
      });
      if (lease) await confirmLease(tx, { organizationId, occupancyUniqueId, now });
      occupancies[room] = occupancyUniqueId;
    };
    await hold(ids[0]!, '201', shifted(-100), shifted(20));
    await hold(ids[0]!, '202', shifted(-100), shifted(200));
    await hold(ids[1]!, '203', shifted(-10), shifted(75));
    await hold(ids[2]!, '301', shifted(-300), shifted(-1));
    await hold(ids[2]!, '301', shifted(10), shifted(30), false);
  });
  return { ids, organizationId, occupancies };
}

describe('合同到期 within N days', () => {
  it('keeps the companies with a live lease ending between today and today + N, totalled', async () => {
    await threeTenants();
    const names = async (query: object) => (await page(query)).list.map((row) => row.name).sort();
    expect(await names({})).toEqual(['到期测试丙公司', '到期测试乙公司', '到期测试甲公司'].sort());
    expect(await names({ contractEndWithin: 30 })).toEqual(['到期测试甲公司']);
    expect(await names({ contractEndWithin: 60 })).toEqual(['到期测试甲公司']);
    expect(await names({ contractEndWithin: 90 })).toEqual(['到期测试乙公司', '到期测试甲公司'].sort());
    expect(await names({ contractEndWithin: 20 })).toEqual(['到期测试甲公司']);
    expect(await names({ contractEndWithin: 19 })).toEqual([]);
    const ninety = await page({ contractEndWithin: 90 });
    // 甲 holds 201 and 202 today, 乙 203: 120 m² each.
    expect(ninety.totals).toEqual({ companies: 2, rooms: 3, leasedArea: 36_000 });
    expect(await names({ contractEndWithin: 90, state: 'moved_out' })).toEqual([]);
  });

  it('filters the demo park too: every company kept ends a lease within the days', async () => {
    const all = await park.data<CompanyPage>('company/page', { pageSize: 100 });
    const within = await park.data<CompanyPage>('company/page', { pageSize: 100, contractEndWithin: 90 });
    expect(within.total).toBeLessThan(all.total);
    for (const row of within.list) {
      const detail = await park.data<CompanyDetail>('company/detail', { uniqueId: row.uniqueId });
      expect(
        detail.history.some(
          (occupancy) =>
            occupancy.kind === 'lease' &&
            occupancy.live &&
            occupancy.to >= shifted(0) &&
            occupancy.to <= shifted(90),
        ),
      ).toBe(true);
    }
  });

  it('refuses a count of days out of range', async () => {
    for (const contractEndWithin of [0, 367, 1.5, '30'])
      expect((await park.call('company/page', { contractEndWithin })).body.code).not.toBe(0);
  });

  it('exports only what the filter keeps', async () => {
    await threeTenants();
    const response = await server.app.inject({
      method: 'POST',
      url: '/enterprise/v1/park/company/export',
      headers: {
        'content-type': 'application/json',
        authorization: await server.signInTo(ZHANG_WEI, XINGHE),
      },
      payload: JSON.stringify({ keyword: '到期测试', contractEndWithin: 90 }),
    });
    expect(response.statusCode).toBe(200);
    const workbook = new Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.getWorksheet('入驻企业')!.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((row) => row[1]).sort()).toEqual(['到期测试乙公司', '到期测试甲公司'].sort());
  });
});

describe('已迁出 only without rooms', () => {
  const modify = (uniqueId: string, n: number, name: string, state: 'in_park' | 'moved_out') =>
    park.call('company/modify', { uniqueId, ...companyBody(n, name), state });

  it('refuses 已迁出 while a live lease or reservation covers today or later, naming the rooms', async () => {
    const { ids, organizationId, occupancies } = await threeTenants();
    expect((await modify(ids[0]!, 1, '到期测试甲公司', 'moved_out')).body).toEqual({
      code: ErrorCode.ParkCompanyHoldsRooms,
      message: '该企业仍租用或预定 A 座 201、A 座 202，请先退租或释放后再设为已迁出',
      data: { field: 'state' },
    });
    // 丙's lease has ended, but its reservation from next week still holds 301.
    expect((await modify(ids[2]!, 3, '到期测试丙公司', 'moved_out')).body).toMatchObject({
      code: ErrorCode.ParkCompanyHoldsRooms,
      message: '该企业仍租用或预定 A 座 301，请先退租或释放后再设为已迁出',
    });
    const unchanged = await park.data<CompanyDetail>('company/detail', { uniqueId: ids[2]! });
    expect(unchanged.state).toBe('in_park');
    await server.db.transaction((tx) =>
      releaseOccupancy(tx, {
        organizationId,
        occupancyUniqueId: occupancies['301']!,
        now: server.clock.now(),
      }),
    );
    expect((await modify(ids[2]!, 3, '到期测试丙公司', 'moved_out')).body.code).toBe(0);
    expect((await park.data<CompanyDetail>('company/detail', { uniqueId: ids[2]! })).state).toBe('moved_out');
    // Staying 在园 is never refused.
    expect((await modify(ids[0]!, 1, '到期测试甲公司', 'in_park')).body.code).toBe(0);
  });

  it('lets a company without any room move out', async () => {
    const saved = await park.data<CompanySaved>('company/add', companyBody(9, '到期测试丁公司'));
    expect((await modify(saved.uniqueId, 9, '到期测试丁公司', 'moved_out')).body.code).toBe(0);
  });
});
