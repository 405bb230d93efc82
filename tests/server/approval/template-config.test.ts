import type {
  StartableTemplate,
  StartedApproval,
  TemplateCatalog,
  TemplateDraft,
  TemplateGroup,
  TemplateVersionDetail,
  TemplateVersionItem,
} from '../../../manifests/contracts/approval';
import type { ApprovalForm } from '../../../manifests/contracts/approval-form';
import { ErrorCode } from '../../../server/http/error-codes';
import { ADMIN, CHEN_GANG, xingheToken } from '../notice/support';

/** 赵敏, who may start approvals and holds no role but 普通员工. */
const ZHAO_MIN = '13800000005';

import { setupTestServer } from '../support/test-server';
import { approver, start } from './support/flows';

const server = setupTestServer();

async function call<T>(path: string, body: object, token: string) {
  const { body: answer } = await server.post<T>(`/enterprise/v1/approval/${path}`, body, token);
  return answer;
}
async function data<T>(path: string, body: object, token: string): Promise<T> {
  const answer = await call<T>(path, body, token);
  expect(answer).toMatchObject({ code: 0 });
  return answer.data;
}

const catalog = (token: string) => data<TemplateCatalog>('template/list', {}, token);
const templateNamed = async (token: string, name: string) =>
  (await catalog(token)).templates.find((template) => template.name === name);
const groupNamed = async (token: string, name: string) =>
  (await catalog(token)).groups.find((group) => group.name === name) as TemplateGroup;

const amountForm: ApprovalForm = [{ name: 'amount', label: '金额', kind: 'amount', required: true }];
async function memberId(nickname: string): Promise<string> {
  const [row] = await server.db.query<{ uniqueId: string }>(
    `select m.unique_id as "uniqueId" from memberships m join organizations o on o.id = m.organization_id
      where m.nickname = $1 and o.unique_id = 'xinghe-park'`,
    [nickname],
  );
  return row!.uniqueId;
}

describe('审批配置: permissions and isolation', () => {
  it('is refused to 陈刚, who may start approvals but not configure them', async () => {
    const chen = await xingheToken(server, CHEN_GANG);
    for (const [path, body] of [
      ['template/list', {}],
      ['group/add', { name: '测试' }],
      ['template/draft', { uniqueId: 'abc' }],
      ['template/role-options', {}],
    ] as const)
      expect(await call(path, body, chen)).toMatchObject({ code: ErrorCode.Forbidden });
  });

  it("never reaches another organisation's templates or groups", async () => {
    const admin = await xingheToken(server, ADMIN);
    const expense = (await templateNamed(admin, '报销'))!;
    const finance = await groupNamed(admin, '财务');
    const elsewhere = await server.signInTo(ADMIN, 'yunshan-group');
    const theirs = await call<TemplateCatalog>('template/list', {}, elsewhere);
    if (theirs.code === 0) {
      expect(theirs.data.templates.map((template) => template.uniqueId)).not.toContain(expense.uniqueId);
      expect(theirs.data.groups.map((group) => group.uniqueId)).not.toContain(finance.uniqueId);
    } else expect(theirs.code).toBe(ErrorCode.Forbidden);
    for (const [path, body] of [
      ['template/draft', { uniqueId: expense.uniqueId }],
      ['template/remove', { uniqueId: expense.uniqueId }],
      ['template/settings', { uniqueId: expense.uniqueId, enabled: false }],
      ['group/remove', { uniqueId: finance.uniqueId }],
    ] as const)
      expect([
        ErrorCode.ApprovalTemplateNotFound,
        ErrorCode.ApprovalGroupNotFound,
        ErrorCode.Forbidden,
      ]).toContain((await call(path, body, elsewhere)).code);
    expect((await templateNamed(admin, '报销'))?.enabled).toBe(true);
  });
});

describe('审批配置: the roles a node may name', () => {
  it('lists the organisation’s roles, 管理员 first, by uniqueId and name only', async () => {
    const roles = await data<{ uniqueId: string; name: string }[]>(
      'template/role-options',
      {},
      await xingheToken(server, ADMIN),
    );
    expect(roles[0]).toEqual({ uniqueId: expect.any(String), name: '管理员' });
    expect(roles.map((role) => role.name)).toContain('审批用户');
    expect(roles.every((role) => Object.keys(role).length === 2)).toBe(true);
  });
});

describe('审批配置: the list and its groups', () => {
  it('lists the migrated groups in order and each template with its publication', async () => {
    const admin = await xingheToken(server, ADMIN);
    const { groups, templates } = await catalog(admin);
    // 园区业务 holds the templates the areas' approval types ship (入驻申请).
    expect(groups.map((group) => group.name)).toEqual(['园区业务', '人事', '财务', '行政']);
    const expense = templates.find((template) => template.name === '报销')!;
    expect(expense).toMatchObject({
      icon: 'account-book',
      groupUniqueId: groups.find((group) => group.name === '财务')!.uniqueId,
      enabled: true,
      version: 1,
      publisherName: '张伟',
      publishedAt: expect.any(String),
      typeKey: null,
      hasDraft: false,
      starterNames: [],
    });
  });

  it('adds, renames, reorders and removes groups, refusing a taken name and a group with templates', async () => {
    const admin = await xingheToken(server, ADMIN);
    const added = await data<TemplateGroup>('group/add', { name: '  研发 ' }, admin);
    expect(added.name).toBe('研发');
    expect(await call('group/add', { name: '财务' }, admin)).toMatchObject({
      code: ErrorCode.ApprovalNameTaken,
      message: '已有名为「财务」的分组',
    });
    await data('group/rename', { uniqueId: added.uniqueId, name: '研发中心' }, admin);
    const { groups } = await catalog(admin);
    const reversed = [...groups].reverse().map((group) => group.uniqueId);
    await data('group/order', { uniqueIds: reversed }, admin);
    expect((await catalog(admin)).groups.map((group) => group.name)).toEqual([
      '研发中心',
      '行政',
      '财务',
      '人事',
      '园区业务',
    ]);
    expect(await call('group/order', { uniqueIds: reversed.slice(1) }, admin)).toMatchObject({
      message: '分组已有变化，请刷新后重试',
    });
    expect(
      await call('group/remove', { uniqueId: (await groupNamed(admin, '行政')).uniqueId }, admin),
    ).toMatchObject({
      code: ErrorCode.ApprovalGroupNotEmpty,
      message: '分组「行政」中还有 2 个审批，请先移到其他分组后再删除',
    });
    await data('group/remove', { uniqueId: added.uniqueId }, admin);
    expect((await catalog(admin)).groups.map((group) => group.name)).toEqual([
      '行政',
      '财务',
      '人事',
      '园区业务',
    ]);
    await data('group/order', { uniqueIds: reversed.slice(1).reverse() }, admin);
  });

  it('saves basic settings without publishing, and names the starters', async () => {
    const admin = await xingheToken(server, ADMIN);
    const seal = (await templateNamed(admin, '用印'))!;
    const hr = await groupNamed(admin, '人事');
    await data(
      'template/settings',
      {
        uniqueId: seal.uniqueId,
        name: '用章',
        groupUniqueId: hr.uniqueId,
        description: '公章与合同章',
        starters: { members: [await memberId('陈刚')] },
        enabled: false,
      },
      admin,
    );
    const saved = (await templateNamed(admin, '用章'))!;
    expect(saved).toMatchObject({
      groupUniqueId: hr.uniqueId,
      description: '公章与合同章',
      enabled: false,
      version: seal.version,
      starterNames: ['陈刚'],
      hasDraft: false,
    });
    const chen = await xingheToken(server, CHEN_GANG);
    expect(
      (await data<StartableTemplate[]>('template/startable', {}, chen)).map((t) => t.name),
    ).not.toContain('用章');
    expect(await call('template/settings', { uniqueId: seal.uniqueId, name: '报销' }, admin)).toMatchObject({
      code: ErrorCode.ApprovalNameTaken,
      message: '已有名为「报销」的审批',
      data: { field: 'name' },
    });
    await data(
      'template/settings',
      {
        uniqueId: seal.uniqueId,
        name: '用印',
        groupUniqueId: seal.groupUniqueId,
        starters: { everyone: true },
        enabled: true,
      },
      admin,
    );
  });
});

describe('审批配置: starters by role', () => {
  it('lets the members holding a chosen role start it, names the role in the list, and no one else', async () => {
    const admin = await xingheToken(server, ADMIN);
    const [role] = await server.db.query<{ uniqueId: string }>(
      `insert into roles (unique_id, organization_id, name, created_at)
       select 'r-cashier', id, '出纳', now() from organizations where unique_id = 'xinghe-park'
       returning unique_id as "uniqueId"`,
    );
    await server.db.query(
      `insert into member_roles (membership_id, role_id)
       select m.id, r.id from memberships m, roles r where m.unique_id = $1 and r.unique_id = 'r-cashier'`,
      [await memberId('陈刚')],
    );
    const startable = async (phone: string) =>
      (await data<StartableTemplate[]>('template/startable', {}, await xingheToken(server, phone))).map(
        (template) => template.name,
      );
    expect(await startable(ZHAO_MIN)).toContain('用印');
    const seal = (await templateNamed(admin, '用印'))!;
    await data(
      'template/settings',
      { uniqueId: seal.uniqueId, starters: { members: [], departments: [], roles: [role!.uniqueId] } },
      admin,
    );
    expect(await templateNamed(admin, '用印')).toMatchObject({
      starters: { roles: [role!.uniqueId] },
      starterNames: ['出纳'],
    });
    expect(await startable(CHEN_GANG)).toContain('用印');
    expect(await startable(ZHAO_MIN)).not.toContain('用印');
  });
});

describe('审批配置: create, draft, publish, versions', () => {
  it('creates a blank template, saves its draft on revisions, refuses a stale one and publishes it', async () => {
    const admin = await xingheToken(server, ADMIN);
    const finance = await groupNamed(admin, '财务');
    const { uniqueId } = await data<{ uniqueId: string }>(
      'template/create',
      { name: '付款', groupUniqueId: finance.uniqueId, icon: 'pay-circle' },
      admin,
    );
    expect(await templateNamed(admin, '付款')).toMatchObject({
      version: null,
      hasDraft: true,
      publishedAt: null,
    });
    const draft = await data<TemplateDraft>('template/draft', { uniqueId }, admin);
    expect(draft).toMatchObject({ name: '付款', form: [], revision: 1, version: null, savedByName: '张伟' });
    expect(draft.flow).toEqual(start());

    // An empty approver: refused with every problem on its node.
    const empty = start(approver('pay', { nodeName: '出纳', nodeUserList: [] }));
    const saved = await data<{ revision: number }>(
      'template/draft/save',
      { uniqueId, revision: 1, form: amountForm, flow: empty },
      admin,
    );
    expect(saved.revision).toBe(2);
    // The same save again (its answer was lost): the same answer, nothing changed.
    expect(
      await data('template/draft/save', { uniqueId, revision: 1, form: amountForm, flow: empty }, admin),
    ).toMatchObject({ revision: 2 });
    // Another tab still on revision 1, with other content: a conflict naming who saved.
    expect(
      await call('template/draft/save', { uniqueId, revision: 1, form: [], flow: empty }, admin),
    ).toMatchObject({
      code: ErrorCode.ApprovalDraftConflict,
      message: '张伟已保存了更新的草稿，您的修改未保存，请重新加载后再编辑',
      data: { revision: 2, savedByName: '张伟' },
    });
    expect(await call('template/publish', { uniqueId, revision: 1 }, admin)).toMatchObject({
      code: ErrorCode.ApprovalDraftConflict,
    });
    expect(await call('template/publish', { uniqueId, revision: 2 }, admin)).toMatchObject({
      code: ErrorCode.ApprovalFlowInvalid,
      message: '还有 1 处需要修改才能发布：「出纳」：请选择审批人',
      data: { nodeId: 'pay', problems: [{ nodeId: 'pay', message: '「出纳」：请选择审批人' }] },
    });

    const zhao = await memberId('赵敏');
    const fixed = start(
      approver('pay', {
        nodeName: '出纳',
        setting: 4,
        nodeUserList: [{ id: zhao, name: '赵敏', kind: 'member' }],
      }),
    );
    await data('template/draft/save', { uniqueId, revision: 2, form: amountForm, flow: fixed }, admin);
    const published = await data<{ version: number }>('template/publish', { uniqueId, revision: 3 }, admin);
    expect(published.version).toBe(1);
    expect(await templateNamed(admin, '付款')).toMatchObject({
      version: 1,
      hasDraft: false,
      publisherName: '张伟',
    });
    expect(await call('template/publish', { uniqueId, revision: 3 }, admin)).toMatchObject({
      code: ErrorCode.ApprovalNothingToPublish,
    });
    const chen = await xingheToken(server, CHEN_GANG);
    expect((await data<StartableTemplate[]>('template/startable', {}, chen)).map((t) => t.name)).toContain(
      '付款',
    );

    // A second version; the first stays readable.
    const twice = start(
      approver('pay', {
        nodeName: '出纳复核',
        setting: 4,
        nodeUserList: [{ id: zhao, name: '赵敏', kind: 'member' }],
      }),
    );
    await data('template/draft/save', { uniqueId, revision: 3, form: amountForm, flow: twice }, admin);
    expect(await templateNamed(admin, '付款')).toMatchObject({ version: 1, hasDraft: true });
    expect((await data<TemplateDraft>('template/draft', { uniqueId }, admin)).flow).toEqual(twice);
    await data('template/publish', { uniqueId, revision: 4 }, admin);
    const versions = await data<TemplateVersionItem[]>('template/versions', { uniqueId }, admin);
    expect(versions.map((v) => [v.version, v.publisherName, v.current])).toEqual([
      [2, '张伟', true],
      [1, '张伟', false],
    ]);
    const first = await data<TemplateVersionDetail>('template/version', { uniqueId, version: 1 }, admin);
    expect(first).toMatchObject({ version: 1, form: amountForm, flow: fixed, current: false });
    expect(await call('template/version', { uniqueId, version: 9 }, admin)).toMatchObject({
      code: ErrorCode.ApprovalVersionNotFound,
    });
  });

  it('refuses a form without fields or with a field named twice, on 发起人', async () => {
    const admin = await xingheToken(server, ADMIN);
    const { uniqueId } = await data<{ uniqueId: string }>(
      'template/create',
      { name: '空白', groupUniqueId: (await groupNamed(admin, '人事')).uniqueId },
      admin,
    );
    expect(await call('template/publish', { uniqueId, revision: 1 }, admin)).toMatchObject({
      data: { problems: [{ nodeId: 'start', message: '表单至少需要一个字段', scope: 'form' }] },
    });
    await data(
      'template/draft/save',
      { uniqueId, revision: 1, form: [...amountForm, ...amountForm], flow: start() },
      admin,
    );
    expect(await call('template/publish', { uniqueId, revision: 2 }, admin)).toMatchObject({
      data: { problems: [{ nodeId: 'start', message: '表单字段标识「amount」重复', scope: 'form' }] },
    });
  });

  it('copies a template: its form, flow, icon and starters in a new unpublished draft', async () => {
    const admin = await xingheToken(server, ADMIN);
    const expense = (await templateNamed(admin, '报销'))!;
    const { uniqueId } = await data<{ uniqueId: string }>(
      'template/create',
      { name: '报销（副本）', groupUniqueId: expense.groupUniqueId!, copyFrom: expense.uniqueId },
      admin,
    );
    const original = await data<TemplateDraft>('template/draft', { uniqueId: expense.uniqueId }, admin);
    const copy = await data<TemplateDraft>('template/draft', { uniqueId }, admin);
    expect(copy.form).toEqual(original.form);
    expect(copy.flow).toEqual(original.flow);
    expect(await templateNamed(admin, '报销（副本）')).toMatchObject({ icon: 'account-book', version: null });
    expect(
      await call('template/create', { name: '报销', groupUniqueId: expense.groupUniqueId! }, admin),
    ).toMatchObject({
      code: ErrorCode.ApprovalNameTaken,
    });
  });
});

describe('审批配置: removing', () => {
  it('refuses a template with running approvals; removes others, keeping their name free', async () => {
    const admin = await xingheToken(server, ADMIN);
    const chen = await xingheToken(server, CHEN_GANG);
    const expense = (await templateNamed(admin, '报销'))!;
    await data<StartedApproval>(
      'start',
      {
        templateUniqueId: expense.uniqueId,
        form: { amount: 12_000, category: 'office', spentOn: '2026-11-20', detail: '办公用品' },
        requestId: `remove-${Date.now()}`,
      },
      chen,
    );
    const [{ count }] = (await server.db.query<{ count: number }>(
      `select count(*)::integer as count from approval_instances i join approval_templates t on t.id = i.template_id
        where t.unique_id = $1 and i.state in ('running', 'returned')`,
      [expense.uniqueId],
    )) as [{ count: number }];
    expect(await call('template/remove', { uniqueId: expense.uniqueId }, admin)).toMatchObject({
      code: ErrorCode.ApprovalTemplateInUse,
      message: `「报销」还有 ${count} 条进行中的审批，请等它们结束或终止后再删除`,
    });

    const { uniqueId } = await data<{ uniqueId: string }>(
      'template/create',
      { name: '临时', groupUniqueId: expense.groupUniqueId! },
      admin,
    );
    await data('template/remove', { uniqueId }, admin);
    expect(await templateNamed(admin, '临时')).toBeUndefined();
    expect(await call('template/draft', { uniqueId }, admin)).toMatchObject({
      code: ErrorCode.ApprovalTemplateNotFound,
    });
    await data('template/create', { name: '临时', groupUniqueId: expense.groupUniqueId! }, admin);
  });
});
