import { LEAVE_QUESTION } from '@core/crud/leave-guard';
import type { Page } from '@core/data/page';
import type { Resource } from '@core/routing/resource';
import { ApiError } from '@core/services/api-error';
import { PermissionStore } from '@core/stores/permission-store';
import { SessionStore } from '@core/stores/session-store';
import { TabsStore } from '@core/stores/tabs-store';
import { ResourceType } from '@manifests/resource-types';
import settingsPlugin from '@plugins/settings';
import { RoleApi } from '@plugins/settings/api/role-api';
import { StaffApi, type StaffPageQuery, type StaffSummary } from '@plugins/settings/api/staff-api';
import RoleManagementPage from '@plugins/settings/views/role-management-page';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '../../support/render-with-services';
import { createTestContainer } from '../../support/test-container';
import { FakeRoleApi, member } from './support/fake-role-api';

const ALL_ROLE_ACTIONS = ['ROLE_ADD', 'ROLE_MODIFY', 'ROLE_GRANT', 'ROLE_MEMBER', 'ROLE_REMOVE'];

/** 角色管理 with the given button permissions, as the session's resource tree gives them. */
function roleResources(actions: readonly string[]): Resource[] {
  return [
    {
      type: ResourceType.DirectoryPc,
      code: 'PC_SETTING_MANAGEMENT',
      name: '设置',
      childs: [
        {
          type: ResourceType.MenuPc,
          code: 'PC_ROLE_MANAGEMENT',
          name: '角色管理',
          pathUrl: '/PC_ROLE_MANAGEMENT',
          childs: actions.map((code) => ({ type: ResourceType.PermissionAction, code, name: code })),
        },
      ],
    },
  ];
}

const staffSummary = (uniqueId: string, name: string, roleIds: string[] = []): StaffSummary => ({
  uniqueId,
  name,
  telephone: `1380000${uniqueId.replace(/\D/g, '').padStart(4, '0')}`,
  state: 1,
  departments: [{ uniqueId: 'd-invest', name: '招商部' }],
  roles: roleIds.map((id) => ({ uniqueId: id, name: id, builtIn: id === 'r-admin' })),
  position: '',
  employeeNo: '',
  entryDate: null,
  isAdmin: roleIds.includes('r-admin'),
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** The staff directory the 添加成员 dialog pages through; only `page` is used by this view. */
class FakeStaffDirectory implements StaffApi {
  staff: StaffSummary[] = [];
  queries: StaffPageQuery[] = [];
  async page(query: StaffPageQuery): Promise<Page<StaffSummary>> {
    this.queries.push(query);
    const matching = this.staff.filter((each) => !query.keyword || each.name.includes(query.keyword));
    const start = (query.pageNum - 1) * query.pageSize;
    return { list: matching.slice(start, start + query.pageSize), total: matching.length, ...query };
  }
  private unused(): never {
    throw new Error('not used by 角色管理');
  }
  detail = async () => this.unused();
  add = async () => this.unused();
  modify = async () => this.unused();
  modifyState = async () => this.unused();
  remove = async () => this.unused();
  fields = async () => this.unused();
  saveFields = async () => this.unused();
  importTemplate = async () => this.unused();
  import = async () => this.unused();
}

async function renderPage(
  options: {
    actions?: readonly string[];
    prepare?: (roles: FakeRoleApi, staff: FakeStaffDirectory) => void;
  } = {},
) {
  const roles = new FakeRoleApi();
  const staff = new FakeStaffDirectory();
  options.prepare?.(roles, staff);
  const setup = createTestContainer({
    plugins: [settingsPlugin],
    overrides: (container) => {
      container.rebind(RoleApi).toConstantValue(roles);
      container.rebind(StaffApi).toConstantValue(staff);
    },
  });
  setup.api.routeInfoAnswer = {
    organization: { uniqueId: 'xinghe-park', name: '星河科技园', logoUrl: '' },
    resources: roleResources(options.actions ?? ALL_ROLE_ACTIONS),
  };
  await setup.service(SessionStore).loadUserInfo();
  await setup.service(PermissionStore).generate();
  renderWithServices(<RoleManagementPage />, { container: setup.container, path: '/PC_ROLE_MANAGEMENT' });
  // The tree is shown once the role list, the grant tree and the selected role's grant are loaded.
  await waitFor(() => expect(document.querySelector('[role="tree"]')).not.toBeNull());
  return { roles, staff, setup, user: fastUser() };
}

/**
 * Clicks without user-event's pointer-events check, which walks every ancestor's computed style and
 * makes each click on this large tree cost seconds in jsdom (nothing here is covered by an overlay).
 */
const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
type User = ReturnType<typeof userEvent.setup>;

// Buttons, tabs and role items are found by their text, not by role and accessible name: computing
// names runs antd's whole stylesheet through jsdom for each candidate element, which made this suite
// take minutes. A closed Popconfirm stays in the DOM, hidden: its buttons are not counted.
const opts = (name: string | RegExp) => ({ name, hidden: true });
const matches = (text: string | null, name: string | RegExp) =>
  text !== null && (typeof name === 'string' ? text === name : name.test(text));

function buttons(name: string | RegExp, container: HTMLElement = document.body): HTMLButtonElement[] {
  const found = new Set<HTMLButtonElement>();
  for (const label of within(container).queryAllByText(name)) {
    const owner = label.closest('button');
    if (owner) found.add(owner);
  }
  for (const labelled of container.querySelectorAll<HTMLButtonElement>('button[aria-label]'))
    if (matches(labelled.getAttribute('aria-label'), name)) found.add(labelled);
  return [...found].filter((each) => !each.closest('.ant-popover-hidden'));
}
function button(name: string | RegExp, container: HTMLElement = document.body): HTMLButtonElement {
  const found = buttons(name, container);
  if (found.length !== 1) throw new Error(`${found.length} buttons named ${name}`);
  return found[0] as HTMLButtonElement;
}
const queryButton = (name: string | RegExp) => buttons(name)[0] ?? null;
const roleItems = () => [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')];
const queryRoleItem = (name: string) =>
  roleItems().find((item) => item.textContent?.startsWith(name)) ?? null;
function roleItem(name: string): HTMLElement {
  const item = queryRoleItem(name);
  if (!item) throw new Error(`no role named ${name}`);
  return item;
}
/** The open dialog titled `name` (found by its title: jsdom's ids make aria-labelledby ambiguous). */
const dialog = (name: string | RegExp) =>
  waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find((each) =>
      matches(each.querySelector('.ant-modal-title')?.textContent ?? null, name),
    );
    if (!found) throw new Error(`no dialog titled ${name}`);
    return found;
  });
const tab = (name: RegExp) =>
  within(document.querySelector<HTMLElement>('.ant-tabs-nav') as HTMLElement).getByText(name);
/** A member picker's row checkbox (labelled 选择 <name>). */
const pick = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement>(`input[aria-label="选择 ${name}"]`) as HTMLInputElement;

/** The grant tree's node named `name` (the `index`-th one: the application 设置 comes before its directory). */
function treeItem(name: string, index = 0): HTMLElement {
  const tree = document.querySelector<HTMLElement>('[role="tree"]');
  if (!tree) throw new Error('no grant tree');
  const items = within(tree)
    .getAllByText(name, { exact: true })
    .map((label) => label.closest<HTMLElement>('[role="treeitem"]'))
    .filter((item): item is HTMLElement => item !== null);
  const item = items[index];
  if (!item) throw new Error(`no tree node named ${name}`);
  return item;
}

function checkbox(name: string, index = 0): HTMLElement {
  const box = treeItem(name, index).querySelector<HTMLElement>('[role="checkbox"]');
  if (!box) throw new Error(`no checkbox for ${name}`);
  return box;
}
/** 'true', 'false' or 'mixed' (half-checked). */
const stateOf = (name: string, index = 0) => checkbox(name, index).getAttribute('aria-checked');
const grantStatus = () => document.querySelector('[role="status"]')?.textContent;

async function chooseRole(user: User, name: string) {
  await user.click(roleItem(name));
}

/** The Popconfirm that is open now. */
const openConfirm = () =>
  waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-popover')].find(
      (popover) => !popover.classList.contains('ant-popover-hidden'),
    );
    if (!open) throw new Error('no open confirm');
    return open;
  });

describe('角色管理', () => {
  it('lists the roles, the built-in 管理员 first with its lock, holding every permission unchangeably', async () => {
    await renderPage();
    const items = roleItems();
    expect(items.map((item) => item.textContent)).toEqual(['管理员内置1 人', '招商专员0 人']);
    expect(within(items[0] as HTMLElement).getByRole('img', opts(/拥有全部权限/))).toBeInTheDocument();
    expect(items[0]).toHaveClass('ant-menu-item-selected');

    expect(screen.getByText('管理员拥有全部权限')).toBeInTheDocument();
    for (const name of ['设置', '角色管理', '新增角色', '审批中心', '查看全部审批'])
      expect(stateOf(name)).toBe('true');
    expect(checkbox('角色管理')).toHaveAttribute('aria-disabled', 'true');
    // Neither renamed, removed nor granted.
    expect(queryButton(/重命名/)).not.toBeInTheDocument();
    expect(queryButton(/删除/)).not.toBeInTheDocument();
    expect(queryButton('保存')).not.toBeInTheDocument();
  });

  it('tags each kind of resource and shows a role’s grant: ancestors of granted nodes half-checked', async () => {
    const { user } = await renderPage({
      prepare: (roles) =>
        roles.codes.set('r-invest', ['PC_PARK_INFORMATION', 'PARK_INFORMATION_MODIFY', 'ROLE_ADD']),
    });
    await chooseRole(user, '招商专员');
    await waitFor(() => expect(stateOf('园区详情')).toBe('true'));
    expect(stateOf('编辑园区详情')).toBe('true');
    expect(stateOf('新增角色')).toBe('true');
    expect(stateOf('角色管理')).toBe('mixed');
    expect(stateOf('设置', 1)).toBe('mixed');
    expect(stateOf('设置', 0)).toBe('mixed');
    expect(stateOf('组织管理')).toBe('false');
    expect(stateOf('审批')).toBe('false');
    expect(within(treeItem('设置', 1)).getByText('目录')).toBeInTheDocument();
    expect(within(treeItem('园区详情')).getByText('菜单')).toBeInTheDocument();
    expect(within(treeItem('编辑园区详情')).getByText('操作权限')).toBeInTheDocument();
    expect(within(treeItem('查看全部审批')).getByText('数据权限')).toBeInTheDocument();
    expect(grantStatus()).toBe('已授权 3 项');
  });

  it('checking a menu checks its actions, half-checks the directory, and 保存 sends exactly the checked codes', async () => {
    const { roles, setup, user } = await renderPage({
      prepare: (fake) => fake.codes.set('r-invest', ['PC_PARK_INFORMATION', 'PARK_INFORMATION_MODIFY']),
    });
    await chooseRole(user, '招商专员');
    await waitFor(() => expect(stateOf('园区详情')).toBe('true'));
    expect(button('保存')).toBeDisabled();

    await user.click(checkbox('角色管理'));
    expect(stateOf('角色管理')).toBe('true');
    for (const action of ['新增角色', '重命名角色', '角色授权', '分配成员', '删除角色'])
      expect(stateOf(action)).toBe('true');
    expect(stateOf('设置', 1)).toBe('mixed');
    expect(stateOf('员工管理')).toBe('false');
    expect(grantStatus()).toBe('有未保存的修改');

    // A data permission alone under its menu.
    await user.click(checkbox('查看全部审批'));
    expect(stateOf('审批中心')).toBe('mixed');

    await user.click(button('保存'));
    await waitFor(() => expect(setup.notifier.successes).toEqual(['权限已保存']));
    expect(roles.grants).toEqual([
      {
        uniqueId: 'r-invest',
        resourceCodes: [
          'PC_PARK_INFORMATION',
          'PARK_INFORMATION_MODIFY',
          'PC_ROLE_MANAGEMENT',
          ...ALL_ROLE_ACTIONS,
          'APPROVAL_DATA_ALL',
        ],
      },
    ]);
    await waitFor(() => expect(grantStatus()).toBe('已授权 9 项'));
    expect(button('保存')).toBeDisabled();
    expect(stateOf('角色管理')).toBe('true');
  });

  it('unchecking an action leaves its menu half-checked and sends neither the menu nor the directory', async () => {
    const { roles, user } = await renderPage({
      prepare: (fake) => fake.codes.set('r-invest', ['PC_ROLE_MANAGEMENT', ...ALL_ROLE_ACTIONS]),
    });
    await chooseRole(user, '招商专员');
    await waitFor(() => expect(stateOf('角色管理')).toBe('true'));
    await user.click(checkbox('删除角色'));
    expect(stateOf('角色管理')).toBe('mixed');
    await user.click(button('保存'));
    await waitFor(() => expect(roles.grants).toHaveLength(1));
    expect(roles.grants[0]?.resourceCodes).toEqual(['ROLE_ADD', 'ROLE_MODIFY', 'ROLE_GRANT', 'ROLE_MEMBER']);
  });

  it('closing the tab with unsaved grant changes asks first; once saved it closes without asking', async () => {
    const { roles, setup, user } = await renderPage({
      prepare: (fake) => fake.codes.set('r-invest', ['ROLE_ADD']),
    });
    // The page is the shown tab (the shell's tab bar would make it so).
    const tabs = setup.service(TabsStore);
    tabs.activate('/PC_ROLE_MANAGEMENT');
    await chooseRole(user, '招商专员');
    await waitFor(() => expect(stateOf('新增角色')).toBe('true'));
    expect(tabs.hasUnsaved(['/PC_ROLE_MANAGEMENT'])).toBe(false);

    await user.click(checkbox('组织管理'));
    expect(tabs.hasUnsaved(['/PC_ROLE_MANAGEMENT'])).toBe(true);
    setup.notifier.answers.push(false);
    expect(await tabs.mayClose(['/PC_ROLE_MANAGEMENT'])).toBe(false);
    expect(setup.notifier.questions).toEqual([LEAVE_QUESTION]);

    await user.click(button('保存'));
    await waitFor(() => expect(roles.grants).toHaveLength(1));
    await waitFor(() => expect(tabs.hasUnsaved(['/PC_ROLE_MANAGEMENT'])).toBe(false));
    expect(await tabs.mayClose(['/PC_ROLE_MANAGEMENT'])).toBe(true);
    expect(setup.notifier.questions).toHaveLength(1);
  });

  it('还原 drops the changes; switching roles with unsaved changes asks first', async () => {
    const { roles, user } = await renderPage({ prepare: (fake) => fake.codes.set('r-invest', ['ROLE_ADD']) });
    await chooseRole(user, '招商专员');
    await waitFor(() => expect(stateOf('新增角色')).toBe('true'));
    await user.click(checkbox('组织管理'));
    await user.click(button('还原'));
    expect(stateOf('组织管理')).toBe('false');
    expect(button('保存')).toBeDisabled();

    await user.click(checkbox('组织管理'));
    await chooseRole(user, '管理员');
    const ask = await dialog('放弃未保存的权限修改？');
    expect(ask).toHaveTextContent('「招商专员」的权限修改尚未保存');
    await user.click(button('继续编辑', ask));
    expect(stateOf('组织管理')).toBe('true');
    expect(roleItem('招商专员')).toHaveClass('ant-menu-item-selected');

    await chooseRole(user, '管理员');
    await user.click(button('放弃修改', await dialog('放弃未保存的权限修改？')));
    await waitFor(() => expect(screen.getByText('管理员拥有全部权限')).toBeInTheDocument());
    // Coming back starts again from the saved grant.
    await chooseRole(user, '招商专员');
    await waitFor(() => expect(stateOf('新增角色')).toBe('true'));
    expect(stateOf('组织管理')).toBe('false');
    expect(roles.grants).toEqual([]);
  });

  it('shows a refused grant in place and keeps the checked nodes', async () => {
    const { roles, user } = await renderPage({
      prepare: (fake) =>
        fake.refuse('grant', new ApiError(400320, '资源「PC_ORG_MANAGEMENT」不存在或所属应用未开通')),
    });
    await chooseRole(user, '招商专员');
    await waitFor(() => expect(grantStatus()).toBe('已授权 0 项'));
    await user.click(checkbox('组织管理'));
    await user.click(button('保存'));
    expect(await screen.findByText('资源「PC_ORG_MANAGEMENT」不存在或所属应用未开通')).toBeInTheDocument();
    expect(stateOf('组织管理')).toBe('true');
    expect(grantStatus()).toBe('有未保存的修改');
    expect(roles.calls.filter((call) => call === 'grant')).toHaveLength(1);
  });

  it('adds a role: the name is checked, a refusal keeps it typed, then the new role is chosen', async () => {
    const { roles, setup, user } = await renderPage();
    await user.click(button(/新增角色/));
    const naming = await dialog('新增角色');
    await user.click(button('确定', naming));
    expect(await within(naming).findByText('请输入角色名称')).toBeInTheDocument();

    const name = within(naming).getByLabelText('角色名称');
    await user.type(name, '招商专员');
    await user.click(button('确定', naming));
    expect(await within(naming).findByText('已有名为「招商专员」的角色')).toBeInTheDocument();
    expect(name).toHaveValue('招商专员');

    await user.clear(name);
    await user.type(name, ' 物业主管 {Enter}');
    await waitFor(() => expect(setup.notifier.successes).toEqual(['角色「物业主管」已新增']));
    expect(roles.roles.map((each) => each.name)).toEqual(['管理员', '招商专员', '物业主管']);
    await waitFor(() => expect(roleItem('物业主管')).toHaveClass('ant-menu-item-selected'));
    await waitFor(() => expect(grantStatus()).toBe('已授权 0 项'));
  });

  it('renames a role, showing a refusal in the dialog', async () => {
    const { roles, user } = await renderPage({
      prepare: (fake) =>
        fake.refuse('rename', new ApiError(300403, '您没有「重命名角色」的权限，请联系企业管理员')),
    });
    await chooseRole(user, '招商专员');
    await waitFor(() => expect(queryButton(/重命名/)).toBeInTheDocument());
    await user.click(button(/重命名/));
    const naming = await dialog('重命名角色');
    const name = within(naming).getByLabelText('角色名称');
    expect(name).toHaveValue('招商专员');
    await user.clear(name);
    await user.type(name, '招商经理');
    await user.click(button('确定', naming));
    expect(
      await within(naming).findByText('您没有「重命名角色」的权限，请联系企业管理员'),
    ).toBeInTheDocument();
    expect(name).toHaveValue('招商经理');

    await user.click(button('确定', naming));
    await waitFor(() => expect(roleItem('招商经理')).toBeInTheDocument());
    expect(roles.roles[1]?.name).toBe('招商经理');

    // The next dialog starts afresh.
    await user.click(button(/新增角色/));
    expect(within(await dialog('新增角色')).getByLabelText('角色名称')).toHaveValue('');
  });

  it('removes a role after confirming, showing a refusal in place first', async () => {
    const { roles, setup, user } = await renderPage({
      prepare: (fake) =>
        fake.refuse('remove', new ApiError(300403, '您没有「删除角色」的权限，请联系企业管理员')),
    });
    await chooseRole(user, '招商专员');
    await waitFor(() => expect(queryButton(/删除/)).toBeInTheDocument());
    await user.click(button('删除'));
    const confirm = await openConfirm();
    expect(confirm).toHaveTextContent('删除角色「招商专员」？');
    await user.click(button('删除', confirm));
    expect(await screen.findByText('您没有「删除角色」的权限，请联系企业管理员')).toBeInTheDocument();
    expect(roleItem('招商专员')).toBeInTheDocument();

    await waitFor(() => expect(confirm).toHaveClass('ant-popover-hidden'));
    await user.click(button('删除'));
    await user.click(button('删除', await openConfirm()));
    await waitFor(() => expect(queryRoleItem('招商专员')).toBeNull());
    expect(roles.roles.map((each) => each.uniqueId)).toEqual(['r-admin']);
    expect(setup.notifier.successes).toEqual(['角色「招商专员」已删除']);
    expect(roleItem('管理员')).toHaveClass('ant-menu-item-selected');
  });

  it('lists, searches, adds and removes members; the last administrator stays', async () => {
    const { roles, staff, setup, user } = await renderPage({
      prepare: (fake, directory) => {
        fake.members.set('r-invest', [member('m2', '李娜'), member('m4', '赵敏', { state: 2 })]);
        fake.roles = fake.roles.map((each) =>
          each.uniqueId === 'r-invest' ? { ...each, memberCount: 2 } : each,
        );
        directory.staff = [
          staffSummary('m1', '张伟', ['r-admin']),
          staffSummary('m2', '李娜', ['r-invest']),
          staffSummary('m3', '王强'),
          staffSummary('m5', '陈静'),
        ];
        for (const each of directory.staff) fake.directory.set(each.uniqueId, each.name);
      },
    });
    await chooseRole(user, '招商专员');
    await user.click(tab(/成员/));
    expect(await screen.findByText('李娜')).toBeInTheDocument();
    expect(screen.getByText('停用')).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();

    await user.type(screen.getByLabelText('搜索成员'), '赵');
    await waitFor(() => expect(screen.queryByText('李娜')).not.toBeInTheDocument());
    expect(roles.memberQueries.at(-1)).toMatchObject({ uniqueId: 'r-invest', pageNum: 1, keyword: '赵' });
    await user.clear(screen.getByLabelText('搜索成员'));
    expect(await screen.findByText('李娜')).toBeInTheDocument();

    // 添加成员: whoever holds the role already cannot be chosen.
    await user.click(button(/添加成员/));
    const picker = await dialog(/添加成员到「招商专员」/);
    await within(picker).findByText('王强');
    expect(pick(picker, '李娜')).toBeDisabled();
    expect(within(picker).getByText('已是成员')).toBeInTheDocument();
    expect(button('添加', picker)).toBeDisabled();
    await user.click(pick(picker, '王强'));
    await user.click(pick(picker, '陈静'));
    await user.click(button('添加 2 人', picker));
    await waitFor(() => expect(setup.notifier.successes).toContain('已添加 2 名成员'));
    expect(roles.members.get('r-invest')?.map((each) => each.nickname)).toEqual([
      '李娜',
      '赵敏',
      '王强',
      '陈静',
    ]);
    expect(await screen.findByText('陈静')).toBeInTheDocument();
    await waitFor(() => expect(roleItem('招商专员')).toHaveTextContent('4 人'));
    expect(staff.queries[0]).toMatchObject({ pageNum: 1 });

    await user.click(button('移除 王强'));
    const confirm = await openConfirm();
    expect(confirm).toHaveTextContent('将「王强」移出角色「招商专员」？');
    await user.click(button('移除', confirm));
    await waitFor(() => expect(screen.queryByText('王强')).not.toBeInTheDocument());
    expect(roles.members.get('r-invest')?.map((each) => each.uniqueId)).toEqual(['m2', 'm4', 'm5']);
    await waitFor(() => expect(confirm).toHaveClass('ant-popover-hidden'));

    // The organisation's only administrator cannot be taken off 管理员.
    await chooseRole(user, '管理员');
    await user.click(tab(/成员/));
    await waitFor(() => expect(queryButton('移除 张伟')).toBeInTheDocument());
    await user.click(button('移除 张伟'));
    const adminConfirm = await openConfirm();
    expect(adminConfirm).toHaveTextContent('移出后其将不再是管理员');
    await user.click(button('移除', adminConfirm));
    expect(await screen.findByText('至少需要保留一名管理员')).toBeInTheDocument();
    expect(screen.getByText('张伟')).toBeInTheDocument();
    expect(roles.members.get('r-admin')).toHaveLength(1);
  });

  it('keeps the chosen members when adding them is refused', async () => {
    const { roles, user } = await renderPage({
      prepare: (fake, directory) => {
        directory.staff = [staffSummary('m3', '王强')];
        fake.refuse('addMembers', new ApiError(300403, '您没有「分配成员」的权限，请联系企业管理员'));
      },
    });
    await chooseRole(user, '招商专员');
    await user.click(tab(/成员/));
    expect(await screen.findByText('该角色还没有成员')).toBeInTheDocument();
    await user.click(button(/添加成员/));
    const picker = await dialog(/添加成员/);
    await within(picker).findByText('王强');
    await user.click(pick(picker, '王强'));
    await user.click(button('添加 1 人', picker));
    expect(await within(picker).findByText('您没有「分配成员」的权限，请联系企业管理员')).toBeInTheDocument();
    expect(pick(picker, '王强')).toBeChecked();
    expect(roles.members.get('r-invest')).toBeUndefined();
  });

  it('hides every action from a member holding only the page, and shows the grant read-only', async () => {
    const { user } = await renderPage({
      actions: [],
      prepare: (fake) => {
        fake.codes.set('r-invest', ['ROLE_ADD']);
        fake.members.set('r-invest', [member('m2', '李娜')]);
      },
    });
    expect(queryButton(/新增角色/)).not.toBeInTheDocument();
    await chooseRole(user, '招商专员');
    await waitFor(() => expect(stateOf('新增角色')).toBe('true'));
    expect(screen.getByText('您没有「角色授权」的权限，只能查看该角色的权限')).toBeInTheDocument();
    expect(checkbox('组织管理')).toHaveAttribute('aria-disabled', 'true');
    await user.click(checkbox('组织管理'));
    expect(stateOf('组织管理')).toBe('false');
    for (const name of [/重命名/, /删除/, '保存', '还原']) expect(queryButton(name)).not.toBeInTheDocument();

    await user.click(tab(/成员/));
    expect(await screen.findByText('李娜')).toBeInTheDocument();
    expect(queryButton(/添加成员/)).not.toBeInTheDocument();
    expect(queryButton(/移除/)).not.toBeInTheDocument();
  });

  it('offers to retry when the roles cannot be loaded', async () => {
    const roles = new FakeRoleApi();
    roles.refuse('list', new Error('网络异常，请检查网络连接'));
    const setup = createTestContainer({
      plugins: [settingsPlugin],
      overrides: (container) => container.rebind(RoleApi).toConstantValue(roles),
    });
    setup.api.routeInfoAnswer = {
      organization: { uniqueId: 'xinghe-park', name: '星河科技园', logoUrl: '' },
      resources: roleResources(ALL_ROLE_ACTIONS),
    };
    await act(async () => {
      await setup.service(PermissionStore).generate();
    });
    renderWithServices(<RoleManagementPage />, { container: setup.container, path: '/PC_ROLE_MANAGEMENT' });
    expect(await screen.findByText('角色列表加载失败')).toBeInTheDocument();
    expect(screen.getByText('网络异常，请检查网络连接')).toBeInTheDocument();
    await fastUser().click(button('重试'));
    await waitFor(() => expect(roleItem('招商专员')).toBeInTheDocument());
  });
});
