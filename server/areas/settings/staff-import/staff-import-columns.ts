import type { ImportRowError } from '../../../../manifests/contracts/settings';
import type { Cell, SheetRow } from '../../../platform/spreadsheet-reader';
import type { StaffField } from '../staff/staff-fields';
import { textOf } from './spreadsheet-cells';

/**
 * The columns of the staff import template, and how a sheet's header maps its cells to them: the
 * fixed columns by their Chinese header, the organisation's custom fields by their label.
 */

export const IMPORT_MAX_ROWS = 2_000;
export const IMPORT_SHEET_NAME = '员工信息';

/** A problem of the file, by spreadsheet row number and column header. */
/** One problem of an import, as the refusal's `data.errors` lists it. */
export type ImportError = ImportRowError;

export type FixedKey =
  | 'name'
  | 'telephone'
  | 'departments'
  | 'position'
  | 'roles'
  | 'entryDate'
  | 'employeeNo'
  | 'initialPassword';

/** The template's fixed columns in order; required ones are marked * in the template's header. */
export const FIXED_COLUMNS: readonly { key: FixedKey; header: string; required: boolean }[] = [
  { key: 'name', header: '姓名', required: true },
  { key: 'telephone', header: '手机号', required: true },
  { key: 'departments', header: '部门', required: true },
  { key: 'position', header: '职位', required: false },
  { key: 'roles', header: '角色', required: false },
  { key: 'entryDate', header: '入职日期', required: false },
  { key: 'employeeNo', header: '工号', required: false },
  { key: 'initialPassword', header: '初始密码', required: false },
];

/** The example row of the template: refused if left in, rather than imported as a person. */
export const EXAMPLE_ROW = { name: '张三', telephone: '13800138000' } as const;

/** One data row with its cells by column. */
export interface ImportRow {
  row: number;
  fixed: Partial<Record<FixedKey, Cell>>;
  /** By field uniqueId. */
  custom: Record<string, Cell>;
}

/** A header as written, without the * of required columns. */
const headerName = (cell: Cell) =>
  textOf(cell)
    .replace(/[*＊]\s*$/, '')
    .trim();

/** The template's header of a custom field. */
export const customHeader = (field: StaffField) => (field.required ? `${field.label}*` : field.label);

/**
 * The data rows of the sheet, mapped by its header (its first row); or the problems of the header:
 * a required column missing, a column no one knows (a field renamed since the template was made), or
 * one given twice. Too many rows are refused here too, before any is checked.
 */
export function mapColumns(
  sheet: readonly SheetRow[],
  fields: readonly StaffField[],
): { rows: ImportRow[] } | { errors: ImportError[] } | { tooManyRows: true } | { empty: true } {
  const [header, ...data] = sheet;
  if (!header || data.length === 0) return { empty: true };
  if (data.length > IMPORT_MAX_ROWS) return { tooManyRows: true };
  const errors: ImportError[] = [];
  const fixedAt = new Map<FixedKey, number>();
  const customAt = new Map<string, number>();
  const seen = new Set<string>();
  header.cells.forEach((cell, index) => {
    const name = headerName(cell);
    if (name === '') return;
    if (seen.has(name)) {
      errors.push({ row: header.number, column: name, message: `列「${name}」重复，请只保留一列` });
      return;
    }
    seen.add(name);
    const fixed = FIXED_COLUMNS.find((column) => column.header === name);
    const field = fields.find((candidate) => candidate.label === name);
    if (fixed) fixedAt.set(fixed.key, index);
    else if (field) customAt.set(field.uniqueId, index);
    else
      errors.push({
        row: header.number,
        column: name,
        message: `无法识别的列「${name}」，请下载最新的导入模板`,
      });
  });
  const missing = [
    ...FIXED_COLUMNS.filter((column) => column.required && !fixedAt.has(column.key)).map(
      (column) => column.header,
    ),
    ...fields.filter((field) => field.required && !customAt.has(field.uniqueId)).map((field) => field.label),
  ];
  for (const name of missing) {
    errors.push({ row: header.number, column: name, message: `缺少「${name}」列，请下载最新的导入模板` });
  }
  if (errors.length > 0) return { errors };
  const cellAt = (row: SheetRow, index: number | undefined) =>
    index === undefined ? null : (row.cells[index] ?? null);
  return {
    rows: data.map((row) => ({
      row: row.number,
      fixed: Object.fromEntries([...fixedAt].map(([key, index]) => [key, cellAt(row, index)])),
      custom: Object.fromEntries([...customAt].map(([uniqueId, index]) => [uniqueId, cellAt(row, index)])),
    })),
  };
}
