import { columnSettingsKey } from '@core/crud/column-settings';
import type { CrudColumn, RowAction } from '@core/crud/crud-types';
import { ListPage } from '@core/crud/list-page';
import { defineQuery } from '@core/data/define-query';
import type { Page, PageQuery } from '@core/data/page';
import { token } from '@core/di/token';
import { SessionStore } from '@core/stores/session-store';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';

interface Visitor {
  uniqueId: string;
  name: string;
  company: string;
  purpose: string;
  state: number;
}

/** A paged visitor API: it records every query and answers when the test releases it. */
class FakeVisitorApi {
  queries: Record<string, unknown>[] = [];
  rows: Visitor[] = [
    {
      uniqueId: 'v1',
      name: '周杰',
      company: '云杉集团',
      purpose: '洽谈入驻事宜，参观二号楼及配套设施',
      state: 1,
    },
    { uniqueId: 'v2', name: '陈晨', company: '星河科技', purpose: '送货', state: 2 },
  ];
  held: (() => void)[] = [];
  holding = false;
  async page(query: PageQuery & Record<string, unknown>): Promise<Page<Visitor>> {
    this.queries.push(query);
    if (this.holding) await new Promise<void>((resolve) => this.held.push(resolve));
    return {
      list: [...this.rows],
      total: this.rows.length,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  }
}
const VisitorApi = token<FakeVisitorApi>('test.VisitorApi');
const visitorPage = defineQuery({
  key: ['test', 'visitors', 'page'],
  service: VisitorApi,
  fetch: (api, query: PageQuery & Record<string, unknown>) => api.page(query),
  tags: ['visitors'],
});

const columns: CrudColumn<Visitor>[] = [
  { title: '姓名', dataIndex: 'name', search: {} },
  { title: '公司', dataIndex: 'company', search: { instant: false } },
  { title: '来访事由', dataIndex: 'purpose', ellipsis: true },
  {
    title: '状态',
    dataIndex: 'state',
    render: (state: number) => (state === 1 ? '在园' : '已离开'),
    search: {
      kind: 'select',
      options: [
        { label: '在园', value: 1 },
        { label: '已离开', value: 2 },
      ],
    },
  },
  { title: '证件号', key: 'idNumber', hideInTable: true, search: { name: 'idNumber' } },
];

async function renderList(options: { hold?: boolean; actions?: RowAction<Visitor>[] } = {}) {
  const api = new FakeVisitorApi();
  api.holding = options.hold ?? false;
  const test = createTestContainer({ overrides: (c) => c.bind(VisitorApi).toConstantValue(api) });
  await test.service(SessionStore).loadUserInfo();
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = (
    <ListPage
      title="访客登记"
      tableId="test.visitors"
      rowKey="uniqueId"
      columns={columns}
      query={visitorPage}
      actions={options.actions ?? []}
      errorTitle="访客列表加载失败"
      emptyText={(filtered) => (filtered ? '没有符合条件的访客' : '暂无访客')}
    />
  );
  await act(async () => {
    renderWithServices(view, { container: test.container });
  });
  return { ...test, api, user, view };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const lastQuery = (api: FakeVisitorApi) => api.queries.at(-1);

describe('ListPage', () => {
  it('never shows the empty message under the spinner', async () => {
    const { api, container } = await renderList({ hold: true });
    await waitFor(() => expect(api.queries).toHaveLength(1));
    expect(document.querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(screen.queryByText('暂无访客')).not.toBeInTheDocument();
    api.rows = [];
    await act(async () => api.held.shift()?.());
    expect(await screen.findByText('暂无访客')).toBeInTheDocument();
    expect(container).toBeDefined();
  });

  it('folds the search form past three fields and unfolds it with 展开', async () => {
    const { api, user } = await renderList();
    await screen.findByText('周杰');
    const form = screen.getByRole('search');
    // The fourth field (证件号) is not shown while folded; what was typed in it is kept.
    expect(within(form).getByLabelText('姓名')).toBeInTheDocument();
    expect(within(form).queryByLabelText('证件号')).not.toBeInTheDocument();
    await user.click(button(/展开/));
    await user.type(within(form).getByLabelText('证件号'), 'A123');
    expect(button(/收起/)).toHaveAttribute('aria-expanded', 'true');
    await user.click(button(/收起/));
    expect(within(form).queryByLabelText('证件号')).not.toBeInTheDocument();
    await user.click(button('查询'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ pageNum: 1, pageSize: 10, idNumber: 'A123' }));
  });

  it('sends what is typed on 查询 (trimmed, blanks left out) and the first values on 重置', async () => {
    const { api, user } = await renderList();
    await screen.findByText('周杰');
    expect(lastQuery(api)).toEqual({ pageNum: 1, pageSize: 10 });
    await user.type(screen.getByLabelText('姓名'), '  周 ');
    await user.type(screen.getByLabelText('公司'), '云杉');
    // Nothing is sent before 查询 (the fields are not instant).
    expect(api.queries).toHaveLength(1);
    await user.click(button('查询'));
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ pageNum: 1, pageSize: 10, name: '周', company: '云杉' }),
    );
    await user.click(button('重置'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ pageNum: 1, pageSize: 10 }));
    expect(screen.getByLabelText('姓名')).toHaveValue('');
  });

  it('saves the columns a member hides, for that member and table, and restores them', async () => {
    const first = await renderList();
    await screen.findByText('周杰');
    expect(screen.getByRole('columnheader', { name: '公司' })).toBeInTheDocument();
    await first.user.click(button('列设置'));
    await first.user.click(await screen.findByRole('checkbox', { name: '公司' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '公司' })).not.toBeInTheDocument());
    expect(first.storage.local.get(columnSettingsKey('m1', 'test.visitors'))).toEqual({
      hidden: ['company'],
      density: 'middle',
    });
    // Another member on this browser starts from every column.
    expect(first.storage.local.get(columnSettingsKey('m2', 'test.visitors'))).toBeUndefined();
  });

  it('starts from the settings the member saved', async () => {
    const api = new FakeVisitorApi();
    const test = createTestContainer({ overrides: (c) => c.bind(VisitorApi).toConstantValue(api) });
    test.storage.local.set(columnSettingsKey('m1', 'test.visitors'), {
      hidden: ['purpose'],
      density: 'small',
    });
    await test.service(SessionStore).loadUserInfo();
    await act(async () => {
      renderWithServices(
        <ListPage
          title="访客登记"
          tableId="test.visitors"
          rowKey="uniqueId"
          columns={columns}
          query={visitorPage}
        />,
        { container: test.container },
      );
    });
    await screen.findByText('周杰');
    expect(screen.queryByRole('columnheader', { name: '来访事由' })).not.toBeInTheDocument();
    expect(document.querySelector('.ant-table-small')).not.toBeNull();
  });

  it('shows row actions the member holds, and asks before a destructive one', async () => {
    const removed: string[] = [];
    const { user } = await renderList({
      actions: [
        { key: 'grant', label: '授权', permission: 'VISITOR_GRANT', onClick: () => undefined },
        {
          key: 'remove',
          label: '删除',
          danger: true,
          confirm: { title: (row) => `删除「${row.name}」？`, okText: '删除' },
          onClick: (row) => {
            removed.push(row.uniqueId);
          },
        },
      ],
    });
    const row = (await screen.findByText('周杰')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: '授权' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('删除「周杰」？')).toBeInTheDocument();
    expect(removed).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(removed).toEqual(['v1']));
  });
});
