import { clientDigest, DEMO_PASSWORD } from '../../../server/db/seed/demo-data';
import { ErrorCode } from '../../../server/http/error-codes';
import { demoTokens } from '../support/application-centre';
import { addRole } from '../support/roles';
import {
  invalid,
  type Page,
  refusal,
  refusalOn,
  type StaffDetail,
  type StaffField,
  type StaffSummary,
  staffLookups,
} from '../support/staff';
import { fingerprintTables } from '../support/table-fingerprints';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();
const { admin, yunshanAdmin, member } = demoTokens(server);
const { departmentsOf, rolesOf, memberOf } = staffLookups(server);

const staff = <T = unknown>(path: string, body: object, token: string) =>
  server.post<T>(`/enterprise/v1/staff/${path}`, body, token);

const forbidden = (permission: string) =>
  refusal(ErrorCode.Forbidden, `您没有「${permission}」的权限，请联系企业管理员`);

const NEW_PASSWORD = 'Welcome#2026';

/** Gives 李娜 a role of 星河科技园 holding only these codes. */
const give李娜 = (resourceCodes: string[]) =>
  addRole(server.db, {
    uniqueId: 'role-staff-test',
    organization: 'xinghe-park',
    name: '员工测试角色',
    resourceCodes,
    members: ['13800000002'],
  });

async function pageOf(token: string, body: object = {}): Promise<Page<StaffSummary>> {
  const { body: answer } = await staff<Page<StaffSummary>>('page', body, token);
  expect(answer.code).toBe(0);
  return answer.data;
}

const namesIn = (page: Page<StaffSummary>) => page.list.map((entry) => entry.name);

async function detailOf(uniqueId: string, token: string): Promise<StaffDetail> {
  const { body } = await staff<StaffDetail>('detail', { uniqueId }, token);
  expect(body.code).toBe(0);
  return body.data;
}

/** A valid staff/add body for a new telephone, placed in 运营部. */
async function newcomer(overrides: object = {}) {
  const departments = await departmentsOf('xinghe-park');
  return {
    name: '周静',
    telephone: '13900000011',
    departmentUniqueIds: [departments.运营部!],
    initialPassword: clientDigest(NEW_PASSWORD),
    ...overrides,
  };
}

async function added(body: object, token: string): Promise<StaffDetail> {
  const { body: answer } = await staff<StaffDetail>('add', body, token);
  expect(answer).toMatchObject({ code: 0 });
  return answer.data;
}

async function savedFields(fields: object[], token: string): Promise<StaffField[]> {
  const { body } = await staff<StaffField[]>('field/save', { fields }, token);
  expect(body.code).toBe(0);
  return body.data;
}

/** The configuration the custom-field tests use: 学历 (required text), 工龄, 转正日期, 血型. */
const demoFields = [
  { label: '学历', kind: 'text', options: [], required: true },
  { label: '工龄', kind: 'number', options: [], required: false },
  { label: '转正日期', kind: 'date', options: [], required: false },
  { label: '血型', kind: 'select', options: ['A', 'B', 'O', 'AB'], required: false },
];

/** Whether a token still reaches the organisation (department/tree is open to every member). */
async function codeWith(token: string): Promise<number> {
  return (await server.post('/enterprise/v1/department/tree', {}, token)).body.code;
}

describe('/enterprise/v1/staff/page', () => {
  it('lists the members newest first with their departments, roles and profile', async () => {
    const token = await admin();
    const departments = await departmentsOf('xinghe-park');
    const roles = await rolesOf('xinghe-park');
    const page = await pageOf(token);
    expect(page).toMatchObject({ total: 7, pageNum: 1, pageSize: 10 });
    expect(namesIn(page)).toEqual(['刘洋', '孙强', '赵敏', '陈刚', '王芳', '李娜', '张伟']);
    // 孙强, who heads the park, is placed in the root department itself.
    expect(page.list[1]).toMatchObject({
      name: '孙强',
      telephone: '13800000006',
      departments: [{ uniqueId: departments.星河科技园, name: '星河科技园' }],
    });
    expect(page.list[3]).toMatchObject({
      uniqueId: await memberOf('13800000004', 'xinghe-park'),
      name: '陈刚',
      telephone: '13800000004',
      isAdmin: false,
      departments: [{ uniqueId: departments.招商部, name: '招商部' }],
      roles: [
        { uniqueId: roles.普通员工, name: '普通员工', builtIn: false },
        { uniqueId: roles.审批用户, name: '审批用户', builtIn: false },
      ],
    });
    // 李娜 holds 普通员工 only: the one demo member without 审批用户.
    expect(page.list[5]).toEqual({
      uniqueId: await memberOf('13800000002', 'xinghe-park'),
      name: '李娜',
      telephone: '13800000002',
      state: 1,
      departments: [{ uniqueId: departments.运营部, name: '运营部' }],
      roles: [{ uniqueId: roles.普通员工, name: '普通员工', builtIn: false }],
      position: '',
      employeeNo: '',
      entryDate: null,
      isAdmin: false,
      createdAt: server.clock.now().toISOString(),
    });
    expect(page.list[6]).toMatchObject({
      name: '张伟',
      isAdmin: true,
      departments: [],
      roles: [{ uniqueId: roles.管理员, name: '管理员', builtIn: true }],
    });
  });

  it('filters by keyword (name, telephone, employee number), department with its sub-departments, and state', async () => {
    const token = await admin();
    const departments = await departmentsOf('xinghe-park');
    await added(
      await newcomer({
        departmentUniqueIds: [departments.工程组!],
        employeeNo: 'XH-0042',
        position: '工程师',
      }),
      token,
    );
    expect(namesIn(await pageOf(token, { keyword: ' 李 ' }))).toEqual(['李娜']);
    expect(namesIn(await pageOf(token, { keyword: '0000003' }))).toEqual(['王芳']);
    expect(namesIn(await pageOf(token, { keyword: 'xh-00' }))).toEqual(['周静']);
    expect(namesIn(await pageOf(token, { keyword: '13800000004' }))).toEqual(['陈刚']);
    expect(namesIn(await pageOf(token, { keyword: '   ' }))).toHaveLength(8);
    // 物业部 holds 王芳 directly and 周静 through 工程组.
    expect(namesIn(await pageOf(token, { departmentUniqueId: departments.物业部 }))).toEqual([
      '周静',
      '王芳',
    ]);
    expect(namesIn(await pageOf(token, { departmentUniqueId: departments.工程组 }))).toEqual(['周静']);
    expect(namesIn(await pageOf(token, { departmentUniqueId: departments.招商部 }))).toEqual([
      '赵敏',
      '陈刚',
    ]);
    // Everyone placed in a department (孙强 in the root itself); 张伟 is in none.
    expect((await pageOf(token, { departmentUniqueId: departments.星河科技园 })).total).toBe(7);

    await staff('modify/state', { uniqueId: await memberOf('13800000003', 'xinghe-park'), state: 2 }, token);
    expect(namesIn(await pageOf(token, { state: 2 }))).toEqual(['王芳']);
    expect(namesIn(await pageOf(token, { state: 1 }))).toEqual([
      '周静',
      '刘洋',
      '孙强',
      '赵敏',
      '陈刚',
      '李娜',
      '张伟',
    ]);

    const last = await pageOf(token, { pageNum: 3, pageSize: 3 });
    expect(last).toMatchObject({ total: 8, pageNum: 3, pageSize: 3 });
    expect(namesIn(last)).toEqual(['李娜', '张伟']);
    expect((await staff('page', { departmentUniqueId: 'dept-nothing' }, token)).body).toEqual(
      refusal(ErrorCode.DepartmentNotFound, '部门不存在'),
    );
    expect((await staff('page', { state: 3 }, token)).body).toEqual(invalid('状态不能大于 2'));
    expect((await staff('page', { pageSize: 101 }, token)).body).toEqual(invalid('每页条数不能大于 100'));
  });

  it('is refused without 员工管理; a member granted only 员工管理 may list but not add', async () => {
    expect((await staff('page', {}, await member())).body).toEqual(forbidden('员工管理'));
    await give李娜(['PC_STAFF_MANAGEMENT']);
    const token = await member();
    expect((await pageOf(token)).total).toBe(7);
    expect((await staff('add', await newcomer(), token)).body).toEqual(forbidden('新增员工'));
  });

  it('shows another organisation nothing of 星河科技园', async () => {
    const token = await yunshanAdmin();
    const page = await pageOf(token);
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ name: '张伟', telephone: '13800000001', isAdmin: true });
    expect(page.list[0]!.uniqueId).toBe(await memberOf('13800000001', 'yunshan-group'));
    const departments = await departmentsOf('xinghe-park');
    expect((await staff('page', { departmentUniqueId: departments.运营部 }, token)).body).toEqual(
      refusal(ErrorCode.DepartmentNotFound, '部门不存在'),
    );
    expect((await pageOf(token, { keyword: '李娜' })).total).toBe(0);
  });
});

describe('/enterprise/v1/staff/detail', () => {
  it('answers the member with a value (or null) for every configured field', async () => {
    const token = await admin();
    const fields = await savedFields(demoFields, token);
    const detail = await detailOf(await memberOf('13800000002', 'xinghe-park'), token);
    expect(detail).toMatchObject({ name: '李娜', telephone: '13800000002', state: 1 });
    expect(detail.customFields).toEqual(Object.fromEntries(fields.map((field) => [field.uniqueId, null])));
  });

  it('is open to 员工详情 alone, refused without it and unknown across organisations', async () => {
    const uniqueId = await memberOf('13800000003', 'xinghe-park');
    expect((await staff('detail', { uniqueId }, await member())).body).toEqual(forbidden('员工管理'));
    await give李娜(['STAFF_DETAIL']);
    expect((await detailOf(uniqueId, await member())).name).toBe('王芳');
    expect((await staff('detail', { uniqueId }, await yunshanAdmin())).body).toEqual(
      refusal(ErrorCode.StaffNotFound, '员工不存在或已被删除'),
    );
  });
});

describe('/enterprise/v1/staff/add', () => {
  it('adds a new telephone with its account; the member signs in with the initial password and must change it', async () => {
    const token = await admin();
    const departments = await departmentsOf('xinghe-park');
    const roles = await rolesOf('xinghe-park');
    const [education] = await savedFields(demoFields, token);
    const detail = await added(
      await newcomer({
        name: ' 周静 ',
        departmentUniqueIds: [departments.运营部!, departments.工程组!],
        position: ' 招商经理 ',
        roleUniqueIds: [roles.普通员工!],
        entryDate: '2026-03-01',
        employeeNo: 'XH-0001',
        customFields: { [education!.uniqueId]: ' 本科 ' },
      }),
      token,
    );
    expect(detail).toEqual({
      uniqueId: expect.stringMatching(/^[0-9a-f]{16}$/),
      name: '周静',
      telephone: '13900000011',
      state: 1,
      departments: [
        { uniqueId: departments.运营部, name: '运营部' },
        { uniqueId: departments.工程组, name: '工程组' },
      ],
      roles: [{ uniqueId: roles.普通员工, name: '普通员工', builtIn: false }],
      position: '招商经理',
      employeeNo: 'XH-0001',
      entryDate: '2026-03-01',
      isAdmin: false,
      createdAt: server.clock.now().toISOString(),
      customFields: expect.objectContaining({ [education!.uniqueId]: '本科' }),
    });
    expect(namesIn(await pageOf(token))[0]).toBe('周静');

    // Signing in works with the initial password, but the password counts as expired.
    const login = await server.post<{ token: string; passwordExpired: boolean }>('/v1/account/login', {
      telephone: '13900000011',
      password: clientDigest(NEW_PASSWORD),
    });
    expect(login.body).toMatchObject({ code: 0, data: { passwordExpired: true } });
    const exchanged = await server.post<{ token: string }>(
      '/v1/exchange/owner/account/token',
      { ownerUniqueId: 'xinghe-park' },
      login.body.data.token,
    );
    expect(exchanged.body.code).toBe(0);
    const newcomerToken = exchanged.body.data.token;
    expect(await codeWith(newcomerToken)).toBe(ErrorCode.PasswordExpired);
    const changed = await server.post(
      '/enterprise/v1/user/modify/password',
      { oldPassword: clientDigest(NEW_PASSWORD), newPassword: clientDigest('Changed#2026') },
      newcomerToken,
    );
    expect(changed.body.code).toBe(0);
    expect(await codeWith(newcomerToken)).toBe(0);
  });

  it('adds an account of another organisation without touching its password', async () => {
    const token = await yunshanAdmin();
    const departments = await departmentsOf('yunshan-group');
    const detail = await added(
      {
        name: '李娜',
        telephone: '13800000002',
        departmentUniqueIds: [departments.综合管理部!],
        // Ignored: the account keeps its own password.
        initialPassword: clientDigest(NEW_PASSWORD),
      },
      token,
    );
    expect(detail).toMatchObject({
      name: '李娜',
      telephone: '13800000002',
      departments: [{ name: '综合管理部' }],
    });
    const [accounts] = await server.db.query<{ count: number }>(
      "select count(*)::int as count from accounts where telephone = '13800000002'",
    );
    expect(accounts!.count).toBe(1);
    const yunshanToken = await server.signInTo('13800000002', 'yunshan-group');
    expect(await codeWith(yunshanToken)).toBe(0);
  });

  it('refuses a telephone already a member, and a new telephone without an initial password', async () => {
    const token = await admin();
    const before = await fingerprintTables(server.db);
    expect((await staff('add', await newcomer({ telephone: '13800000002' }), token)).body).toEqual(
      refusalOn(ErrorCode.StaffAlreadyMember, '该手机号已是本组织成员', 'telephone'),
    );
    expect((await staff('add', await newcomer({ initialPassword: undefined }), token)).body).toEqual(
      refusalOn(ErrorCode.InitialPasswordRequired, '该手机号尚未注册，请设置初始密码', 'initialPassword'),
    );
    expect(await fingerprintTables(server.db)).toEqual(before);
  });

  it('validates every field with its Chinese message and changes nothing', async () => {
    const token = await admin();
    await savedFields(demoFields, token);
    const fields = (await staff<StaffField[]>('field/list', {}, token)).body.data;
    const [education, years, regularised, bloodType] = fields.map((field) => field.uniqueId);
    const filled = { [education!]: '本科' };
    await added(
      await newcomer({ telephone: '13900000012', employeeNo: 'XH-0001', customFields: filled }),
      token,
    );
    const before = await fingerprintTables(server.db);
    const cases: [object, number, string][] = [
      [{ name: '' }, ErrorCode.BadRequest, '姓名不能为空'],
      [{ name: '   ' }, ErrorCode.BadRequest, '姓名格式不正确'],
      [{ name: '名'.repeat(21) }, ErrorCode.BadRequest, '姓名不能超过 20 个字符'],
      [{ name: '<b>周静</b>' }, ErrorCode.BadRequest, '姓名格式不正确'],
      [{ telephone: '1390000001' }, ErrorCode.BadRequest, '手机号格式不正确'],
      [{ departmentUniqueIds: [] }, ErrorCode.BadRequest, '部门不能为空'],
      [
        { departmentUniqueIds: Array.from({ length: 21 }, (_, i) => `d${i}`) },
        ErrorCode.BadRequest,
        '部门不能超过 20 项',
      ],
      [{ departmentUniqueIds: ['dept-nothing'] }, ErrorCode.DepartmentNotFound, '部门不存在'],
      [{ position: '职'.repeat(31) }, ErrorCode.BadRequest, '职位不能超过 30 个字符'],
      [{ roleUniqueIds: ['role-nothing'] }, ErrorCode.RoleNotFound, '角色不存在'],
      [{ entryDate: '2026-02-30' }, ErrorCode.StaffProfileInvalid, '入职日期不是有效的日期'],
      [{ entryDate: '2026/01/05' }, ErrorCode.BadRequest, '入职日期格式不正确'],
      [{ employeeNo: 'X'.repeat(33) }, ErrorCode.BadRequest, '工号不能超过 32 个字符'],
      [{ employeeNo: 'XH 01' }, ErrorCode.BadRequest, '工号格式不正确'],
      [{ employeeNo: 'XH-0001' }, ErrorCode.EmployeeNoTaken, '工号「XH-0001」已被使用'],
      [{ initialPassword: 'Atrium@2026' }, ErrorCode.BadRequest, '初始密码不能少于 64 个字符'],
      [{ initialPassword: 'Z'.repeat(64) }, ErrorCode.BadRequest, '初始密码格式不正确'],
      [{ customFields: {} }, ErrorCode.StaffProfileInvalid, '请填写「学历」'],
      [{ customFields: { [education!]: '   ' } }, ErrorCode.StaffProfileInvalid, '请填写「学历」'],
      [
        { customFields: { [education!]: '学'.repeat(201) } },
        ErrorCode.StaffProfileInvalid,
        '「学历」不能超过 200 个字符',
      ],
      [
        { customFields: { ...filled, [years!]: '三年' } },
        ErrorCode.StaffProfileInvalid,
        '「工龄」必须是数字',
      ],
      [
        { customFields: { ...filled, [regularised!]: '2026-13-01' } },
        ErrorCode.StaffProfileInvalid,
        '「转正日期」须为有效日期，格式 YYYY-MM-DD',
      ],
      [
        { customFields: { ...filled, [bloodType!]: 'C' } },
        ErrorCode.StaffProfileInvalid,
        '「血型」须为可选项之一',
      ],
      [
        { customFields: { ...filled, 'field-gone': '1' } },
        ErrorCode.StaffProfileInvalid,
        '员工字段配置已变更，请刷新页面后重试',
      ],
      [
        { customFields: { ...filled, [years!]: true } },
        ErrorCode.BadRequest,
        '员工字段的值的类型不正确，应为字符串',
      ],
    ];
    // The business refusals about one field name it, as the schema's do.
    const fieldOfMessage: Record<string, string> = {
      入职日期不是有效的日期: 'entryDate',
      '工号「XH-0001」已被使用': 'employeeNo',
      '请填写「学历」': `customFields.${education}`,
      '「学历」不能超过 200 个字符': `customFields.${education}`,
      '「工龄」必须是数字': `customFields.${years}`,
      '「转正日期」须为有效日期，格式 YYYY-MM-DD': `customFields.${regularised}`,
      '「血型」须为可选项之一': `customFields.${bloodType}`,
    };
    for (const [overrides, code, message] of cases) {
      const { body } = await staff('add', await newcomer({ customFields: filled, ...overrides }), token);
      const field = fieldOfMessage[message];
      const expected =
        code === ErrorCode.BadRequest
          ? invalid(message)
          : field
            ? refusalOn(code, message, field)
            : refusal(code, message);
      expect([overrides, body]).toEqual([overrides, expected]);
    }
    expect(await fingerprintTables(server.db)).toEqual(before);
  });

  it('lets only one of two simultaneous additions take an employee number or a telephone', async () => {
    const token = await admin();
    const answers = await Promise.all([
      staff('add', await newcomer({ telephone: '13900000031', employeeNo: 'XH-0007' }), token),
      staff('add', await newcomer({ telephone: '13900000032', employeeNo: 'XH-0007' }), token),
      staff('add', await newcomer({ telephone: '13900000033' }), token),
      staff('add', await newcomer({ telephone: '13900000033' }), token),
    ]);
    expect(answers.map(({ body }) => body.code).sort()).toEqual(
      [0, 0, ErrorCode.EmployeeNoTaken, ErrorCode.StaffAlreadyMember].sort(),
    );
    expect((await pageOf(token)).total).toBe(9);
  });

  it('uses only the organisation’s own departments and roles', async () => {
    const token = await yunshanAdmin();
    const yunshan = await departmentsOf('yunshan-group');
    const xinghe = await departmentsOf('xinghe-park');
    const xingheRoles = await rolesOf('xinghe-park');
    const before = await fingerprintTables(server.db);
    const body = { name: '周静', telephone: '13900000011', initialPassword: clientDigest(NEW_PASSWORD) };
    expect((await staff('add', { ...body, departmentUniqueIds: [xinghe.运营部] }, token)).body).toEqual(
      refusal(ErrorCode.DepartmentNotFound, '部门不存在'),
    );
    expect(
      (
        await staff(
          'add',
          { ...body, departmentUniqueIds: [yunshan.综合管理部], roleUniqueIds: [xingheRoles.普通员工] },
          token,
        )
      ).body,
    ).toEqual(refusal(ErrorCode.RoleNotFound, '角色不存在'));
    expect(await fingerprintTables(server.db)).toEqual(before);
  });

  it('lets a member with 新增员工 hand out only roles they could grant, never 管理员', async () => {
    await give李娜(['PC_STAFF_MANAGEMENT', 'STAFF_ADD']);
    const roles = await rolesOf('xinghe-park');
    const { body } = await staff('add', await newcomer({ roleUniqueIds: [roles.管理员] }), await member());
    expect(body).toEqual(refusal(ErrorCode.Forbidden, '只有管理员可以调整管理员角色的成员'));
    expect((await staff('add', await newcomer(), await member())).body.code).toBe(0);
  });
});

describe('/enterprise/v1/staff/modify', () => {
  it('replaces the profile, departments and roles; the telephone stays', async () => {
    const token = await admin();
    const departments = await departmentsOf('xinghe-park');
    const roles = await rolesOf('xinghe-park');
    const [education, years] = await savedFields(demoFields, token);
    const uniqueId = await memberOf('13800000002', 'xinghe-park');
    const { body } = await staff<StaffDetail>(
      'modify',
      {
        uniqueId,
        name: '李娜娜',
        telephone: '13900000099',
        departmentUniqueIds: [departments.招商部, departments.工程组],
        position: '招商主管',
        roleUniqueIds: [roles.管理员],
        entryDate: '2025-07-01',
        employeeNo: 'XH-0002',
        customFields: { [education!.uniqueId]: '硕士', [years!.uniqueId]: 3.5 },
      },
      token,
    );
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      uniqueId,
      name: '李娜娜',
      telephone: '13800000002',
      departments: [
        { uniqueId: departments.招商部, name: '招商部' },
        { uniqueId: departments.工程组, name: '工程组' },
      ],
      roles: [{ uniqueId: roles.管理员, name: '管理员', builtIn: true }],
      isAdmin: true,
      position: '招商主管',
      entryDate: '2025-07-01',
      employeeNo: 'XH-0002',
    });
    expect(body.data.customFields).toMatchObject({ [education!.uniqueId]: '硕士', [years!.uniqueId]: 3.5 });
    // Clearing: no roles, no date, no number; keeping one's own employee number is no clash.
    const cleared = await staff<StaffDetail>(
      'modify',
      {
        uniqueId,
        name: '李娜',
        departmentUniqueIds: [departments.运营部],
        position: '',
        roleUniqueIds: [],
        entryDate: null,
        employeeNo: 'XH-0002',
        customFields: { [education!.uniqueId]: '硕士', [years!.uniqueId]: null },
      },
      token,
    );
    expect(cleared.body.data).toMatchObject({
      roles: [],
      isAdmin: false,
      entryDate: null,
      employeeNo: 'XH-0002',
    });
    expect(cleared.body.data.customFields[years!.uniqueId]).toBeNull();
  });

  it('refuses taking 管理员 from the last administrator, and changes nothing', async () => {
    const token = await admin();
    const departments = await departmentsOf('xinghe-park');
    const self = await memberOf('13800000001', 'xinghe-park');
    const body = {
      uniqueId: self,
      name: '张伟',
      departmentUniqueIds: [departments.运营部],
      position: '',
      roleUniqueIds: [],
      entryDate: null,
      employeeNo: '',
      customFields: {},
    };
    const before = await fingerprintTables(server.db);
    expect((await staff('modify', body, token)).body).toEqual(
      refusal(ErrorCode.LastAdministrator, '至少需要保留一名管理员'),
    );
    expect(await fingerprintTables(server.db)).toEqual(before);

    // With a second administrator, the first may step down.
    const roles = await rolesOf('xinghe-park');
    await server.db.query(
      `insert into member_roles (membership_id, role_id)
       select m.id, r.id from memberships m, roles r where m.unique_id = $1 and r.unique_id = $2`,
      [await memberOf('13800000002', 'xinghe-park'), roles.管理员],
    );
    expect((await staff<StaffDetail>('modify', body, token)).body.data).toMatchObject({
      isAdmin: false,
      roles: [],
    });
  });

  it('refuses an employee number taken by another member, unknown members and other organisations’ members', async () => {
    const token = await admin();
    const departments = await departmentsOf('xinghe-park');
    await added(await newcomer({ employeeNo: 'XH-0001' }), token);
    const body = {
      uniqueId: await memberOf('13800000002', 'xinghe-park'),
      name: '李娜',
      departmentUniqueIds: [departments.运营部],
      position: '',
      roleUniqueIds: [],
      entryDate: null,
      employeeNo: 'XH-0001',
      customFields: {},
    };
    expect((await staff('modify', body, token)).body).toEqual(
      refusalOn(ErrorCode.EmployeeNoTaken, '工号「XH-0001」已被使用', 'employeeNo'),
    );
    expect(
      (await staff('modify', { ...body, employeeNo: '', uniqueId: 'staff-nothing' }, token)).body,
    ).toEqual(refusal(ErrorCode.StaffNotFound, '员工不存在或已被删除'));
    expect((await staff('modify', { ...body, employeeNo: '' }, await yunshanAdmin())).body).toEqual(
      refusal(ErrorCode.StaffNotFound, '员工不存在或已被删除'),
    );
    expect((await staff('modify', { ...body, employeeNo: '' }, await member())).body).toEqual(
      forbidden('编辑员工'),
    );
    const { entryDate: _dropped, ...withoutDate } = body;
    expect((await staff('modify', withoutDate, token)).body).toEqual(invalid('缺少必填项：entryDate'));
  });
});

describe('/enterprise/v1/staff/modify/state', () => {
  it('disables a member: their sessions in this organisation end, those in another go on', async () => {
    const token = await admin();
    // 李娜 joins 云杉集团 too, and holds a token in each organisation.
    const yunshan = await departmentsOf('yunshan-group');
    await added(
      { name: '李娜', telephone: '13800000002', departmentUniqueIds: [yunshan.综合管理部] },
      await yunshanAdmin(),
    );
    const xingheToken = await member();
    const yunshanToken = await server.signInTo('13800000002', 'yunshan-group');
    const uniqueId = await memberOf('13800000002', 'xinghe-park');

    const { body } = await staff<StaffSummary>('modify/state', { uniqueId, state: 2 }, token);
    expect(body).toMatchObject({ code: 0, data: { uniqueId, name: '李娜', state: 2 } });
    expect(await codeWith(xingheToken)).toBe(ErrorCode.SignedOutElsewhere);
    expect(await codeWith(yunshanToken)).toBe(0);
    await expect(member()).rejects.toThrow('exchange failed');

    // Enabled again: she signs in anew; the ended session stays ended.
    expect((await staff<StaffSummary>('modify/state', { uniqueId, state: 1 }, token)).body.data.state).toBe(
      1,
    );
    expect(await codeWith(await member())).toBe(0);
    expect(await codeWith(xingheToken)).toBe(ErrorCode.SignedOutElsewhere);
  });

  it('refuses disabling yourself, or an administrator when you are not one, and changes nothing', async () => {
    const self = await memberOf('13800000001', 'xinghe-park');
    await give李娜(['PC_STAFF_MANAGEMENT', 'STAFF_STATE']);
    const [adminToken, memberToken] = [await admin(), await member()];
    const before = await fingerprintTables(server.db);
    expect((await staff('modify/state', { uniqueId: self, state: 2 }, adminToken)).body).toEqual(
      refusal(ErrorCode.StaffSelfAction, '不能停用自己'),
    );
    // 张伟 is the only administrator: a member holding 启用/停用员工 cannot lock him out.
    expect((await staff('modify/state', { uniqueId: self, state: 2 }, memberToken)).body).toEqual(
      refusal(ErrorCode.Forbidden, '只有管理员可以停用或删除管理员'),
    );
    expect(await fingerprintTables(server.db)).toEqual(before);
    expect(await codeWith(adminToken)).toBe(0);
  });

  it('is refused without 启用/停用员工 and across organisations', async () => {
    const uniqueId = await memberOf('13800000003', 'xinghe-park');
    expect((await staff('modify/state', { uniqueId, state: 2 }, await member())).body).toEqual(
      forbidden('启用/停用员工'),
    );
    expect((await staff('modify/state', { uniqueId, state: 2 }, await yunshanAdmin())).body).toEqual(
      refusal(ErrorCode.StaffNotFound, '员工不存在或已被删除'),
    );
    expect((await staff('modify/state', { uniqueId, state: 0 }, await admin())).body).toEqual(
      invalid('状态不能小于 1'),
    );
    expect((await staff('modify/state', { uniqueId, state: '2' }, await admin())).body).toEqual(
      invalid('状态的类型不正确，应为整数'),
    );
  });
});

describe('/enterprise/v1/staff/remove', () => {
  it('removes the member from this organisation only and ends their sessions here', async () => {
    const token = await admin();
    const yunshan = await departmentsOf('yunshan-group');
    await added(
      { name: '李娜', telephone: '13800000002', departmentUniqueIds: [yunshan.综合管理部] },
      await yunshanAdmin(),
    );
    const xingheToken = await member();
    const yunshanToken = await server.signInTo('13800000002', 'yunshan-group');
    const uniqueId = await memberOf('13800000002', 'xinghe-park');

    expect((await staff('remove', { uniqueId }, token)).body).toEqual({
      code: 0,
      message: 'success',
      data: null,
    });
    expect((await staff('detail', { uniqueId }, token)).body).toEqual(
      refusal(ErrorCode.StaffNotFound, '员工不存在或已被删除'),
    );
    expect(namesIn(await pageOf(token))).toEqual(['刘洋', '孙强', '赵敏', '陈刚', '王芳', '张伟']);
    expect(await codeWith(xingheToken)).toBe(ErrorCode.SignedOutElsewhere);
    expect(await codeWith(yunshanToken)).toBe(0);
    const [links] = await server.db.query<{ count: number }>(
      `select (select count(*) from member_departments md join memberships m on m.id = md.membership_id
                where m.unique_id = $1)::int + (select count(*) from member_roles mr join memberships m
                on m.id = mr.membership_id where m.unique_id = $1)::int as count`,
      [uniqueId],
    );
    expect(links!.count).toBe(0);
  });

  it('refuses removing yourself, an administrator when you are not one, and without 删除员工', async () => {
    const self = await memberOf('13800000001', 'xinghe-park');
    const adminToken = await admin();
    expect((await staff('remove', { uniqueId: self }, await member())).body).toEqual(forbidden('删除员工'));
    await give李娜(['PC_STAFF_MANAGEMENT', 'STAFF_REMOVE']);
    const remover = await member();
    const before = await fingerprintTables(server.db);
    expect((await staff('remove', { uniqueId: self }, adminToken)).body).toEqual(
      refusal(ErrorCode.StaffSelfAction, '不能删除自己'),
    );
    expect((await staff('remove', { uniqueId: self }, remover)).body).toEqual(
      refusal(ErrorCode.Forbidden, '只有管理员可以停用或删除管理员'),
    );
    expect(
      (
        await staff(
          'remove',
          { uniqueId: await memberOf('13800000003', 'xinghe-park') },
          await yunshanAdmin(),
        )
      ).body,
    ).toEqual(refusal(ErrorCode.StaffNotFound, '员工不存在或已被删除'));
    const after = await fingerprintTables(server.db);
    // Only the sign-in of 云杉集团's admin wrote anything (its session).
    expect({ ...after, sessions: null }).toEqual({ ...before, sessions: null });
    expect(await codeWith(adminToken)).toBe(0);
  });
});

describe('/enterprise/v1/staff/field/list and field/save', () => {
  it('saves the configuration in order and lists it to whoever fills or reads profiles', async () => {
    const token = await admin();
    const saved = await savedFields(demoFields, token);
    expect(saved).toEqual(
      demoFields.map((field) => ({ ...field, uniqueId: expect.stringMatching(/^[0-9a-f]{16}$/) })),
    );
    expect((await staff('field/list', {}, await member())).body).toEqual(forbidden('员工管理'));
    await give李娜(['STAFF_DETAIL']);
    expect((await staff<StaffField[]>('field/list', {}, await member())).body.data).toEqual(saved);
    expect((await staff('field/save', { fields: [] }, await member())).body).toEqual(
      forbidden('员工字段配置'),
    );
    // Another organisation has its own (empty) configuration.
    expect((await staff<StaffField[]>('field/list', {}, await yunshanAdmin())).body.data).toEqual([]);
  });

  it('keeps values across renames and reorders, and drops those that no longer fit', async () => {
    const token = await admin();
    const [education, years, regularised, bloodType] = await savedFields(demoFields, token);
    const uniqueId = await memberOf('13800000002', 'xinghe-park');
    const departments = await departmentsOf('xinghe-park');
    await staff(
      'modify',
      {
        uniqueId,
        name: '李娜',
        departmentUniqueIds: [departments.运营部],
        position: '',
        roleUniqueIds: [],
        entryDate: null,
        employeeNo: '',
        customFields: {
          [education!.uniqueId]: '本科',
          [years!.uniqueId]: 4,
          [regularised!.uniqueId]: '2026-06-01',
          [bloodType!.uniqueId]: 'AB',
        },
      },
      token,
    );
    const resaved = await savedFields(
      [
        { ...bloodType, options: ['A', 'B', 'O'] },
        { ...education, label: '最高学历', required: false },
        { ...years, kind: 'text' },
        { label: '紧急联系人', kind: 'text', options: ['ignored'], required: false },
      ],
      token,
    );
    expect(resaved.map((field) => [field.label, field.kind, field.options])).toEqual([
      ['血型', 'select', ['A', 'B', 'O']],
      ['最高学历', 'text', []],
      ['工龄', 'text', []],
      ['紧急联系人', 'text', []],
    ]);
    expect(resaved[0]!.uniqueId).toBe(bloodType!.uniqueId);
    const detail = await detailOf(uniqueId, token);
    expect(detail.customFields).toEqual({
      [bloodType!.uniqueId]: null,
      [education!.uniqueId]: '本科',
      [years!.uniqueId]: null,
      [resaved[3]!.uniqueId]: null,
    });
    const [stored] = await server.db.query<{ customFields: object }>(
      'select custom_fields as "customFields" from memberships where unique_id = $1',
      [uniqueId],
    );
    expect(stored!.customFields).toEqual({ [education!.uniqueId]: '本科' });
  });

  it('validates the configuration with Chinese messages and changes nothing', async () => {
    const token = await admin();
    const [education] = await savedFields(demoFields.slice(0, 1), token);
    const [yunshanField] = await savedFields(demoFields.slice(0, 1), await yunshanAdmin());
    const before = await fingerprintTables(server.db);
    const text = { kind: 'text', options: [], required: false };
    const cases: [object[], number, string][] = [
      [
        [
          { ...text, label: '学历' },
          { ...text, label: '学历' },
        ],
        ErrorCode.StaffFieldsInvalid,
        '字段名称「学历」重复',
      ],
      [
        [{ ...text, label: '姓名' }],
        ErrorCode.StaffFieldsInvalid,
        '「姓名」是员工的固定信息，请换一个字段名称',
      ],
      [
        [{ label: '血型', kind: 'select', options: [], required: false }],
        ErrorCode.StaffFieldsInvalid,
        '下拉字段「血型」至少需要一个选项',
      ],
      [
        [{ label: '血型', kind: 'select', options: ['A', ' A'], required: false }],
        ErrorCode.StaffFieldsInvalid,
        '字段「血型」的选项「A」重复',
      ],
      [
        [{ ...text, label: '学历', uniqueId: yunshanField!.uniqueId }],
        ErrorCode.StaffFieldsInvalid,
        '字段已被修改或删除，请刷新页面后重试',
      ],
      [
        [
          { ...text, label: '学历', uniqueId: education!.uniqueId },
          { ...text, label: '学位', uniqueId: education!.uniqueId },
        ],
        ErrorCode.StaffFieldsInvalid,
        '字段已被修改或删除，请刷新页面后重试',
      ],
      [
        Array.from({ length: 31 }, (_, i) => ({ ...text, label: `字段${i}` })),
        ErrorCode.BadRequest,
        '员工字段不能超过 30 项',
      ],
      [[{ ...text, label: '字'.repeat(21) }], ErrorCode.BadRequest, '字段名称不能超过 20 个字符'],
      [[{ ...text, label: ' ' }], ErrorCode.BadRequest, '字段名称格式不正确'],
      [[{ ...text, label: '学历', kind: 'file' }], ErrorCode.BadRequest, '字段类型的取值不在允许范围内'],
      [
        [{ label: '血型', kind: 'select', options: ['选'.repeat(31)], required: false }],
        ErrorCode.BadRequest,
        '选项不能超过 30 个字符',
      ],
      [[{ label: '学历', kind: 'text', options: [] }], ErrorCode.BadRequest, '缺少必填项：是否必填'],
    ];
    for (const [fields, code, message] of cases) {
      const { body } = await staff('field/save', { fields }, token);
      const expected = code === ErrorCode.BadRequest ? invalid(message) : refusal(code, message);
      expect([fields[0], body]).toEqual([fields[0], expected]);
    }
    expect(await fingerprintTables(server.db)).toEqual(before);
  });
});

describe('password of a member added by the console', () => {
  it('is stored as argon2 of the digest, never the digest itself', async () => {
    await added(await newcomer(), await admin());
    const [row] = await server.db.query<{ hash: string; changedAt: Date }>(
      `select password_hash as hash, password_changed_at as "changedAt" from accounts where telephone = '13900000011'`,
    );
    expect(row!.hash).toMatch(/^\$argon2id\$/);
    expect(row!.hash).not.toContain(clientDigest(NEW_PASSWORD));
    expect(row!.changedAt.getTime()).toBe(0);
    // The demo password does not open the new account.
    const wrong = await server.post('/v1/account/login', {
      telephone: '13900000011',
      password: clientDigest(DEMO_PASSWORD),
    });
    expect(wrong.body.code).toBe(ErrorCode.WrongCredentials);
  });
});
