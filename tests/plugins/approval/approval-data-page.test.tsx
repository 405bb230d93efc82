import { DirectoryApi } from '@core';
import { ApiError } from '@core/services/api-error';
import { ApprovalPaths } from '@manifests/approval';
import type { ApprovalFormField } from '@manifests/contracts/approval-form';
import approvalPlugin from '@plugins/approval';
import {
  ApprovalApi,
  type ApprovalDataOptions,
  type ApprovalDataPage,
  type ApprovalDataQuery,
  type ApprovalDataRow,
  type ApprovalExportQuery,
} from '@plugins/approval/api/approval-api';
import { ApprovalOrganizationApi } from '@plugins/approval/api/organization-api';
import ApprovalDataManagement from '@plugins/approval/views/approval-data-page';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeApprovalApi } from '@tests/support/fakes/fake-approval-api';
import { departmentNode, FakeDirectoryApi } from '@tests/support/fakes/fake-directory-api';
import { renderWithServices } from '@tests/support/render-with-services';
import { allCodesOf, signedInContainer } from '@tests/support/signed-in-container';
import { useLocation } from 'react-router-dom';

type User = ReturnType<typeof userEvent.setup>;

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const OPTIONS: ApprovalDataOptions = {
  templates: [
    { uniqueId: 't-leave', name: '请假', group: '人事', enabled: true },
    { uniqueId: 't-expense', name: '报销', group: '财务', enabled: true },
    { uniqueId: 't-seal', name: '用印', group: '行政', enabled: false },
  ],
  initiators: [
    { uniqueId: 'm-chen', name: '陈刚' },
    { uniqueId: 'm-liu', name: '刘洋' },
  ],
};

/** The department tree as the organisation API answers it (settings' tree, as choices). */
const DEPARTMENTS = [departmentNode('d-root', '星河科技园', [departmentNode('d-invest', '招商部')])];

const EXPENSE_FIELDS: ApprovalFormField[] = [
  { name: 'amount', label: '报销金额', kind: 'amount' },
  {
    name: 'category',
    label: '报销类别',
    kind: 'select',
    options: [
      { label: '差旅', value: 'travel' },
      { label: '办公', value: 'office' },
    ],
  },
  { name: 'period', label: '出差期间', kind: 'dateRange' },
  { name: 'owner', label: '经办人', kind: 'member' },
];

function row(serial: number, more: Partial<ApprovalDataRow> = {}): ApprovalDataRow {
  return {
    uniqueId: `i-${serial}`,
    serialNo: `202611240000${serial}`,
    title: `陈刚提交的报销${serial}`,
    templateName: '报销',
    initiatorName: '陈刚',
    departments: '招商部',
    state: 'running',
    currentNodes: '部门主管',
    startedAt: new Date(2026, 10, 24, 9, 30).toISOString(),
    finishedAt: null,
    values: {},
    ...more,
  };
}

const ROWS = [
  row(1, {
    values: { amount: 320_000, category: 'travel', period: ['2026-11-01', '2026-11-03'], owner: 'm-liu' },
  }),
  row(2, {
    title: '陈刚提交的请假',
    templateName: '请假',
    state: 'approved',
    currentNodes: '',
    finishedAt: new Date(2026, 10, 24, 11, 5).toISOString(),
  }),
];

/** An approval API answering 审批数据管理's calls, recording what the page sent. */
function dataApi(
  overrides: { terminate?: ApprovalApi['terminate']; exportData?: ApprovalApi['exportData'] } = {},
) {
  const queries: ApprovalDataQuery[] = [];
  const exports: ApprovalExportQuery[] = [];
  const terminations: { uniqueId: string; comment: string; requestId: string }[] = [];
  const api = fakeApprovalApi({
    dataOptions: async () => OPTIONS,
    dataPage: async (query): Promise<ApprovalDataPage> => {
      queries.push(query);
      const template = query.templateUniqueId === 't-expense';
      return {
        list: template ? [ROWS[0]!] : ROWS.map((item) => ({ ...item, values: {} })),
        total: template ? 1 : 2,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        fields: template ? EXPENSE_FIELDS : [],
        names: template ? { 'm-liu': '刘洋' } : {},
        // The server's sum over the whole search (more than this page's one row).
        ...(template ? { totals: { amount: 1_234_500 } } : {}),
      };
    },
    exportData:
      overrides.exportData ??
      (async (query) => {
        exports.push(query);
        return { blob: new Blob(['xlsx']), fileName: '审批数据-20261124.xlsx' };
      }),
    terminate:
      overrides.terminate ??
      (async (uniqueId, comment, requestId) => {
        terminations.push({ uniqueId, comment, requestId });
        return { uniqueId, state: 'terminated' };
      }),
  });
  return { api, queries, exports, terminations };
}

async function renderPage(options: { codes?: readonly string[]; api?: ReturnType<typeof dataApi> } = {}) {
  const data = options.api ?? dataApi();
  const test = await signedInContainer({
    plugin: approvalPlugin,
    codes: options.codes ?? allCodesOf(approvalPlugin),
    overrides: (c) => {
      c.rebind(ApprovalApi).toConstantValue(data.api);
      c.rebind<ApprovalOrganizationApi>(ApprovalOrganizationApi).toConstantValue({
        upload: () => Promise.reject(new Error('no upload on this page')),
      });
      c.rebind(DirectoryApi).toConstantValue(new FakeDirectoryApi(DEPARTMENTS, []));
    },
  });
  await act(async () => {
    renderWithServices(
      <>
        <ApprovalDataManagement />
        <LocationProbe />
      </>,
      { container: test.container, path: ApprovalPaths.data },
    );
  });
  await screen.findAllByText('陈刚提交的报销1');
  return {
    ...test,
    ...data,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

// Plain text queries: role queries with names walk the whole antd table, seconds each in jsdom.
const rowOf = (text: string) => screen.getAllByText(text)[0]!.closest('tr')!;
const button = (text: string, inside: ParentNode = document) =>
  [...inside.querySelectorAll('button')].find((candidate) => candidate.textContent === text) ?? null;

/** Opens a select-like field by its label and picks the option titled `option` in its popup. */
async function choose(user: User, label: string, option: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input.closest('.ant-select') ?? input);
  const choice = await waitFor(() => {
    const popups = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')];
    const found = popups.flatMap((popup) => within(popup).queryAllByTitle(option));
    if (found.length !== 1) throw new Error(`no single 「${option}」 in the popup of ${label}`);
    return found[0]!;
  });
  await user.click(choice);
  fireEvent.keyDown(input, { key: 'Escape' });
}

describe('审批数据管理', () => {
  it('lists every approval with its state, current node and times, and opens one in 审批详情', async () => {
    const { user } = await renderPage();
    const running = rowOf('陈刚提交的报销1');
    for (const text of ['2026112400001', '报销', '陈刚', '招商部', '审批中', '部门主管', '2026-11-24 09:30'])
      expect(within(running).getByText(text)).toBeInTheDocument();
    const approved = rowOf('陈刚提交的请假');
    for (const text of ['已通过', '2026-11-24 11:05'])
      expect(within(approved).getByText(text)).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    // 终止 only where the approval still runs.
    expect(button('终止', running)).toBeEnabled();
    // (The kit keeps an absent action's place, hidden and disabled, so the links line up.)
    expect(approved.querySelector('[data-absent-action="terminate"]')).not.toBeNull();
    expect(button('终止', approved)).toBeDisabled();

    await user.click(within(approved).getByText('请假'));
    expect(screen.getByTestId('location')).toHaveTextContent(`${ApprovalPaths.detail}?uniqueId=i-2`);
  });

  it('sends the chosen template, keyword, state, initiator and department, starting at page 1', async () => {
    const { user, queries } = await renderPage();
    expect(queries.at(-1)).toEqual({ pageNum: 1, pageSize: 10 });
    await choose(user, '审批类型', '报销');
    // A disabled template stays choosable: its approvals are still in the data.
    fireEvent.mouseDown(screen.getByLabelText('审批类型').closest('.ant-select')!);
    expect(await screen.findByTitle('用印（已停用）')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByLabelText('审批类型'), { key: 'Escape' });
    await user.type(screen.getByLabelText('关键词'), ' 深圳 ');
    await choose(user, '状态', '审批中');
    await user.click(button('展开')!);
    await choose(user, '发起人', '陈刚');
    await choose(user, '部门', '招商部');
    await user.click(button('查询')!);
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        pageNum: 1,
        pageSize: 10,
        templateUniqueId: 't-expense',
        keyword: '深圳',
        state: 'running',
        initiatorUniqueId: 'm-chen',
        departmentUniqueId: 'd-invest',
      }),
    );
  });

  it('adds the chosen template’s fields as columns: yuan, option labels, date ranges and names', async () => {
    const { user } = await renderPage();
    expect(screen.queryByText('报销金额（元）')).not.toBeInTheDocument();
    await choose(user, '审批类型', '报销');
    await user.click(button('查询')!);
    expect((await screen.findAllByText('报销金额（元）')).length).toBeGreaterThan(0);
    for (const title of ['报销类别', '出差期间', '经办人'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    const expense = rowOf('陈刚提交的报销1');
    for (const text of ['3200.00', '差旅', '2026-11-01 至 2026-11-03', '刘洋'])
      expect(within(expense).getByText(text)).toBeInTheDocument();
    expect(screen.queryByText('陈刚提交的请假')).not.toBeInTheDocument();
  });

  it('totals the chosen template’s amounts in a 合计 row, from the server’s totals', async () => {
    const { user } = await renderPage();
    expect(document.querySelector('.ant-table-summary')).toBeNull();
    await choose(user, '审批类型', '报销');
    await user.click(button('查询')!);
    await screen.findAllByText('报销金额（元）');
    const summary = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-table-summary');
      if (!found) throw new Error('no 合计 row yet');
      return found;
    });
    expect(within(summary).getByText('合计')).toBeInTheDocument();
    expect(within(summary).getByText('12345.00')).toBeInTheDocument();
  });

  it('shows 导出 only to holders of APPROVAL_DATA_EXPORT', async () => {
    await renderPage({ codes: ['PC_APPROVAL_MANAGEMENT', 'PC_APPROVAL_DATA'] });
    expect(button('导出')).toBeNull();
  });

  it('exports the current search (not its page) and saves the file under the server’s name', async () => {
    const saved: { href: string; download: string }[] = [];
    URL.createObjectURL = () => 'blob:approval-data';
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    try {
      const { user, exports } = await renderPage();
      await choose(user, '审批类型', '报销');
      await choose(user, '状态', '审批中');
      await user.click(button('查询')!);
      await screen.findAllByText('报销金额（元）');
      await user.click(button('导出')!);
      await waitFor(() =>
        expect(saved).toEqual([{ href: 'blob:approval-data', download: '审批数据-20261124.xlsx' }]),
      );
      expect(exports).toEqual([{ templateUniqueId: 't-expense', state: 'running' }]);
    } finally {
      click.mockRestore();
    }
  });

  it('says why an export failed when the request service has not', async () => {
    const api = dataApi({
      exportData: () => Promise.reject(new ApiError(-1, '网络连接失败，请检查网络')),
    });
    const { user, notifier } = await renderPage({ api });
    await user.click(button('导出')!);
    await waitFor(() => expect(notifier.errors).toEqual(['网络连接失败，请检查网络']));
    // The button is usable again.
    expect(button('导出')).not.toBeDisabled();
  });

  it('终止 asks for a reason, keeps it on a refusal, and retries as the same request', async () => {
    let refuse = true;
    const attempts: { uniqueId: string; comment: string; requestId: string }[] = [];
    const api = dataApi({
      terminate: async (uniqueId, comment, requestId) => {
        attempts.push({ uniqueId, comment, requestId });
        if (refuse) throw new ApiError(500301, '审批状态已变化，请刷新后重试');
        return { uniqueId, state: 'terminated' };
      },
    });
    const { user, queries, notifier } = await renderPage({ api });
    await user.click(button('终止', rowOf('陈刚提交的报销1'))!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/终止后「陈刚提交的报销1」/)).toBeInTheDocument();
    await user.click(button('终止', dialog)!);
    expect(await within(dialog).findByText('请输入终止原因')).toBeInTheDocument();
    expect(attempts).toEqual([]);

    const reason = within(dialog).getByLabelText('终止原因');
    await user.type(reason, '重复提交');
    await user.click(button('终止', dialog)!);
    expect(await within(dialog).findByText('审批状态已变化，请刷新后重试')).toBeInTheDocument();
    expect(reason).toHaveValue('重复提交');

    refuse = false;
    const loads = queries.length;
    await user.click(button('终止', dialog)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(attempts).toHaveLength(2);
    expect(attempts[1]).toEqual({ ...attempts[0], comment: '重复提交' });
    expect(attempts[0]!.uniqueId).toBe('i-1');
    expect(notifier.successes).toEqual(['已终止「陈刚提交的报销1」']);
    // Every list of approvals reloads.
    await waitFor(() => expect(queries.length).toBeGreaterThan(loads));
  });
});
