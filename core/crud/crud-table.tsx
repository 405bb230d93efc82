import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Table } from 'antd';
import type { SorterResult, TableRowSelection } from 'antd/es/table/interface';
// antd's own flag for what renders inside its hidden measuring row (not re-exported by antd's index).
import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';
import { observer } from 'mobx-react-lite';
import { type MouseEvent, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import type { Page } from '../data/page';
import { useService } from '../di/services-context';
import { AppStore } from '../stores/app-store';
import type { CrudColumn, Density, RowAction, SortParams } from './crud-types';
import { shownColumns, tableColumnsOf } from './table-columns';
import { actionsWidthOf, minColumnWidth } from './table-fit';
import { hasTotals, TableSummary } from './table-summary';

function sortOf<T>(sorter: SorterResult<T> | SorterResult<T>[]): SortParams {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!one?.order || one.columnKey === undefined) return {};
  return { orderBy: String(one.columnKey), order: one.order === 'ascend' ? 'asc' : 'desc' };
}

/** Whether a click on a row meant the row itself, not one of its controls or a confirm it opened. */
function isRowClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  // Clicks in a Popconfirm bubble through React's portal to the row: they are not inside it.
  if (!event.currentTarget.contains(target)) return false;
  // By the end of antd's class name: the console embedded in a host prefixes antd's classes its own way.
  return !target.closest('a, button, input, label, [class*="-table-selection-column"]');
}

// biome-ignore lint/suspicious/noExplicitAny: one empty list for every row type
const NO_ACTIONS: readonly RowAction<any>[] = [];
const NO_HIDDEN: readonly string[] = [];
const NO_SORT: SortParams = {};

/**
 * A table that scrolls sideways can be scrolled from the keyboard: its scroll container takes the focus
 * (antd's has no tabindex, and an empty or link-free table has nothing else to focus; WCAG 2.1.1).
 */
function useKeyboardScrollable() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // By the end of antd's class name, as above: an embedded console prefixes them its own way.
    for (const scroller of ref.current?.querySelectorAll<HTMLElement>('[class*="-table-content"]') ?? []) {
      if (!scroller.hasAttribute('tabindex')) scroller.tabIndex = 0;
    }
  });
  return ref;
}

export interface CrudTableProps<T extends object> {
  rowKey: keyof T & string;
  columns: readonly CrudColumn<T>[];
  /** Already filtered by permission; the 操作 column shows only when some remain. */
  actions?: readonly RowAction<T>[];
  query: UseQueryResult<Page<T>>;
  pageNum: number;
  pageSize: number;
  sort?: SortParams;
  hidden?: readonly string[];
  density?: Density;
  emptyText?: ReactNode;
  /** Rows chosen for a batch (a picker's checkboxes). */
  rowSelection?: TableRowSelection<T>;
  /** Opens a row on a click anywhere but its controls (a link, a button, a checkbox, a confirm). */
  onRowClick?(row: T): void;
  /** A row's class by its data (an unread message is bold). */
  rowClassName?(row: T): string;
  /** The 操作 column's width (in a fixed layout it would take an equal share otherwise). */
  actionsWidth?: number;
  onChange(pageNum: number, pageSize: number, sort: SortParams): void;
}

/**
 * A server-paged table over a page query: the previous rows stay under the spinner while the next
 * page loads, and the empty message shows only once an answer says there is nothing — never under
 * the spinner. On a desktop its columns share the card's width (each at least its title's, cut to one
 * line), scrolling sideways only below the sum of those; on a phone they keep their natural width and
 * the table scrolls sideways inside its card, the first column fixed (see `TableFit`).
 */
export const CrudTable = observer(function CrudTable<T extends object>({
  rowKey,
  columns,
  actions = NO_ACTIONS,
  query,
  pageNum,
  pageSize,
  sort = NO_SORT,
  hidden = NO_HIDDEN,
  density = 'middle',
  emptyText = '暂无数据',
  rowSelection,
  onRowClick,
  rowClassName,
  actionsWidth,
  onChange,
}: CrudTableProps<T>) {
  const page = query.data;
  const loading = query.isFetching || (query.isPending && !query.isError);
  // The same column objects while nothing they are made of changes: antd's table then keeps its
  // cells instead of rendering every one again whenever the page around it renders.
  const { orderBy, order } = sort;
  const fit = useService(AppStore).device === 'mobile' ? 'scroll' : 'fit';
  const rows = page?.list;
  // An action that applies to no row of the page keeps no empty place in every row (RowActions keeps
  // the place of one that applies to some rows only, so the links line up).
  const shownActions = useMemo(() => {
    if (!rows) return actions;
    const applying = actions.filter((action) => !action.visible || rows.some((row) => action.visible?.(row)));
    // The 操作 column stays while the list has actions at all, so it does not come and go with a page.
    return applying.length > 0 ? applying : actions;
  }, [actions, rows]);
  // The 操作 column as wide as a row's actions side by side, unless the page says.
  const actionsColumnWidth = useMemo(
    () =>
      actionsWidth ??
      (fit === 'fit' && shownActions.length > 0 ? actionsWidthOf(shownActions, rows ?? []) : undefined),
    [actionsWidth, fit, shownActions, rows],
  );
  const tableColumns = useMemo(
    () => tableColumnsOf(columns, hidden, shownActions, { orderBy, order }, actionsColumnWidth, fit),
    [columns, hidden, shownActions, orderBy, order, actionsColumnWidth, fit],
  );
  const scrollable = useKeyboardScrollable();
  const shown = useMemo(() => shownColumns(columns, hidden), [columns, hidden]);
  const totals = page?.totals;
  const minWidth = useMemo(
    () => shown.reduce((sum, column) => sum + minColumnWidth(column), 0) + (actionsColumnWidth ?? 0),
    [shown, actionsColumnWidth],
  );
  return (
    <div ref={scrollable}>
      <Table<T>
        rowKey={rowKey}
        size={density}
        columns={tableColumns}
        dataSource={page?.list ?? []}
        loading={loading}
        rowSelection={rowSelection && withMeasureSafeTitle(rowSelection)}
        rowClassName={rowClassName && ((row) => rowClassName(row))}
        onRow={
          onRowClick &&
          ((row) => ({
            onClick: (event) => {
              if (isRowClick(event)) onRowClick(row);
            },
          }))
        }
        summary={
          totals && hasTotals(shown, totals)
            ? () => (
                <TableSummary
                  shown={shown}
                  totals={totals}
                  selection={rowSelection !== undefined}
                  actions={shownActions.length > 0}
                />
              )
            : undefined
        }
        tableLayout={fit === 'fit' ? 'fixed' : undefined}
        scroll={{ x: fit === 'fit' ? minWidth : 'max-content' }}
        locale={{
          emptyText:
            loading || page === undefined ? (
              <div style={{ height: 120 }} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
            ),
        }}
        pagination={{
          current: pageNum,
          pageSize,
          total: page?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
        }}
        onChange={(pagination, _filters, sorter) =>
          onChange(pagination.current ?? 1, pagination.pageSize ?? pageSize, sortOf(sorter))
        }
      />
    </div>
  );
}) as <T extends object>(props: CrudTableProps<T>) => ReactNode;

/**
 * The select-all checkbox, out of reach inside antd's measuring row: a table that scrolls sideways
 * measures its columns with a hidden copy of their titles, and a focusable checkbox in a hidden row
 * is announced to nobody yet reached by Tab (axe: aria-hidden-focus). There it is inert.
 */
function withMeasureSafeTitle<T>(selection: TableRowSelection<T>): TableRowSelection<T> {
  if (selection.columnTitle !== undefined) return selection;
  return { ...selection, columnTitle: (checkbox) => <OutsideMeasureRow>{checkbox}</OutsideMeasureRow> };
}

function OutsideMeasureRow({ children }: { children: ReactNode }) {
  return useContext(TableMeasureRowContext) ? <span inert>{children}</span> : children;
}
