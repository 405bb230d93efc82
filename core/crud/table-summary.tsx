import { Table } from 'antd';
import type { ReactNode } from 'react';
import type { PageTotals } from '../data/page';
import { formatFen } from '../format/money';
import { columnKey } from './column-key';
import type { ColumnTotal, CrudColumn } from './crud-types';

/** A total as its column shows it: money in 元 (from fen), a number as it is, or the column's render. */
export function totalText(total: ColumnTotal, value: number): ReactNode {
  if (typeof total === 'function') return total(value);
  return total === 'money' ? formatFen(value) : String(value);
}

/** Whether a table has a 合计 row: a shown column totals and the answer carries totals. */
export function hasTotals<T>(columns: readonly CrudColumn<T>[], totals: PageTotals | undefined): boolean {
  return totals !== undefined && columns.some((column) => column.total !== undefined);
}

/**
 * The cells of the 合计 row, one per column of the table as antd lays it out (the selection column
 * first when rows can be chosen, then the shown columns, then 操作): each totalling column its total,
 * the label 合计 in the first cell that totals nothing.
 */
export function summaryCells<T>(
  shown: readonly CrudColumn<T>[],
  totals: PageTotals,
  layout: { selection: boolean; actions: boolean },
): { key: string; content: ReactNode; align?: CrudColumn<T>['align'] }[] {
  const cells: { key: string; content: ReactNode; align?: CrudColumn<T>['align']; label?: boolean }[] = [];
  if (layout.selection) cells.push({ key: 'selection', content: null, label: true });
  for (const column of shown) {
    const key = columnKey(column);
    const value = totals[column.totalKey ?? key];
    if (column.total !== undefined && value !== undefined)
      cells.push({ key, content: totalText(column.total, value), align: column.align });
    else cells.push({ key, content: null, label: column.total === undefined });
  }
  if (layout.actions) cells.push({ key: 'actions', content: null, label: true });
  const label = cells.find((cell) => cell.label);
  if (label)
    // Not antd's Typography: it carries its editable mode's text area into every list.
    label.content = <strong title="全部筛选结果的合计">合计</strong>;
  return cells.map(({ label: _label, ...cell }) => cell);
}

/**
 * The 合计 row under a list's rows: the server's totals over every row the search keeps (not the
 * page's rows), so it reads the same on every page.
 */
export function TableSummary<T>({
  shown,
  totals,
  selection,
  actions,
}: {
  shown: readonly CrudColumn<T>[];
  totals: PageTotals;
  selection: boolean;
  actions: boolean;
}) {
  const cells = summaryCells(shown, totals, { selection, actions });
  return (
    <Table.Summary>
      <Table.Summary.Row>
        {cells.map((cell, index) => (
          <Table.Summary.Cell key={cell.key} index={index} align={cell.align}>
            {cell.content}
          </Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    </Table.Summary>
  );
}
