import { ErrorCode } from '../../../server/http/error-codes';
import {
  CATALOGUE_SIZE,
  codesOf,
  demoApps,
  demoTokens,
  type HeldApplication,
  type ResourceNode,
  uniqueIdOf,
} from '../support/application-centre';
import { DAY } from '../support/manual-clock';
import { addRole, everyoneRoleOf, roleOf } from '../support/roles';
import { fingerprintTables } from '../support/table-fingerprints';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();

interface ManagedApplication extends HeldApplication {
  installedAt: string;
  roleUniqueIds: string[];
  openToAll: boolean;
}

interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

const WORK_ORDER = uniqueIdOf(demoApps.workOrder);
/** Installed in 星河科技园, not in 云杉集团. */
const LEAVE = uniqueIdOf(demoApps.leave);
/** Every application of the catalogue is installed in 星河科技园. */
const XINGHE_INSTALLED = CATALOGUE_SIZE;

const { admin, yunshanAdmin, member } = demoTokens(server);

const manage = <T = ManagedApplication>(path: string, body: object, token: string) =>
  server.post<T>(`/app/v1/manage/application/${path}`, body, token);

describe('permission codes', () => {
  const refusedFor = (permission: string) => `您没有「${permission}」的权限，请联系企业管理员`;
  it.each([
    ['open', { uniqueId: LEAVE }, '仅企业管理员可以管理应用'],
    ['page', {}, refusedFor('应用管理')],
    ['detail', { uniqueId: WORK_ORDER }, refusedFor('应用管理')],
    ['modify/state', { uniqueId: WORK_ORDER, inState: 2 }, refusedFor('启停应用')],
    ['modify', { uniqueId: 'app-approval', roleUniqueIds: [] }, refusedFor('设置可用角色')],
    ['remove', { uniqueId: WORK_ORDER }, refusedFor('移除应用')],
    ['resource/tree', { uniqueId: 'app-settings' }, refusedFor('应用管理')],
  ])('refuses %s to a member without its code and changes nothing', async (path, body, message) => {
    const token = await member();
    const before = await fingerprintTables(server.db);
    const { body: answer } = await manage(path, body, token);
    expect(answer).toEqual({ code: ErrorCode.Forbidden, message, data: null });
    expect(await fingerprintTables(server.db)).toEqual(before);
  });
});

describe('/app/v1/manage/application/open', () => {
  it('opens an application with its first edition, free and permanent', async () => {
    const token = await yunshanAdmin();
    const { body } = await manage('open', { uniqueId: LEAVE }, token);
    expect(body).toMatchObject({
      code: 0,
      data: {
        uniqueId: LEAVE,
        name: '请假管理',
        state: 1,
        inState: 1,
        expiredTime: null,
        installedAt: server.clock.now().toISOString(),
        roleUniqueIds: [],
      },
    });
    const held = await server.post<{ agentId: string }[]>('/app/v1/user/application/list', {}, token);
    expect(held.body.data.map((application) => application.agentId)).toContain('hr02leave0000000');
    // 星河科技园 is untouched.
    const [row] = await server.db.query<{ count: number }>(
      'select count(*)::int as count from organization_applications oa join organizations o on o.id = oa.organization_id where o.unique_id = $1',
      ['xinghe-park'],
    );
    expect(row!.count).toBe(XINGHE_INSTALLED);
  });

  it('sets the expiry from the chosen edition', async () => {
    const token = await yunshanAdmin();
    const fee = uniqueIdOf(demoApps.fee);
    const editions = await server.post<{ uniqueId: string; durationDays: number | null }[]>(
      '/app/v1/marketplace/application/edition/list',
      { uniqueId: fee },
      token,
    );
    const yearly = editions.body.data.find((edition) => edition.durationDays === 365)!;
    const { body } = await manage('open', { uniqueId: fee, editionUniqueId: yearly.uniqueId }, token);
    expect(body.code).toBe(0);
    expect(body.data.expiredTime).toBe(new Date(server.clock.now().getTime() + 365 * DAY).toISOString());
    const market = await server.post<{ installed: boolean; held: boolean }>(
      '/app/v1/marketplace/application/detail',
      { uniqueId: fee },
      token,
    );
    expect(market.body.data).toMatchObject({ installed: true, held: true });
  });

  it('refuses an application already opened, unknown ones and editions of another application', async () => {
    const token = await yunshanAdmin();
    expect((await manage('open', { uniqueId: 'app-approval' }, token)).body).toEqual({
      code: ErrorCode.ApplicationInstalled,
      message: '该应用已开通',
      data: null,
    });
    expect((await manage('open', { uniqueId: 'app-nothing' }, token)).body).toMatchObject({
      code: ErrorCode.ApplicationNotFound,
      message: '应用不存在',
    });
    expect(
      (await manage('open', { uniqueId: LEAVE, editionUniqueId: 'app-approval-pro' }, token)).body,
    ).toMatchObject({ code: ErrorCode.EditionNotFound, message: '应用版本不存在' });
    expect((await manage('open', { uniqueId: LEAVE, editionUniqueId: 'x/y' }, token)).body.message).toBe(
      '版本标识格式不正确',
    );
    expect((await manage('open', {}, token)).body.message).toBe('缺少必填项：应用标识');
  });
});

describe('/app/v1/manage/application/page and detail', () => {
  it('pages the installed applications in catalogue order, 10 by default', async () => {
    const token = await admin();
    const first = await manage<Page<ManagedApplication>>('page', {}, token);
    expect(first.body.code).toBe(0);
    expect(first.body.data).toMatchObject({ total: XINGHE_INSTALLED, pageNum: 1, pageSize: 10 });
    expect(first.body.data.list).toHaveLength(10);
    expect(first.body.data.list[0]).toEqual({
      uniqueId: 'app-market',
      applicationUniqueId: 'app-market',
      agentId: 'c0a9e3b7d41f5a26',
      name: '应用中心',
      pcName: '应用中心',
      iconUrl: expect.any(String),
      introduction: expect.any(String),
      categoryName: '基础管理',
      pcUrl: '/PC_APPLICATION_CENTER',
      appUrl: '',
      state: 1,
      inState: 1,
      expiredTime: null,
      installedAt: server.clock.now().toISOString(),
      roleUniqueIds: [await everyoneRoleOf(server.db, 'xinghe-park')],
      openToAll: false,
    });
    const lastPage = Math.ceil(XINGHE_INSTALLED / 20);
    const last = await manage<Page<ManagedApplication>>('page', { pageNum: lastPage, pageSize: 20 }, token);
    expect(last.body.data.list).toHaveLength(XINGHE_INSTALLED - (lastPage - 1) * 20);
    const beyond = await manage<Page<ManagedApplication>>(
      'page',
      { pageNum: lastPage + 1, pageSize: 20 },
      token,
    );
    expect(beyond.body.data).toEqual({
      list: [],
      total: XINGHE_INSTALLED,
      pageNum: lastPage + 1,
      pageSize: 20,
    });
    const all = await manage<Page<ManagedApplication>>('page', { pageSize: 100 }, token);
    expect(new Set(all.body.data.list.map((application) => application.uniqueId)).size).toBe(
      XINGHE_INSTALLED,
    );
  });

  it('filters by name and by the organisation’s own switch', async () => {
    const token = await admin();
    const named = await manage<Page<ManagedApplication>>('page', { name: ' 管理 ', pageSize: 100 }, token);
    expect(named.body.data.total).toBe(named.body.data.list.length);
    expect(named.body.data.list.every((application) => application.name.includes('管理'))).toBe(true);
    expect(named.body.data.total).toBeGreaterThan(5);
    const off = await manage<Page<ManagedApplication>>('page', { inState: 2, pageSize: 100 }, token);
    expect(off.body.data.total).toBeGreaterThan(0);
    expect(off.body.data.list.every((application) => application.inState === 2)).toBe(true);
    expect(off.body.data.list.map((application) => application.name)).toContain('花名册');
  });

  it('shows each organisation only its own installations', async () => {
    const yunshan = await manage<Page<ManagedApplication>>('page', { pageSize: 100 }, await yunshanAdmin());
    const uniqueIds = yunshan.body.data.list.map((application) => application.uniqueId);
    expect(yunshan.body.data.total).toBe(uniqueIds.length);
    expect(uniqueIds).not.toContain(LEAVE);
    expect(uniqueIds).not.toContain('app-park');
    expect((await manage('detail', { uniqueId: LEAVE }, await yunshanAdmin())).body).toEqual({
      code: ErrorCode.ApplicationNotInstalled,
      message: '该应用尚未开通',
      data: null,
    });
    expect((await manage('detail', { uniqueId: LEAVE }, await admin())).body.data).toMatchObject({
      uniqueId: LEAVE,
      roleUniqueIds: [],
    });
  });

  it('marks the applications without resources as open to all members', async () => {
    const token = await admin();
    const all = await manage<Page<ManagedApplication>>('page', { pageSize: 100 }, token);
    const byId = new Map(all.body.data.list.map((application) => [application.uniqueId, application]));
    expect(byId.get(WORK_ORDER)).toMatchObject({ openToAll: true, roleUniqueIds: [] });
    expect(byId.get('app-approval')).toMatchObject({ openToAll: false });
    expect(byId.get('app-settings')).toMatchObject({ openToAll: false });
    // The flag agrees with the resources the application really has.
    const [{ count } = { count: -1 }] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from applications a
        where a.unique_id = any($1::text[]) and not exists (select 1 from resources r where r.application_id = a.id)`,
      [all.body.data.list.filter((application) => application.openToAll).map((a) => a.uniqueId)],
    );
    expect(count).toBe(all.body.data.list.filter((application) => application.openToAll).length);
    expect(count).toBeGreaterThan(0);
    expect((await manage('detail', { uniqueId: WORK_ORDER }, token)).body.data.openToAll).toBe(true);
    expect((await manage('detail', { uniqueId: 'app-approval' }, token)).body.data.openToAll).toBe(false);
  });

  it('refuses bad paging in Chinese', async () => {
    const token = await admin();
    const message = async (body: object) => (await manage('page', body, token)).body.message;
    expect(await message({ pageSize: 101 })).toBe('每页条数不能大于 100');
    expect(await message({ pageSize: 0 })).toBe('每页条数不能小于 1');
    expect(await message({ pageNum: 0 })).toBe('页码不能小于 1');
    expect(await message({ pageNum: 1.5 })).toBe('页码的类型不正确，应为整数');
    expect(await message({ inState: 3 })).toBe('启用状态不能大于 2');
    expect(await message({ name: 'x'.repeat(65) })).toBe('关键词不能超过 64 个字符');
  });
});

describe('/app/v1/manage/application/modify/state', () => {
  it('switches an application off and on for the organisation', async () => {
    const token = await admin();
    const memberToken = await member();
    const check = () =>
      server.post<{ isCan: boolean; message: string }>(
        '/app/v1/user/application/agent/check',
        { agentId: 'f87cd201d3053709' },
        memberToken,
      );
    const off = await manage('modify/state', { uniqueId: WORK_ORDER, inState: 2 }, token);
    expect(off.body).toMatchObject({ code: 0, data: { uniqueId: WORK_ORDER, inState: 2, state: 1 } });
    expect((await check()).body.data).toEqual({ isCan: false, message: '应用已被停用，请联系企业管理员！' });
    // 云杉集团's installation of the same application is not affected.
    const yunshan = await manage('detail', { uniqueId: WORK_ORDER }, await yunshanAdmin());
    expect(yunshan.body.data.inState).toBe(1);
    await manage('modify/state', { uniqueId: WORK_ORDER, inState: 1 }, token);
    expect((await check()).body.data.isCan).toBe(true);
  });

  it('refuses to switch off a system application, and refuses what is not installed', async () => {
    const token = await admin();
    expect((await manage('modify/state', { uniqueId: 'app-settings', inState: 2 }, token)).body).toEqual({
      code: ErrorCode.SystemApplication,
      message: '系统应用不能停用',
      data: null,
    });
    expect((await manage('modify/state', { uniqueId: 'app-settings', inState: 1 }, token)).body.code).toBe(0);
    expect(
      (await manage('modify/state', { uniqueId: LEAVE, inState: 2 }, await yunshanAdmin())).body.code,
    ).toBe(ErrorCode.ApplicationNotInstalled);
    expect((await manage('modify/state', { uniqueId: WORK_ORDER }, token)).body.message).toBe(
      '缺少必填项：启用状态',
    );
    expect((await manage('modify/state', { uniqueId: WORK_ORDER, inState: '2' }, token)).body.message).toBe(
      '启用状态的类型不正确，应为整数',
    );
  });
});

describe('/app/v1/manage/application/modify', () => {
  const appList = async (token: string) =>
    (await server.post<{ uniqueId: string }[]>('/app/v1/user/application/list', {}, token)).body.data.map(
      (application) => application.uniqueId,
    );

  it('grants every resource of the application to exactly the chosen roles', async () => {
    await addRole(server.db, {
      uniqueId: 'role-approver',
      organization: 'xinghe-park',
      name: '审批员',
      members: ['13800000002'],
    });
    const token = await admin();
    const memberToken = await member();
    expect(await appList(memberToken)).not.toContain('app-approval');

    const granted = await manage(
      'modify',
      { uniqueId: 'app-approval', roleUniqueIds: ['role-approver'] },
      token,
    );
    expect(granted.body).toMatchObject({
      code: 0,
      data: { uniqueId: 'app-approval', roleUniqueIds: ['role-approver'] },
    });
    expect(await appList(memberToken)).toContain('app-approval');
    const tree = await server.post<ResourceNode[]>(
      '/app/v1/user/application/resource/tree',
      { applicationUniqueId: 'app-approval' },
      memberToken,
    );
    const full = await manage<ResourceNode[]>('resource/tree', { uniqueId: 'app-approval' }, token);
    expect(codesOf(tree.body.data)).toEqual(codesOf(full.body.data));
    const session = await server.post<{ resources: ResourceNode[] }>(
      '/enterprise/v1/session/resource/detail',
      {},
      memberToken,
    );
    expect(codesOf(session.body.data.resources)).toContain('PC_APPROVAL_CENTER');

    const revoked = await manage('modify', { uniqueId: 'app-approval', roleUniqueIds: [] }, token);
    expect(revoked.body.data.roleUniqueIds).toEqual([]);
    expect(await appList(memberToken)).not.toContain('app-approval');
  });

  it('takes the application from roles left out, in this organisation only', async () => {
    const token = await admin();
    const { body } = await manage('modify', { uniqueId: 'app-market', roleUniqueIds: [] }, token);
    expect(body.data.roleUniqueIds).toEqual([]);
    expect(await appList(await member())).not.toContain('app-market');
    const yunshan = await manage('detail', { uniqueId: 'app-market' }, await yunshanAdmin());
    expect(yunshan.body.data.roleUniqueIds).toEqual([await everyoneRoleOf(server.db, 'yunshan-group')]);
  });

  it('refuses unknown roles, other organisations’ roles and applications open to all', async () => {
    const token = await admin();
    const roleNotFound = { code: ErrorCode.RoleNotFound, message: '角色不存在', data: null };
    expect(
      (await manage('modify', { uniqueId: 'app-approval', roleUniqueIds: ['role-nobody'] }, token)).body,
    ).toEqual(roleNotFound);
    const yunshanRole = await everyoneRoleOf(server.db, 'yunshan-group');
    expect(
      (await manage('modify', { uniqueId: 'app-approval', roleUniqueIds: [yunshanRole] }, token)).body,
    ).toEqual(roleNotFound);
    const everyone = await everyoneRoleOf(server.db, 'xinghe-park');
    expect((await manage('modify', { uniqueId: WORK_ORDER, roleUniqueIds: [everyone] }, token)).body).toEqual(
      {
        code: ErrorCode.ApplicationOpenToAll,
        message: '该应用对全体成员开放，无需分配角色',
        data: null,
      },
    );
    // The demo's 审批用户 still holds the approval application: the refusals changed nothing.
    const detail = await manage('detail', { uniqueId: 'app-approval' }, token);
    expect(detail.body.data.roleUniqueIds).toEqual([await roleOf(server.db, 'xinghe-park', '审批用户')]);
  });

  it('refuses the built-in 管理员 role, whose members already hold every application', async () => {
    const token = await admin();
    const [adminRole] = await server.db.query<{ uniqueId: string }>(
      `select ro.unique_id as "uniqueId" from roles ro join organizations o on o.id = ro.organization_id
        where o.unique_id = 'xinghe-park' and ro.built_in`,
    );
    const everyone = await everyoneRoleOf(server.db, 'xinghe-park');
    await manage('modify', { uniqueId: 'app-approval', roleUniqueIds: [everyone] }, token);
    const before = await fingerprintTables(server.db);
    const { body } = await manage(
      'modify',
      { uniqueId: 'app-approval', roleUniqueIds: [everyone, adminRole!.uniqueId] },
      token,
    );
    expect(body).toEqual({
      code: ErrorCode.BuiltInRole,
      message: '管理员已拥有全部应用，无需分配',
      data: null,
    });
    expect(await fingerprintTables(server.db)).toEqual(before);
    expect((await manage('detail', { uniqueId: 'app-approval' }, token)).body.data.roleUniqueIds).toEqual([
      everyone,
    ]);
  });

  it('accepts a role named twice once, and refuses bad role lists in Chinese', async () => {
    const token = await admin();
    const everyone = await everyoneRoleOf(server.db, 'xinghe-park');
    const twice = await manage(
      'modify',
      { uniqueId: 'app-approval', roleUniqueIds: [everyone, everyone] },
      token,
    );
    expect(twice.body.data.roleUniqueIds).toEqual([everyone]);
    const message = async (roleUniqueIds: unknown) =>
      (await manage('modify', { uniqueId: 'app-approval', roleUniqueIds }, token)).body.message;
    expect(await message('role')).toBe('可使用的角色的类型不正确，应为数组');
    expect(await message(Array.from({ length: 101 }, (_, index) => `role-${index}`))).toBe(
      '可使用的角色不能超过 100 项',
    );
    expect(await message(['<script>'])).toBe('角色标识格式不正确');
    expect((await manage('modify', { uniqueId: 'app-approval' }, token)).body.message).toBe(
      '缺少必填项：可使用的角色',
    );
  });
});

describe('/app/v1/manage/application/remove', () => {
  it('uninstalls an application for the organisation only; it can be opened again', async () => {
    const token = await admin();
    expect((await manage('remove', { uniqueId: WORK_ORDER }, token)).body).toEqual({
      code: 0,
      message: 'success',
      data: null,
    });
    const held = await server.post<{ uniqueId: string }[]>(
      '/app/v1/user/application/list',
      {},
      await member(),
    );
    expect(held.body.data.map((application) => application.uniqueId)).not.toContain(WORK_ORDER);
    expect((await manage('detail', { uniqueId: WORK_ORDER }, token)).body.code).toBe(
      ErrorCode.ApplicationNotInstalled,
    );
    expect((await manage('remove', { uniqueId: WORK_ORDER }, token)).body.code).toBe(
      ErrorCode.ApplicationNotInstalled,
    );
    expect((await manage('detail', { uniqueId: WORK_ORDER }, await yunshanAdmin())).body.code).toBe(0);
    expect((await manage('open', { uniqueId: WORK_ORDER }, token)).body.code).toBe(0);
  });

  it('refuses to remove 设置 and 应用中心', async () => {
    const token = await admin();
    for (const uniqueId of ['app-settings', 'app-market']) {
      expect((await manage('remove', { uniqueId }, token)).body).toEqual({
        code: ErrorCode.SystemApplication,
        message: '系统应用不能移除',
        data: null,
      });
    }
    expect((await manage('remove', { uniqueId: 'app-nothing' }, token)).body.code).toBe(
      ErrorCode.ApplicationNotInstalled,
    );
  });
});

describe('/app/v1/manage/application/resource/tree', () => {
  it('answers the whole tree of an installed application', async () => {
    const { body } = await manage<ResourceNode[]>(
      'resource/tree',
      { uniqueId: 'app-settings' },
      await admin(),
    );
    expect(body.code).toBe(0);
    expect(codesOf(body.data)).toEqual(
      expect.arrayContaining([
        'PC_SETTING_MANAGEMENT',
        'PC_STAFF_MANAGEMENT',
        'STAFF_ADD',
        'PC_ROLE_MANAGEMENT',
      ]),
    );
    expect((await manage('resource/tree', { uniqueId: 'app-park' }, await yunshanAdmin())).body.code).toBe(
      ErrorCode.ApplicationNotInstalled,
    );
  });
});
