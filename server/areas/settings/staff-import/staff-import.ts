import { createHash } from 'node:crypto';
import type { Cell } from '../../../platform/spreadsheet-reader';
import { type DepartmentFinder, departmentFinder } from '../departments/department-paths';
import type { StaffField } from '../staff/staff-fields';
import { customValueOf } from '../staff/staff-values';
import { dateOf, textOf } from './spreadsheet-cells';
import { EXAMPLE_ROW, type FixedKey, type ImportError, type ImportRow } from './staff-import-columns';

/**
 * 导入员工: how the rows of a spreadsheet of the import template become new members. Reading the file
 * is the platform's spreadsheet-reader.ts, mapping its columns staff-import-columns.ts; this module
 * checks every row against the organisation (its departments, roles, fields and members), collecting
 * every problem so that one answer lists them all. Nothing here writes: the route imports the rows only when no row
 * has a problem.
 */

/** The limits of the add form (staff/add), applied to the same values in a row. */
export const StaffTextLimits = {
  name: 20,
  position: 30,
  employeeNo: 32,
  departments: 20,
  password: 64,
} as const;

/** 部门 and 角色 list several values separated by a semicolon (full-width or not). */
const LIST_SEPARATOR = /[;；]/;

const TELEPHONE = /^1[3-9]\d{9}$/;
/** Spec §5: 8 characters or more, upper and lower case letters, a digit and a special character, no whitespace. */
const COMPLEX_PASSWORD = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z\d\s])\S{8,}$/;
const UNSAFE_TEXT = /[\p{Cc}\p{Cf}\p{Cs}<>]/u;
const PASSWORD_COMPLEXITY_MESSAGE = '密码必须包含大写、小写、数字和特殊字符，且长度是8位以上';

/** What the rows are checked against: the organisation as it is when the import runs. */
export interface ImportContext {
  fields: readonly StaffField[];
  departments: readonly { id: number; name: string; parentId: number | null }[];
  roles: readonly { id: number; name: string }[];
  /** Role ids the importing member may hand out (NoEscalation). */
  mayHandOut: ReadonlySet<number>;
  /** Telephones of the file that are members of the organisation already. */
  members: ReadonlySet<string>;
  /** Telephones of the file that have an account. */
  accounts: ReadonlySet<string>;
  /** Employee numbers of the file that members of the organisation have. */
  takenEmployeeNos: ReadonlySet<string>;
}

/** A row that passed every check, ready to insert once its password (if any) is hashed. */
export interface CheckedRow {
  row: number;
  telephone: string;
  name: string;
  position: string;
  employeeNo: string;
  entryDate: string | null;
  customFields: Record<string, string | number>;
  departmentIds: number[];
  roleIds: number[];
  /** The hex SHA-256 of the initial password (what the console would send) for a new account; else null. */
  passwordDigest: string | null;
}

/** The telephones and employee numbers the rows name, for loading the context. */
export function namesOfRows(rows: readonly ImportRow[]) {
  return {
    telephones: [...new Set(rows.map((row) => textOf(row.fixed.telephone)))],
    employeeNos: [...new Set(rows.map((row) => textOf(row.fixed.employeeNo)).filter((text) => text !== ''))],
  };
}

/** One row being checked: its cells, and where its problems go. */
interface RowCheck {
  row: ImportRow;
  text(key: FixedKey): string;
  problem(column: string, message: string): void;
}

/** Where a telephone or an employee number first appeared in the file, to name the row it repeats. */
interface FirstRows {
  telephone: Map<string, number>;
  employeeNo: Map<string, number>;
}

/** Checks every row; the rows to import, or every problem found (all of them, row by row). */
export function checkRows(
  rows: readonly ImportRow[],
  context: ImportContext,
): { rows: CheckedRow[] } | { errors: ImportError[] } {
  const errors: ImportError[] = [];
  const checked: CheckedRow[] = [];
  const firstRows: FirstRows = { telephone: new Map(), employeeNo: new Map() };
  const findDepartment = departmentFinder(context.departments);
  for (const row of rows) {
    const problems: ImportError[] = [];
    const check: RowCheck = {
      row,
      text: (key) => textOf(row.fixed[key]),
      problem: (column, message) => problems.push({ row: row.row, column, message }),
    };
    if (check.text('name') === EXAMPLE_ROW.name && check.text('telephone') === EXAMPLE_ROW.telephone) {
      errors.push({ row: row.row, column: '姓名', message: '这是模板中的示例行，请删除后再导入' });
      continue;
    }
    // In the order of the columns, so that the problems are listed as the row reads.
    const name = nameOf(check);
    const telephone = telephoneOf(check, context, firstRows);
    const values: CheckedRow = {
      row: row.row,
      name,
      telephone,
      departmentIds: departmentIdsOf(check, findDepartment),
      position: positionOf(check),
      roleIds: roleIdsOf(check, context),
      entryDate: entryDateOf(check),
      employeeNo: employeeNoOf(check, context, firstRows),
      passwordDigest: passwordDigestOf(check, telephone, context),
      customFields: customFieldsOf(check, context.fields),
    };
    if (problems.length > 0) errors.push(...problems);
    else checked.push(values);
  }
  return errors.length > 0 ? { errors } : { rows: checked };
}

function nameOf(check: RowCheck): string {
  const name = check.text('name');
  if (name === '') check.problem('姓名', '请填写姓名');
  else if (name.length > StaffTextLimits.name)
    check.problem('姓名', `姓名不能超过 ${StaffTextLimits.name} 个字符`);
  else if (UNSAFE_TEXT.test(name)) check.problem('姓名', '姓名不能包含尖括号或不可见字符');
  return name;
}

function telephoneOf(check: RowCheck, context: ImportContext, firstRows: FirstRows): string {
  const telephone = check.text('telephone');
  const first = firstRows.telephone.get(telephone);
  if (telephone === '') check.problem('手机号', '请填写手机号');
  else if (!TELEPHONE.test(telephone)) check.problem('手机号', '手机号格式不正确');
  else if (first !== undefined) check.problem('手机号', `与第 ${first} 行的手机号重复`);
  else {
    firstRows.telephone.set(telephone, check.row.row);
    if (context.members.has(telephone)) check.problem('手机号', '该手机号已是本组织成员');
  }
  return telephone;
}

function departmentIdsOf(check: RowCheck, findDepartment: DepartmentFinder): number[] {
  const names = splitList(check.text('departments'));
  if (names.length === 0) check.problem('部门', '请填写部门');
  if (names.length > StaffTextLimits.departments) {
    check.problem('部门', `最多填写 ${StaffTextLimits.departments} 个部门`);
  }
  const ids = new Set<number>();
  for (const name of names.slice(0, StaffTextLimits.departments)) {
    const found = findDepartment(name);
    if (typeof found === 'string') check.problem('部门', found);
    else ids.add(found);
  }
  return [...ids];
}

function positionOf(check: RowCheck): string {
  const position = check.text('position');
  if (position.length > StaffTextLimits.position) {
    check.problem('职位', `职位不能超过 ${StaffTextLimits.position} 个字符`);
  } else if (UNSAFE_TEXT.test(position)) check.problem('职位', '职位不能包含尖括号或不可见字符');
  return position;
}

function roleIdsOf(check: RowCheck, context: ImportContext): number[] {
  const ids = new Set<number>();
  for (const name of splitList(check.text('roles'))) {
    const role = context.roles.find((candidate) => candidate.name === name);
    if (!role) check.problem('角色', `找不到角色「${name}」`);
    else if (!context.mayHandOut.has(role.id)) check.problem('角色', `您不能分配「${name}」角色`);
    else ids.add(role.id);
  }
  return [...ids];
}

function entryDateOf(check: RowCheck): string | null {
  const cell = check.row.fixed.entryDate ?? null;
  if (textOf(cell) === '') return null;
  const date = dateOf(cell);
  if (date === undefined) check.problem('入职日期', '入职日期须为有效日期，格式 YYYY-MM-DD');
  return date ?? null;
}

function employeeNoOf(check: RowCheck, context: ImportContext, firstRows: FirstRows): string {
  const employeeNo = check.text('employeeNo');
  if (employeeNo === '') return employeeNo;
  const first = firstRows.employeeNo.get(employeeNo);
  if (employeeNo.length > StaffTextLimits.employeeNo) {
    check.problem('工号', `工号不能超过 ${StaffTextLimits.employeeNo} 个字符`);
  } else if (/\s/.test(employeeNo) || UNSAFE_TEXT.test(employeeNo)) {
    check.problem('工号', '工号不能包含空格、尖括号或不可见字符');
  } else if (first !== undefined) check.problem('工号', `与第 ${first} 行的工号重复`);
  else {
    firstRows.employeeNo.set(employeeNo, check.row.row);
    if (context.takenEmployeeNos.has(employeeNo)) check.problem('工号', `工号「${employeeNo}」已被使用`);
  }
  return employeeNo;
}

/**
 * The digest of the initial password, for a telephone without an account (the console would send the
 * same); null for a telephone with one, whose own password stays.
 */
function passwordDigestOf(check: RowCheck, telephone: string, context: ImportContext): string | null {
  if (!TELEPHONE.test(telephone) || context.accounts.has(telephone)) return null;
  const password = check.text('initialPassword');
  if (password === '') check.problem('初始密码', '该手机号尚未注册，请填写初始密码');
  else if (password.length > StaffTextLimits.password || !COMPLEX_PASSWORD.test(password)) {
    check.problem('初始密码', PASSWORD_COMPLEXITY_MESSAGE);
  } else return createHash('sha256').update(password).digest('hex');
  return null;
}

function customFieldsOf(check: RowCheck, fields: readonly StaffField[]): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const field of fields) {
    const value = customValueOf(field, customCellValue(field, check.row.custom[field.uniqueId] ?? null));
    if ('problem' in value) check.problem(field.label, value.problem);
    else if (value.value !== null) values[field.uniqueId] = value.value;
  }
  return values;
}

const splitList = (text: string) =>
  text
    .split(LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** A cell as the custom field's rules take it: numbers as numbers, dates as YYYY-MM-DD, the rest as text. */
function customCellValue(field: StaffField, cell: Cell): string | number | null {
  const text = textOf(cell);
  if (text === '') return null;
  if (field.kind === 'number') {
    if (typeof cell === 'number') return cell;
    return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  }
  if (field.kind === 'date') return dateOf(cell) ?? text;
  return text;
}
