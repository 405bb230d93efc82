import { ErrorCode } from '../../../server/http/error-codes';
import { invalid } from '../support/refusals';
import { addRole } from '../support/roles';
import { fingerprintTables } from '../support/table-fingerprints';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();

/** What a demo organisation's profile holds before anyone fills it in. */
const emptyProfile = {
  shortName: '',
  address: '',
  area: null,
  contactName: '',
  contactPhone: '',
  introduction: '',
  logoUrl: '',
};

describe('owner (organisation) information', () => {
  it('reads the organisation of the session', async () => {
    const token = await server.signInTo('13800000002', 'xinghe-park');
    const { body } = await server.post('/enterprise/v1/owner/info/detail', {}, token);
    expect(body).toEqual({
      code: 0,
      message: 'success',
      data: { ...emptyProfile, uniqueId: 'xinghe-park', name: '星河科技园' },
    });
  });

  it('lets an admin change the logo and name', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const { body } = await server.post(
      '/enterprise/v1/owner/info/modify',
      { logoUrl: 'https://cdn.example.com/logo.png', name: '星河科技园（二期）' },
      token,
    );
    expect(body).toEqual({
      code: 0,
      message: 'success',
      data: {
        ...emptyProfile,
        uniqueId: 'xinghe-park',
        name: '星河科技园（二期）',
        logoUrl: 'https://cdn.example.com/logo.png',
      },
    });
  });

  it('refuses members without 编辑园区详情, and changes nothing', async () => {
    const token = await server.signInTo('13800000002', 'xinghe-park');
    const { body } = await server.post('/enterprise/v1/owner/info/modify', { logoUrl: '/x.png' }, token);
    expect(body).toMatchObject({
      code: ErrorCode.Forbidden,
      message: '您没有「编辑园区详情」的权限，请联系企业管理员',
    });
    const [row] = await server.db.query<{ logo_url: string }>(
      "select logo_url from organizations where unique_id = 'xinghe-park'",
    );
    expect(row!.logo_url).toBe('');
  });

  it('asks for at least one change', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    expect((await server.post('/enterprise/v1/owner/info/modify', {}, token)).body).toMatchObject({
      code: ErrorCode.BadRequest,
      message: '请至少填写一项需要修改的内容',
    });
  });

  it('lists the message types', async () => {
    const token = await server.signInTo('13800000002', 'xinghe-park');
    const { body } = await server.post('/enterprise/v1/message/type/list', {}, token);
    expect(body.data).toEqual([
      // 李娜 has the notice to everyone and the park's notice unread; the others are 张伟's alone.
      { code: 'SYSTEM', name: '系统通知', unreadCount: 1 },
      { code: 'APPROVAL', name: '审批消息', unreadCount: 0 },
      { code: 'CONTRACT', name: '合同消息', unreadCount: 0 },
      { code: 'PARK', name: '园区运营', unreadCount: 1 },
    ]);
  });
});

describe('tenant isolation', () => {
  it('never lets a token of one organisation read or change another’s data', async () => {
    const yunshanAdmin = await server.signInTo('13800000001', 'yunshan-group');
    const modified = await server.post(
      '/enterprise/v1/owner/info/modify',
      { logoUrl: '/yunshan.png' },
      yunshanAdmin,
    );
    expect(modified.body.code).toBe(0);
    const rows = await server.db.query<{ unique_id: string; logo_url: string }>(
      'select unique_id, logo_url from organizations order by unique_id',
    );
    expect(rows).toEqual([
      { unique_id: 'xinghe-park', logo_url: '' },
      { unique_id: 'yunshan-group', logo_url: '/yunshan.png' },
    ]);
    const info = await server.post<{ uniqueId: string }>(
      '/enterprise/v1/owner/info/detail',
      {},
      yunshanAdmin,
    );
    expect(info.body.data.uniqueId).toBe('yunshan-group');
    const detail = await server.post<{ organizationName: string }>(
      '/enterprise/v1/session/user/detail',
      {},
      yunshanAdmin,
    );
    expect(detail.body.data.organizationName).toBe('云杉集团');
  });

  it('scopes resources and applications to the token’s organisation, whatever the body asks for', async () => {
    const yunshan = await server.signInTo('13800000001', 'yunshan-group');
    const resources = await server.post<{ organization: { uniqueId: string } }>(
      '/enterprise/v1/session/resource/detail',
      { organizationUniqueId: 'xinghe-park', ownerUniqueId: 'xinghe-park' },
      yunshan,
    );
    expect(resources.body.data.organization.uniqueId).toBe('yunshan-group');
    const yunshanApps = await server.post<{ agentId: string }[]>('/v1/exchange/owner/app/list', {}, yunshan);
    const xinghe = await server.signInTo('13800000001', 'xinghe-park');
    const xingheApps = await server.post<{ agentId: string }[]>('/v1/exchange/owner/app/list', {}, xinghe);
    expect(yunshanApps.body.data.length).toBeLessThan(xingheApps.body.data.length);
    expect(yunshanApps.body.data.map((app) => app.agentId)).not.toContain('p5r2k9a4m1e6t083');
    // An application installed only in 星河科技园 gives no token in 云杉集团.
    const token = await server.post('/v1/exchange/owner/app/token', { agentId: 'p5r2k9a4m1e6t083' }, yunshan);
    expect(token.body.code).toBe(ErrorCode.ApplicationUnavailable);
  });
});

describe('园区详情: the full park profile', () => {
  const fullProfile = {
    name: '星河科技园（二期）',
    shortName: '星河二期',
    address: '深圳市南山区科技园南区 8 栋',
    area: 125_000.5,
    contactName: '王经理',
    contactPhone: '0755-86001234',
    introduction: '园区简介第一行\n\n第二段：\t配套齐全',
    logoUrl: '/files/0123456789abcdef0123456789abcdef',
  };
  const modify = (body: object, token: string) =>
    server.post<Record<string, unknown>>('/enterprise/v1/owner/info/modify', body, token);
  const detail = (token: string) =>
    server.post<Record<string, unknown>>('/enterprise/v1/owner/info/detail', {}, token);

  it('stores every field and reads it back, the area as a number, one-line texts trimmed', async () => {
    const admin = await server.signInTo('13800000001', 'xinghe-park');
    const { body } = await modify(
      { ...fullProfile, shortName: ' 星河二期 ', contactName: '王经理  ' },
      admin,
    );
    expect(body).toEqual({ code: 0, message: 'success', data: { uniqueId: 'xinghe-park', ...fullProfile } });
    // Any member reads it, and the navbar's sources show the new logo.
    const member = await server.signInTo('13800000002', 'xinghe-park');
    expect((await detail(member)).body.data).toEqual({ uniqueId: 'xinghe-park', ...fullProfile });
    const route = await server.post<{ organization: unknown }>(
      '/enterprise/v1/session/resource/detail',
      {},
      member,
    );
    expect(route.body.data.organization).toEqual({
      uniqueId: 'xinghe-park',
      name: fullProfile.name,
      logoUrl: fullProfile.logoUrl,
    });
    const [row] = await server.db.query<{ area: string }>(
      "select area::text as area from organizations where unique_id = 'xinghe-park'",
    );
    expect(row!.area).toBe('125000.50');
  });

  it('changes only the fields sent; an area of null and empty texts clear them', async () => {
    const admin = await server.signInTo('13800000001', 'xinghe-park');
    await modify(fullProfile, admin);
    expect((await modify({ contactPhone: '13912345678' }, admin)).body.data).toEqual({
      uniqueId: 'xinghe-park',
      ...fullProfile,
      contactPhone: '13912345678',
    });
    const cleared = await modify(
      {
        area: null,
        shortName: '',
        address: '',
        contactName: '',
        contactPhone: '',
        introduction: '',
        logoUrl: '',
      },
      admin,
    );
    expect(cleared.body.data).toEqual({ ...emptyProfile, uniqueId: 'xinghe-park', name: fullProfile.name });
  });

  it.each([
    ['area', 'zero', 0],
    ['area', 'two decimals', 0.07],
    ['area', 'the largest', 99_999_999.99],
    ['contactPhone', 'a landline', '010-12345678'],
    ['contactPhone', 'a landline with extension', '0755-8600123-806'],
    ['shortName', '20 characters', '星'.repeat(20)],
    ['address', '100 characters', '地'.repeat(100)],
    ['contactName', '20 characters', '名'.repeat(20)],
    ['introduction', '2000 characters', `${'介'.repeat(1999)}。`],
    ['name', '64 characters', '园'.repeat(64)],
  ])('accepts %s: %s', async (field, _label, value) => {
    const admin = await server.signInTo('13800000001', 'xinghe-park');
    const { body } = await modify({ [field]: value }, admin);
    expect(body.code).toBe(0);
    expect(body.data[field]).toEqual(value);
  });

  it.each([
    ['name', '园区名称不能为空', ''],
    ['name', '园区名称格式不正确', '   '],
    ['name', '园区名称不能超过 64 个字符', '园'.repeat(65)],
    ['name', '园区名称格式不正确', '<b>星河</b>'],
    ['shortName', '园区简称不能超过 20 个字符', '简'.repeat(21)],
    ['shortName', '园区简称格式不正确', ' '],
    ['shortName', '园区简称格式不正确', '星河\n二期'],
    ['address', '园区地址不能超过 100 个字符', '地'.repeat(101)],
    ['address', '园区地址格式不正确', '<script>alert(1)</script>'],
    ['area', '园区面积不能小于 0', -1],
    ['area', '园区面积不能大于 99999999.99', 100_000_000],
    ['area', '园区面积的类型不正确，应为数字或空值', '120'],
    ['area', '园区面积最多保留两位小数', 1.234],
    ['area', '园区面积最多保留两位小数', 1e-7],
    ['contactName', '联系人不能超过 20 个字符', '名'.repeat(21)],
    ['contactName', '联系人格式不正确', '王\u200b经理'],
    ['contactPhone', '联系电话格式不正确', '12345678901'],
    ['contactPhone', '联系电话格式不正确', '1380000000'],
    ['contactPhone', '联系电话格式不正确', '0755 86001234'],
    ['contactPhone', '联系电话的类型不正确，应为字符串', 13_912_345_678],
    ['introduction', '园区简介不能超过 2000 个字符', '介'.repeat(2001)],
    ['introduction', '园区简介格式不正确', '第一行\n'],
    // NUL and other control characters are refused before any schema: tests/server/disallowed-text.test.ts.
    ['introduction', '园区简介格式不正确', '第一行\u200b第二行'],
    ['introduction', '园区简介格式不正确', '<img src=x onerror=alert(1)>'],
    ['logoUrl', '图片地址格式不正确', 'javascript:alert(1)'],
  ])('refuses a bad %s with 「%s」 and changes nothing', async (field, message, value) => {
    const admin = await server.signInTo('13800000001', 'xinghe-park');
    const before = await fingerprintTables(server.db);
    expect((await modify({ ...fullProfile, [field]: value }, admin)).body).toEqual(invalid(message, field));
    expect(await fingerprintTables(server.db)).toEqual(before);
  });

  it('lets a member change it with 编辑园区详情 and refuses one who only sees the page', async () => {
    await addRole(server.db, {
      uniqueId: 'role-park-viewer',
      organization: 'xinghe-park',
      name: '园区查看',
      resourceCodes: ['PC_SETTING_MANAGEMENT', 'PC_PARK_INFORMATION'],
      members: ['13800000002'],
    });
    const member = await server.signInTo('13800000002', 'xinghe-park');
    const before = await fingerprintTables(server.db);
    expect((await modify(fullProfile, member)).body).toEqual({
      code: ErrorCode.Forbidden,
      message: '您没有「编辑园区详情」的权限，请联系企业管理员',
      data: null,
    });
    expect(await fingerprintTables(server.db)).toEqual(before);

    await addRole(server.db, {
      uniqueId: 'role-park-editor',
      organization: 'xinghe-park',
      name: '园区编辑',
      resourceCodes: ['PC_SETTING_MANAGEMENT', 'PC_PARK_INFORMATION', 'PARK_INFORMATION_MODIFY'],
      members: ['13800000002'],
    });
    const editor = await server.signInTo('13800000002', 'xinghe-park');
    expect((await modify({ area: 88 }, editor)).body).toMatchObject({ code: 0, data: { area: 88 } });
  });

  it('lets 云杉集团’s admin change only 云杉集团', async () => {
    const yunshan = await server.signInTo('13800000001', 'yunshan-group');
    expect((await modify(fullProfile, yunshan)).body.data).toEqual({
      uniqueId: 'yunshan-group',
      ...fullProfile,
    });
    const xinghe = await server.signInTo('13800000001', 'xinghe-park');
    expect((await detail(xinghe)).body.data).toEqual({
      ...emptyProfile,
      uniqueId: 'xinghe-park',
      name: '星河科技园',
    });
  });
});
