import type { CrudColumn } from './crud-types';

/** A column's key: its own, or its dataIndex, or its title. */
export function columnKey<T>(column: CrudColumn<T>): string {
  return column.key ?? column.dataIndex ?? column.title;
}
