import { invalidate } from '@core/data/invalidate';
import { QueryClientService } from '@core/data/query-client-service';
import { slotPreparation } from '@core/data/slot-preparation';
import { PluginRegistry } from '@core/plugin/plugin-registry';
import { ApiError } from '@core/services/api-error';
import { PermissionStore } from '@core/stores/permission-store';
import StaffListPage, { prepare } from '@plugins/settings/views/staff/staff-list-page';
import {
  STAFF_ADD_PATH,
  STAFF_CONFIG_PATH,
  STAFF_LIST_PATH,
  staffDetailPath,
  staffModifyPath,
} from '@plugins/settings/views/staff/staff-paths';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useFakeTimers } from '@tests/support/fake-timers';
import { renderWithServices } from '@tests/support/render-with-services';
import { useLocation } from 'react-router-dom';
import { staffMember } from './support/fake-staff-api';
import { ALL_STAFF_CODES, staffTestContainer } from './support/staff-test-container';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

async function renderList(options: { codes?: readonly string[]; members?: number } = {}) {
  const test = await staffTestContainer({ codes: options.codes ?? ALL_STAFF_CODES });
  test.staff.members = [
    staffMember('s1', {
      name: '王芳',
      telephone: '13900000001',
      position: '招商经理',
      employeeNo: 'E001',
      entryDate: '2025-06-01',
      roles: [{ uniqueId: 'r-admin', name: '管理员', builtIn: true }],
    }),
    staffMember('s2', {
      name: '赵磊',
      telephone: '13900000002',
      state: 2,
      departments: [{ uniqueId: 'd-guard', name: '保安组' }],
    }),
    ...Array.from({ length: options.members ?? 0 }, (_, index) =>
      staffMember(`x${index + 1}`, {
        name: `成员${index + 1}`,
        telephone: `1370000${String(index).padStart(4, '0')}`,
      }),
    ),
  ];
  await act(async () => {
    renderWithServices(
      <>
        <StaffListPage />
        <LocationProbe />
      </>,
      { container: test.container, path: '/PC_STAFF_MANAGEMENT' },
    );
  });
  await findRow('王芳');
  return {
    ...test,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

// Plain text queries: role queries with names walk the whole antd table, seconds each in jsdom.
const rowOf = (name: string) => screen.getAllByText(name)[0]!.closest('tr')!;
const findRow = async (name: string, timeout = 1000) =>
  (await screen.findAllByText(name, {}, { timeout }))[0]!.closest('tr')!;
const noRow = (name: string) => expect(screen.queryAllByText(name)).toEqual([]);
const byLabel = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;
const stateFilter = () => byLabel('员工状态');
const departmentTree = () => byLabel('按部门筛选');
const button = (text: string) =>
  screen.queryByText(text, { selector: 'button > span' })?.closest('button') ?? null;
const lastQuery = (test: { staff: { pageQueries: unknown[] } }) => test.staff.pageQueries.at(-1);

afterEach(() => jest.useRealTimers());

describe('员工管理 views', () => {
  it('declares its pages, one tab per member for detail and modify, at the paths the list links to', async () => {
    const test = await staffTestContainer();
    const registry = test.service(PluginRegistry);
    const declared = (code: string) => registry.resolve('PC_STAFF_MANAGEMENT', code)?.declaration;
    expect(registry.resolve('PC_SETTING_MANAGEMENT', 'PC_STAFF_MANAGEMENT')?.declaration.view).toBe(
      'staff-list',
    );
    expect(declared('STAFF_ADD')?.view).toBe('staff-add');
    expect(declared('STAFF_CONFIG')?.view).toBe('staff-config');
    expect(declared('STAFF_DETAIL')).toMatchObject({ view: 'staff-detail', tabPerQuery: true });
    expect(declared('STAFF_MODIFY')).toMatchObject({ view: 'staff-modify', tabPerQuery: true });

    const pathOf = (code: string) =>
      test.service(PermissionStore).flatRoutes.find((route) => route.name === code)?.fullPath;
    expect(pathOf('PC_STAFF_MANAGEMENT')).toBe(STAFF_LIST_PATH);
    expect(pathOf('STAFF_ADD')).toBe(STAFF_ADD_PATH);
    expect(pathOf('STAFF_CONFIG')).toBe(STAFF_CONFIG_PATH);
    expect(`${pathOf('STAFF_DETAIL')}?uniqueId=s1`).toBe(staffDetailPath('s1'));
    expect(`${pathOf('STAFF_MODIFY')}?uniqueId=s1`).toBe(staffModifyPath('s1'));
  });
});

describe('员工管理 list', () => {
  it('loads what its first render shows with its `prepare` (a page the server draws): rows and departments at once, asked once', async () => {
    const test = await staffTestContainer({ codes: ALL_STAFF_CODES });
    test.staff.members = [staffMember('s1', { name: '王芳' })];
    await prepare(slotPreparation(test.container));
    expect(test.staff.pageQueries).toEqual([{ pageNum: 1, pageSize: 10 }]);
    renderWithServices(<StaffListPage />, { container: test.container, path: '/PC_STAFF_MANAGEMENT' });
    // In the first render, with no answer awaited: what the console hydrates is the drawn page.
    expect(rowOf('王芳')).toBeInTheDocument();
    expect(within(departmentTree()).getByText('招商部（0）')).toBeInTheDocument();
    await act(async () => undefined);
    expect(test.staff.pageQueries).toHaveLength(1);
  });

  it('shows each member with departments, roles, state and the department tree', async () => {
    await renderList();
    const wang = rowOf('王芳');
    for (const text of ['13900000001', '招商部', '招商经理', '管理员', 'E001', '2025-06-01', '在职'])
      expect(within(wang).getByText(text)).toBeInTheDocument();
    expect(within(rowOf('赵磊')).getByText('保安组')).toBeInTheDocument();
    expect(within(rowOf('赵磊')).getByText('停用', { selector: '.ant-tag' })).toBeInTheDocument();
    const tree = departmentTree();
    for (const name of ['全部', '星河科技园（0）', '招商部（0）', '物业部（0）', '保安组（0）'])
      expect(within(tree).getByText(name)).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
  });

  it('sends the search (once typing settles), the state and the department in the query', async () => {
    const test = await renderList();
    expect(lastQuery(test)).toEqual({ pageNum: 1, pageSize: 10 });

    // The search pause on a fake clock, which waitFor moves on (no real wait).
    useFakeTimers();
    await test.user.type(screen.getByLabelText('搜索员工'), '  1390 ');
    const typed = test.staff.pageQueries.length;
    await waitFor(() => expect(lastQuery(test)).toEqual({ pageNum: 1, pageSize: 10, keyword: '1390' }), {
      timeout: 3000,
    });
    // One query for the settled keyword, none per keystroke.
    expect(test.staff.pageQueries.length).toBe(typed + 1);

    await test.user.click(within(stateFilter()).getByText('停用'));
    await waitFor(() =>
      expect(lastQuery(test)).toEqual({ pageNum: 1, pageSize: 10, keyword: '1390', state: 2 }),
    );
    expect(await findRow('赵磊')).toBeInTheDocument();
    noRow('王芳');

    const tree = departmentTree();
    await test.user.click(within(tree).getByText('物业部（0）'));
    await waitFor(() =>
      expect(lastQuery(test)).toEqual({
        pageNum: 1,
        pageSize: 10,
        keyword: '1390',
        state: 2,
        departmentUniqueId: 'd-property',
      }),
    );
    await test.user.click(within(tree).getByText('全部'));
    await test.user.click(within(stateFilter()).getByText('全部'));
    await waitFor(() => expect(lastQuery(test)).toEqual({ pageNum: 1, pageSize: 10, keyword: '1390' }));
  });

  it('pages through the list and starts again at page 1 when a filter changes', async () => {
    const test = await renderList({ members: 23 });
    expect(screen.getByText('共 25 条')).toBeInTheDocument();
    await test.user.click(screen.getByTitle('3'));
    await waitFor(() => expect(lastQuery(test)).toEqual({ pageNum: 3, pageSize: 10 }));
    expect(await findRow('成员23')).toBeInTheDocument();
    noRow('王芳');

    await test.user.click(within(stateFilter()).getByText('在职'));
    await waitFor(() => expect(lastQuery(test)).toEqual({ pageNum: 1, pageSize: 10, state: 1 }));
  });

  it('hides every action from a member who holds only the list', async () => {
    await renderList({ codes: ['PC_STAFF_MANAGEMENT'] });
    for (const name of ['新增员工', '导入', '字段配置', '详情', '编辑', '停用', '启用', '删除'])
      expect(button(name)).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
    // The name is plain text, not a link to a detail page the member cannot open.
    expect(within(rowOf('王芳')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows each action only with its own code', async () => {
    await renderList({ codes: ['PC_STAFF_MANAGEMENT', 'STAFF_MODIFY', 'STAFF_IMPORT'] });
    expect(button('导入')).not.toBeNull();
    expect(button('新增员工')).toBeNull();
    expect(button('字段配置')).toBeNull();
    const wang = rowOf('王芳');
    expect(within(wang).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    for (const name of ['详情', '停用', '删除'])
      expect(within(wang).queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('leads to the add, configuration, detail and modify pages', async () => {
    const { user } = await renderList();
    await user.click(button('新增员工')!);
    expect(screen.getByTestId('location')).toHaveTextContent('/childsPage/staffAdd');
    await user.click(button('字段配置')!);
    expect(screen.getByTestId('location')).toHaveTextContent('/childsPage/configureForms');
    await user.click(within(rowOf('王芳')).getByRole('button', { name: '详情' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/childsPage/staffDetail?uniqueId=s1');
    await user.click(within(rowOf('赵磊')).getByRole('button', { name: '编辑' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/childsPage/staffModify?uniqueId=s2');
  });

  it('asks before disabling, says the member is signed out, then reloads the list', async () => {
    const test = await renderList();
    await test.user.click(within(rowOf('王芳')).getByRole('button', { name: '停用' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('停用「王芳」？')).toBeInTheDocument();
    expect(within(confirm).getByText(/会被立即登出/)).toBeInTheDocument();
    expect(test.staff.stateChanges).toEqual([]);

    const before = test.staff.pageQueries.length;
    await test.user.click(within(confirm).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(test.staff.stateChanges).toEqual([{ uniqueId: 's1', state: 2 }]));
    expect(test.notifier.successes).toEqual(['已停用「王芳」']);
    await waitFor(() => expect(test.staff.pageQueries.length).toBe(before + 1));
    expect(await within(rowOf('王芳')).findByRole('button', { name: '启用' })).toBeInTheDocument();
  });

  it('enables a disabled member at once, and reports a refusal', async () => {
    const test = await renderList();
    await test.user.click(within(rowOf('赵磊')).getByRole('button', { name: '启用' }));
    await waitFor(() => expect(test.staff.stateChanges).toEqual([{ uniqueId: 's2', state: 1 }]));

    test.staff.refusals.set('modifyState', new ApiError(400041, '不能停用自己'));
    await test.user.click(within(rowOf('王芳')).getByRole('button', { name: '停用' }));
    await test.user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(test.notifier.errors).toEqual(['不能停用自己']));
    expect(within(rowOf('王芳')).getByText('在职')).toBeInTheDocument();
  });

  it('asks before removing, stating the member will be signed out', async () => {
    const test = await renderList();
    await test.user.click(within(rowOf('赵磊')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('删除「赵磊」？')).toBeInTheDocument();
    expect(within(confirm).getByText(/会被立即登出/)).toBeInTheDocument();
    await test.user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(test.staff.removals).toEqual(['s2']));
    await waitFor(() => noRow('赵磊'));
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
  });

  it('reloads once staff changed elsewhere (an add or modify in another tab)', async () => {
    const test = await renderList();
    const before = test.staff.pageQueries.length;
    test.staff.members.push(staffMember('s9', { name: '新同事' }));
    // What every staff change does (the add and modify pages, the detail, the import).
    await act(() => invalidate(test.service(QueryClientService).current!, 'staff'));
    await waitFor(() => expect(test.staff.pageQueries.length).toBe(before + 1));
    expect(await findRow('新同事', 5000)).toBeInTheDocument();
  });

  it('shows a failed load with a retry, and an empty search', async () => {
    const test = await renderList();
    test.staff.refusals.set('page', new Error('网络异常'));
    await test.user.click(within(stateFilter()).getByText('在职'));
    expect(await screen.findByText('员工列表加载失败')).toBeInTheDocument();
    expect(screen.getByText('网络异常')).toBeInTheDocument();
    await test.user.click(button('重试')!);
    await waitFor(() => expect(screen.queryByText('员工列表加载失败')).not.toBeInTheDocument());

    // The search pause on a fake clock, which waitFor moves on (no real wait).
    useFakeTimers();
    await test.user.type(screen.getByLabelText('搜索员工'), '无此人');
    expect(await screen.findByText('没有符合条件的员工', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
