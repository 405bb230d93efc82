import { Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { columnKey } from './column-key';
import type { CrudColumn, RowAction } from './crud-types';
import { RowActions } from './row-actions';
import { minColumnWidth } from './table-fit';

export const ACTIONS_KEY = 'actions';

function textOf(node: unknown): string | undefined {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  return undefined;
}

/**
 * A cut cell's text with its full text on hover. The tooltip is made on the first hover or focus, not
 * with the cell: a page of 50 rows would otherwise mount a popup trigger per cut cell.
 */
function CutText({ full, children }: { full: string; children: ReactNode }) {
  const [armed, setArmed] = useState(false);
  // The outer span stays as it is when the tooltip arrives: a click that began on it still lands in the row.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointing only prepares the tooltip, as antd's own would
    <span onMouseEnter={() => setArmed(true)} onFocus={() => setArmed(true)}>
      {armed ? (
        <Tooltip title={full} placement="topLeft" defaultOpen>
          <span>{children}</span>
        </Tooltip>
      ) : (
        children
      )}
    </span>
  );
}

/** A cut cell: one line, its full text on hover. */
function withEllipsis<T>(column: CrudColumn<T>): ColumnType<T>['render'] {
  return (value: unknown, row: T, index: number) => {
    const shown = (column.render ? column.render(value, row, index) : value) as ReactNode;
    const full = textOf(shown) ?? textOf(value);
    return full ? <CutText full={full}>{shown}</CutText> : shown;
  };
}

/**
 * How the table meets its width. `fit` (a desktop): every column shows, cut to one line where its
 * share is too small (a column may say `ellipsis: false`), the first and 操作 fixed at the ends should
 * the width still not be enough. `scroll` (a phone): the columns keep their natural width and the table
 * scrolls sideways inside its card with only the first fixed — 操作 fixed too would cover the screen.
 */
export type TableFit = 'fit' | 'scroll';

/**
 * The antd columns of a table: the shown ones (search-only and hidden-by-the-member left out), the
 * first fixed at the start and, fitting a desktop, 操作 at the end; ellipsis with its tooltip,
 * server-side sort.
 */
export function tableColumnsOf<T>(
  columns: readonly CrudColumn<T>[],
  hidden: readonly string[],
  actions: readonly RowAction<T>[],
  sort: { orderBy?: string; order?: 'asc' | 'desc' },
  actionsWidth?: number,
  fit: TableFit = 'fit',
): ColumnType<T>[] {
  const shown = shownColumns(columns, hidden);
  const list: ColumnType<T>[] = shown.map((column, index) => {
    // `minWidth` is the kit's (its least width and share, see table-fit.ts), not antd's: antd would
    // measure it with a hidden row of its own.
    const { search: _search, hideInTable: _hide, ellipsis, sortable, minWidth: _minWidth, ...rest } = column;
    const key = columnKey(column);
    const cut = ellipsis ?? fit === 'fit';
    return {
      ...rest,
      key,
      // Fitting, every column has its least width; what is left is shared in the same proportions.
      ...(fit === 'fit' ? { width: minColumnWidth(column) } : {}),
      fixed: rest.fixed ?? (index === 0 ? 'start' : undefined),
      ...(cut ? { ellipsis: { showTitle: false }, render: withEllipsis(column) } : {}),
      ...(sortable
        ? {
            sorter: true,
            sortOrder: sort.orderBy === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
          }
        : {}),
    };
  });
  if (actions.length > 0)
    list.push({
      title: '操作',
      key: ACTIONS_KEY,
      ...(fit === 'fit' ? { fixed: 'end' as const } : {}),
      ...(actionsWidth === undefined ? {} : { width: actionsWidth }),
      render: (_value, row) => <RowActions actions={actions} row={row} />,
    });
  return list;
}

/** The columns a table shows: not the search-only ones, nor those the member hid. */
export function shownColumns<T>(columns: readonly CrudColumn<T>[], hidden: readonly string[]) {
  return columns.filter((column) => !column.hideInTable && !hidden.includes(columnKey(column)));
}
