import type { ReactNode } from 'react';
import type { RowAction } from './crud-types';

/** The kit's text is 14px; a CJK character is as wide as the font is tall. */
const CHARACTER = 14;
/** A cell's padding, both sides, at the default (middle) density. */
const CELL_PADDING = 16;
/** A row action's link button: its label plus its padding (core/crud/crud.css) and border. */
const ACTION_PADDING = 10;
/** The cell's border and a pixel of rounding. */
const SLACK = 2;
/** No column is narrower: two characters, or one and an ellipsis. */
export const MIN_COLUMN_WIDTH = 50;

function textWidth(label: ReactNode): number {
  return typeof label === 'string' || typeof label === 'number'
    ? String(label).length * CHARACTER
    : 2 * CHARACTER;
}

/**
 * The narrowest a column may be: its declared width, else its title on one line or its declared
 * `minWidth` if wider (a column of long text — a message's title and summary — says so, and then
 * also takes that share of the room left over, which is shared in proportion to these widths).
 */
export function minColumnWidth(column: {
  title: string;
  width?: number | string | undefined;
  minWidth?: number | undefined;
}): number {
  if (typeof column.width === 'number') return column.width;
  return Math.max(MIN_COLUMN_WIDTH, textWidth(column.title) + CELL_PADDING, column.minWidth ?? 0);
}

/**
 * The 操作 column's width: a row's actions side by side — every row shows each action at its place
 * (one that does not apply to the row keeps its place, hidden: RowActions), so the widest labels count.
 */
export function actionsWidthOf<T>(actions: readonly RowAction<T>[], rows: readonly T[]): number {
  const widths = rows.map((row) =>
    actions.reduce((sum, action) => {
      const label = typeof action.label === 'function' ? action.label(row) : action.label;
      return sum + textWidth(label) + ACTION_PADDING;
    }, CELL_PADDING + SLACK),
  );
  return Math.max(minColumnWidth({ title: '操作' }), ...widths);
}
