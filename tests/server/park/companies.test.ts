import { Workbook } from 'exceljs';
import { creditCodeCheckCharacter, creditCodeProblem } from '../../../manifests/contracts/credit-code';
import type {
  CompanyCreateBody,
  CompanyDetail,
  CompanyPage,
  CompanySaved,
} from '../../../manifests/contracts/park';
import {
  confirmLease,
  findCompany,
  listCompaniesForPicker,
  releaseOccupancy,
  reserveRoom,
} from '../../../server/areas/park/api';
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
 * 企业管理's endpoints: 录入企业 (the credit code checked by its check character, name and code unique
 * per organisation, under concurrency too), 编辑企业, 入驻企业's page with its totals and export, and
 * corpDetail with the rooms held today and the occupancy history; each behind its code and within the
 * session's organisation. The manual clock's today is 2026-11-22 in Shanghai.
 */

const server = setupParkServer();
const park = parkOf(server);
beforeEach(() => park.forget());

/** A valid 统一社会信用代码 unlike the demo's (which are 91440300MA5G…). */
const creditCode = (n: number) => {
  const first17 = `91110108MA01${String(n).padStart(5, '0')}`;
  return first17 + creditCodeCheckCharacter(first17)!;
};

const companyBody = (more: Partial<CompanyCreateBody> = {}): CompanyCreateBody => ({
  name: '北京测试科技有限公司',
  creditCode: creditCode(1),
  legalRepresentative: '王测试',
  industry: 'information_technology',
  size: 'small',
  contacts: [
    { name: '赵联系', telephone: '13900001111', role: '行政' },
    { name: '钱财务', telephone: '010-66001234', role: '财务' },
  ],
  qualifications: [],
  ...more,
});

const add = (body: CompanyCreateBody = companyBody(), telephone = ZHANG_WEI, organization = XINGHE) =>
  park.call<CompanySaved>('company/add', body, telephone, organization);
const detail = (uniqueId: string) => park.data<CompanyDetail>('company/detail', { uniqueId });
const page = (query: object = {}) => park.data<CompanyPage>('company/page', { pageSize: 100, ...query });
const uniqueIdOf = async (name: string) => (await page({ keyword: name })).list[0]!.uniqueId;

const DAY_MS = 86_400_000;
const shifted = (days: number) =>
  new Date(Date.parse('2026-11-22T00:00:00Z') + days * DAY_MS).toISOString().slice(0, 10);

describe('录入企业 and corpDetail', () => {
  it('registers a company 在园 with its contacts and qualifications, the code normalised', async () => {
    const uploaded = await server.post<{ url: string }>(
      '/enterprise/v1/file/upload/attachment',
      { fileName: '营业执照.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64') },
      await server.signInTo(ZHANG_WEI, XINGHE),
    );
    const url = uploaded.body.data.url;
    const file = { uniqueId: url.split('/').at(-1)!, name: '营业执照.pdf', url };
    const code = creditCode(1);
    const saved = await add(
      companyBody({
        creditCode: ` ${code.slice(0, 9).toLowerCase()} ${code.slice(9)} `,
        qualifications: [{ name: '高新技术企业证书', attachments: [file] }],
      }),
    );
    expect(saved.body.code).toBe(0);
    const company = await detail(saved.body.data.uniqueId);
    expect(company).toMatchObject({
      name: '北京测试科技有限公司',
      creditCode: code,
      legalRepresentative: '王测试',
      industry: 'information_technology',
      size: 'small',
      state: 'in_park',
      contactName: '赵联系',
      contactTelephone: '13900001111',
      roomCount: 0,
      leasedArea: 0,
      leaseEnd: null,
      rooms: [],
      history: [],
      qualifications: [{ name: '高新技术企业证书', attachments: [file] }],
    });
    // The first contact is the primary one when none is marked.
    expect(company.contacts).toEqual([
      { name: '赵联系', telephone: '13900001111', role: '行政', primary: true },
      { name: '钱财务', telephone: '010-66001234', role: '财务', primary: false },
    ]);

    // Another organisation's file, or none, is no attachment.
    const foreign = await add(
      companyBody({
        name: '另一家公司',
        creditCode: creditCode(2),
        qualifications: [
          { name: '证书', attachments: [] },
          { name: '许可证', attachments: [{ ...file, uniqueId: 'no-such-file' }] },
        ],
      }),
    );
    expect(foreign.body).toMatchObject({
      code: ErrorCode.ParkCompanyInvalid,
      message: '资质附件不存在，请重新上传',
      data: { field: 'qualifications.1.attachments' },
    });
    const twoPrimaries = await add(
      companyBody({
        name: '另一家公司',
        creditCode: creditCode(2),
        contacts: [
          { name: '甲', telephone: '13900001111', role: '', primary: true },
          { name: '乙', telephone: '13900002222', role: '', primary: true },
        ],
      }),
    );
    expect(twoPrimaries.body).toMatchObject({
      code: ErrorCode.ParkCompanyInvalid,
      message: '只能设置一位主要联系人',
    });
  });

  it('shows the rooms a company holds today and its history, as a contract moves them through park/api.ts', async () => {
    const { uniqueId: buildingUniqueId } = await park.add(
      buildingBody({ roomBatches: [officeBatch({ floorTo: 2, numberTo: 3 })] }),
    );
    const saved = await add();
    const organizationId = (
      await server.db.query<{ id: number }>(`select id from organizations where unique_id = $1`, [XINGHE])
    )[0]!.id;
    const now = server.clock.now();
    const [r201, r202, r203] = await Promise.all(
      ['201', '202', '203'].map((n) => park.roomId(buildingUniqueId, n)),
    );
    await server.db.transaction(async (tx) => {
      const company = await findCompany(tx, {
        organizationId,
        uniqueId: saved.body.data.uniqueId,
        lock: true,
      });
      const holder = { name: company.name, companyId: company.id };
      const hold = (roomUniqueId: string, from: string, to: string) =>
        reserveRoom(tx, { organizationId, roomUniqueId, range: { from, to }, holder, now });
      // Leased today, ended before, reserved from next month, and a reservation released.
      await confirmLease(tx, {
        organizationId,
        occupancyUniqueId: await hold(r201!, shifted(-30), shifted(334)),
        now,
      });
      await confirmLease(tx, {
        organizationId,
        occupancyUniqueId: await hold(r202!, shifted(-400), shifted(-31)),
        now,
      });
      await hold(r203!, shifted(10), shifted(375));
      await releaseOccupancy(tx, {
        organizationId,
        occupancyUniqueId: await hold(r202!, shifted(0), shifted(5)),
        now,
      });
    });
    const company = await detail(saved.body.data.uniqueId);
    expect(company).toMatchObject({ roomCount: 1, leasedArea: 12_000, leaseEnd: shifted(334) });
    expect(company.rooms.map((room) => [room.roomNumber, room.state, room.from, room.to])).toEqual([
      ['201', 'leased', shifted(-30), shifted(334)],
    ]);
    expect(company.rooms[0]).toMatchObject({ buildingName: 'A 座', floorName: '2F', buildingArea: 12_000 });
    expect(company.history.map((row) => [row.roomNumber, row.kind, row.from, row.to, row.live])).toEqual([
      ['203', 'reservation', shifted(10), shifted(375), true],
      ['202', 'reservation', shifted(0), shifted(5), false],
      ['201', 'lease', shifted(-30), shifted(334), true],
      ['202', 'lease', shifted(-400), shifted(-31), true],
    ]);
  });
});

describe('统一社会信用代码 and duplicates', () => {
  const valid = creditCode(7);
  it.each([
    ['wrong length', valid.slice(0, 17)],
    ['wrong length', `${valid}1`],
    ['wrong character', `${valid.slice(0, 10)}I${valid.slice(11)}`],
    ['wrong character', `${valid.slice(0, 10)}O${valid.slice(11)}`],
    ['wrong authority', `H${valid.slice(1)}`],
    ['wrong division', `91AB0300${valid.slice(8)}`],
    ['wrong check digit', valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0')],
  ])('%s (%s) is answered with creditCodeProblem’s sentence on the field', async (_, code) => {
    const problem = creditCodeProblem(code)!;
    expect(problem).toMatch(/统一社会信用代码/);
    for (const path of ['company/add', 'company/modify'] as const) {
      const body =
        path === 'company/add'
          ? companyBody({ creditCode: code })
          : { uniqueId: 'any-company', ...companyBody({ creditCode: code }), state: 'in_park' };
      const answer = await park.call(path, body);
      expect(answer.body).toEqual({
        code: ErrorCode.BadRequest,
        message: problem,
        data: { field: 'creditCode' },
      });
    }
  });

  it('refuses a taken name or credit code in Chinese, naming it; 编辑企业 too', async () => {
    expect((await add()).body.code).toBe(0);
    expect((await add(companyBody({ creditCode: creditCode(2) }))).body).toMatchObject({
      code: ErrorCode.ParkCompanyTaken,
      message: '已有名为「北京测试科技有限公司」的企业',
      data: { field: 'name' },
    });
    expect(
      (await add(companyBody({ name: '另一家公司', creditCode: creditCode(1).toLowerCase() }))).body,
    ).toMatchObject({
      code: ErrorCode.ParkCompanyTaken,
      message: `统一社会信用代码 ${creditCode(1)} 已登记过企业`,
      data: { field: 'creditCode' },
    });
    const demo = await uniqueIdOf('深圳星河数据科技有限公司');
    const taken = await park.call('company/modify', {
      uniqueId: demo,
      ...companyBody({ name: '深圳星河数据科技有限公司' }),
      state: 'in_park',
    });
    expect(taken.body.message).toBe(`统一社会信用代码 ${creditCode(1)} 已登记过企业`);
  });

  it('of 20 registrations at once with one credit code, creates exactly one; the constraint is the guard', async () => {
    const token = await server.signInTo(ZHANG_WEI, XINGHE);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        server.post<CompanySaved>(
          '/enterprise/v1/park/company/add',
          companyBody({ name: `并发测试企业 ${index + 1}`, creditCode: creditCode(20) }),
          token,
        ),
      ),
    );
    const created = answers.filter((answer) => answer.body.code === 0);
    const refused = answers.filter((answer) => answer.body.code !== 0);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused)
      expect(answer.body).toMatchObject({
        code: ErrorCode.ParkCompanyTaken,
        message: `统一社会信用代码 ${creditCode(20)} 已登记过企业`,
      });
    const rows = await server.db.query<{ n: number; contacts: number }>(
      `select count(*)::int as n, (select count(*)::int from park_company_contacts p
          join park_companies c on c.id = p.company_id where c.credit_code = $1) as contacts
         from park_companies where credit_code = $1`,
      [creditCode(20)],
    );
    expect(rows[0]).toEqual({ n: 1, contacts: 2 });
  }, 60_000);
});

describe('编辑企业', () => {
  it('changes the fields and the state, and writes the contacts and qualifications anew', async () => {
    const { uniqueId } = (await add()).body.data;
    const changed = await park.call('company/modify', {
      uniqueId,
      ...companyBody({
        name: '北京测试科技股份有限公司',
        legalRepresentative: '王新',
        industry: 'finance',
        size: 'medium',
        contacts: [{ name: '孙前台', telephone: '13900003333', role: '前台', primary: true }],
      }),
      state: 'moved_out',
    });
    expect(changed.body).toEqual({ code: 0, message: expect.any(String), data: { uniqueId } });
    const company = await detail(uniqueId);
    expect(company).toMatchObject({
      name: '北京测试科技股份有限公司',
      legalRepresentative: '王新',
      industry: 'finance',
      size: 'medium',
      state: 'moved_out',
      contactName: '孙前台',
    });
    expect(company.contacts).toEqual([
      { name: '孙前台', telephone: '13900003333', role: '前台', primary: true },
    ]);
    const missing = await park.call('company/modify', {
      uniqueId: 'no-such-company',
      ...companyBody(),
      state: 'in_park',
    });
    expect(missing.body).toMatchObject({ code: ErrorCode.ParkCompanyNotFound, message: '企业不存在' });
  });
});

describe('入驻企业 (settleCorp) and its export', () => {
  it('lists the demo’s 25 companies with their rooms, leased area and lease end, totalled over the search', async () => {
    const all = await page();
    expect(all).toMatchObject({ total: 25, totals: { companies: 25, rooms: 266, leasedArea: 4_923_830 } });
    const byName = new Map(all.list.map((row) => [row.name, row]));
    expect(byName.get('深圳星河数据科技有限公司')).toMatchObject({
      roomCount: 20,
      leasedArea: 319_060,
      leaseEnd: shifted(550),
      state: 'in_park',
      contactName: '林晓',
      contactTelephone: '13912340001',
    });
    // A reservation is not yet a lease; a lease ended before today counts no room but keeps its end.
    expect(byName.get('深圳禾田餐饮有限公司')).toMatchObject({ roomCount: 1, leasedArea: 26_030 });
    expect(byName.get('深圳和光法律咨询有限公司')).toMatchObject({
      roomCount: 0,
      state: 'moved_out',
      leaseEnd: shifted(-181),
    });

    const paged = await park.data<CompanyPage>('company/page', { pageSize: 10, pageNum: 3 });
    expect(paged).toMatchObject({ total: 25, pageNum: 3 });
    expect(paged.list).toHaveLength(5);
    const movedOut = await page({ state: 'moved_out' });
    expect(movedOut.list.map((row) => row.name).sort()).toEqual(
      ['深圳南岭贸易有限公司', '深圳和光法律咨询有限公司'].sort(),
    );
    const catering = await page({ industry: 'catering' });
    expect(catering).toMatchObject({ total: 2, totals: { companies: 2, rooms: 6, leasedArea: 110_330 } });
    expect((await page({ keyword: '周启明' })).list.map((row) => row.name)).toEqual([
      '深圳星河数据科技有限公司',
    ]);
    expect((await page({ keyword: '91440300ma5g00001' })).total).toBe(1);
    expect((await page({ keyword: '%' })).total).toBe(0);
  });

  it('exports the search as a spreadsheet', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/enterprise/v1/park/company/export',
      headers: {
        'content-type': 'application/json',
        authorization: await server.signInTo(ZHANG_WEI, XINGHE),
      },
      payload: JSON.stringify({ industry: 'information_technology' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('入驻企业-20261122.xlsx'));
    const workbook = new Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.getWorksheet('入驻企业')!.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]!.slice(1)).toEqual([
      '企业名称',
      '统一社会信用代码',
      '法定代表人',
      '所属行业',
      '企业规模',
      '联系人',
      '联系电话',
      '租用房间数',
      '租用面积（平方米）',
      '合同到期',
      '状态',
    ]);
    expect(rows).toHaveLength(1 + 5);
    const xinghe = rows.find((row) => row[1] === '深圳星河数据科技有限公司')!;
    expect(xinghe.slice(1, 8)).toEqual([
      '深圳星河数据科技有限公司',
      `91440300MA5G00001${creditCodeCheckCharacter('91440300MA5G00001')}`,
      '周启明',
      '信息技术',
      '中型企业',
      '林晓',
      '13912340001',
    ]);
    expect(xinghe.slice(8, 10)).toEqual([20, 3190.6]);
    expect(xinghe[11]).toBe('在园');
  });

  it('shows the demo’s rooms today and the history in corpDetail', async () => {
    const company = await detail(await uniqueIdOf('深圳星河数据科技有限公司'));
    // Two floors of 星河中心A栋 today (201–210, 301–310), and three rooms of 4F let until half a year ago.
    expect(company.rooms).toHaveLength(20);
    expect(company.rooms.slice(0, 2).map((room) => [room.buildingName, room.roomNumber, room.state])).toEqual(
      [
        ['星河中心A栋', '201', 'leased'],
        ['星河中心A栋', '202', 'leased'],
      ],
    );
    expect(company.history).toHaveLength(23);
    expect(
      company.history.filter((row) => row.to < shifted(0)).map((row) => [row.roomNumber, row.kind, row.to]),
    ).toEqual([
      ['401', 'lease', shifted(-181)],
      ['402', 'lease', shifted(-181)],
      ['403', 'lease', shifted(-181)],
    ]);
    expect(company.history.find((row) => row.roomNumber === '201')).toMatchObject({
      kind: 'lease',
      to: shifted(550),
    });
    expect(company.contacts.map((contact) => [contact.name, contact.role, contact.primary])).toEqual([
      ['林晓', '行政经理', true],
      ['周启明', '法定代表人', false],
    ]);
    const reserved = await detail(await uniqueIdOf('云图智能（深圳）有限公司'));
    expect(reserved.rooms.filter((room) => room.state === 'reserved').map((room) => room.roomNumber)).toEqual(
      ['1105', '1106', '1107', '1108'],
    );
  });
});

describe('codes and organisations', () => {
  it('lets 李娜 read but neither register nor modify; without 企业管理 not even read', async () => {
    const uniqueId = await uniqueIdOf('深圳星河数据科技有限公司');
    for (const [path, body] of [
      ['company/page', {}],
      ['company/detail', { uniqueId }],
    ] as const)
      expect([path, (await park.call(path, body, LI_NA)).body.code]).toEqual([path, 0]);
    for (const [path, body] of [
      ['company/add', companyBody()],
      ['company/modify', { uniqueId, ...companyBody(), state: 'in_park' }],
    ] as const)
      expect([path, (await park.call(path, body, LI_NA)).body.code]).toEqual([path, ErrorCode.Forbidden]);
    await server.db.query(
      `delete from role_resources rr using resources r where r.id = rr.resource_id and r.code = 'PC_PARK_COMPANY'`,
    );
    server.app.services.resourceTreeCache.clear();
    for (const [path, body] of [
      ['company/page', {}],
      ['company/detail', { uniqueId }],
      ['company/export', {}],
    ] as const)
      expect([path, (await park.call(path, body, LI_NA)).body.code]).toEqual([path, ErrorCode.Forbidden]);
  });

  it('keeps 星河科技园 and 云杉集团 apart, in the endpoints and in park/api.ts', async () => {
    const uniqueId = await uniqueIdOf('深圳星河数据科技有限公司');
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
    const inYunshan = (path: string, body: object) => park.call(path, body, ZHANG_WEI, YUNSHAN);
    expect((await inYunshan('company/page', {})).body).toMatchObject({ code: 0, data: { total: 0 } });
    for (const [path, body] of [
      ['company/detail', { uniqueId }],
      ['company/modify', { uniqueId, ...companyBody(), state: 'in_park' }],
    ] as const)
      expect([path, (await inYunshan(path, body)).body.code]).toEqual([path, ErrorCode.ParkCompanyNotFound]);
    // The demo's name and code are 云杉集团's to register too.
    const demo = await detail(uniqueId);
    const same = await add(companyBody({ name: demo.name, creditCode: demo.creditCode }), ZHANG_WEI, YUNSHAN);
    expect(same.body.code).toBe(0);

    const [xinghe, yunshan] = await server.db.query<{ id: number }>(
      `select id from organizations where unique_id = any($1) order by unique_id = $2 desc`,
      [[XINGHE, YUNSHAN], XINGHE],
    );
    const found = await findCompany(server.db, { organizationId: xinghe!.id, uniqueId });
    expect(found).toMatchObject({
      uniqueId,
      name: '深圳星河数据科技有限公司',
      state: 'in_park',
      contactName: '林晓',
    });
    await expect(findCompany(server.db, { organizationId: yunshan!.id, uniqueId })).rejects.toMatchObject({
      code: ErrorCode.ParkCompanyNotFound,
    });
    const picker = await listCompaniesForPicker(server.db, { organizationId: xinghe!.id, keyword: '深圳' });
    expect(picker.length).toBeGreaterThan(5);
    expect(picker.every((company) => company.state === 'in_park' && company.name.includes('深圳'))).toBe(
      true,
    );
    expect(picker.map((company) => company.name)).not.toContain('深圳南岭贸易有限公司');
    const everyState = await listCompaniesForPicker(server.db, {
      organizationId: xinghe!.id,
      states: ['in_park', 'moved_out'],
      limit: 100,
    });
    expect(everyState).toHaveLength(25);
    expect(await listCompaniesForPicker(server.db, { organizationId: yunshan!.id })).toHaveLength(1);
  });
});

describe('bad bodies', () => {
  it.each([
    ['company/add', { ...companyBody(), name: '' }, /企业名称/],
    ['company/add', { ...companyBody(), legalRepresentative: ' ' }, /法定代表人/],
    ['company/add', { ...companyBody(), industry: 'mining' }, /所属行业/],
    ['company/add', { ...companyBody(), size: 'huge' }, /企业规模/],
    ['company/add', { ...companyBody(), contacts: [] }, /联系人/],
    [
      'company/add',
      { ...companyBody(), contacts: [{ name: '甲', telephone: '12345', role: '' }] },
      /联系电话/,
    ],
    [
      'company/add',
      { ...companyBody(), contacts: [{ name: '', telephone: '13900001111', role: '' }] },
      /联系人姓名/,
    ],
    ['company/add', { ...companyBody(), qualifications: [{ name: '证书' }] }, /资质附件/],
    ['company/add', { ...companyBody(), creditCode: 'x'.repeat(41) }, /统一社会信用代码/],
    ['company/add', { ...companyBody(), extra: 1 }, /.+/],
    ['company/modify', { ...companyBody(), uniqueId: 'x', state: 'gone' }, /企业状态/],
    ['company/page', { pageSize: 101 }, /每页条数/],
    ['company/page', { industry: 'mining' }, /所属行业/],
    ['company/export', { state: 'gone' }, /企业状态/],
    ['company/detail', {}, /企业/],
  ])('%s %j answers in Chinese', async (path, body, message) => {
    const answer = await park.call(path, body);
    expect(answer.body.code).toBe(ErrorCode.BadRequest);
    expect(answer.body.message).toMatch(message);
    expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/);
  });
});
