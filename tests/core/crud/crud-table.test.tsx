import { CrudTable } from '@core/crud/crud-table';
import type { CrudColumn, RowAction } from '@core/crud/crud-types';
import { usePagedList } from '@core/crud/use-paged-list';
import { defineQuery } from '@core/data/define-query';
import type { Page, PageQuery } from '@core/data/page';
import { token } from '@core/di/token';
import { SessionStore } from '@core/stores/session-store';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';

interface Parcel {
  uniqueId: string;
  name: string;
  collected: boolean;
}

class FakeParcelApi {
  rows: Parcel[] = [
    { uniqueId: 'p1', name: '顺丰快递', collected: false },
    { uniqueId: 'p2', name: '京东快递', collected: true },
  ];
  async page(query: PageQuery): Promise<Page<Parcel>> {
    return { list: this.rows.map((row) => ({ ...row })), total: this.rows.length, ...query };
  }
}
const ParcelApi = token<FakeParcelApi>('test.ParcelApi');
const parcelPage = defineQuery({
  key: ['test', 'parcels', 'page'],
  service: ParcelApi,
  fetch: (api, query: PageQuery) => api.page(query),
});
const columns: CrudColumn<Parcel>[] = [{ title: '包裹', dataIndex: 'name' }];

/** A page laying out the kit's table itself: a row opens on a click, uncollected rows are marked. */
function Parcels({ opened, actions }: { opened: string[]; actions: RowAction<Parcel>[] }) {
  const { list, query } = usePagedList<Parcel, PageQuery>({
    columns,
    query: parcelPage,
    actions,
    pageSize: 10,
  });
  return (
    <CrudTable<Parcel>
      rowKey="uniqueId"
      columns={columns}
      actions={actions}
      query={query}
      pageNum={list.pageNum}
      pageSize={list.pageSize}
      actionsWidth={120}
      rowClassName={(parcel) => (parcel.collected ? '' : 'parcel--waiting')}
      onRowClick={(parcel) => opened.push(parcel.uniqueId)}
      onChange={list.change}
    />
  );
}

async function renderParcels(more: RowAction<Parcel>[] = []) {
  const test = createTestContainer({
    overrides: (c) => c.bind(ParcelApi).toConstantValue(new FakeParcelApi()),
  });
  await test.service(SessionStore).loadUserInfo();
  const opened: string[] = [];
  const collect: RowAction<Parcel> = {
    key: 'collect',
    label: '签收',
    confirm: { title: '确定签收？' },
    onClick: () => undefined,
  };
  await act(async () => {
    renderWithServices(<Parcels opened={opened} actions={[collect, ...more]} />, {
      container: test.container,
    });
  });
  await screen.findByText('顺丰快递');
  return {
    opened,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

/** A long cell cut to one line. */
const cut: CrudColumn<Parcel>[] = [{ title: '包裹', dataIndex: 'name', ellipsis: true }];
function CutParcels() {
  const { list, query } = usePagedList<Parcel, PageQuery>({
    columns: cut,
    query: parcelPage,
    pageSize: 10,
  });
  return (
    <CrudTable<Parcel>
      rowKey="uniqueId"
      columns={cut}
      query={query}
      pageNum={list.pageNum}
      pageSize={list.pageSize}
      onChange={list.change}
    />
  );
}

/** Rows that can be selected, in a table that scrolls sideways (so antd measures its columns). */
function SelectableParcels() {
  const { list, query } = usePagedList<Parcel, PageQuery>({ columns, query: parcelPage, pageSize: 10 });
  return (
    <CrudTable<Parcel>
      rowKey="uniqueId"
      columns={columns}
      query={query}
      pageNum={list.pageNum}
      pageSize={list.pageSize}
      rowSelection={{ selectedRowKeys: [], onChange: () => undefined }}
      onChange={list.change}
    />
  );
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('CrudTable', () => {
  it('opens a row on a click on the row, not on its actions nor the confirm they open', async () => {
    const { opened, user } = await renderParcels();
    await user.click(screen.getByText('京东快递'));
    expect(opened).toEqual(['p2']);

    await user.click(within(rowOf('顺丰快递')).getByRole('button', { name: '签收' }));
    // The confirm, not the cut cell's tooltip the click's pointer armed on its way.
    const confirm = (await screen.findByText('确定签收？')).closest<HTMLElement>('[role="tooltip"]')!;
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(opened).toEqual(['p2']);
  });

  it('keeps no empty place for an action that applies to no row of the page, and lines up the rest', async () => {
    const action = (key: string, label: string, visible: (row: Parcel) => boolean): RowAction<Parcel> => ({
      key,
      label,
      visible,
      onClick: () => undefined,
    });
    await renderParcels([
      action('return', '退回', (row) => !row.collected),
      action('lost', '挂失', () => false),
    ]);
    const places = (text: string) =>
      [...rowOf(text).querySelectorAll('.ant-space-item')].map((item) =>
        item.querySelector('[aria-hidden="true"]') ? '' : item.textContent,
      );
    expect(places('顺丰快递')).toEqual(['签收', '退回']);
    expect(places('京东快递')).toEqual(['签收', '']);
    expect(document.querySelector('[data-absent-action="lost"]')).toBeNull();
  });

  it('mounts a row’s confirm when first asked for: the button keeps the focus, and asks again', async () => {
    const { user } = await renderParcels();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.click(within(rowOf('顺丰快递')).getByRole('button', { name: '签收' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('确定签收？');
    await waitFor(() =>
      expect(within(rowOf('顺丰快递')).getByRole('button', { name: '签收' })).toHaveFocus(),
    );
    await user.click(within(screen.getByRole('tooltip')).getByRole('button', { name: '取消' }));
    const popover = () => screen.getByRole('tooltip').closest('.ant-popover');
    await waitFor(() => expect(popover()).toHaveClass('ant-popover-hidden'));

    await user.click(within(rowOf('顺丰快递')).getByRole('button', { name: '签收' }));
    await waitFor(() => expect(popover()).not.toHaveClass('ant-popover-hidden'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('确定签收？');
  });

  it('gives rows their class, lays the columns out fixed and sizes the 操作 column', async () => {
    await renderParcels();
    expect(rowOf('顺丰快递')).toHaveClass('parcel--waiting');
    expect(rowOf('京东快递')).not.toHaveClass('parcel--waiting');
    await waitFor(() => expect(document.querySelector('table')).toHaveStyle({ tableLayout: 'fixed' }));
    const widths = Array.from(document.querySelectorAll('colgroup col')).map(
      (col) => (col as HTMLElement).style.width,
    );
    expect(widths).toContain('120px');
  });

  it('cuts a long cell to one line and shows its full text on hover', async () => {
    const test = createTestContainer({
      overrides: (c) => c.bind(ParcelApi).toConstantValue(new FakeParcelApi()),
    });
    test.service(ParcelApi).rows[0]!.name = '顺丰快递：园区东门快递柜 A-12 格，取件码 884213';
    await act(async () => {
      renderWithServices(<CutParcels />, { container: test.container });
    });
    const cell = await screen.findByText('顺丰快递：园区东门快递柜 A-12 格，取件码 884213');
    expect(cell.closest('td')).toHaveClass(/-table-cell-ellipsis/);
    // Nothing shows until someone points at the cell.
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(cell);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      '顺丰快递：园区东门快递柜 A-12 格，取件码 884213',
    );
  });

  it('keeps the select-all checkbox of antd’s hidden measuring row out of the Tab order', async () => {
    const test = createTestContainer({
      overrides: (c) => c.bind(ParcelApi).toConstantValue(new FakeParcelApi()),
    });
    await test.service(SessionStore).loadUserInfo();
    await act(async () => {
      renderWithServices(<SelectableParcels />, { container: test.container });
    });
    await screen.findByText('顺丰快递');
    const measured = document.querySelector('.ant-table-measure-row input[type="checkbox"]');
    expect(measured).not.toBeNull();
    expect(measured!.closest('[inert]')).not.toBeNull();
    const header = document.querySelector('thead input[type="checkbox"]');
    expect(header).not.toBeNull();
    expect(header!.closest('[inert]')).toBeNull();
  });
});
