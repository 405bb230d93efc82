import type { Resource } from '@core/routing/resource';
import { ApiError } from '@core/services/api-error';
import { PermissionStore } from '@core/stores/permission-store';
import { SessionStore } from '@core/stores/session-store';
import { ResourceType } from '@manifests/resource-types';
import { SettingsPermission } from '@manifests/settings';
import settingsPlugin from '@plugins/settings';
import {
  type ApplicationInState,
  type ApplicationResource,
  type ManagedApplication,
  ManagedApplicationApi,
  type ManagedApplicationQuery,
} from '@plugins/settings/api/managed-application-api';
import { RoleApi, type RoleSummary } from '@plugins/settings/api/role-api';
import ApplicationManagementPage from '@plugins/settings/views/application-management-page';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useFakeTimers } from '@tests/support/fake-timers';
import { ConfigProvider } from 'antd';
import { renderWithServices } from '../../support/render-with-services';
import { createTestContainer } from '../../support/test-container';

const FAR_FUTURE = '2099-12-31T04:00:00.000Z';
const PAST = '2020-03-15T04:00:00.000Z';

function application(
  uniqueId: string,
  name: string,
  changes: Partial<ManagedApplication> = {},
): ManagedApplication {
  return {
    uniqueId,
    applicationUniqueId: uniqueId,
    agentId: `agent-${uniqueId}`,
    name,
    pcName: name,
    iconUrl: '',
    introduction: `${name}的简介`,
    categoryName: '办公协同',
    pcUrl: `/PC_${uniqueId.toUpperCase()}`,
    appUrl: '',
    state: 1,
    inState: 1,
    expiredTime: null,
    installedAt: '2026-01-05T02:00:00.000Z',
    roleUniqueIds: [],
    openToAll: false,
    ...changes,
  };
}

const menuNode = (code: string, name: string, childs: ApplicationResource[] = []): ApplicationResource => ({
  code,
  name,
  type: ResourceType.MenuPc,
  pathUrl: `/${code}`,
  pathType: 'RESOURCE_PATH_TYPE_INTERNAL',
  isHidden: false,
  iconUrl: '',
  parentCode: null,
  sort: 0,
  childs,
});
const actionNode = (code: string, name: string): ApplicationResource => ({
  ...menuNode(code, name),
  type: ResourceType.PermissionAction,
  pathUrl: '',
});

const ROLES: RoleSummary[] = [
  {
    uniqueId: 'role-admin',
    name: '管理员',
    builtIn: true,
    memberCount: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    uniqueId: 'role-staff',
    name: '普通员工',
    builtIn: false,
    memberCount: 5,
    createdAt: '2026-01-02T00:00:00.000Z',
  },
  {
    uniqueId: 'role-approver',
    name: '审批员',
    builtIn: false,
    memberCount: 2,
    createdAt: '2026-01-03T00:00:00.000Z',
  },
];

/** System applications, refused like the server does. */
const SYSTEM = new Set(['app-settings', 'app-market']);

/**
 * 12 installed applications: two system ones, one per special state, the rest plain. Those without
 * a resource tree are open to all, as the server says.
 */
function installedApplications(trees: ReadonlyMap<string, ApplicationResource[]>): ManagedApplication[] {
  const applications = [
    application('app-market', '应用中心', { categoryName: '基础管理', roleUniqueIds: ['role-staff'] }),
    application('app-settings', '设置', { pcName: '企业设置', categoryName: '基础管理' }),
    application('app-approval', '审批', { roleUniqueIds: ['role-staff', 'role-approver'] }),
    application('app-roster', '花名册', { inState: 2 }),
    application('app-fee', '物业缴费', { expiredTime: PAST }),
    application('app-park', '园区服务', { state: 2 }),
    application('app-notice', '通知公告', { expiredTime: FAR_FUTURE }),
    application('app-visitor', '访客管理'),
    application('app-meeting', '会议室预定'),
    application('app-repair', '报事报修'),
    application('app-car', '车辆管理'),
    application('app-leave', '请假管理'),
  ];
  return applications.map((row) => ({ ...row, openToAll: !trees.has(row.uniqueId) }));
}

/** Applications that have resources (the others are open to every member). */
function resourceTrees(): Map<string, ApplicationResource[]> {
  const withResources = ['app-market', 'app-settings', 'app-approval', 'app-roster', 'app-fee', 'app-park'];
  const trees = new Map(withResources.map((uniqueId) => [uniqueId, [menuNode(`${uniqueId}-home`, '首页')]]));
  trees.set('app-approval', [
    menuNode('APPROVAL_LIST', '审批列表', [
      actionNode('APPROVAL_PASS', '通过审批'),
      actionNode('APPROVAL_REJECT', '驳回审批'),
    ]),
  ]);
  return trees;
}

const structuredCopy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

class FakeManagedApplicationApi implements ManagedApplicationApi {
  trees = resourceTrees();
  applications = installedApplications(this.trees);
  /** The applications whose resource tree was asked for (only the detail drawer needs one). */
  treeRequests: string[] = [];
  queries: ManagedApplicationQuery[] = [];
  stateChanges: [string, ApplicationInState][] = [];
  roleChanges: [string, string[]][] = [];
  removals: string[] = [];
  failPageWith: Error | undefined;
  refuseRolesWith: ApiError | undefined;

  private find(uniqueId: string): ManagedApplication {
    const found = this.applications.find((candidate) => candidate.uniqueId === uniqueId);
    if (!found) throw new ApiError(400013, '该应用尚未开通');
    return found;
  }

  async page(query: ManagedApplicationQuery) {
    this.queries.push(query);
    if (this.failPageWith) throw this.failPageWith;
    const matching = this.applications.filter(
      (candidate) =>
        (!query.name || candidate.name.includes(query.name)) &&
        (query.inState === undefined || candidate.inState === query.inState),
    );
    const start = (query.pageNum - 1) * query.pageSize;
    return {
      list: matching.slice(start, start + query.pageSize).map((row) => ({ ...row })),
      total: matching.length,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  }
  async detail(uniqueId: string) {
    return { ...this.find(uniqueId) };
  }
  async modifyState(uniqueId: string, inState: ApplicationInState) {
    this.stateChanges.push([uniqueId, inState]);
    const found = this.find(uniqueId);
    if (inState === 2 && SYSTEM.has(uniqueId)) throw new ApiError(400015, '系统应用不能停用');
    found.inState = inState;
    return { ...found };
  }
  async modifyRoles(uniqueId: string, roleUniqueIds: string[]) {
    this.roleChanges.push([uniqueId, roleUniqueIds]);
    if (this.refuseRolesWith) throw this.refuseRolesWith;
    const found = this.find(uniqueId);
    found.roleUniqueIds = roleUniqueIds;
    return { ...found };
  }
  async remove(uniqueId: string) {
    this.removals.push(uniqueId);
    this.find(uniqueId);
    if (SYSTEM.has(uniqueId)) throw new ApiError(400015, '系统应用不能移除');
    this.applications = this.applications.filter((candidate) => candidate.uniqueId !== uniqueId);
  }
  async resourceTree(uniqueId: string) {
    this.treeRequests.push(uniqueId);
    this.find(uniqueId);
    // Copies: the data layer keeps answers by identity.
    return structuredCopy(this.trees.get(uniqueId) ?? []);
  }
}

/** The page only lists roles; the rest of RoleApi belongs to 角色管理. */
class FakeRoleApi implements Pick<RoleApi, 'list'> {
  roles = ROLES.map((role) => ({ ...role }));
  async list() {
    return this.roles.map((role) => ({ ...role }));
  }
}

/** The settings directory with 应用管理 and the given action codes under it. */
function applicationResources(codes: readonly string[]): Resource[] {
  return [
    {
      type: ResourceType.DirectoryPc,
      code: 'PC_SETTING_MANAGEMENT',
      name: '设置',
      childs: [
        {
          type: ResourceType.MenuPc,
          code: SettingsPermission.applications,
          name: '应用管理',
          childs: codes.map((code) => ({ type: ResourceType.PermissionAction, code, name: code })),
        },
      ],
    },
  ];
}

const ALL_ACTIONS = [
  SettingsPermission.applicationState,
  SettingsPermission.applicationRoles,
  SettingsPermission.applicationRemove,
];

async function renderPage(
  options: { codes?: readonly string[]; prepare?: (api: FakeManagedApplicationApi) => void } = {},
) {
  const api = new FakeManagedApplicationApi();
  const roles = new FakeRoleApi();
  options.prepare?.(api);
  const setup = createTestContainer({
    plugins: [settingsPlugin],
    overrides: (container) => {
      container.rebind(ManagedApplicationApi).toConstantValue(api);
      container.rebind(RoleApi).toConstantValue(roles as Pick<RoleApi, 'list'> as RoleApi);
    },
  });
  setup.api.routeInfoAnswer = {
    organization: { uniqueId: 'xinghe-park', name: '星河科技园', logoUrl: '' },
    resources: applicationResources(options.codes ?? ALL_ACTIONS),
  };
  await setup.service(SessionStore).loadUserInfo();
  await setup.service(PermissionStore).generate();
  // The first page and the roles arrive within the render's act, not between the test's steps.
  await act(async () => {
    renderWithServices(
      // Without motion, confirms and dialogs open and close at once.
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ApplicationManagementPage />
      </ConfigProvider>,
      { container: setup.container },
    );
  });
  // Checking pointer-events walks antd's computed styles on every click (slow); the tests click only
  // what a user could.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { api, roles, setup, user };
}

/** The table row showing an application's name. */
async function rowOf(name: string): Promise<HTMLElement> {
  const title = await screen.findByText(name, { selector: 'button > span' });
  return title.closest('tr')!;
}

/**
 * The open dialog or drawer with this title (antd gives every title the same id under test, so the
 * accessible name cannot be used).
 */
async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title, .ant-drawer-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

/** The button labelled `label` inside `container` (plain selectors: role queries over antd trees are slow). */
function buttonIn(container: HTMLElement, label: string): HTMLElement {
  const found = Array.from(container.querySelectorAll('button')).find(
    (button) => button.textContent === label,
  );
  if (!found) throw new Error(`没有「${label}」按钮`);
  return found;
}

const buttonLabels = (container: ParentNode) =>
  Array.from(container.querySelectorAll('button')).map((button) => button.textContent);

/** The Popconfirm shown last (plain selectors: role queries over the whole page are slow). */
const shownConfirm = () =>
  waitFor(() => {
    const shown = Array.from(document.querySelectorAll<HTMLElement>('.ant-popconfirm')).filter(
      (confirm) => !confirm.classList.contains('ant-popover-hidden'),
    );
    expect(shown.length).toBeGreaterThan(0);
    return shown[shown.length - 1]!;
  });

/** A choice of the 全部/已启用/已停用 filter (its label: antd hides the radio input itself). */
const stateFilter = (label: string) =>
  within(screen.getByRole('radiogroup', { name: '应用状态' })).getByText(label);

/** The options of the open select's list (its role="option" elements are only for screen readers). */
const optionElements = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option'));
const optionLabels = () =>
  waitFor(() => {
    const labels = optionElements().map((option) => option.title);
    expect(labels.length).toBeGreaterThan(0);
    return labels;
  });
const optionTitled = (label: string) =>
  waitFor(() => {
    const option = optionElements().find((candidate) => candidate.title === label);
    expect(option).toBeDefined();
    return option!;
  });

/** The names of the rows shown (plain selectors: role queries over a whole antd table are slow). */
const names = () =>
  Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).map(
    (row) => row.querySelector('button')?.textContent,
  );

const lastQuery = (api: FakeManagedApplicationApi) => api.queries[api.queries.length - 1];

afterEach(() => jest.useRealTimers());

describe('应用管理', () => {
  it('lists the installed applications with their states, roles and expiry, and pages them', async () => {
    const { api, user } = await renderPage();
    expect(within(await rowOf('审批')).getByText('普通员工')).toBeInTheDocument();
    expect(within(await rowOf('审批')).getByText('审批员')).toBeInTheDocument();
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
    expect(names()).toHaveLength(10);
    expect(within(await rowOf('花名册')).getByText('已停用')).toBeInTheDocument();
    expect(within(await rowOf('园区服务')).getByText('平台停用')).toBeInTheDocument();
    const fee = await rowOf('物业缴费');
    expect(within(fee).getByText('已到期')).toBeInTheDocument();
    expect(within(fee).getByText('2020-03-15 已到期')).toBeInTheDocument();
    expect(within(await rowOf('通知公告')).getByText('2099-12-31 到期')).toBeInTheDocument();
    expect(within(await rowOf('通知公告')).getByText('已启用')).toBeInTheDocument();
    // 设置 has resources but no role holds it; 访客管理 has none, so every member may use it.
    expect(await within(await rowOf('设置')).findByText('仅管理员')).toBeInTheDocument();
    expect(within(await rowOf('设置')).getByText('企业设置')).toBeInTheDocument();
    expect(await within(await rowOf('访客管理')).findByText('全体成员')).toBeInTheDocument();

    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('请假管理')).toBeInTheDocument();
    expect(names()).toEqual(['车辆管理', '请假管理']);
    expect(lastQuery(api)).toEqual({ pageNum: 2, pageSize: 10 });
    // Who may use each row comes with the page itself: no resource tree is asked for.
    expect(within(await rowOf('请假管理')).getByText('全体成员')).toBeInTheDocument();
    expect(api.treeRequests).toEqual([]);
  });

  it('filters by the organisation’s switch and searches by name after a pause', async () => {
    const { api, user } = await renderPage();
    await rowOf('审批');
    await user.click(stateFilter('已停用'));
    await waitFor(() => expect(names()).toEqual(['花名册']));
    expect(lastQuery(api)).toEqual({ pageNum: 1, pageSize: 10, inState: 2 });

    await user.click(stateFilter('全部'));
    await rowOf('审批');
    const queriesBefore = api.queries.length;
    // The search pause on a fake clock, which waitFor moves on (no real wait).
    useFakeTimers();
    await user.type(screen.getByLabelText('搜索应用'), ' 管理 ');
    // One query for the whole word, once typing has paused.
    await waitFor(() => expect(names()).toEqual(['访客管理', '车辆管理', '请假管理']), { timeout: 8000 });
    expect(api.queries.slice(queriesBefore)).toEqual([{ pageNum: 1, pageSize: 10, name: '管理' }]);

    await user.clear(screen.getByLabelText('搜索应用'));
    await user.type(screen.getByLabelText('搜索应用'), '不存在');
    expect(await screen.findByText('没有符合条件的应用', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('disables after a confirm and stays on the page it was on', async () => {
    const { api, setup, user } = await renderPage();
    await rowOf('审批');
    await user.click(screen.getByTitle('2'));
    const row = await rowOf('车辆管理');
    await user.click(buttonIn(row, '停用'));
    const confirm = await shownConfirm();
    expect(within(confirm).getByText('停用「车辆管理」？')).toBeInTheDocument();
    expect(within(confirm).getByText(/所有成员（包括管理员）都无法打开该应用/)).toBeInTheDocument();
    expect(api.stateChanges).toEqual([]);
    await user.click(buttonIn(confirm, '停用'));

    await waitFor(() => expect(setup.notifier.successes).toEqual(['已停用「车辆管理」']));
    expect(api.stateChanges).toEqual([['app-car', 2]]);
    expect(await within(await rowOf('车辆管理')).findByText('已停用')).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ pageNum: 2, pageSize: 10 });
    expect(names()).toEqual(['车辆管理', '请假管理']);

    // Enabling again needs no confirm.
    await user.click(buttonIn(await rowOf('车辆管理'), '启用'));
    await waitFor(() => expect(setup.notifier.successes).toContain('已启用「车辆管理」'));
    expect(api.stateChanges).toEqual([
      ['app-car', 2],
      ['app-car', 1],
    ]);
  });

  it('shows the server’s refusal to disable or remove a system application', async () => {
    const { api, setup, user } = await renderPage();
    await user.click(buttonIn(await rowOf('设置'), '停用'));
    await user.click(buttonIn(await shownConfirm(), '停用'));
    await waitFor(() => expect(setup.notifier.errors).toEqual(['系统应用不能停用']));
    expect(within(await rowOf('设置')).getByText('已启用')).toBeInTheDocument();
    expect(setup.notifier.successes).toEqual([]);

    await user.click(buttonIn(await rowOf('应用中心'), '移除'));
    await user.click(buttonIn(await shownConfirm(), '移除'));
    await waitFor(() => expect(setup.notifier.errors).toEqual(['系统应用不能停用', '系统应用不能移除']));
    expect(api.removals).toEqual(['app-market']);
    expect(await rowOf('应用中心')).toBeInTheDocument();
  });

  it('removes an application after a confirm warning what members lose', async () => {
    const { api, setup, user } = await renderPage();
    await user.click(buttonIn(await rowOf('访客管理'), '移除'));
    const confirm = await shownConfirm();
    expect(within(confirm).getByText('移除「访客管理」？')).toBeInTheDocument();
    expect(within(confirm).getByText(/所有成员都将无法使用该应用.*须到应用中心重新开通/)).toBeInTheDocument();
    await user.click(buttonIn(confirm, '取消'));
    expect(api.removals).toEqual([]);

    await user.click(buttonIn(await rowOf('访客管理'), '移除'));
    await user.click(buttonIn(await shownConfirm(), '移除'));
    await waitFor(() => expect(setup.notifier.successes).toEqual(['已移除「访客管理」']));
    expect(api.removals).toEqual(['app-visitor']);
    await waitFor(() => expect(screen.queryByText('访客管理')).not.toBeInTheDocument());
    expect(screen.getByText('共 11 条')).toBeInTheDocument();
  });

  it('goes back a page when the last row of the last page is removed', async () => {
    const { api, user } = await renderPage({
      prepare: (fake) => {
        fake.applications = fake.applications.slice(0, 11);
      },
    });
    await rowOf('审批');
    await user.click(screen.getByTitle('2'));
    await user.click(buttonIn(await rowOf('车辆管理'), '移除'));
    await user.click(buttonIn(await shownConfirm(), '移除'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ pageNum: 1, pageSize: 10 }));
    expect(await rowOf('审批')).toBeInTheDocument();
    expect(screen.getByText('共 10 条')).toBeInTheDocument();
  });

  it('chooses the roles that may use an application, without offering 管理员', async () => {
    const { api, setup, user } = await renderPage();
    await user.click(buttonIn(await rowOf('审批'), '可用角色'));
    const dialog = await dialogTitled('可用角色 · 审批');
    const select = await within(dialog).findByRole('combobox', { name: '可使用的角色' });
    expect(within(dialog).getByText(/所选角色将获得该应用的全部功能权限/)).toBeInTheDocument();

    // 审批员 is chosen already: take it away, leaving 普通员工.
    expect(within(dialog).getByTitle('普通员工')).toBeInTheDocument();
    await user.click(dialog.querySelector('[title="审批员"] .ant-select-selection-item-remove')!);
    await user.click(select);
    expect(await optionLabels()).toEqual(['普通员工', '审批员']);
    await user.click(buttonIn(dialog, '保存'));

    await waitFor(() => expect(setup.notifier.successes).toEqual(['已更新「审批」的可用角色']));
    expect(api.roleChanges).toEqual([['app-approval', ['role-staff']]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect(within(await rowOf('审批')).queryByText('审批员')).toBeNull());
    expect(within(await rowOf('审批')).getByText('普通员工')).toBeInTheDocument();
  });

  it('adds a role to an application held by nobody yet', async () => {
    const { api, user } = await renderPage();
    await user.click(buttonIn(await rowOf('设置'), '可用角色'));
    const dialog = await dialogTitled('可用角色 · 设置');
    await user.click(await within(dialog).findByRole('combobox', { name: '可使用的角色' }));
    await user.click(await optionTitled('审批员'));
    await user.click(buttonIn(dialog, '保存'));
    await waitFor(() => expect(api.roleChanges).toEqual([['app-settings', ['role-approver']]]));
    expect(await within(await rowOf('设置')).findByText('审批员')).toBeInTheDocument();
  });

  it('shows a refusal in the roles dialog and keeps the choice', async () => {
    const { api, setup, user } = await renderPage({
      prepare: (fake) => {
        fake.refuseRolesWith = new ApiError(400017, '角色不存在');
      },
    });
    await user.click(buttonIn(await rowOf('设置'), '可用角色'));
    const dialog = await dialogTitled('可用角色 · 设置');
    await user.click(await within(dialog).findByRole('combobox', { name: '可使用的角色' }));
    await user.click(await optionTitled('普通员工'));
    await user.click(buttonIn(dialog, '保存'));
    expect(await within(dialog).findByText('角色不存在')).toBeInTheDocument();
    expect(api.roleChanges).toEqual([['app-settings', ['role-staff']]]);
    expect(within(dialog).getByTitle('普通员工')).toBeInTheDocument();
    expect(setup.notifier.successes).toEqual([]);
  });

  it('explains why an application open to all takes no roles', async () => {
    const { api, user } = await renderPage();
    await user.click(buttonIn(await rowOf('访客管理'), '可用角色'));
    const dialog = await dialogTitled('可用角色 · 访客管理');
    expect(await within(dialog).findByText('该应用无需分配角色')).toBeInTheDocument();
    expect(within(dialog).getByText(/全体成员均可使用/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(buttonIn(dialog, '知道了'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.roleChanges).toEqual([]);
    expect(api.treeRequests).toEqual([]);
  });

  it('follows the server’s openToAll rather than guessing from the roles', async () => {
    // An application with resources that no role holds is for admins only; one the server calls
    // open to all is so even before any tree is loaded.
    const { api, user } = await renderPage({
      prepare: (fake) => {
        fake.applications = [
          application('app-visitor', '访客管理', { openToAll: true }),
          application('app-roster', '花名册', { openToAll: false }),
        ];
      },
    });
    expect(await within(await rowOf('访客管理')).findByText('全体成员')).toBeInTheDocument();
    expect(within(await rowOf('花名册')).getByText('仅管理员')).toBeInTheDocument();
    expect(within(await rowOf('花名册')).queryByText('全体成员')).toBeNull();

    await user.click(buttonIn(await rowOf('花名册'), '可用角色'));
    const dialog = await dialogTitled('可用角色 · 花名册');
    expect(await within(dialog).findByRole('combobox', { name: '可使用的角色' })).toBeInTheDocument();
    expect(within(dialog).queryByText('该应用无需分配角色')).toBeNull();
    expect(api.treeRequests).toEqual([]);
  });

  it('shows an application’s details and its resource tree, read-only', async () => {
    const { user } = await renderPage();
    await user.click(buttonIn(await rowOf('审批'), '详情'));
    const drawer = await dialogTitled('应用详情 · 审批');
    expect(await within(drawer).findByText('审批列表')).toBeInTheDocument();
    expect(within(drawer).getByText('通过审批')).toBeInTheDocument();
    expect(within(drawer).getByText('驳回审批')).toBeInTheDocument();
    expect(within(drawer).getByText('共 3 项')).toBeInTheDocument();
    expect(within(drawer).getByText('审批的简介')).toBeInTheDocument();
    expect(within(drawer).getByText('长期有效')).toBeInTheDocument();
    expect(within(drawer).queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(drawer.querySelector<HTMLElement>('.ant-drawer-close')!);
    await user.click(buttonIn(await rowOf('访客管理'), '详情'));
    const open = await dialogTitled('应用详情 · 访客管理');
    expect(
      await within(open).findByText('该应用没有需要授权的功能，本组织全体成员均可使用'),
    ).toBeInTheDocument();
    expect(within(open).getByText('全体成员')).toBeInTheDocument();
  });

  it('shows only 详情 to a member without the action codes', async () => {
    await renderPage({ codes: [] });
    await rowOf('审批');
    const table = document.querySelector('.ant-table-tbody')!;
    // Every row offers 详情, and nothing else.
    expect(new Set(buttonLabels(table))).toEqual(new Set([...names(), '详情']));
  });

  it('shows each action to the holder of its own code only', async () => {
    await renderPage({ codes: [SettingsPermission.applicationRoles] });
    expect(buttonLabels(await rowOf('审批'))).toEqual(['审批', '详情', '可用角色']);
    expect(buttonLabels(await rowOf('花名册'))).toEqual(['花名册', '详情', '可用角色']);
  });

  it('shows a load failure with a retry, and the empty organisation', async () => {
    const { api, user } = await renderPage({
      prepare: (fake) => {
        fake.failPageWith = new ApiError(-1, '网络连接失败');
      },
    });
    // A network failure is asked again once, a second later, before it shows.
    expect(await screen.findByText('应用列表加载失败', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('网络连接失败')).toBeInTheDocument();
    api.failPageWith = undefined;
    api.applications = [];
    await user.click(buttonIn(document.body, '重试'));
    expect(await screen.findByText('本组织还没有开通任何应用')).toBeInTheDocument();
    expect(screen.queryByText('应用列表加载失败')).not.toBeInTheDocument();
  });
});
