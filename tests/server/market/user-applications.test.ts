import { ErrorCode } from '../../../server/http/error-codes';
import {
  codesOf,
  demoApps,
  demoTokens,
  type HeldApplication,
  type ResourceNode,
} from '../support/application-centre';
import { HOUR } from '../support/manual-clock';
import { invalid } from '../support/refusals';
import { addRole } from '../support/roles';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();
const { admin, yunshanAdmin, member } = demoTokens(server);

const {
  approval: APPROVAL,
  workOrder: WORK_ORDER,
  payroll: PAYROLL_DISABLED,
  roster: ROSTER_PARK_DISABLED,
  recruit: RECRUIT_EXPIRED,
  leave: LEAVE,
} = demoApps;

describe('/app/v1/user/application/list and detail', () => {
  it('lists the held applications with public ids only', async () => {
    const { body } = await server.post<HeldApplication[]>(
      '/app/v1/user/application/list',
      {},
      await member(),
    );
    expect(body.code).toBe(0);
    const work = body.data.find((application) => application.agentId === WORK_ORDER)!;
    expect(work).toEqual({
      uniqueId: `app-${WORK_ORDER}`,
      applicationUniqueId: `app-${WORK_ORDER}`,
      agentId: WORK_ORDER,
      name: '工单',
      pcName: '工单',
      iconUrl: '',
      introduction: expect.any(String),
      categoryName: '物业服务',
      pcUrl: `https://${WORK_ORDER}.apps.atrium.example`,
      appUrl: `/mobile/app/${WORK_ORDER}`,
      state: 1,
      inState: 1,
      expiredTime: null,
      launch: { usable: true, opens: { kind: 'external', url: `https://${WORK_ORDER}.apps.atrium.example` } },
    });
    expect(body.data.map((application) => application.agentId)).not.toContain(APPROVAL);
  });

  it('answers the detail of a held application, disabled or expired ones included', async () => {
    const token = await member();
    const detail = await server.post<HeldApplication>(
      '/app/v1/user/application/detail',
      { uniqueId: `app-${WORK_ORDER}` },
      token,
    );
    expect(detail.body).toMatchObject({ code: 0, data: { agentId: WORK_ORDER, name: '工单' } });
    const expired = await server.post<HeldApplication>(
      '/app/v1/user/application/detail',
      { uniqueId: `app-${RECRUIT_EXPIRED}` },
      token,
    );
    expect(Date.parse(expired.body.data.expiredTime!)).toBeLessThan(server.clock.now().getTime());
  });

  it('refuses applications the member does not hold, unknown ones, and other organisations’', async () => {
    const notHeld = { code: ErrorCode.ApplicationNotHeld, message: '应用不存在或您无权使用', data: null };
    const token = await member();
    const detail = (uniqueId: string, as = token) =>
      server.post('/app/v1/user/application/detail', { uniqueId }, as);
    expect((await detail('app-approval')).body).toEqual(notHeld);
    expect((await detail('app-nothing')).body).toEqual(notHeld);
    const yunshan = await yunshanAdmin();
    expect((await detail(`app-${LEAVE}`, yunshan)).body).toEqual(notHeld);
    expect((await detail(`app-${LEAVE}`, await admin())).body.code).toBe(0);
  });

  it('refuses a missing or malformed uniqueId in Chinese', async () => {
    const token = await member();
    expect((await server.post('/app/v1/user/application/detail', {}, token)).body).toEqual(
      invalid('缺少必填项：应用标识', 'uniqueId'),
    );
    expect(
      (await server.post('/app/v1/user/application/detail', { uniqueId: "' or 1=1 --" }, token)).body.message,
    ).toBe('应用标识格式不正确');
  });

  it('asks for a signed-in member of an organisation', async () => {
    expect((await server.post('/app/v1/user/application/detail', { uniqueId: 'app-market' })).body.code).toBe(
      ErrorCode.NotSignedIn,
    );
    const accountOnly = await server.signIn('13800000001');
    expect((await server.post('/app/v1/user/application/list', {}, accountOnly)).body.code).toBe(
      ErrorCode.OrganizationRequired,
    );
    const expiredPassword = await server.signInTo('13800000003', 'xinghe-park');
    expect((await server.post('/app/v1/user/application/list', {}, expiredPassword)).body.code).toBe(
      ErrorCode.PasswordExpired,
    );
  });
});

describe('/app/v1/user/application/resource/tree', () => {
  const tree = (applicationUniqueId: string, token: string) =>
    server.post<ResourceNode[]>('/app/v1/user/application/resource/tree', { applicationUniqueId }, token);

  it('gives an admin the whole tree of the application, in the session resource shape', async () => {
    const { body } = await tree('app-settings', await admin());
    expect(body.code).toBe(0);
    expect(body.data.map((node) => node.code)).toEqual(['PC_SETTING_MANAGEMENT']);
    const root = body.data[0]!;
    expect(root).toMatchObject({
      code: 'PC_SETTING_MANAGEMENT',
      name: '设置',
      type: 'RESOURCE_TYPE_DIRECTORY_PC',
      pathUrl: '',
      pathType: 'RESOURCE_PATH_TYPE_INTERNAL',
      isHidden: false,
      iconUrl: expect.any(String),
      parentCode: null,
    });
    expect(root.childs.map((child) => child.code)).toEqual([
      'PC_PARK_INFORMATION',
      'PC_ORG_MANAGEMENT',
      'PC_STAFF_MANAGEMENT',
      'PC_APPLICATION_MANAGEMENT',
      'PC_ROLE_MANAGEMENT',
    ]);
    expect(codesOf(body.data)).toEqual(expect.arrayContaining(['STAFF_ADD', 'ORG_REMOVE']));
    expect(codesOf(body.data)).not.toContain('PC_APPLICATION_MARKET');
  });

  it('gives a member the granted resources with their ancestors, and no others', async () => {
    await addRole(server.db, {
      uniqueId: 'role-staff-clerk',
      organization: 'xinghe-park',
      name: '人事专员',
      resourceCodes: ['STAFF_ADD'],
      members: ['13800000002'],
    });
    const { body } = await tree('app-settings', await member());
    expect(body.code).toBe(0);
    expect(codesOf(body.data)).toEqual(['PC_SETTING_MANAGEMENT', 'PC_STAFF_MANAGEMENT', 'STAFF_ADD']);
    const staff = body.data[0]!.childs[0]!;
    expect(staff).toMatchObject({ code: 'PC_STAFF_MANAGEMENT', parentCode: 'PC_SETTING_MANAGEMENT' });
    expect(staff.childs).toEqual([expect.objectContaining({ code: 'STAFF_ADD', childs: [] })]);
  });

  it('answers an empty tree for an application open to all, and refuses one not held', async () => {
    const token = await member();
    expect((await tree(`app-${WORK_ORDER}`, token)).body).toMatchObject({ code: 0, data: [] });
    expect((await tree('app-market', token)).body.data.map((node) => node.code)).toEqual([
      'PC_APPLICATION_CENTER',
    ]);
    expect((await tree('app-settings', token)).body.code).toBe(ErrorCode.ApplicationNotHeld);
    const yunshan = await yunshanAdmin();
    expect((await tree('app-park', yunshan)).body.code).toBe(ErrorCode.ApplicationNotHeld);
    expect((await server.post('/app/v1/user/application/resource/tree', {}, token)).body.message).toBe(
      '缺少必填项：应用标识',
    );
  });
});

describe('/app/v1/user/application/agent/check', () => {
  const check = (agentId: string, token: string) =>
    server.post<{ isCan: boolean; message: string }>(
      '/app/v1/user/application/agent/check',
      { agentId },
      token,
    );

  it('allows a usable held application', async () => {
    expect((await check(WORK_ORDER, await member())).body).toEqual({
      code: 0,
      message: 'success',
      data: { isCan: true, message: '' },
    });
  });

  it('explains each refusal with code 0 and isCan false', async () => {
    const token = await member();
    const refused = (message: string) => ({ code: 0, message: 'success', data: { isCan: false, message } });
    const noRight = refused('您暂无该应用的使用权限，请联系企业管理员');
    expect((await check(APPROVAL, token)).body).toEqual(noRight);
    expect((await check('unknownApp42', token)).body).toEqual(noRight);
    expect((await check(PAYROLL_DISABLED, token)).body).toEqual(refused('应用已被停用，请联系企业管理员！'));
    expect((await check(ROSTER_PARK_DISABLED, token)).body).toEqual(
      refused('应用已被停用，请联系企业管理员！'),
    );
    expect((await check(RECRUIT_EXPIRED, token)).body).toEqual(refused('应用已到期 请联系管理员！'));
    const yunshan = await yunshanAdmin();
    expect((await check(LEAVE, yunshan)).body).toEqual(noRight);
  });

  it('refuses once the installation expires, by the clock', async () => {
    const token = await admin();
    // 云文档 opens another site: usable until it expires.
    const attendance = 'oa04document0000';
    await server.db.query(
      `update organization_applications set expired_time = $1
        where application_id = (select id from applications where agent_id = $2)`,
      [new Date(server.clock.now().getTime() + HOUR), attendance],
    );
    expect((await check(attendance, token)).body.data.isCan).toBe(true);
    server.clock.advance(HOUR);
    expect((await check(attendance, token)).body.data).toEqual({
      isCan: false,
      message: '应用已到期 请联系管理员！',
    });
  });

  it('refuses a malformed agentId in Chinese', async () => {
    const { body } = await server.post(
      '/app/v1/user/application/agent/check',
      { agentId: 'a'.repeat(33) },
      await member(),
    );
    expect(body).toEqual(invalid('应用标识不能超过 32 个字符', 'agentId'));
  });
});

describe('/app/v1/user/application/agent/detail', () => {
  const lookup = (agentId: string, token: string) =>
    server.post<{ success: boolean; data: HeldApplication | null; message: string }>(
      '/app/v1/user/application/agent/detail',
      { agentId },
      token,
    );

  it('looks a held application up by its agentId', async () => {
    const { body } = await lookup(WORK_ORDER, await member());
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      success: true,
      message: '',
      data: { agentId: WORK_ORDER, name: '工单' },
    });
  });

  it('answers success false with the reason, still with code 0', async () => {
    const token = await member();
    const failed = { success: false, data: null, message: '应用不存在或您无权使用' };
    expect((await lookup(APPROVAL, token)).body).toEqual({ code: 0, message: 'success', data: failed });
    expect((await lookup('unknownApp42', token)).body.data).toEqual(failed);
    const yunshan = await yunshanAdmin();
    expect((await lookup(LEAVE, yunshan)).body.data).toEqual(failed);
    expect((await lookup(APPROVAL, await admin())).body.data).toMatchObject({ success: true });
  });
});
