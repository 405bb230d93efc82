import type { CrudColumn } from '@core/crud/crud-types';
import type { ListExport } from '@core/crud/list-export';
import { ListPage } from '@core/crud/list-page';
import { type ResolvedField, wireValueOf } from '@core/crud/search-values';
import { summaryCells } from '@core/crud/table-summary';
import { defineQuery } from '@core/data/define-query';
import type { Page, PageQuery } from '@core/data/page';
import { token } from '@core/di/token';
import { ApiError } from '@core/services/api-error';
import { SessionStore } from '@core/stores/session-store';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';
import dayjs from 'dayjs';

interface Bill {
  uniqueId: string;
  payer: string;
  amount: number;
  rooms: number;
}

/** A paged bill API answering one page of two rows, with the totals of a whole search of 30. */
class FakeBillApi {
  queries: Record<string, unknown>[] = [];
  totals: Page<Bill>['totals'] = { amount: 12_345_678, rooms: 42 };
  async page(query: PageQuery & Record<string, unknown>): Promise<Page<Bill>> {
    this.queries.push(query);
    return {
      list: [
        { uniqueId: 'b1', payer: '云杉集团', amount: 120_000, rooms: 2 },
        { uniqueId: 'b2', payer: '星河科技', amount: 80_050, rooms: 1 },
      ],
      total: 30,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      ...(this.totals ? { totals: this.totals } : {}),
    };
  }
}
const BillApi = token<FakeBillApi>('test.BillApi');
const billPage = defineQuery({
  key: ['test', 'bills', 'page'],
  service: BillApi,
  fetch: (api, query: PageQuery & Record<string, unknown>) => api.page(query),
  tags: ['bills'],
});

const columns: CrudColumn<Bill>[] = [
  { title: '付款方', dataIndex: 'payer', search: {} },
  {
    title: '金额（元）',
    dataIndex: 'amount',
    align: 'right',
    total: 'money',
    render: (fen: number) => fen / 100,
  },
  { title: '房间数', dataIndex: 'rooms', total: (rooms) => `${rooms} 间` },
  { title: '账单金额', key: 'amountRange', hideInTable: true, search: { kind: 'amountRange' } },
];

async function renderBills(options: { exportOption?: ListExport<PageQuery>; api?: FakeBillApi } = {}) {
  const api = options.api ?? new FakeBillApi();
  const test = createTestContainer({ overrides: (c) => c.bind(BillApi).toConstantValue(api) });
  await test.service(SessionStore).loadUserInfo();
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  await act(async () => {
    renderWithServices(
      <ListPage
        title="账单管理"
        tableId="test.bills"
        rowKey="uniqueId"
        columns={columns}
        query={billPage}
        export={options.exportOption}
      />,
      { container: test.container },
    );
  });
  await screen.findByText('云杉集团');
  return { ...test, api, user };
}

const button = (name: string) => screen.queryByRole('button', { name: new RegExp(name) });

describe('the 合计 row', () => {
  it('shows the server’s totals over the whole search, not the sum of the page', async () => {
    await renderBills();
    const summary = document.querySelector('.ant-table-summary')!;
    expect(summary).not.toBeNull();
    const cells = within(summary as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['合计', '123456.78', '42 间']);
  });

  it('has no row when the answer carries no totals', async () => {
    const api = new FakeBillApi();
    api.totals = undefined;
    await renderBills({ api });
    expect(document.querySelector('.ant-table-summary')).toBeNull();
  });

  it.each([
    {
      name: 'label in the first column that totals nothing',
      layout: { selection: false, actions: false },
      expected: ['合计', '123456.78', '42 间'],
    },
    {
      name: 'label in the selection column, an empty cell under 操作',
      layout: { selection: true, actions: true },
      expected: ['合计', '', '123456.78', '42 间', ''],
    },
  ])('lays its cells out as the table does: $name', ({ layout, expected }) => {
    const cells = summaryCells(columns.slice(0, 3), { amount: 12_345_678, rooms: 42 }, layout);
    const text = (node: unknown): string =>
      node === null
        ? ''
        : typeof node === 'string'
          ? node
          : String((node as { props: { children: string } }).props.children);
    expect(cells.map((cell) => text(cell.content))).toEqual(expected);
  });
});

describe('range search fields', () => {
  const field = (kind: ResolvedField['kind']) => ({ kind });
  it.each([
    ['date', dayjs('2026-11-24'), '2026-11-24'],
    ['dateRange', [dayjs('2026-11-01'), dayjs('2026-11-30')], { from: '2026-11-01', to: '2026-11-30' }],
    ['dateRange', [null, dayjs('2026-11-30')], { to: '2026-11-30' }],
    ['amountRange', { min: 10_000, max: 250_050 }, { min: 10_000, max: 250_050 }],
    ['amountRange', { min: Number.NaN, max: 100 }, { max: 100 }],
    ['amountRange', { min: undefined }, {}],
  ] as const)('a %s of %p is sent as %p', (kind, value, expected) => {
    expect(wireValueOf(field(kind), value)).toEqual(expected);
  });

  it('sends an amount range typed in 元 as fen, an open end left out', async () => {
    const { api, user } = await renderBills();
    await user.type(screen.getByLabelText('账单金额最小值'), '100');
    await user.type(screen.getByLabelText('账单金额最大值'), '2500.5');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(api.queries.at(-1)).toEqual({
        pageNum: 1,
        pageSize: 10,
        amountRange: { min: 10_000, max: 250_050 },
      }),
    );
    await user.clear(screen.getByLabelText('账单金额最大值'));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(api.queries.at(-1)).toEqual({ pageNum: 1, pageSize: 10, amountRange: { min: 10_000 } }),
    );
  });
});

describe('导出', () => {
  beforeEach(() => {
    URL.createObjectURL = () => 'blob:bills';
    URL.revokeObjectURL = () => undefined;
  });

  it('is not shown to a member without its permission', async () => {
    await renderBills({
      exportOption: { permission: 'BILL_EXPORT', download: () => Promise.reject(new Error('never')) },
    });
    expect(button('导出')).toBeNull();
  });

  it('asks for the current search (not its page), busy meanwhile, and saves the server’s file', async () => {
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    let release: () => void = () => undefined;
    const asked: Record<string, unknown>[] = [];
    try {
      const { user } = await renderBills({
        exportOption: {
          download: async (search) => {
            asked.push(search);
            await new Promise<void>((resolve) => {
              release = resolve;
            });
            return { blob: new Blob(['xlsx']), fileName: '账单-20261124.xlsx' };
          },
        },
      });
      await user.type(screen.getByLabelText('付款方'), '云杉');
      await user.click(screen.getByRole('button', { name: '查询' }));
      await user.click(button('导出')!);
      await waitFor(() => expect(asked).toEqual([{ payer: '云杉' }]));
      expect(document.querySelector('.ant-btn-loading')).not.toBeNull();
      await act(async () => release());
      await waitFor(() => expect(saved).toEqual(['账单-20261124.xlsx']));
      expect(document.querySelector('.ant-btn-loading')).toBeNull();
    } finally {
      click.mockRestore();
    }
  });

  it('says why it failed unless the request service has already', async () => {
    let failure: Error = new ApiError(-1, '网络连接失败，请检查网络');
    const { user, notifier } = await renderBills({
      exportOption: { download: () => Promise.reject(failure) },
    });
    await user.click(button('导出')!);
    await waitFor(() => expect(notifier.errors).toEqual(['网络连接失败，请检查网络']));
    failure = new ApiError(400950, '导出行数过多', null, true);
    await user.click(button('导出')!);
    await waitFor(() => expect(button('导出')).not.toBeDisabled());
    expect(notifier.errors).toEqual(['网络连接失败，请检查网络']);
  });
});
