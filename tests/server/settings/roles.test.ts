import { areaManifests, areaResources, codesGrantedToEveryone } from '../../../manifests';
import { ErrorCode } from '../../../server/http/error-codes';
import { codesOf, demoTokens } from '../support/application-centre';
import { invalid, refusal } from '../support/refusals';
import { addRole as seedRole } from '../support/roles';
import { fingerprintTables } from '../support/table-fingerprints';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();
const { admin, yunshanAdmin, member } = demoTokens(server);

interface RoleSummary {
  uniqueId: string;
  name: string;
  builtIn: boolean;
  memberCount: number;
  createdAt: string;
}

interface RoleDetail extends RoleSummary {
  resourceCodes: string[];
}

interface ResourceNode {
  code: string;
  name: string;
  type: string;
  parentCode: string | null;
  childs: ResourceNode[];
}

interface GrantableApplication {
  uniqueId: string;
  agentId: string;
  name: string;
  iconUrl: string;
  resources: ResourceNode[];
}

interface RoleMember {
  uniqueId: string;
  nickname: string;
  telephone: string;
  state: number;
}

interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

const role = <T = unknown>(path: string, body: object, token: string) =>
  server.post<T>(`/enterprise/v1/role/${path}`, body, token);

const forbidden = (permission: string) =>
  refusal(ErrorCode.Forbidden, `您没有「${permission}」的权限，请联系企业管理员`);

/** The uniqueIds of a demo organisation's roles, by name. */
async function rolesOf(organization: string): Promise<Record<string, string>> {
  const rows = await server.db.query<{ name: string; uniqueId: string }>(
    `select ro.name, ro.unique_id as "uniqueId" from roles ro join organizations o on o.id = ro.organization_id
      where o.unique_id = $1`,
    [organization],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.uniqueId]));
}

/** The uniqueId of the membership of the account with this telephone in a demo organisation. */
async function memberOf(telephone: string, organization: string): Promise<string> {
  const [row] = await server.db.query<{ uniqueId: string }>(
    `select m.unique_id as "uniqueId" from memberships m
       join accounts a on a.id = m.account_id join organizations o on o.id = m.organization_id
      where a.telephone = $1 and o.unique_id = $2`,
    [telephone, organization],
  );
  return row!.uniqueId;
}

/** Every code of the member's own resource tree (what the console shows and the server lets through). */
async function heldCodes(token: string): Promise<string[]> {
  const { body } = await server.post<{ resources: ResourceNode[] }>(
    '/enterprise/v1/session/resource/detail',
    {},
    token,
  );
  expect(body.code).toBe(0);
  return codesOf(body.data.resources);
}

async function added(name: string, token: string): Promise<RoleSummary> {
  const { body } = await role<RoleSummary>('add', { name }, token);
  expect(body.code).toBe(0);
  return body.data;
}

async function detailOf(uniqueId: string, token: string): Promise<RoleDetail> {
  const { body } = await role<RoleDetail>('detail', { uniqueId }, token);
  expect(body.code).toBe(0);
  return body.data;
}

/** Gives 李娜 a role of 星河科技园 holding only these codes. */
const give李娜 = (resourceCodes: string[]) =>
  seedRole(server.db, {
    uniqueId: 'role-test',
    organization: 'xinghe-park',
    name: '测试角色',
    resourceCodes,
    members: ['13800000002'],
  });

const SHIPPED_AREAS = ['market', 'settings', 'approval', 'notice', 'contract', 'park', 'billing'];

/**
 * The areas in the catalogue's order: those with an application of their own in the manifests' order,
 * then billing, whose 费用管理 keeps its place among the market's applications (after them all), so an
 * area added with `npm run new-plugin` comes before it.
 */
const CATALOGUE_ORDER = [
  ...areaManifests.filter((manifest) => manifest.id !== 'billing'),
  ...areaManifests.filter((manifest) => manifest.id === 'billing'),
];

/** An area's codes, those it places in another area's directory included (they are its application's). */
const manifestCodes = (id: string) =>
  areaResources(areaManifests.find((manifest) => manifest.id === id)!).map((resource) => resource.code);

describe('/enterprise/v1/role/list', () => {
  it('lists the built-in 管理员 first, then the other roles, with member counts', async () => {
    const roles = await rolesOf('xinghe-park');
    const { body } = await role<RoleSummary[]>('list', {}, await admin());
    expect(body).toEqual({
      code: 0,
      message: 'success',
      data: [
        {
          uniqueId: roles.管理员,
          name: '管理员',
          builtIn: true,
          memberCount: 1,
          createdAt: server.clock.now().toISOString(),
        },
        {
          uniqueId: roles.普通员工,
          name: '普通员工',
          builtIn: false,
          memberCount: 6,
          createdAt: server.clock.now().toISOString(),
        },
        {
          uniqueId: roles.审批用户,
          name: '审批用户',
          builtIn: false,
          memberCount: 5,
          createdAt: server.clock.now().toISOString(),
        },
      ],
    });
  });

  it('lists roles added later after the older ones', async () => {
    const token = await admin();
    server.clock.advance(60_000);
    await added('访客', token);
    const { body } = await role<RoleSummary[]>('list', {}, token);
    expect(body.data.map((summary) => summary.name)).toEqual(['管理员', '普通员工', '审批用户', '访客']);
  });

  it('is open to holders of any of the codes that choose roles (staff form, applications)', async () => {
    const token = await member();
    expect((await role('list', {}, token)).body).toEqual(forbidden('角色管理'));
    for (const code of ['STAFF_ADD', 'STAFF_MODIFY', 'PC_APPLICATION_MANAGEMENT', 'PC_ROLE_MANAGEMENT']) {
      await server.db.query("delete from roles where unique_id = 'role-test'");
      await give李娜([code]);
      expect((await role('list', {}, token)).body.code).toBe(0);
    }
  });

  it('shows each organisation only its own roles', async () => {
    const { body } = await role<RoleSummary[]>('list', {}, await yunshanAdmin());
    const roles = await rolesOf('yunshan-group');
    expect(body.data.map((summary) => [summary.uniqueId, summary.name, summary.memberCount])).toEqual([
      [roles.管理员, '管理员', 1],
      [roles.普通员工, '普通员工', 0],
    ]);
  });
});

describe('/enterprise/v1/role/resource/tree', () => {
  it('offers every installed application with resources, in catalogue order, with its whole tree', async () => {
    const { body } = await role<GrantableApplication[]>('resource/tree', {}, await admin());
    expect(body.code).toBe(0);
    // Every area application is installed in 星河科技园; the market's other applications have no resources.
    expect(body.data.map((application) => application.agentId)).toEqual(
      CATALOGUE_ORDER.map((manifest) => manifest.application.agentId),
    );
    const settings = body.data.find((application) => application.name === '设置')!;
    expect(settings).toMatchObject({ uniqueId: 'app-settings', iconUrl: '' });
    expect(codesOf(settings.resources)).toEqual(manifestCodes('settings'));
    const [directory] = settings.resources;
    expect(directory).toMatchObject({ code: 'PC_SETTING_MANAGEMENT', type: 'RESOURCE_TYPE_DIRECTORY_PC' });
    const roles = directory!.childs.find((node) => node.code === 'PC_ROLE_MANAGEMENT')!;
    expect(roles.childs.map((node) => [node.code, node.name, node.type, node.parentCode])).toEqual([
      ['ROLE_ADD', '新增角色', 'RESOURCE_TYPE_PERMISSION_ACTION', 'PC_ROLE_MANAGEMENT'],
      ['ROLE_MODIFY', '重命名角色', 'RESOURCE_TYPE_PERMISSION_ACTION', 'PC_ROLE_MANAGEMENT'],
      ['ROLE_GRANT', '角色授权', 'RESOURCE_TYPE_PERMISSION_ACTION', 'PC_ROLE_MANAGEMENT'],
      ['ROLE_MEMBER', '分配成员', 'RESOURCE_TYPE_PERMISSION_ACTION', 'PC_ROLE_MANAGEMENT'],
      ['ROLE_REMOVE', '删除角色', 'RESOURCE_TYPE_PERMISSION_ACTION', 'PC_ROLE_MANAGEMENT'],
    ]);
  });

  it('leaves out applications the organisation has not installed, switched-off ones stay', async () => {
    const { body } = await role<GrantableApplication[]>('resource/tree', {}, await yunshanAdmin());
    expect(body.data.map((application) => application.agentId)).toEqual(
      areaManifests
        // 费用管理 (billing's) is installed there as the catalogue always had it: in 星河科技园 only.
        .filter((manifest) => !['contract', 'park', 'billing'].includes(manifest.id))
        .map((manifest) => manifest.application.agentId),
    );
    await server.db.query(
      `update organization_applications set in_state = 2
        where application_id = (select id from applications where unique_id = 'app-approval')`,
    );
    const after = await role<GrantableApplication[]>('resource/tree', {}, await admin());
    expect(after.body.data.map((application) => application.uniqueId)).toContain('app-approval');
  });

  it('needs 角色管理', async () => {
    expect((await role('resource/tree', {}, await member())).body).toEqual(forbidden('角色管理'));
  });
});

describe('/enterprise/v1/role/detail', () => {
  it('answers a role with exactly the codes it grants', async () => {
    const roles = await rolesOf('xinghe-park');
    const detail = await detailOf(roles.普通员工!, await admin());
    expect(detail).toEqual({
      uniqueId: roles.普通员工,
      name: '普通员工',
      builtIn: false,
      memberCount: 6,
      createdAt: server.clock.now().toISOString(),
      // Every member's areas, but not the messages area's 通知管理 (publishing and withdrawing notices)
      // nor park's 录入/编辑企业, 新增/编辑楼宇 and 房间自用/装修, nor contract's 编辑合同类型.
      resourceCodes: [
        ...['market', 'notice', 'contract', 'park']
          .flatMap(manifestCodes)
          .filter(
            (code) =>
              ![
                'NOTICE_MANAGEMENT',
                'NOTICE_PUBLISH',
                'NOTICE_REMOVE',
                'PARK_COMPANY_ADD',
                'PARK_COMPANY_MODIFY',
                'PARK_BUILDING_ADD',
                'PARK_BUILDING_MODIFY',
                'PARK_ROOM_BLOCK',
                'CONTRACT_TYPE_MODIFY',
              ].includes(code),
          ),
        // Areas added since (`npm run new-plugin`) give what their manifests say, after the shipped ones
        // with applications of their own (CATALOGUE_ORDER).
        ...areaManifests
          .filter((manifest) => !SHIPPED_AREAS.includes(manifest.id))
          .flatMap(codesGrantedToEveryone),
        ...manifestCodes('billing'),
      ],
    });
    expect(detail.resourceCodes).toEqual(expect.arrayContaining(['NOTICE', 'NOTICE_LIST', 'NOTICE_DETAIL']));
  });

  it('answers every grantable code for the built-in role, the organisation’s own', async () => {
    const roles = await rolesOf('xinghe-park');
    const tree = await role<GrantableApplication[]>('resource/tree', {}, await admin());
    const everything = tree.body.data.flatMap((application) => codesOf(application.resources));
    const detail = await detailOf(roles.管理员!, await admin());
    expect(detail).toMatchObject({ name: '管理员', builtIn: true, memberCount: 1 });
    expect(detail.resourceCodes).toEqual(everything);
    expect(detail.resourceCodes).toEqual(expect.arrayContaining(['ROLE_GRANT', 'PC_CONTRACT_MANAGEMENT']));

    const yunshan = await detailOf((await rolesOf('yunshan-group')).管理员!, await yunshanAdmin());
    expect(yunshan.resourceCodes).toContain('ROLE_GRANT');
    expect(yunshan.resourceCodes).not.toContain('PC_CONTRACT_MANAGEMENT');
  });

  it('refuses an unknown role and validates the uniqueId', async () => {
    const token = await admin();
    expect((await role('detail', { uniqueId: 'role-nothing' }, token)).body).toEqual(
      refusal(ErrorCode.RoleNotFound, '角色不存在'),
    );
    expect((await role('detail', {}, token)).body).toEqual(invalid('缺少必填项：角色标识'));
    expect((await role('detail', { uniqueId: 'a b' }, token)).body).toEqual(invalid('角色标识格式不正确'));
    expect((await role('detail', { uniqueId: 'r'.repeat(65) }, token)).body).toEqual(
      invalid('角色标识不能超过 64 个字符'),
    );
  });
});

describe('/enterprise/v1/role/add', () => {
  it('adds a role with a trimmed name, holding nothing and given to nobody', async () => {
    const token = await admin();
    const summary = await added('  招商专员 ', token);
    expect(summary).toEqual({
      uniqueId: expect.stringMatching(/^[0-9a-f]{16}$/),
      name: '招商专员',
      builtIn: false,
      memberCount: 0,
      createdAt: server.clock.now().toISOString(),
    });
    expect(await detailOf(summary.uniqueId, token)).toMatchObject({ name: '招商专员', resourceCodes: [] });
    expect((await added('角'.repeat(20), token)).name).toBe('角'.repeat(20));
    // Another organisation may use the same name.
    expect((await added('招商专员', await yunshanAdmin())).name).toBe('招商专员');
  });

  it('refuses a name another role has, the built-in 管理员’s included, and changes nothing', async () => {
    const token = await admin();
    const before = await fingerprintTables(server.db);
    expect((await role('add', { name: ' 普通员工' }, token)).body).toEqual(
      refusal(ErrorCode.RoleNameTaken, '已有名为「普通员工」的角色'),
    );
    expect((await role('add', { name: '管理员' }, token)).body).toEqual(
      refusal(ErrorCode.RoleNameTaken, '已有名为「管理员」的角色'),
    );
    expect(await fingerprintTables(server.db)).toEqual(before);
  });

  it('validates the name', async () => {
    const token = await admin();
    const before = await fingerprintTables(server.db);
    const cases: [unknown, string][] = [
      [undefined, '缺少必填项：角色名称'],
      ['', '角色名称不能为空'],
      ['   ', '角色名称格式不正确'],
      ['角'.repeat(21), '角色名称不能超过 20 个字符'],
      ['<b>角色</b>', '角色名称格式不正确'],
      ['角色\u200b', '角色名称格式不正确'],
      [42, '角色名称的类型不正确，应为字符串'],
    ];
    for (const [name, message] of cases) {
      expect((await role('add', { name }, token)).body).toEqual(invalid(message));
    }
    expect(await fingerprintTables(server.db)).toEqual(before);
  });
});

describe('/enterprise/v1/role/rename', () => {
  it('renames a role, keeping its grants and members', async () => {
    const token = await admin();
    const roles = await rolesOf('xinghe-park');
    const { body } = await role<RoleSummary>(
      'rename',
      { uniqueId: roles.普通员工, name: ' 全体员工 ' },
      token,
    );
    expect(body).toMatchObject({
      code: 0,
      data: { uniqueId: roles.普通员工, name: '全体员工', builtIn: false, memberCount: 6 },
    });
    expect((await detailOf(roles.普通员工!, token)).resourceCodes).toContain('NOTICE');
    // Its own name again is no clash.
    expect((await role('rename', { uniqueId: roles.普通员工, name: '全体员工' }, token)).body.code).toBe(0);
  });

  it('refuses another role’s name, the built-in role and an unknown role, changing nothing', async () => {
    const token = await admin();
    const roles = await rolesOf('xinghe-park');
    const guest = await added('访客', token);
    const before = await fingerprintTables(server.db);
    expect((await role('rename', { uniqueId: guest.uniqueId, name: '普通员工' }, token)).body).toEqual(
      refusal(ErrorCode.RoleNameTaken, '已有名为「普通员工」的角色'),
    );
    expect((await role('rename', { uniqueId: roles.管理员, name: '超级管理员' }, token)).body).toEqual(
      refusal(ErrorCode.BuiltInRole, '内置角色不能修改'),
    );
    expect((await role('rename', { uniqueId: 'role-nothing', name: '访客二' }, token)).body).toEqual(
      refusal(ErrorCode.RoleNotFound, '角色不存在'),
    );
    expect((await role('rename', { uniqueId: guest.uniqueId, name: '角'.repeat(21) }, token)).body).toEqual(
      invalid('角色名称不能超过 20 个字符'),
    );
    expect((await role('rename', { uniqueId: guest.uniqueId }, token)).body).toEqual(
      invalid('缺少必填项：角色名称'),
    );
    expect((await role('rename', { name: '访客二' }, token)).body).toEqual(invalid('缺少必填项：角色标识'));
    expect(await fingerprintTables(server.db)).toEqual(before);
  });
});

describe('/enterprise/v1/role/grant', () => {
  it('stores exactly the checked nodes, no ancestor added, and replaces what the role held', async () => {
    const token = await admin();
    const { uniqueId } = await added('园区管理员', token);
    const { body } = await role<RoleDetail>(
      'grant',
      { uniqueId, resourceCodes: ['PARK_INFORMATION_MODIFY', 'PC_PARK_INFORMATION', 'PC_PARK_INFORMATION'] },
      token,
    );
    expect(body).toMatchObject({ code: 0, data: { uniqueId, name: '园区管理员', builtIn: false } });
    // In the grant tree's order; the 设置 directory stays unchecked (half-checked in the tree).
    expect(body.data.resourceCodes).toEqual(['PC_PARK_INFORMATION', 'PARK_INFORMATION_MODIFY']);

    const again = await role<RoleDetail>('grant', { uniqueId, resourceCodes: ['ROLE_ADD'] }, token);
    expect(again.body.data.resourceCodes).toEqual(['ROLE_ADD']);
    const cleared = await role<RoleDetail>('grant', { uniqueId, resourceCodes: [] }, token);
    expect(cleared.body.data.resourceCodes).toEqual([]);
  });

  it('takes effect for the role’s members at once, and so does a revocation', async () => {
    const token = await admin();
    const { uniqueId } = await added('园区管理员', token);
    const liNa = await member();
    expect(
      (
        await role(
          'member/add',
          { uniqueId, memberUniqueIds: [await memberOf('13800000002', 'xinghe-park')] },
          token,
        )
      ).body.code,
    ).toBe(0);
    expect(await heldCodes(liNa)).not.toContain('PC_PARK_INFORMATION');

    await role(
      'grant',
      { uniqueId, resourceCodes: ['PC_PARK_INFORMATION', 'PARK_INFORMATION_MODIFY'] },
      token,
    );
    expect(await heldCodes(liNa)).toEqual(
      expect.arrayContaining(['PC_PARK_INFORMATION', 'PARK_INFORMATION_MODIFY']),
    );
    expect(await heldCodes(liNa)).not.toContain('PC_SETTING_MANAGEMENT');
    const modify = () => server.post('/enterprise/v1/owner/info/modify', { name: '星河科技园' }, liNa);
    expect((await modify()).body.code).toBe(0);

    await role('grant', { uniqueId, resourceCodes: ['PC_PARK_INFORMATION'] }, token);
    expect(await heldCodes(liNa)).toContain('PC_PARK_INFORMATION');
    expect(await heldCodes(liNa)).not.toContain('PARK_INFORMATION_MODIFY');
    expect((await modify()).body).toEqual(forbidden('编辑园区详情'));
  });

  it('refuses unknown codes, codes of applications not installed and the built-in role, changing nothing', async () => {
    const token = await admin();
    const { uniqueId } = await added('园区管理员', token);
    await role('grant', { uniqueId, resourceCodes: ['ROLE_ADD'] }, token);
    const yunshanToken = await yunshanAdmin();
    const yunshanRole = await added('合同管理员', yunshanToken);
    const before = await fingerprintTables(server.db);

    expect(
      (await role('grant', { uniqueId, resourceCodes: ['ROLE_ADD', 'NO_SUCH_CODE'] }, token)).body,
    ).toEqual(refusal(ErrorCode.ResourceNotGrantable, '资源「NO_SUCH_CODE」不存在或所属应用未开通'));
    // 云杉集团 has not installed 合同管理.
    const contract = manifestCodes('contract')[0]!;
    expect(
      (
        await role(
          'grant',
          { uniqueId: yunshanRole.uniqueId, resourceCodes: ['ROLE_ADD', contract] },
          yunshanToken,
        )
      ).body,
    ).toEqual(refusal(ErrorCode.ResourceNotGrantable, `资源「${contract}」不存在或所属应用未开通`));
    const roles = await rolesOf('xinghe-park');
    expect(
      (await role('grant', { uniqueId: roles.管理员, resourceCodes: ['ROLE_ADD'] }, token)).body,
    ).toEqual(refusal(ErrorCode.BuiltInRole, '管理员角色拥有全部权限，无需授权'));
    expect((await role('grant', { uniqueId: 'role-nothing', resourceCodes: [] }, token)).body).toEqual(
      refusal(ErrorCode.RoleNotFound, '角色不存在'),
    );
    expect(await fingerprintTables(server.db)).toEqual(before);
  });

  it('keeps the grants of a removed application out of sight, and back when it is reinstalled', async () => {
    const token = await admin();
    const { uniqueId } = await added('合同专员', token);
    const contract = manifestCodes('contract');
    await role('grant', { uniqueId, resourceCodes: ['ROLE_ADD', ...contract] }, token);
    const installation = await server.db.query<{ application_id: number; organization_id: number }>(
      `delete from organization_applications
        where application_id = (select id from applications where unique_id = 'app-contract')
          and organization_id = (select id from organizations where unique_id = 'xinghe-park')
       returning application_id, organization_id`,
    );
    expect((await detailOf(uniqueId, token)).resourceCodes).toEqual(['ROLE_ADD']);
    await role('grant', { uniqueId, resourceCodes: ['ROLE_MODIFY'] }, token);
    await server.db.query(
      'insert into organization_applications (organization_id, application_id, created_at) values ($1, $2, now())',
      [installation[0]!.organization_id, installation[0]!.application_id],
    );
    expect((await detailOf(uniqueId, token)).resourceCodes).toEqual(['ROLE_MODIFY', ...contract]);
  });

  it('validates the uniqueId and the codes', async () => {
    const token = await admin();
    const { uniqueId } = await added('园区管理员', token);
    const before = await fingerprintTables(server.db);
    const cases: [object, string][] = [
      [{ uniqueId }, '缺少必填项：授权资源'],
      [{ resourceCodes: [] }, '缺少必填项：角色标识'],
      [{ uniqueId, resourceCodes: 'ROLE_ADD' }, '授权资源的类型不正确，应为数组'],
      [{ uniqueId, resourceCodes: ['ROLE ADD'] }, '资源编码格式不正确'],
      [{ uniqueId, resourceCodes: [''] }, '资源编码格式不正确'],
      [{ uniqueId, resourceCodes: ['R'.repeat(65)] }, '资源编码不能超过 64 个字符'],
      [{ uniqueId, resourceCodes: [7] }, '资源编码的类型不正确，应为字符串'],
      [{ uniqueId, resourceCodes: Array(2001).fill('ROLE_ADD') }, '授权资源不能超过 2000 项'],
      [{ uniqueId: '<x>', resourceCodes: [] }, '角色标识格式不正确'],
    ];
    for (const [body, message] of cases) {
      expect((await role('grant', body, token)).body).toEqual(invalid(message));
    }
    expect(await fingerprintTables(server.db)).toEqual(before);
  });
});

describe('/enterprise/v1/role/remove', () => {
  it('removes a role: its members keep their other roles and lose what it granted at once', async () => {
    const token = await admin();
    await give李娜(['PC_PARK_INFORMATION']);
    const liNa = await member();
    expect(await heldCodes(liNa)).toContain('PC_PARK_INFORMATION');

    expect((await role('remove', { uniqueId: 'role-test' }, token)).body).toEqual({
      code: 0,
      message: 'success',
      data: null,
    });
    const list = await role<RoleSummary[]>('list', {}, token);
    expect(list.body.data.map((summary) => summary.name)).toEqual(['管理员', '普通员工', '审批用户']);
    expect(await heldCodes(liNa)).not.toContain('PC_PARK_INFORMATION');
    expect(await heldCodes(liNa)).toContain('NOTICE');
    const leftovers = await server.db.query(
      `select 1 from member_roles mr where not exists (select 1 from roles ro where ro.id = mr.role_id)
       union all select 1 from role_resources rr where not exists (select 1 from roles ro where ro.id = rr.role_id)`,
    );
    expect(leftovers).toEqual([]);
  });

  it('refuses the built-in role and an unknown role, changing nothing', async () => {
    const token = await admin();
    const roles = await rolesOf('xinghe-park');
    const before = await fingerprintTables(server.db);
    expect((await role('remove', { uniqueId: roles.管理员 }, token)).body).toEqual(
      refusal(ErrorCode.BuiltInRole, '内置角色不能删除'),
    );
    expect((await role('remove', { uniqueId: 'role-nothing' }, token)).body).toEqual(
      refusal(ErrorCode.RoleNotFound, '角色不存在'),
    );
    expect((await role('remove', {}, token)).body).toEqual(invalid('缺少必填项：角色标识'));
    expect(await fingerprintTables(server.db)).toEqual(before);
  });
});

describe('/enterprise/v1/role/member/page', () => {
  const wangFang = { nickname: '王芳', telephone: '13800000003', state: 1 };
  const liNa = { nickname: '李娜', telephone: '13800000002', state: 1 };
  const chenGang = { nickname: '陈刚', telephone: '13800000004', state: 1 };
  const zhaoMin = { nickname: '赵敏', telephone: '13800000005', state: 1 };
  const sunQiang = { nickname: '孙强', telephone: '13800000006', state: 1 };
  const liuYang = { nickname: '刘洋', telephone: '13800000007', state: 1 };

  it('pages the role’s members in the order they joined, disabled ones included', async () => {
    const token = await admin();
    const roles = await rolesOf('xinghe-park');
    await server.db.query("update memberships set state = 2 where nickname = '王芳'");
    const { body } = await role<Page<RoleMember>>('member/page', { uniqueId: roles.普通员工 }, token);
    expect(body.data).toEqual({
      list: [
        { uniqueId: await memberOf('13800000002', 'xinghe-park'), ...liNa },
        { uniqueId: await memberOf('13800000003', 'xinghe-park'), ...wangFang, state: 2 },
        { uniqueId: await memberOf('13800000004', 'xinghe-park'), ...chenGang },
        { uniqueId: await memberOf('13800000005', 'xinghe-park'), ...zhaoMin },
        { uniqueId: await memberOf('13800000006', 'xinghe-park'), ...sunQiang },
        { uniqueId: await memberOf('13800000007', 'xinghe-park'), ...liuYang },
      ],
      total: 6,
      pageNum: 1,
      pageSize: 10,
    });
    const second = await role<Page<RoleMember>>(
      'member/page',
      { uniqueId: roles.普通员工, pageNum: 2, pageSize: 1 },
      token,
    );
    expect(second.body.data).toMatchObject({
      list: [{ nickname: '王芳' }],
      total: 6,
      pageNum: 2,
      pageSize: 1,
    });
  });

  it('finds members by name or telephone', async () => {
    const token = await admin();
    const roles = await rolesOf('xinghe-park');
    const search = async (keyword: string) =>
      (await role<Page<RoleMember>>('member/page', { uniqueId: roles.普通员工, keyword }, token)).body.data;
    expect(await search(' 李 ')).toMatchObject({ list: [liNa], total: 1 });
    expect(await search('0003')).toMatchObject({ list: [wangFang], total: 1 });
    expect(await search('陈刚')).toMatchObject({ list: [chenGang], total: 1 });
    expect(await search('赵')).toMatchObject({ list: [zhaoMin], total: 1 });
    expect(await search('周')).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 10 });
    expect(await search('  ')).toMatchObject({ total: 6 });
    const admins = await role<Page<RoleMember>>('member/page', { uniqueId: roles.管理员 }, token);
    expect(admins.body.data).toMatchObject({
      list: [{ nickname: '张伟', telephone: '13800000001' }],
      total: 1,
    });
  });

  it('refuses an unknown role and validates paging and keyword', async () => {
    const token = await admin();
    const roles = await rolesOf('xinghe-park');
    const uniqueId = roles.普通员工;
    const cases: [object, string][] = [
      [{}, '缺少必填项：角色标识'],
      [{ uniqueId, pageNum: 0 }, '页码不能小于 1'],
      [{ uniqueId, pageSize: 101 }, '每页条数不能大于 100'],
      [{ uniqueId, pageSize: 1.5 }, '每页条数的类型不正确，应为整数'],
      [{ uniqueId, keyword: 'k'.repeat(65) }, '关键词不能超过 64 个字符'],
      [{ uniqueId, keyword: '李\u200b' }, '关键词格式不正确'],
    ];
    for (const [body, message] of cases) {
      expect((await role('member/page', body, token)).body).toEqual(invalid(message));
    }
    // NUL, refused in any string where bodies are parsed (server/http/disallowed-text.ts).
    expect((await role('member/page', { uniqueId, keyword: '李\u0000' }, token)).body).toEqual({
      code: ErrorCode.DisallowedCharacters,
      message: '「关键词」含有不允许的字符（空字符）',
      data: { field: 'keyword' },
    });
    expect((await role('member/page', { uniqueId: 'role-nothing' }, token)).body).toEqual(
      refusal(ErrorCode.RoleNotFound, '角色不存在'),
    );
  });
});

describe('/enterprise/v1/role/member/add', () => {
  it('gives the role to members, once each, and they gain what it grants', async () => {
    const token = await admin();
    const { uniqueId } = await added('园区管理员', token);
    await role('grant', { uniqueId, resourceCodes: ['PC_ORG_MANAGEMENT'] }, token);
    const liNaId = await memberOf('13800000002', 'xinghe-park');
    const wangFangId = await memberOf('13800000003', 'xinghe-park');
    const add = (memberUniqueIds: string[]) => role('member/add', { uniqueId, memberUniqueIds }, token);
    expect((await add([liNaId, liNaId])).body).toEqual({ code: 0, message: 'success', data: null });
    expect((await add([liNaId, wangFangId])).body.code).toBe(0);
    expect((await detailOf(uniqueId, token)).memberCount).toBe(2);
    expect(await heldCodes(await member())).toContain('PC_ORG_MANAGEMENT');
  });

  it('makes a member an administrator when given the built-in role', async () => {
    const token = await admin();
    const roles = await rolesOf('xinghe-park');
    const liNa = await member();
    expect((await role('add', { name: '访客' }, liNa)).body).toEqual(forbidden('新增角色'));
    await role(
      'member/add',
      { uniqueId: roles.管理员, memberUniqueIds: [await memberOf('13800000002', 'xinghe-park')] },
      token,
    );
    expect((await role('add', { name: '访客' }, liNa)).body.code).toBe(0);
  });

  it('refuses unknown members and other organisations’ members, changing nothing', async () => {
    const token = await admin();
    const roles = await rolesOf('xinghe-park');
    const liNaId = await memberOf('13800000002', 'xinghe-park');
    const before = await fingerprintTables(server.db);
    const add = (memberUniqueIds: string[]) =>
      role('member/add', { uniqueId: roles.普通员工, memberUniqueIds }, token);
    const notFound = refusal(ErrorCode.MemberNotFound, '成员不存在或已不在本组织');
    expect((await add([liNaId, 'member-nothing'])).body).toEqual(notFound);
    expect((await add([await memberOf('13800000001', 'yunshan-group')])).body).toEqual(notFound);
    expect(
      (await role('member/add', { uniqueId: 'role-nothing', memberUniqueIds: [liNaId] }, token)).body,
    ).toEqual(refusal(ErrorCode.RoleNotFound, '角色不存在'));
    expect(await fingerprintTables(server.db)).toEqual(before);
  });

  it.each(['member/add', 'member/remove'])('%s validates the uniqueId and the members', async (path) => {
    const token = await admin();
    const roles = await rolesOf('xinghe-park');
    const uniqueId = roles.普通员工;
    const before = await fingerprintTables(server.db);
    const cases: [object, string][] = [
      [{ uniqueId }, '缺少必填项：成员'],
      [{ memberUniqueIds: ['m1'] }, '缺少必填项：角色标识'],
      [{ uniqueId, memberUniqueIds: [] }, '成员不能为空'],
      [{ uniqueId, memberUniqueIds: 'm1' }, '成员的类型不正确，应为数组'],
      [{ uniqueId, memberUniqueIds: ['m 1'] }, '成员标识格式不正确'],
      [{ uniqueId, memberUniqueIds: [null] }, '成员标识的类型不正确，应为字符串'],
      [{ uniqueId, memberUniqueIds: Array(501).fill('m1') }, '成员不能超过 500 项'],
    ];
    for (const [body, message] of cases) {
      expect((await role(path, body, token)).body).toEqual(invalid(message));
    }
    expect(await fingerprintTables(server.db)).toEqual(before);
  });
});

describe('/enterprise/v1/role/member/remove', () => {
  it('takes the role from members, who lose what it granted', async () => {
    const token = await admin();
    await give李娜(['PC_ORG_MANAGEMENT']);
    const liNa = await member();
    expect(await heldCodes(liNa)).toContain('PC_ORG_MANAGEMENT');
    const liNaId = await memberOf('13800000002', 'xinghe-park');
    const wangFangId = await memberOf('13800000003', 'xinghe-park');
    // 王芳 does not hold the role: nothing to take from her.
    const { body } = await role(
      'member/remove',
      { uniqueId: 'role-test', memberUniqueIds: [liNaId, wangFangId] },
      token,
    );
    expect(body).toEqual({ code: 0, message: 'success', data: null });
    expect(await heldCodes(liNa)).not.toContain('PC_ORG_MANAGEMENT');
    expect((await detailOf('role-test', token)).memberCount).toBe(0);
  });

  it('refuses to take the built-in role from the last administrator, changing nothing', async () => {
    const token = await yunshanAdmin();
    const roles = await rolesOf('yunshan-group');
    const before = await fingerprintTables(server.db);
    const { body } = await role(
      'member/remove',
      { uniqueId: roles.管理员, memberUniqueIds: [await memberOf('13800000001', 'yunshan-group')] },
      token,
    );
    expect(body).toEqual(refusal(ErrorCode.LastAdministrator, '至少需要保留一名管理员'));
    expect(await fingerprintTables(server.db)).toEqual(before);
  });

  it('lets an administrator step down while another active one remains', async () => {
    const token = await admin();
    const roles = await rolesOf('xinghe-park');
    const zhangWei = await memberOf('13800000001', 'xinghe-park');
    const liNa = await memberOf('13800000002', 'xinghe-park');
    const wangFang = await memberOf('13800000003', 'xinghe-park');
    const admins = (memberUniqueIds: string[], path = 'member/remove') =>
      role(path, { uniqueId: roles.管理员, memberUniqueIds }, token);

    // A disabled administrator does not count.
    await admins([wangFang], 'member/add');
    await server.db.query("update memberships set state = 2 where nickname = '王芳'");
    expect((await admins([zhangWei])).body).toEqual(
      refusal(ErrorCode.LastAdministrator, '至少需要保留一名管理员'),
    );

    await admins([liNa], 'member/add');
    // Both active administrators at once: refused.
    expect((await admins([zhangWei, liNa])).body.code).toBe(ErrorCode.LastAdministrator);
    expect((await admins([zhangWei])).body.code).toBe(0);
    const page = await role<Page<RoleMember>>('member/page', { uniqueId: roles.管理员 }, await member());
    expect(page.body.data.list.map((entry) => entry.nickname)).toEqual(['李娜', '王芳']);
    // 张伟 is no longer an administrator of 星河科技园 from his next request on.
    expect((await role('list', {}, token)).body).toEqual(forbidden('角色管理'));
  });

  it('refuses unknown members and other organisations’ members, changing nothing', async () => {
    const token = await admin();
    const roles = await rolesOf('xinghe-park');
    const before = await fingerprintTables(server.db);
    const remove = (memberUniqueIds: string[]) =>
      role('member/remove', { uniqueId: roles.普通员工, memberUniqueIds }, token);
    const notFound = refusal(ErrorCode.MemberNotFound, '成员不存在或已不在本组织');
    expect((await remove([await memberOf('13800000002', 'xinghe-park'), 'member-nothing'])).body).toEqual(
      notFound,
    );
    expect((await remove([await memberOf('13800000001', 'yunshan-group')])).body).toEqual(notFound);
    expect(await fingerprintTables(server.db)).toEqual(before);
  });
});

describe('permission codes of 角色管理', () => {
  /** Each endpoint with a body that would pass, and the permission it needs (the first of several). */
  async function calls() {
    const roles = await rolesOf('xinghe-park');
    const uniqueId = roles.普通员工!;
    const memberUniqueIds = [await memberOf('13800000002', 'xinghe-park')];
    return {
      reads: [
        ['list', {}, '角色管理'],
        ['detail', { uniqueId }, '角色管理'],
        ['resource/tree', {}, '角色管理'],
        ['member/page', { uniqueId }, '角色管理'],
      ] as const,
      writes: [
        ['add', { name: '访客' }, '新增角色'],
        ['rename', { uniqueId, name: '访客' }, '重命名角色'],
        ['grant', { uniqueId, resourceCodes: [] }, '角色授权'],
        ['member/add', { uniqueId, memberUniqueIds }, '分配成员'],
        ['member/remove', { uniqueId, memberUniqueIds }, '分配成员'],
        ['remove', { uniqueId }, '删除角色'],
      ] as const,
    };
  }

  it('refuses a member without the codes every endpoint, naming the permission', async () => {
    const token = await member();
    const { reads, writes } = await calls();
    const before = await fingerprintTables(server.db);
    for (const [path, body, permission] of [...reads, ...writes]) {
      expect([path, (await role(path, body, token)).body]).toEqual([path, forbidden(permission)]);
    }
    expect(await fingerprintTables(server.db)).toEqual(before);
  });

  it('lets a member holding only 角色管理 read roles but change nothing', async () => {
    await give李娜(['PC_ROLE_MANAGEMENT']);
    const token = await member();
    const { reads, writes } = await calls();
    for (const [path, body] of reads)
      expect([path, (await role(path, body, token)).body.code]).toEqual([path, 0]);
    const before = await fingerprintTables(server.db);
    for (const [path, body, permission] of writes) {
      expect([path, (await role(path, body, token)).body]).toEqual([path, forbidden(permission)]);
    }
    expect(await fingerprintTables(server.db)).toEqual(before);
  });

  it('lets a member holding an action code perform it', async () => {
    await give李娜(['ROLE_ADD', 'ROLE_GRANT']);
    const token = await member();
    const { uniqueId } = await added('访客', token);
    const granted = await role<RoleDetail>('grant', { uniqueId, resourceCodes: ['NOTICE'] }, token);
    expect(granted.body.data.resourceCodes).toEqual(['NOTICE']);
    expect((await role('remove', { uniqueId }, token)).body).toEqual(forbidden('删除角色'));
  });
});

describe('isolation between organisations', () => {
  it('keeps another organisation’s roles, members and codes out of reach', async () => {
    const xinghe = await rolesOf('xinghe-park');
    const liNa = await memberOf('13800000002', 'xinghe-park');
    const token = await yunshanAdmin();
    const before = await fingerprintTables(server.db);
    const notFound = refusal(ErrorCode.RoleNotFound, '角色不存在');
    for (const uniqueId of [xinghe.管理员, xinghe.普通员工]) {
      for (const [path, body] of [
        ['detail', {}],
        ['rename', { name: '改名' }],
        ['grant', { resourceCodes: [] }],
        ['remove', {}],
        ['member/page', {}],
        ['member/add', { memberUniqueIds: [liNa] }],
        ['member/remove', { memberUniqueIds: [liNa] }],
      ] as const) {
        expect([path, (await role(path, { uniqueId, ...body }, token)).body]).toEqual([path, notFound]);
      }
    }
    // Its own role cannot take 星河科技园's member, nor 星河科技园's applications' codes.
    const own = await rolesOf('yunshan-group');
    expect(
      (await role('member/add', { uniqueId: own.普通员工, memberUniqueIds: [liNa] }, token)).body,
    ).toEqual(refusal(ErrorCode.MemberNotFound, '成员不存在或已不在本组织'));
    const park = manifestCodes('park')[0]!;
    expect((await role('grant', { uniqueId: own.普通员工, resourceCodes: [park] }, token)).body).toEqual(
      refusal(ErrorCode.ResourceNotGrantable, `资源「${park}」不存在或所属应用未开通`),
    );
    expect(await fingerprintTables(server.db)).toEqual(before);
  });
});

describe('no one hands out more than they hold', () => {
  /** 李娜 may manage roles (grant, assign) but holds nothing else of the settings area. */
  async function delegate() {
    await seedRole(server.db, {
      uniqueId: 'role-delegate',
      organization: 'xinghe-park',
      name: '角色专员',
      resourceCodes: ['PC_ROLE_MANAGEMENT', 'ROLE_GRANT', 'ROLE_MEMBER'],
      members: ['13800000002'],
    });
    return member();
  }

  it('refuses granting a code the caller does not hold, and allows those they hold', async () => {
    const token = await delegate();
    const roles = await rolesOf('xinghe-park');
    const before = await fingerprintTables(server.db);
    expect(
      (await role('grant', { uniqueId: roles.普通员工, resourceCodes: ['PC_STAFF_MANAGEMENT'] }, token)).body,
    ).toEqual(refusal(ErrorCode.Forbidden, '不能授予您自己没有的权限（PC_STAFF_MANAGEMENT）'));
    expect(await fingerprintTables(server.db)).toEqual(before);
    const allowed = await role(
      'grant',
      { uniqueId: roles.普通员工, resourceCodes: ['PC_ROLE_MANAGEMENT'] },
      token,
    );
    expect(allowed.body).toMatchObject({ code: 0 });
  });

  it('refuses making anyone (themselves included) an administrator, or giving a role with more than they hold', async () => {
    const token = await delegate();
    const liNa = await memberOf('13800000002', 'xinghe-park');
    const wangFang = await memberOf('13800000003', 'xinghe-park');
    const roles = await rolesOf('xinghe-park');
    await seedRole(server.db, {
      uniqueId: 'role-staff',
      organization: 'xinghe-park',
      name: '人事',
      resourceCodes: ['PC_STAFF_MANAGEMENT'],
    });
    const before = await fingerprintTables(server.db);
    expect(
      (await role('member/add', { uniqueId: roles.管理员, memberUniqueIds: [liNa] }, token)).body,
    ).toEqual(refusal(ErrorCode.Forbidden, '只有管理员可以调整管理员角色的成员'));
    const zhangWei = await memberOf('13800000001', 'xinghe-park');
    expect(
      (await role('member/remove', { uniqueId: roles.管理员, memberUniqueIds: [zhangWei] }, token)).body,
    ).toEqual(refusal(ErrorCode.Forbidden, '只有管理员可以调整管理员角色的成员'));
    expect(
      (await role('member/add', { uniqueId: 'role-staff', memberUniqueIds: [liNa, wangFang] }, token)).body,
    ).toEqual(refusal(ErrorCode.Forbidden, '不能授予您自己没有的权限（PC_STAFF_MANAGEMENT）'));
    expect(await fingerprintTables(server.db)).toEqual(before);
  });
});
