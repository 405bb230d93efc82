import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import type { ChangeOptions } from '../data/use-change';

/**
 * The kinds of control a search field can be. Without a `transform`, a `date` is sent as its day
 * (`YYYY-MM-DD`), a `dateRange` as `{ from, to }` (days, either end open: the contract's `DateRange`),
 * an `amountRange` as `{ min, max }` in fen, typed in 元 (the contract's `AmountRange`).
 */
export type SearchKind = 'text' | 'select' | 'radio' | 'date' | 'dateRange' | 'amountRange';

export interface SearchOption {
  label: ReactNode;
  value: string | number;
}

/** What a search field's own control receives (from its Form.Item, and its accessible name). */
export interface SearchControlProps {
  value?: unknown;
  onChange?(value: unknown): void;
  'aria-label': string;
  placeholder?: string;
}

/**
 * A column's place in the search form (ProTable's `search`/`valueType`, on antd). The value is sent
 * under `name` (the column's `dataIndex` by default), trimmed; `emptyValue` (default '') means "no
 * filter" and is left out, as are blanks.
 */
export interface SearchField {
  kind?: SearchKind;
  /** The parameter sent; the column's dataIndex by default. */
  name?: string;
  /** The form label; the column's title by default. */
  label?: string;
  /** The control's accessible name when it differs from the label (`搜索员工`). */
  ariaLabel?: string;
  placeholder?: string;
  options?: SearchOption[];
  initialValue?: unknown;
  /** The value meaning "every row": sent as nothing. */
  emptyValue?: unknown;
  /** Searches as soon as the value settles (text after 500 ms), without waiting for 查询. */
  instant?: boolean;
  /** A control the kinds do not cover (a searchable member list, a department tree); `kind` then unused. */
  render?(props: SearchControlProps): ReactNode;
  /** Turns the value into parameters (a date range into `from`/`to`, say). */
  transform?(value: unknown): Record<string, unknown>;
  order?: number;
}

/**
 * A column of the kit's table: antd's column, plus where it searches (`search`), whether the table
 * hides it (`hideInTable`: a search-only field), and `ellipsis` that shows the full text on hover.
 */
export interface CrudColumn<T> extends Omit<TableColumnType<T>, 'title' | 'ellipsis' | 'key' | 'dataIndex'> {
  title: string;
  dataIndex?: keyof T & string;
  /** Unique among the columns; the dataIndex by default. Column settings are saved by it. */
  key?: string;
  search?: SearchField;
  hideInTable?: boolean;
  /** Cut to one line, the full text on hover. */
  ellipsis?: boolean;
  /** Sorted by the server: the page is asked for with `orderBy`/`order`. */
  sortable?: boolean;
  /**
   * Shows the list's total of this column in the 合计 row (the answer's `totals`, which the server
   * sums over the whole filter, not the page): `money` (fen, shown in 元), `number`, or its own render.
   */
  total?: ColumnTotal;
  /** The column's key in the answer's `totals`; the column's key by default. */
  totalKey?: string;
}

/** How a column's cell in the 合计 row reads its total. */
export type ColumnTotal = 'money' | 'number' | ((total: number) => ReactNode);

export interface ActionConfirm<T> {
  title: string | ((row: T) => string);
  description?: ReactNode | ((row: T) => ReactNode);
  okText?: string;
}

/**
 * A row action: shown when the member holds `permission` (a resource code) and `visible(row)` says
 * so; `confirm` asks first (destructive actions). It opens something (`onClick`: a returned promise
 * shows the button loading) or makes a change (`change`, run with the row through `useChange`: the
 * button busy and never sent twice at once, its refusal shown, its success said, its tags invalidated).
 */
export interface RowAction<T> {
  key: string;
  label: ReactNode | ((row: T) => ReactNode);
  /** The button's accessible name when the label alone is ambiguous in a list: `移除 王强`. */
  ariaLabel?(row: T): string;
  permission?: string;
  visible?(row: T): boolean;
  danger?: boolean;
  confirm?: ActionConfirm<T>;
  onClick?(row: T): unknown;
  change?: ChangeOptions<T, unknown>;
}

export type Density = 'large' | 'middle' | 'small';

/** What the list sends beside the search: the sort the member chose in a column header. */
export interface SortParams {
  orderBy?: string;
  order?: 'asc' | 'desc';
}
