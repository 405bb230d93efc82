import { IMPORT_MAX_BYTES } from '../../../../manifests/contracts/settings';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { readSpreadsheet, type SheetRow, UnreadableSpreadsheet } from '../../../platform/spreadsheet-reader';
import { departmentTree, listDepartments, lockDepartmentTree } from '../departments/departments';
import { assertMayHandOut, type Grantor } from '../roles/no-escalation';
import {
  accountTelephones,
  insertStaff,
  lockStaff,
  memberTelephones,
  staffRoles,
  takenEmployeeNos,
} from '../staff/staff';
import { listStaffFields } from '../staff/staff-fields';
import { type CheckedRow, checkRows, type ImportContext, namesOfRows } from './staff-import';
import { IMPORT_MAX_ROWS, IMPORT_SHEET_NAME, type ImportError, mapColumns } from './staff-import-columns';
import { buildImportTemplate, TEMPLATE_FILE_NAME } from './staff-import-template';

/**
 * 导入员工: the template, and the import itself, all rows or none. The rows are checked twice: once
 * by `prepareStaffImport`, before the initial passwords are hashed (slow on purpose, so never inside
 * the transaction), and again by `importStaff` inside the transaction, under the locks that keep the
 * checks true until the rows are in.
 */

type HashPassword = (digest: string) => Promise<string>;

/** A file read and checked once, with the argon2 hash of each distinct initial password by its digest. */
export interface PreparedImport {
  sheet: SheetRow[];
  hashes: Map<string, string>;
}

const rejected = (message: string) => new ApiError(ErrorCode.StaffImportFileRejected, message);

/** Decodes strict base64 (length a multiple of four): Node's decoder alone skips what it cannot read. */
function decodeBase64(content: string): Buffer {
  if (content.length % 4 !== 0)
    throw new ApiError(ErrorCode.BadRequest, '文件内容格式不正确', 200, { field: 'content' });
  const padding = content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0;
  if ((content.length / 4) * 3 - padding > IMPORT_MAX_BYTES) throw rejected('文件不能超过 2 MB');
  return Buffer.from(content, 'base64');
}

/** The all-or-nothing refusal: how many rows are wrong, and every problem in `data.errors`. */
function importRefused(errors: ImportError[]): ApiError {
  const rows = new Set(errors.map((error) => error.row)).size;
  return new ApiError(ErrorCode.StaffImportInvalid, `导入失败：共 ${rows} 行有误，未导入任何数据`, 200, {
    errors,
  });
}

/** The organisation as the rows are checked against it, for the telephones and numbers they name. */
async function contextOf(
  tx: Queryable,
  grantor: Grantor,
  names: { telephones: string[]; employeeNos: string[] },
): Promise<ImportContext> {
  const { organizationId } = grantor.session;
  const roles = await staffRoles(tx, organizationId, null);
  const mayHandOut = new Set<number>();
  for (const role of roles) {
    try {
      await assertMayHandOut(tx, grantor, [role]);
      mayHandOut.add(role.id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return {
    fields: await listStaffFields(tx, organizationId),
    departments: await listDepartments(tx, organizationId),
    roles,
    mayHandOut,
    members: await memberTelephones(tx, organizationId, names.telephones),
    accounts: await accountTelephones(tx, names.telephones),
    takenEmployeeNos: await takenEmployeeNos(tx, organizationId, names.employeeNos),
  };
}

/** The rows to import, or the refusal listing every problem of the file. */
async function checkedRows(tx: Queryable, grantor: Grantor, sheet: SheetRow[]): Promise<CheckedRow[]> {
  const mapped = mapColumns(sheet, await listStaffFields(tx, grantor.session.organizationId));
  if ('empty' in mapped) throw rejected('文件中没有员工数据，请从模板的第 2 行起填写');
  if ('tooManyRows' in mapped) throw rejected(`单次最多导入 ${IMPORT_MAX_ROWS} 行`);
  if ('errors' in mapped) throw importRefused(mapped.errors);
  const checked = checkRows(mapped.rows, await contextOf(tx, grantor, namesOfRows(mapped.rows)));
  if ('errors' in checked) throw importRefused(checked.errors);
  return checked.rows;
}

/** argon2 of each distinct initial password once (rows often share one): by its digest. */
async function hashPasswords(
  rows: readonly CheckedRow[],
  hashPassword: HashPassword,
  hashes: Map<string, string>,
) {
  const digests = [...new Set(rows.flatMap((row) => (row.passwordDigest ? [row.passwordDigest] : [])))];
  const missing = digests.filter((digest) => !hashes.has(digest));
  const hashed = await Promise.all(missing.map((digest) => hashPassword(digest)));
  for (const [index, digest] of missing.entries()) hashes.set(digest, hashed[index]!);
  return hashes;
}

/** The template to fill: the organisation's fields as columns, an example row from its tree and roles. */
export async function readImportTemplate(db: Queryable, { organizationId }: { organizationId: number }) {
  const [root] = await departmentTree(db, organizationId);
  const first = root?.children[0];
  const roles = await staffRoles(db, organizationId, null);
  const content = await buildImportTemplate({
    fields: await listStaffFields(db, organizationId),
    exampleDepartment: [root?.name, first?.name].filter(Boolean).join('/'),
    exampleRole: roles.find((role) => !role.builtIn)?.name ?? '',
  });
  return { fileName: TEMPLATE_FILE_NAME, content: content.toString('base64') };
}

/**
 * The first step, outside any transaction: decodes and reads the file, checks every row (refusing
 * the whole file with every problem listed) and hashes the initial passwords.
 */
export async function prepareStaffImport(
  db: Queryable,
  input: { grantor: Grantor; fileName: string; content: string; hashPassword: HashPassword },
): Promise<PreparedImport> {
  const bytes = decodeBase64(input.content);
  let sheet: SheetRow[];
  try {
    sheet = await readSpreadsheet(input.fileName, bytes, IMPORT_SHEET_NAME);
  } catch (error) {
    if (error instanceof UnreadableSpreadsheet) throw rejected(error.message);
    throw error;
  }
  const rows = await checkedRows(db, input.grantor, sheet);
  return { sheet, hashes: await hashPasswords(rows, input.hashPassword, new Map()) };
}

/** Imports the prepared rows under the department-tree and staff locks, checked again; all or none. */
export async function importStaff(
  tx: Queryable,
  input: { grantor: Grantor; prepared: PreparedImport; hashPassword: HashPassword; now: Date },
): Promise<{ imported: number }> {
  const { grantor, prepared } = input;
  const { organizationId } = grantor.session;
  await lockDepartmentTree(tx, organizationId);
  await lockStaff(tx, organizationId);
  const rows = await checkedRows(tx, grantor, prepared.sheet);
  const hashes = await hashPasswords(rows, input.hashPassword, prepared.hashes);
  await insertStaff(
    tx,
    organizationId,
    rows.map((row) => ({
      ...row,
      passwordHash: row.passwordDigest ? hashes.get(row.passwordDigest)! : null,
    })),
    input.now,
  );
  return { imported: rows.length };
}
