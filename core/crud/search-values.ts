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

/** A picker's day (a dayjs, which has `format`) as the day it is: `YYYY-MM-DD`. Read without importing dayjs. */
function dayText(value: unknown): string | undefined {
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  const day = value as { format?: (pattern: string) => string; isValid?: () => boolean } | null | undefined;
  if (typeof day?.format !== 'function' || day.isValid?.() === false) return undefined;
  return day.format('YYYY-MM-DD');
}

/** Drops what is undefined (an open end of a range, an amount that is not one). */
function ends(range: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(range).filter(([, end]) => end !== undefined));
}

/** An amount's end as fen: typed malformed (NaN) or left empty, it is no end. */
const fenOf = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;

/**
 * What a field's value sends without a `transform`: a day as `YYYY-MM-DD`, a date range as
 * `{ from, to }`, an amount range as `{ min, max }` in fen (either end open), the rest as it is.
 */
export function wireValueOf(field: Pick<ResolvedField, 'kind'>, value: unknown): unknown {
  switch (field.kind) {
    case 'date':
      return dayText(value);
    case 'dateRange': {
      const [from, to] = Array.isArray(value) ? value : [];
      return ends({ from: dayText(from), to: dayText(to) });
    }
    case 'amountRange': {
      const range = (value ?? {}) as { min?: unknown; max?: unknown };
      return ends({ min: fenOf(range.min), max: fenOf(range.max) });
    }
    default:
      return value;
  }
}

function isBlank(value: unknown, field: ResolvedField): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value) && value.length === 0) return true;
  if (field.kind === 'dateRange' || field.kind === 'amountRange')
    return Object.keys(wireValueOf(field, value) as object).length === 0;
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
    else {
      const wire = wireValueOf(field, value);
      if (wire !== undefined) params[field.name] = wire;
    }
  }
  return params;
}
