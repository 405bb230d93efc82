import { contractManifest } from '../../../manifests/contract';
import type {
  ClientCreateBody,
  ClientDetail,
  ClientOption,
  ClientPage,
  ClientSaved,
} from '../../../manifests/contracts/contract';
import { creditCodeCheckCharacter, creditCodeProblem } from '../../../manifests/contracts/credit-code';
import type { CompanyPage } from '../../../manifests/contracts/park';
import { residentIdCheckCharacter, residentIdProblem } from '../../../manifests/contracts/resident-id';
import { ErrorCode } from '../../../server/http/error-codes';
import { signedInTokens } from '../support/signed-in-tokens';
import { setupTestServer } from '../support/test-server';

/**
 * 客户 (`/enterprise/v1/client/…`): an outside company (its 统一社会信用代码 checked by its check
 * character, unique per organisation under concurrency too), a person (身份证号 optional, checked), and
 * a settled company of 企业管理, read through park/api.ts and made a client the first time it is used;
 * the picker's search (list/name) finding clients and settled companies alike, 客户管理's page with its
 * totals by kind; each behind its code and within the session's organisation. The demo's 星河科技园
 * holds three settled companies as clients, two outside companies and a person.
 */

const ZHANG_WEI = '13800000001';
const LI_NA = '13800000002';
const XINGHE = 'xinghe-park';
const YUNSHAN = 'yunshan-group';

const server = setupTestServer();
const { tokenOf, forget } = signedInTokens(server);
beforeEach(forget);

const call = async <T = unknown>(path: string, body: unknown, telephone = ZHANG_WEI, organization = XINGHE) =>
  server.post<T>(`/enterprise/v1/${path}`, body, await tokenOf(telephone, organization));

async function data<T>(path: string, body: unknown, telephone = ZHANG_WEI, organization = XINGHE) {
  const answer = await call<T>(path, body, telephone, organization);
  if (answer.body.code !== 0) throw new Error(`${path}: ${answer.body.code} ${answer.body.message}`);
  return answer.body.data;
}

/** A valid 统一社会信用代码 unlike the demo's. */
const creditCode = (n: number) => {
  const first17 = `91110108MA02${String(n).padStart(5, '0')}`;
  return first17 + creditCodeCheckCharacter(first17)!;
};

/** A valid 身份证号 born on 1990-03-0n. */
const residentId = (n: number) => {
  const first17 = `1101051990030${n}12${n}`;
  return first17 + residentIdCheckCharacter(first17)!;
};

const companyBody = (more: Partial<ClientCreateBody> = {}): ClientCreateBody => ({
  kind: 'company',
  name: '北京合作物业服务有限公司',
  creditCode: creditCode(1),
  legalRepresentative: '王合作',
  contactName: '赵联系',
  telephone: '13900001111',
  address: '北京市海淀区中关村大街 1 号',
  ...more,
});

const personBody = (more: Partial<ClientCreateBody> = {}): ClientCreateBody => ({
  kind: 'person',
  name: '孙个人',
  telephone: '13900002222',
  ...more,
});

const create = (body: ClientCreateBody, telephone = ZHANG_WEI, organization = XINGHE) =>
  call<ClientSaved>('client/create', body, telephone, organization);
const detail = (uniqueId: string) => data<ClientDetail>('client/detail', { uniqueId });
const page = (query: object = {}) => data<ClientPage>('client/page', { pageSize: 100, ...query });
const options = (query: object = {}) => data<ClientOption[]>('client/list/name', query);

/** 企业管理's company of that name in 星河科技园. */
async function parkCompany(name: string) {
  const found = await data<CompanyPage>('park/company/page', { keyword: name });
  return found.list.find((company) => company.name === name)!;
}

async function created(body: ClientCreateBody) {
  const answer = await create(body);
  expect(answer.body).toMatchObject({ code: 0 });
  return answer.body.data.uniqueId;
}

describe('新增客户, its detail and 编辑客户', () => {
  it('registers an outside company, its credit code normalised, and edits it', async () => {
    const code = creditCode(1);
    const uniqueId = await created(
      companyBody({
        name: ' 北京合作物业服务有限公司 ',
        creditCode: ` ${code.slice(0, 9).toLowerCase()} ${code.slice(9)}`,
      }),
    );
    expect(await detail(uniqueId)).toEqual({
      uniqueId,
      kind: 'company',
      name: '北京合作物业服务有限公司',
      creditCode: code,
      legalRepresentative: '王合作',
      contactName: '赵联系',
      telephone: '13900001111',
      address: '北京市海淀区中关村大街 1 号',
      idNumber: '',
      companyUniqueId: null,
      companyState: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const changed = await call('client/modify', {
      uniqueId,
      ...companyBody({ name: '北京合作物业股份有限公司', telephone: '010-66001234', address: '' }),
    });
    expect(changed.body).toEqual({ code: 0, message: expect.any(String), data: { uniqueId } });
    expect(await detail(uniqueId)).toMatchObject({
      name: '北京合作物业股份有限公司',
      telephone: '010-66001234',
      address: '',
    });
  });

  it('registers a person, its own contact, the 身份证号 optional and its x read as X', async () => {
    const plain = await created(personBody());
    expect(await detail(plain)).toMatchObject({
      kind: 'person',
      name: '孙个人',
      creditCode: '',
      legalRepresentative: '',
      contactName: '孙个人',
      telephone: '13900002222',
      idNumber: '',
    });
    const id = '11010519491231002X';
    expect(residentIdProblem(id)).toBeUndefined();
    const withId = await created(personBody({ name: '周个人', idNumber: id.toLowerCase() }));
    expect(await detail(withId)).toMatchObject({ name: '周个人', contactName: '周个人', idNumber: id });
    await call('client/modify', { uniqueId: withId, ...personBody({ name: '周新', idNumber: '' }) });
    expect(await detail(withId)).toMatchObject({ name: '周新', contactName: '周新', idNumber: '' });
  });

  it('makes a settled company a client on first use, once, showing 企业管理’s fields as they are now', async () => {
    const company = await parkCompany('深圳极光新能源科技有限公司');
    const first = await created({ kind: 'settled', companyUniqueId: company.uniqueId });
    // Chosen again (another picker, another contract): the same client.
    expect(await created({ kind: 'settled', companyUniqueId: company.uniqueId })).toBe(first);
    expect(await detail(first)).toMatchObject({
      kind: 'settled',
      name: '深圳极光新能源科技有限公司',
      creditCode: company.creditCode,
      legalRepresentative: '罗振华',
      contactName: '宋佳',
      telephone: '13912340005',
      companyUniqueId: company.uniqueId,
      companyState: 'in_park',
    });
    // 企业管理 renames it and it moves out: the client reads the register as it is now.
    const corp = await data<{ contacts: unknown[]; qualifications: unknown[] }>('park/company/detail', {
      uniqueId: company.uniqueId,
    });
    expect(
      (
        await call('park/company/modify', {
          uniqueId: company.uniqueId,
          name: '深圳极光能源集团有限公司',
          creditCode: company.creditCode,
          legalRepresentative: company.legalRepresentative,
          industry: company.industry,
          size: company.size,
          contacts: corp.contacts,
          qualifications: corp.qualifications,
          state: 'in_park',
        })
      ).body.code,
    ).toBe(0);
    expect(await detail(first)).toMatchObject({ name: '深圳极光能源集团有限公司', companyState: 'in_park' });
    expect((await page({ kind: 'settled' })).list.map((row) => row.name)).toContain(
      '深圳极光能源集团有限公司',
    );
    expect(await options({ name: '极光' })).toEqual([
      expect.objectContaining({ uniqueId: first, name: '深圳极光能源集团有限公司' }),
    ]);
    // Its fields are 企业管理's: neither filled in here nor edited.
    expect(
      (await create({ kind: 'settled', companyUniqueId: company.uniqueId, name: '别名' })).body,
    ).toMatchObject({
      code: ErrorCode.ContractClientInvalid,
      message: '入驻企业的客户名称以企业管理中的为准，不在此填写',
      data: { field: 'name' },
    });
    expect(
      (await call('client/modify', { uniqueId: first, kind: 'settled', companyUniqueId: company.uniqueId }))
        .body,
    ).toMatchObject({
      code: ErrorCode.ContractClientInvalid,
      message: '入驻企业的资料请在园区运营的企业管理中编辑',
      data: { field: 'kind' },
    });
    expect((await create({ kind: 'settled', companyUniqueId: 'no-such-company' })).body).toMatchObject({
      code: ErrorCode.ParkCompanyNotFound,
      message: '企业不存在',
      data: { field: 'companyUniqueId' },
    });
  });

  it('keeps the kind, refuses fields of another kind and a client that is not there', async () => {
    const uniqueId = await created(companyBody());
    expect((await call('client/modify', { uniqueId, ...personBody() })).body).toMatchObject({
      code: ErrorCode.ContractClientInvalid,
      message: '客户类型不能修改',
      data: { field: 'kind' },
    });
    expect((await create(personBody({ creditCode: creditCode(3) }))).body).toMatchObject({
      code: ErrorCode.ContractClientInvalid,
      message: '个人客户不填写统一社会信用代码',
      data: { field: 'creditCode' },
    });
    expect((await create(companyBody({ idNumber: residentId(1) }))).body).toMatchObject({
      code: ErrorCode.ContractClientInvalid,
      message: '外部企业客户不填写身份证号',
      data: { field: 'idNumber' },
    });
    // Left out or empty, another kind's field is no refusal (a form switching kinds may keep it).
    expect(
      (await create(personBody({ name: '吴个人', creditCode: '', legalRepresentative: undefined }))).body
        .code,
    ).toBe(0);
    expect(
      (await call('client/modify', { uniqueId: 'no-such-client', ...companyBody() })).body,
    ).toMatchObject({
      code: ErrorCode.ContractClientNotFound,
      message: '客户不存在',
      data: { field: 'uniqueId' },
    });
    expect((await call('client/detail', { uniqueId: 'no-such-client' })).body).toMatchObject({
      code: ErrorCode.ContractClientNotFound,
      message: '客户不存在',
    });
  });
});

describe('统一社会信用代码, 身份证号 and duplicates', () => {
  const valid = creditCode(7);
  it.each([
    ['wrong length', valid.slice(0, 17)],
    ['wrong character', `${valid.slice(0, 10)}I${valid.slice(11)}`],
    ['wrong division', `91AB0300${valid.slice(8)}`],
    ['wrong check digit', valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0')],
  ])('%s (%s) is answered with creditCodeProblem’s sentence on the field', async (_, code) => {
    const problem = creditCodeProblem(code)!;
    expect(problem).toMatch(/统一社会信用代码/);
    for (const [path, body] of [
      ['client/create', companyBody({ creditCode: code })],
      ['client/modify', { uniqueId: 'any-client', ...companyBody({ creditCode: code }) }],
    ] as const)
      expect((await call(path, body)).body).toEqual({
        code: ErrorCode.BadRequest,
        message: problem,
        data: { field: 'creditCode' },
      });
  });

  const id = residentId(1);
  it.each([
    ['wrong length', id.slice(0, 17)],
    ['wrong birth day', `${id.slice(0, 10)}1332${id.slice(14)}`],
    ['wrong check digit', id.slice(0, 17) + (id[17] === '0' ? '1' : '0')],
  ])(
    'a 身份证号 of %s (%s) is answered with residentIdProblem’s sentence on the field',
    async (_, number) => {
      const problem = residentIdProblem(number)!;
      expect(problem).toMatch(/身份证号/);
      expect((await create(personBody({ idNumber: number }))).body).toEqual({
        code: ErrorCode.BadRequest,
        message: problem,
        data: { field: 'idNumber' },
      });
    },
  );

  it('refuses a taken credit code or ID number in Chinese, naming it; 编辑客户 too', async () => {
    await created(companyBody());
    expect(
      (await create(companyBody({ name: '另一家公司', creditCode: creditCode(1).toLowerCase() }))).body,
    ).toEqual({
      code: ErrorCode.ContractClientTaken,
      message: `统一社会信用代码 ${creditCode(1)} 已登记过客户`,
      data: { field: 'creditCode' },
    });
    const other = await created(companyBody({ name: '另一家公司', creditCode: creditCode(2) }));
    expect(
      (await call('client/modify', { uniqueId: other, ...companyBody({ name: '另一家公司' }) })).body,
    ).toMatchObject({
      code: ErrorCode.ContractClientTaken,
      message: `统一社会信用代码 ${creditCode(1)} 已登记过客户`,
    });
    await created(personBody({ idNumber: residentId(2) }));
    expect((await create(personBody({ name: '同号的人', idNumber: residentId(2) }))).body).toEqual({
      code: ErrorCode.ContractClientTaken,
      message: '该身份证号已登记过客户',
      data: { field: 'idNumber' },
    });
    // Two people of one name are two clients.
    expect((await create(personBody())).body.code).toBe(0);
  });

  it('refuses an outside company with a settled company’s code, naming the company to choose', async () => {
    for (const name of ['深圳青禾文化传媒有限公司', '深圳星河数据科技有限公司']) {
      const company = await parkCompany(name);
      expect((await create(companyBody({ creditCode: company.creditCode }))).body).toEqual({
        code: ErrorCode.ContractClientTaken,
        message: `统一社会信用代码 ${company.creditCode} 属于入驻企业「${name}」，请选择入驻企业`,
        data: { field: 'creditCode' },
      });
    }
  });

  it('of 20 registrations at once with one credit code, creates exactly one; the constraint is the guard', async () => {
    const token = await tokenOf(ZHANG_WEI, XINGHE);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        server.post<ClientSaved>(
          '/enterprise/v1/client/create',
          companyBody({ name: `并发测试企业 ${index + 1}`, creditCode: creditCode(20) }),
          token,
        ),
      ),
    );
    const won = answers.filter((answer) => answer.body.code === 0);
    const refused = answers.filter((answer) => answer.body.code !== 0);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused)
      expect(answer.body).toMatchObject({
        code: ErrorCode.ContractClientTaken,
        message: `统一社会信用代码 ${creditCode(20)} 已登记过客户`,
        data: { field: 'creditCode' },
      });
    const rows = await server.db.query<{ n: number }>(
      'select count(*)::int as n from contract_clients where credit_code = $1',
      [creditCode(20)],
    );
    expect(rows[0]!.n).toBe(1);
  }, 60_000);

  it('of 20 first uses at once of one settled company, makes one client, the same for all', async () => {
    const company = await parkCompany('深圳青禾文化传媒有限公司');
    const token = await tokenOf(ZHANG_WEI, XINGHE);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.post<ClientSaved>(
          '/enterprise/v1/client/create',
          { kind: 'settled', companyUniqueId: company.uniqueId },
          token,
        ),
      ),
    );
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(20).fill(0));
    expect(new Set(answers.map((answer) => answer.body.data.uniqueId)).size).toBe(1);
    const rows = await server.db.query<{ n: number }>(
      'select count(*)::int as n from contract_clients where company_unique_id = $1',
      [company.uniqueId],
    );
    expect(rows[0]!.n).toBe(1);
  }, 60_000);
});

describe('客户管理’s page and the picker (list/name)', () => {
  it('lists the demo’s six clients newest first, totalled by kind over the search', async () => {
    const all = await page();
    expect(all).toMatchObject({ total: 6, totals: { settled: 3, company: 2, person: 1 } });
    expect(all.list.map((row) => [row.kind, row.name])).toEqual([
      ['person', '刘建国'],
      ['company', '深圳洁美环境服务有限公司'],
      ['company', '深圳市鹏安保安服务有限公司'],
      ['settled', '山海餐饮管理有限公司'],
      ['settled', '云图智能（深圳）有限公司'],
      ['settled', '深圳星河数据科技有限公司'],
    ]);
    expect(all.list.find((row) => row.name === '深圳星河数据科技有限公司')).toMatchObject({
      contactName: '林晓',
      telephone: '13912340001',
      legalRepresentative: '周启明',
      companyState: 'in_park',
    });
    // The person's 身份证号 is its page's only.
    expect(all.list.find((row) => row.kind === 'person')).not.toHaveProperty('idNumber');

    expect(await page({ kind: 'company' })).toMatchObject({
      total: 2,
      totals: { settled: 0, company: 2, person: 0 },
    });
    expect((await page({ keyword: '深圳' })).totals).toEqual({ settled: 2, company: 2, person: 0 });
    expect((await page({ keyword: '13600001234' })).list.map((row) => row.name)).toEqual(['刘建国']);
    expect((await page({ keyword: '方敏' })).list.map((row) => row.name)).toEqual([
      '深圳洁美环境服务有限公司',
    ]);
    expect((await page({ keyword: '91440300ma5l00101' })).total).toBe(1);
    expect((await page({ keyword: '%' })).total).toBe(0);
    const second = await data<ClientPage>('client/page', { pageNum: 2, pageSize: 4 });
    expect(second).toMatchObject({ total: 6, pageNum: 2, pageSize: 4 });
    expect(second.list.map((row) => row.name)).toEqual([
      '云图智能（深圳）有限公司',
      '深圳星河数据科技有限公司',
    ]);
  });

  it('finds clients and settled companies alike by name, each once, by name, at most the limit', async () => {
    const found = await options({ name: '深圳' });
    const names = found.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(names).size).toBe(names.length);
    // A settled company that is a client answers as its client; one that is not, with no uniqueId yet.
    const clients = await page();
    const xinghe = clients.list.find((row) => row.name === '深圳星河数据科技有限公司')!;
    expect(found.find((option) => option.name === '深圳星河数据科技有限公司')).toEqual({
      uniqueId: xinghe.uniqueId,
      kind: 'settled',
      name: '深圳星河数据科技有限公司',
      creditCode: xinghe.creditCode,
      contactName: '林晓',
      telephone: '13912340001',
      companyUniqueId: xinghe.companyUniqueId,
      companyState: 'in_park',
    });
    const jiguang = await parkCompany('深圳极光新能源科技有限公司');
    expect(found.find((option) => option.name === '深圳极光新能源科技有限公司')).toMatchObject({
      uniqueId: null,
      kind: 'settled',
      companyUniqueId: jiguang.uniqueId,
    });
    expect(found.find((option) => option.name === '深圳市鹏安保安服务有限公司')).toMatchObject({
      kind: 'company',
      companyUniqueId: null,
      companyState: null,
    });
    // 已迁出 companies are no choice, unless they are clients already.
    expect(names).not.toContain('深圳南岭贸易有限公司');

    expect(await options({ name: '深圳', limit: 3 })).toHaveLength(3);
    expect(await options({ name: '刘建' })).toEqual([
      expect.objectContaining({ kind: 'person', name: '刘建国', telephone: '13600001234' }),
    ]);
    // Without a name, the first 20 by name of every client and settled company.
    expect(await options()).toHaveLength(20);
    expect(await options({ name: '%' })).toEqual([]);
  });
});

describe('codes and organisations', () => {
  const revoke = async (code: string) => {
    await server.db.query(
      'delete from role_resources rr using resources r where r.id = rr.resource_id and r.code = $1',
      [code],
    );
    server.app.services.resourceTreeCache.clear();
  };

  it('puts reading behind 客户管理, 新增客户 and 编辑客户 behind their own codes', async () => {
    const uniqueId = (await page()).list[0]!.uniqueId;
    const reads = [
      ['client/detail', { uniqueId }],
      ['client/list/name', { name: '深圳' }],
      ['client/page', {}],
    ] as const;
    const modify = ['client/modify', { uniqueId, ...personBody({ name: '刘建国' }) }] as const;
    const add = ['client/create', personBody()] as const;
    for (const [path, body] of [...reads, modify, add])
      expect([path, (await call(path, body, LI_NA)).body.code]).toEqual([path, 0]);

    await revoke('CONTRACT_CLIENT_ADD');
    expect((await call(...add, LI_NA)).body).toEqual({
      code: ErrorCode.Forbidden,
      message: '您没有「新增客户」的权限，请联系企业管理员',
      data: null,
    });
    expect((await call(...modify, LI_NA)).body.code).toBe(0);
    await revoke('CONTRACT_CLIENT_MODIFY');
    expect((await call(...modify, LI_NA)).body).toMatchObject({
      code: ErrorCode.Forbidden,
      message: '您没有「编辑客户」的权限，请联系企业管理员',
    });
    expect((await call(...reads[0], LI_NA)).body.code).toBe(0);
    await revoke('CONTRACT_CLIENT');
    for (const [path, body] of reads)
      expect([path, (await call(path, body, LI_NA)).body]).toEqual([
        path,
        { code: ErrorCode.Forbidden, message: '您没有「客户管理」的权限，请联系企业管理员', data: null },
      ]);
    // The administrator keeps them all.
    for (const [path, body] of reads) expect([path, (await call(path, body)).body.code]).toEqual([path, 0]);
  });

  it('keeps 星河科技园 and 云杉集团 apart', async () => {
    const [application] = await server.db.query<{ uniqueId: string }>(
      'select unique_id as "uniqueId" from applications where agent_id = $1',
      [contractManifest.application.agentId],
    );
    const opened = await server.post(
      '/app/v1/manage/application/open',
      { uniqueId: application!.uniqueId },
      await tokenOf(ZHANG_WEI, YUNSHAN),
    );
    expect(opened.body.code).toBe(0);
    server.app.services.resourceTreeCache.clear();
    const inYunshan = (path: string, body: object) => call(path, body, ZHANG_WEI, YUNSHAN);

    const xinghe = await page();
    const company = xinghe.list.find((row) => row.kind === 'company')!;
    const settled = xinghe.list.find((row) => row.kind === 'settled')!;
    expect((await inYunshan('client/page', {})).body).toMatchObject({
      code: 0,
      data: { total: 0, totals: { settled: 0, company: 0, person: 0 } },
    });
    for (const [path, body] of [
      ['client/detail', { uniqueId: company.uniqueId }],
      ['client/modify', { uniqueId: company.uniqueId, ...companyBody() }],
    ] as const)
      expect([path, (await inYunshan(path, body)).body]).toEqual([
        path,
        { code: ErrorCode.ContractClientNotFound, message: '客户不存在', data: { field: 'uniqueId' } },
      ]);
    // 星河科技园's clients and settled companies are not 云杉集团's to pick, nor to use.
    const picked = (await inYunshan('client/list/name', { name: '深圳' })).body.data as ClientOption[];
    expect(picked).toEqual([]);
    expect(
      (await inYunshan('client/create', { kind: 'settled', companyUniqueId: settled.companyUniqueId })).body,
    ).toMatchObject({ code: ErrorCode.ParkCompanyNotFound, data: { field: 'companyUniqueId' } });
    // Its code is 云杉集团's to register too.
    const same = await create(
      companyBody({ name: company.name, creditCode: company.creditCode }),
      ZHANG_WEI,
      YUNSHAN,
    );
    expect(same.body.code).toBe(0);
    expect((await inYunshan('client/page', {})).body).toMatchObject({ data: { total: 1 } });
    expect((await page()).total).toBe(6);
  });
});

describe('bad bodies', () => {
  const long = (n: number) => '字'.repeat(n);
  it.each([
    ['client/create', 'name', '缺少必填项：客户名称', { ...companyBody(), name: undefined }],
    ['client/create', 'name', '客户名称不能为空', { ...companyBody(), name: '' }],
    ['client/create', 'name', '客户名称不能超过 100 个字符', { ...companyBody(), name: long(101) }],
    [
      'client/create',
      'creditCode',
      '缺少必填项：统一社会信用代码',
      { ...companyBody(), creditCode: undefined },
    ],
    [
      'client/create',
      'creditCode',
      '统一社会信用代码不能超过 40 个字符',
      { ...companyBody(), creditCode: 'x'.repeat(41) },
    ],
    [
      'client/create',
      'legalRepresentative',
      '法定代表人格式不正确',
      { ...companyBody(), legalRepresentative: ' ' },
    ],
    ['client/create', 'contactName', '缺少必填项：联系人', { ...companyBody(), contactName: undefined }],
    ['client/create', 'telephone', '联系电话格式不正确', { ...companyBody(), telephone: '12345' }],
    ['client/create', 'telephone', '缺少必填项：联系电话', { ...companyBody(), telephone: '' }],
    ['client/create', 'address', '地址不能超过 200 个字符', { ...companyBody(), address: long(201) }],
    ['client/create', 'kind', '客户类型的取值不在允许范围内', { ...companyBody(), kind: 'partner' }],
    ['client/create', 'telephone', '缺少必填项：联系电话', { ...personBody(), telephone: undefined }],
    ['client/create', 'telephone', '联系电话格式不正确', { ...personBody(), telephone: '1390000222' }],
    ['client/create', 'idNumber', '身份证号格式不正确', { ...personBody(), idNumber: '1101-0519' }],
    ['client/create', 'companyUniqueId', '缺少必填项：入驻企业', { kind: 'settled' }],
    ['client/create', 'companyUniqueId', '入驻企业格式不正确', { kind: 'settled', companyUniqueId: 'a b' }],
    ['client/create', 'kind', '缺少必填项：客户类型', {}],
    ['client/modify', 'uniqueId', '缺少必填项：客户', companyBody()],
    [
      'client/modify',
      'name',
      '客户名称不能超过 100 个字符',
      { uniqueId: 'x', ...companyBody(), name: long(101) },
    ],
    ['client/detail', 'uniqueId', '缺少必填项：客户', {}],
    ['client/page', 'pageSize', '每页条数不能大于 100', { pageSize: 101 }],
    ['client/page', 'kind', '客户类型的取值不在允许范围内', { kind: 'partner' }],
    ['client/page', 'keyword', '关键词不能超过 64 个字符', { keyword: long(65) }],
    ['client/list/name', 'limit', '条数不能大于 50', { limit: 51 }],
    ['client/list/name', 'name', '客户名称不能超过 64 个字符', { name: long(65) }],
  ])('%s refuses %s: 「%s」', async (path, field, message, body) => {
    const answer = await call(path, body);
    expect(answer.body).toEqual({ code: ErrorCode.BadRequest, message, data: { field } });
  });

  it.each([
    ['client/create', { ...companyBody(), extra: 1 }],
    ['client/list/name', { name: '深圳', keyword: '深圳' }],
  ])('%s %j refuses a field it does not know, in Chinese', async (path, body) => {
    const answer = await call(path, body);
    expect(answer.body.code).toBe(ErrorCode.BadRequest);
    expect(answer.body.message).toMatch(/^不支持的字段：/);
  });
});
