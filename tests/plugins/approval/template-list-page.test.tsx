import { ApiError } from '@core/services/api-error';
import { ApprovalPaths, approvalManifest } from '@manifests/approval';
import approvalPlugin from '@plugins/approval';
import {
  ApprovalApi,
  type ConfiguredTemplate,
  type TemplateCatalog,
  type TemplateCreateBody,
  type TemplateSettingsBody,
} from '@plugins/approval/api/approval-api';
import TemplateListPage from '@plugins/approval/views/configuration/template-list-page';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeApprovalApi } from '@tests/support/fakes/fake-approval-api';
import { keyboardDrag } from '@tests/support/keyboard-drag';
import { renderWithServices } from '@tests/support/render-with-services';
import { signedInContainer } from '@tests/support/signed-in-container';
import { useLocation } from 'react-router-dom';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function template(
  uniqueId: string,
  name: string,
  groupUniqueId: string,
  more: Partial<ConfiguredTemplate> = {},
) {
  return {
    uniqueId,
    name,
    icon: 'calendar',
    description: `${name}说明`,
    groupUniqueId,
    enabled: true,
    starters: { everyone: true },
    starterNames: [],
    version: 1,
    publishedAt: new Date(2026, 10, 24, 9, 30).toISOString(),
    publisherName: '张伟',
    typeKey: null,
    hasDraft: false,
    ...more,
  } satisfies ConfiguredTemplate;
}

const CATALOG: TemplateCatalog = {
  groups: [
    { uniqueId: 'g-hr', name: '人事' },
    { uniqueId: 'g-finance', name: '财务' },
    { uniqueId: 'g-empty', name: '研发' },
  ],
  templates: [
    template('t-leave', '请假', 'g-hr', {
      starters: { departments: ['d-1'], roles: ['r-cashier'] },
      starterNames: ['招商部', '出纳'],
    }),
    template('t-expense', '报销', 'g-finance', { hasDraft: true, version: 3 }),
    template('t-contract', '合同审批', 'g-finance', { typeKey: 'contract.submit' }),
    template('t-new', '付款', 'g-finance', { version: null, publishedAt: null, publisherName: null }),
  ],
};

function catalogApi(overrides: Partial<ApprovalApi> = {}) {
  const calls = {
    catalog: 0,
    settings: [] as TemplateSettingsBody[],
    created: [] as TemplateCreateBody[],
    orders: [] as string[][],
    removed: [] as string[],
    groupsAdded: [] as string[],
    renamed: [] as [string, string][],
  };
  let catalog = CATALOG;
  const api = fakeApprovalApi({
    templateCatalog: async () => {
      calls.catalog++;
      return catalog;
    },
    saveTemplateSettings: async (body) => {
      calls.settings.push(body);
      catalog = {
        ...catalog,
        templates: catalog.templates.map((item) =>
          item.uniqueId === body.uniqueId ? { ...item, enabled: body.enabled ?? item.enabled } : item,
        ),
      };
    },
    createTemplate: async (body) => {
      calls.created.push(body);
      return { uniqueId: 't-created' };
    },
    orderGroups: async (uniqueIds) => {
      calls.orders.push(uniqueIds);
      const byId = new Map(catalog.groups.map((group) => [group.uniqueId, group]));
      catalog = { ...catalog, groups: uniqueIds.map((id) => byId.get(id)!) };
    },
    addGroup: async (name) => {
      calls.groupsAdded.push(name);
      const group = { uniqueId: `g-${name}`, name };
      catalog = { ...catalog, groups: [...catalog.groups, group] };
      return group;
    },
    renameGroup: async (uniqueId, name) => {
      calls.renamed.push([uniqueId, name]);
      catalog = {
        ...catalog,
        groups: catalog.groups.map((group) => (group.uniqueId === uniqueId ? { ...group, name } : group)),
      };
    },
    removeTemplate: async (uniqueId) => {
      calls.removed.push(uniqueId);
    },
    ...overrides,
  });
  return { api, calls, replace: (next: TemplateCatalog) => (catalog = next) };
}

async function renderPage(fake = catalogApi()) {
  const test = await signedInContainer({
    plugin: approvalPlugin,
    overrides: (c) => c.rebind(ApprovalApi).toConstantValue(fake.api),
  });
  let view: ReturnType<typeof renderWithServices> | undefined;
  await act(async () => {
    view = renderWithServices(
      <>
        <TemplateListPage />
        <LocationProbe />
      </>,
      { container: test.container, path: ApprovalPaths.configuration },
    );
  });
  await screen.findByText('请假');
  return {
    ...test,
    ...fake,
    view: view!,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

const groupNames = () =>
  [...document.querySelectorAll('.approval-config__group-name')].map((element) => element.textContent);
const rowOf = (name: string) => screen.getByRole('listitem', { name });

describe('审批配置', () => {
  it('is never kept alive: coming back reloads the list', async () => {
    expect(approvalManifest.views.PC_APPROVAL_CONFIGURATION).toMatchObject({ noCache: true });
    const page = await renderPage();
    expect(page.calls.catalog).toBe(1);
    page.view.unmount();
    page.replace({ ...CATALOG, templates: [...CATALOG.templates, template('t-car', '用车', 'g-hr')] });
    await act(async () => {
      renderWithServices(<TemplateListPage />, {
        container: page.container,
        path: ApprovalPaths.configuration,
      });
    });
    expect(await screen.findByText('用车')).toBeInTheDocument();
    expect(page.calls.catalog).toBe(2);
  });

  it('shows the templates in their groups with starters, publication, 系统 and draft marks', async () => {
    await renderPage();
    expect(groupNames()).toEqual(['人事', '财务', '研发']);
    const leave = rowOf('请假');
    // Departments, members and roles by name: 出纳 is a role.
    expect(within(leave).getByText('招商部、出纳')).toBeInTheDocument();
    expect(within(leave).getByText('v1 · 2026-11-24 09:30 · 张伟')).toBeInTheDocument();
    expect(within(rowOf('报销')).getByText('有未发布的修改')).toBeInTheDocument();
    expect(within(rowOf('报销')).getByText('所有人')).toBeInTheDocument();
    const contract = rowOf('合同审批');
    expect(within(contract).getByText('系统')).toBeInTheDocument();
    expect(within(contract).getByRole('button', { name: '删除「合同审批」' })).toBeDisabled();
    expect(within(rowOf('付款')).getAllByText('未发布')).toHaveLength(2);
    expect(screen.getByText('该分组暂无审批')).toBeInTheDocument();
    // Only the empty group may be removed.
    expect(screen.getByRole('button', { name: '删除分组「财务」' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '删除分组「研发」' })).toBeEnabled();
  });

  it('searches by name or description, leaving out groups without a match', async () => {
    const { user } = await renderPage();
    await user.type(screen.getByLabelText('搜索审批'), '报销');
    expect(groupNames()).toEqual(['财务']);
    expect(screen.queryByText('请假')).toBeNull();
    expect(screen.getByText('报销')).toBeInTheDocument();
    // No reordering a filtered list.
    expect(screen.queryByRole('button', { name: '拖动分组「财务」调整顺序' })).toBeNull();
    await user.clear(screen.getByLabelText('搜索审批'));
    await user.type(screen.getByLabelText('搜索审批'), '不存在');
    expect(screen.getByText('没有符合条件的审批')).toBeInTheDocument();
  });

  it('enables and disables a template at once', async () => {
    const { user, calls, notifier } = await renderPage();
    await user.click(screen.getByRole('switch', { name: '启用「请假」' }));
    await waitFor(() => expect(calls.settings).toEqual([{ uniqueId: 't-leave', enabled: false }]));
    await waitFor(() => expect(screen.getByRole('switch', { name: '启用「请假」' })).not.toBeChecked());
    expect(notifier.successes).toContain('已停用「请假」');
  });

  it('creates a blank template and opens its designer', async () => {
    const { user, calls } = await renderPage();
    await user.click(screen.getByText('新建审批'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('审批名称'), '出差');
    await user.click(within(dialog).getByRole('button', { name: '创建并设计' }));
    await waitFor(() =>
      expect(calls.created).toEqual([{ name: '出差', groupUniqueId: 'g-hr', icon: 'calendar' }]),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `${ApprovalPaths.formDesigner}?uniqueId=t-created`,
      ),
    );
  });

  it('copies an existing template when asked to', async () => {
    const { user, calls } = await renderPage();
    await user.click(screen.getByText('新建审批'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('审批名称'), '报销二');
    await user.click(within(dialog).getByLabelText('复制已有审批'));
    const source = await within(dialog).findByLabelText('复制自');
    fireEvent.mouseDown(source.closest('.ant-select') ?? source);
    await user.click(await screen.findByTitle('报销'));
    await user.click(within(dialog).getByRole('button', { name: '创建并设计' }));
    await waitFor(() => expect(calls.created[0]).toMatchObject({ name: '报销二', copyFrom: 't-expense' }));
  });

  it('asks before removing, and shows the server’s reason when it refuses', async () => {
    const refusal = '「报销」还有 2 条进行中的审批，请等它们结束或终止后再删除';
    const { user, calls } = await renderPage(
      catalogApi({
        removeTemplate: async () => {
          throw new ApiError(400087, refusal);
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: '删除「报销」' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定删除「报销」吗/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '删除' })).toBeDisabled();
    expect(calls.removed).toEqual([]);
  });

  it('removes a template once confirmed', async () => {
    const { user, calls, notifier } = await renderPage();
    await user.click(screen.getByRole('button', { name: '删除「付款」' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(calls.removed).toEqual(['t-new']));
    expect(notifier.successes).toContain('已删除「付款」');
  });

  it('renames a group', async () => {
    const { user, calls } = await renderPage();
    await user.click(screen.getByRole('button', { name: '重命名分组「研发」' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('分组名称');
    expect(input).toHaveValue('研发');
    await user.clear(input);
    await user.type(input, '研发中心');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.renamed).toEqual([['g-empty', '研发中心']]));
    await waitFor(() => expect(groupNames()).toEqual(['人事', '财务', '研发中心']));
  });

  it('adds a group', async () => {
    const { user, calls } = await renderPage();
    await user.click(screen.getByRole('button', { name: '新建分组' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('分组名称'), '行政');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.groupsAdded).toEqual(['行政']));
    await waitFor(() => expect(groupNames()).toEqual(['人事', '财务', '研发', '行政']));
  });

  it('reorders the groups from the keyboard: Space, arrow down, Space', async () => {
    // jsdom lays nothing out: each group gets a box of its own, stacked in document order.
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const sections = [...document.querySelectorAll('.approval-config__group')];
      const section = this.closest('.approval-config__group');
      const index = section ? sections.indexOf(section) : 0;
      const top = index * 100;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        width: 800,
        height: 90,
        right: 800,
        bottom: top + 90,
        toJSON: () => ({}),
      };
    });
    try {
      const { calls } = await renderPage();
      const handle = screen.getByRole('button', { name: '拖动分组「人事」调整顺序' });
      await keyboardDrag(handle, ['ArrowDown', ' ']);
      await waitFor(() => expect(calls.orders).toEqual([['g-finance', 'g-hr', 'g-empty']]));
      await waitFor(() => expect(groupNames()).toEqual(['财务', '人事', '研发']));
    } finally {
      rect.mockRestore();
    }
  });
});
