import { columnKey } from './column-key';
import type { CrudColumn, SearchField } from './crud-types';

/** A search field with its parameter name and label settled. */
export interface ResolvedField extends SearchField {
  name: string;
  label: string;
}

/** The search form's fields, in `order` then column order. */
export function searchFieldsOf<T>(columns: readonly CrudColumn<T>[]): ResolvedField[] {
  return columns
    .filter((column) => column.search)
    .map((column, index) => ({
      ...column.search,
      name: column.search?.name ?? columnKey(column),
      label: column.search?.label ?? column.title,
      order: column.search?.order ?? index,
    }))
    .sort((a, b) => a.order - b.order);
}

/** The form's values before anything was chosen. */
export function initialValuesOf(fields: readonly ResolvedField[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, field.initialValue ?? field.emptyValue]));
}

function isBlank(value: unknown, field: ResolvedField): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value) && value.length === 0) return true;
  return field.emptyValue !== undefined && value === field.emptyValue;
}

/** The parameters the values send: trimmed, blanks and "every row" left out, transforms applied. */
export function paramsOf(
  fields: readonly ResolvedField[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = values[field.name];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (isBlank(value, field)) continue;
    if (field.transform) Object.assign(params, field.transform(value));
    else params[field.name] = value;
  }
  return params;
}
