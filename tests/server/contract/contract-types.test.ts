import type { ContractNoPreview, ContractTypeRow } from '../../../manifests/contracts/contract';
import { takeContractNumber } from '../../../server/areas/contract/types/contract-number';
import { createOrganization } from '../../../server/domain/organizations';
import { ErrorCode } from '../../../server/http/error-codes';
import { signedInTokens } from '../support/signed-in-tokens';
import { setupTestServer } from '../support/test-server';

/**
 * 合同类型 (`/enterprise/v1/manage/contract/type/list | modify`) and the number preview
 * (`…/no/generate`): every organisation holds 出租, 服务, 采购 and 其他 (an organisation created later
 * too), each with its numbering rule on the platform's numbering, checked by `numberRuleProblem` and
 * refused on its field; the preview takes nothing, `takeContractNumber` takes in the caller's
 * transaction, 20 at once giving 20 consecutive numbers; 编辑合同类型 is the administrator's.
 */

const ZHANG_WEI = '13800000001';
const LI_NA = '13800000002';
const XINGHE = 'xinghe-park';

const server = setupTestServer();
const tokens = signedInTokens(server);
beforeEach(tokens.forget);
const tokenOf = (telephone: string) => tokens.tokenOf(telephone, XINGHE);

const call = async <T = unknown>(path: string, body: unknown, telephone = ZHANG_WEI) =>
  server.post<T>(`/enterprise/v1/manage/contract/${path}`, body, await tokenOf(telephone));

async function data<T>(path: string, body: unknown, telephone = ZHANG_WEI) {
  const answer = await call<T>(path, body, telephone);
  if (answer.body.code !== 0) throw new Error(`${path}: ${answer.body.code} ${answer.body.message}`);
  return answer.body.data;
}

const types = () => data<ContractTypeRow[]>('type/list', {});
const preview = async (typeCode: string) =>
  (await data<ContractNoPreview>('no/generate', { typeCode })).number;

async function organizationId(uniqueId: string) {
  const [row] = await server.db.query<{ id: number }>('select id from organizations where unique_id = $1', [
    uniqueId,
  ]);
  return row!.id;
}

const take = async (typeCode: string) => {
  const id = await organizationId(XINGHE);
  return server.db.transaction((tx) =>
    takeContractNumber(tx, { organizationId: id, typeCode, now: server.clock.now() }),
  );
};

const yearly = (prefix: string) => ({ prefix, datePart: 'year', width: 4, reset: 'yearly', separator: '-' });

const rentOutBody = (more: object = {}) => ({
  code: 'rent-out',
  name: '出租',
  needsApproval: true,
  numberRule: yearly('CZ'),
  ...more,
});

describe('合同类型', () => {
  it('lists the four types every organisation holds, with their rules and templates', async () => {
    expect(await types()).toEqual(
      [
        ['rent-out', '出租', true, 'CZ'],
        ['service', '服务', false, 'FW'],
        ['purchase', '采购', false, 'CG'],
        ['other', '其他', false, 'QT'],
      ].map(([code, name, rentOut, prefix]) => ({
        code,
        name,
        needsApproval: true,
        rentOut,
        numberRule: yearly(prefix as string),
        templateKey: `contract.${code}`,
        updatedAt: expect.any(String),
      })),
    );
    const counts = await server.db.query<{ count: number }>(
      'select count(t.id)::int as count from organizations o left join contract_types t on t.organization_id = o.id group by o.id',
    );
    expect(counts.length).toBeGreaterThan(1);
    expect(counts.every((row) => row.count === 4)).toBe(true);
  });

  it('gives an organisation created later the four types too', async () => {
    const { extensions } = server.app.services;
    const created = await server.db.transaction((tx) =>
      createOrganization(tx, extensions, { name: '后来的园区', now: server.clock.now() }),
    );
    const rows = await server.db.query<{ code: string }>(
      'select code from contract_types where organization_id = $1 order by sort',
      [created.id],
    );
    expect(rows.map((row) => row.code)).toEqual(['rent-out', 'service', 'purchase', 'other']);
  });

  it('changes a type’s name, approval and rule; the code and the rent-out flag stay', async () => {
    const changed = await call('type/modify', {
      code: 'service',
      name: '服务外包',
      needsApproval: false,
      numberRule: { prefix: 'FWHT', datePart: 'month', width: 3, reset: 'monthly' },
    });
    expect(changed.body).toEqual({ code: 0, message: expect.any(String), data: { code: 'service' } });
    expect((await types()).find((type) => type.code === 'service')).toMatchObject({
      name: '服务外包',
      needsApproval: false,
      rentOut: false,
      numberRule: { prefix: 'FWHT', datePart: 'month', width: 3, reset: 'monthly' },
    });
    expect(await preview('service')).toMatch(/^FWHT2026\d{2}001$/);
    // The rent-out flag is no field of the body.
    expect((await call('type/modify', rentOutBody({ rentOut: false }))).body.code).toBe(ErrorCode.BadRequest);
    expect((await call('type/modify', rentOutBody({ name: '服务外包' }))).body).toMatchObject({
      code: ErrorCode.ContractTypeNameTaken,
      message: '已有名为「服务外包」的合同类型',
      data: { field: 'name' },
    });
  });

  it('refuses a rule numbers cannot be taken by, in Chinese, naming the field', async () => {
    const refusals = [
      [{ width: 0 }, 'numberRule.width', '流水号位数须为 1–12 之间的整数'],
      [
        { datePart: 'none' },
        'numberRule.reset',
        '按年重置的编号须包含年份（年、年月或年月日），否则每年的编号会重复',
      ],
      [{ prefix: 'CZ HT' }, 'numberRule.prefix', '编号前缀只能包含汉字、字母、数字和 - _ / . 符号'],
      [{ reset: 'weekly' }, 'numberRule.reset', '重置周期须为不重置、每年、每月或每天'],
      [{ separator: '+' }, 'numberRule.separator', '分隔符只能是 -、_、/ 或不用分隔符'],
    ] as const;
    for (const [change, field, message] of refusals)
      expect(
        (await call('type/modify', rentOutBody({ numberRule: { ...yearly('CZ'), ...change } }))).body,
      ).toEqual({
        code: ErrorCode.NumberRuleInvalid,
        message,
        data: { field },
      });
    expect((await types())[0]!.numberRule).toEqual(yearly('CZ'));
  });

  it('finds only the organisation’s own types', async () => {
    const yunshan = await organizationId('yunshan-group');
    const now = server.clock.now();
    await server.db.query(
      `insert into contract_types (organization_id, code, name, needs_approval, rent_out, number_rule,
          template_key, sort, created_at, updated_at)
        values ($1, 'venue', '场地', false, false, $2::jsonb, 'contract.venue', 9, $3, $3)`,
      [yunshan, JSON.stringify(yearly('CD')), now],
    );
    expect((await call('type/modify', rentOutBody({ code: 'venue', name: '场地' }))).body).toEqual({
      code: ErrorCode.ContractTypeNotFound,
      message: '合同类型不存在',
      data: { field: 'code' },
    });
    expect((await call('no/generate', { typeCode: 'venue' })).body).toMatchObject({
      code: ErrorCode.ContractTypeNotFound,
      data: { field: 'typeCode' },
    });
    // 星河科技园's change leaves 云杉集团's 出租 as it was.
    expect((await call('type/modify', rentOutBody({ name: '房屋出租' }))).body.code).toBe(0);
    const [theirs] = await server.db.query<{ name: string }>(
      `select name from contract_types where organization_id = $1 and code = 'rent-out'`,
      [yunshan],
    );
    expect(theirs!.name).toBe('出租');
  });

  it('keeps 编辑合同类型 for the administrator, and the list and preview behind 合同类型 or 合同草稿', async () => {
    const revoke = async (code: string) => {
      await server.db.query(
        'delete from role_resources rr using resources r where r.id = rr.resource_id and r.code = $1',
        [code],
      );
      server.app.services.resourceTreeCache.clear();
    };
    // 李娜 (普通员工) reads the types and previews numbers, but does not change them.
    expect((await call('type/list', {}, LI_NA)).body.code).toBe(0);
    expect((await call('no/generate', { typeCode: 'other' }, LI_NA)).body.code).toBe(0);
    expect((await call('type/modify', rentOutBody(), LI_NA)).body).toEqual({
      code: ErrorCode.Forbidden,
      message: '您没有「编辑合同类型」的权限，请联系企业管理员',
      data: null,
    });
    await revoke('CONTRACT_TYPE');
    expect((await call('type/list', {}, LI_NA)).body.code).toBe(0);
    await revoke('PC_CONTRACT_DRAFT');
    expect((await call('type/list', {}, LI_NA)).body).toMatchObject({
      code: ErrorCode.Forbidden,
      message: '您没有「合同类型」的权限，请联系企业管理员',
    });
    expect((await call('no/generate', { typeCode: 'other' }, LI_NA)).body).toMatchObject({
      code: ErrorCode.Forbidden,
      message: '您没有「合同草稿」的权限，请联系企业管理员',
    });
    // The administrator keeps them all.
    expect((await call('type/modify', rentOutBody())).body.code).toBe(0);
  });
});

describe('合同编号', () => {
  it('previews the next number without taking it; takeContractNumber takes that one', async () => {
    expect(await call('no/generate', { typeCode: 'rent-out' })).toMatchObject({
      body: { code: 0, data: { number: 'CZ-2026-0001', preview: true } },
    });
    expect(await preview('rent-out')).toBe('CZ-2026-0001');
    expect(await take('rent-out')).toBe('CZ-2026-0001');
    expect(await preview('rent-out')).toBe('CZ-2026-0002');
    // Each type counts its own; a rolled-back take gives its number back.
    expect(await preview('service')).toBe('FW-2026-0001');
    const id = await organizationId(XINGHE);
    await expect(
      server.db.transaction(async (tx) => {
        await takeContractNumber(tx, { organizationId: id, typeCode: 'rent-out', now: server.clock.now() });
        throw new Error('the submit failed');
      }),
    ).rejects.toThrow('the submit failed');
    expect(await preview('rent-out')).toBe('CZ-2026-0002');
    await expect(take('lease')).rejects.toMatchObject({ code: ErrorCode.ContractTypeNotFound });
  });

  it('starts a new prefix’s own series, and continues the old one when the prefix comes back', async () => {
    expect(await take('rent-out')).toBe('CZ-2026-0001');
    await data('type/modify', rentOutBody({ numberRule: yearly('ZL') }));
    expect(await preview('rent-out')).toBe('ZL-2026-0001');
    expect(await take('rent-out')).toBe('ZL-2026-0001');
    await data('type/modify', rentOutBody({ numberRule: { ...yearly('CZ'), datePart: 'day', width: 3 } }));
    expect(await take('rent-out')).toMatch(/^CZ-2026\d{4}-002$/);
  });

  it('gives 20 concurrent takes, each in its own transaction, 20 consecutive numbers', async () => {
    const numbers = await Promise.all(Array.from({ length: 20 }, () => take('purchase')));
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 20 }, (_, index) => `CG-2026-${String(index + 1).padStart(4, '0')}`),
    );
    expect(await preview('purchase')).toBe('CG-2026-0021');
  });
});
