import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  IMPORT_BODY_LIMIT,
  IMPORT_MAX_BYTES,
  SpreadsheetFile,
} from '../../../../manifests/contracts/settings';
import { SettingsPermission } from '../../../../manifests/settings';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { ErrorCode } from '../../../http/error-codes';
import { type OrganizationSession, organizationSessionOf } from '../../../plugins/session-auth';
import { departmentTree, lockDepartmentTree } from '../departments/departments';
import { NoEscalation } from '../roles/no-escalation';
import {
  accountTelephones,
  insertStaff,
  lockStaff,
  memberTelephones,
  staffRoles,
  takenEmployeeNos,
} from '../staff/staff';
import { listStaffFields } from '../staff/staff-fields';
import { readSpreadsheet, type SheetRow, UnreadableSpreadsheet } from '../staff-import/spreadsheet-reader';
import { type CheckedRow, checkRows, type ImportContext, namesOfRows } from '../staff-import/staff-import';
import {
  IMPORT_MAX_ROWS,
  IMPORT_SHEET_NAME,
  type ImportError,
  mapColumns,
} from '../staff-import/staff-import-columns';
import { buildImportTemplate, TEMPLATE_FILE_NAME } from '../staff-import/staff-import-template';

const rejected = (message: string) => new ApiError(ErrorCode.StaffImportFileRejected, message);

/** Decodes strict base64 (length a multiple of four): Node's decoder alone skips what it cannot read. */
function decodeBase64(content: string): Buffer {
  if (content.length % 4 !== 0) throw new ApiError(ErrorCode.BadRequest, '文件内容格式不正确');
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

/**
 * 导入员工: the template, and the import itself, all rows or none. The rows are checked twice: once
 * before the initial passwords are hashed (slow on purpose, so never inside the transaction), and
 * again inside the transaction, under the locks that keep the checks true until the rows are in.
 */
export const staffImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, passwordHasher } = app.services;
  const noEscalation = new NoEscalation(app);

  /** The organisation as the rows are checked against it, for the telephones and numbers they name. */
  async function contextOf(
    tx: Queryable,
    session: OrganizationSession,
    names: { telephones: string[]; employeeNos: string[] },
  ): Promise<ImportContext> {
    const { organizationId } = session;
    const roles = await staffRoles(tx, organizationId, null);
    const mayHandOut = new Set<number>();
    for (const role of roles) {
      try {
        await noEscalation.assertMayHandOut(tx, session, [role]);
        mayHandOut.add(role.id);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
    }
    return {
      fields: await listStaffFields(tx, organizationId),
      departments: await tx.query(
        'select id, name, parent_id as "parentId" from departments where organization_id = $1 order by id',
        [organizationId],
      ),
      roles,
      mayHandOut,
      members: await memberTelephones(tx, organizationId, names.telephones),
      accounts: await accountTelephones(tx, names.telephones),
      takenEmployeeNos: await takenEmployeeNos(tx, organizationId, names.employeeNos),
    };
  }

  /** The rows to import, or the refusal listing every problem of the file. */
  async function checkedRows(
    tx: Queryable,
    session: OrganizationSession,
    sheet: SheetRow[],
  ): Promise<CheckedRow[]> {
    const mapped = mapColumns(sheet, await listStaffFields(tx, session.organizationId));
    if ('empty' in mapped) throw rejected('文件中没有员工数据，请从模板的第 2 行起填写');
    if ('tooManyRows' in mapped) throw rejected(`单次最多导入 ${IMPORT_MAX_ROWS} 行`);
    if ('errors' in mapped) throw importRefused(mapped.errors);
    const checked = checkRows(mapped.rows, await contextOf(tx, session, namesOfRows(mapped.rows)));
    if ('errors' in checked) throw importRefused(checked.errors);
    return checked.rows;
  }

  /** argon2 of each distinct initial password once (rows often share one): by its digest. */
  async function hashPasswords(rows: readonly CheckedRow[], hashes = new Map<string, string>()) {
    const digests = [...new Set(rows.flatMap((row) => (row.passwordDigest ? [row.passwordDigest] : [])))];
    const missing = digests.filter((digest) => !hashes.has(digest));
    const hashed = await Promise.all(missing.map((digest) => passwordHasher.hash(digest)));
    for (const [index, digest] of missing.entries()) hashes.set(digest, hashed[index]!);
    return hashes;
  }

  app.post(
    '/enterprise/v1/staff/import/template',
    { config: { permission: SettingsPermission.staffImport }, schema: { body: Type.Object({}) } },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const [root] = await departmentTree(db, organizationId);
      const first = root?.children[0];
      const roles = await staffRoles(db, organizationId, null);
      const content = await buildImportTemplate({
        fields: await listStaffFields(db, organizationId),
        exampleDepartment: [root?.name, first?.name].filter(Boolean).join('/'),
        exampleRole: roles.find((role) => !role.builtIn)?.name ?? '',
      });
      return ok({ fileName: TEMPLATE_FILE_NAME, content: content.toString('base64') });
    },
  );

  app.post(
    '/enterprise/v1/staff/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { permission: SettingsPermission.staffImport },
      schema: { body: SpreadsheetFile },
    },
    async (request) => {
      const session = organizationSessionOf(request);
      const { organizationId } = session;
      const bytes = decodeBase64(request.body.content);
      let sheet: SheetRow[];
      try {
        sheet = await readSpreadsheet(request.body.fileName, bytes, IMPORT_SHEET_NAME);
      } catch (error) {
        if (error instanceof UnreadableSpreadsheet) throw rejected(error.message);
        throw error;
      }
      const hashes = await hashPasswords(await checkedRows(db, session, sheet));
      const imported = await db.transaction(async (tx) => {
        await lockDepartmentTree(tx, organizationId);
        await lockStaff(tx, organizationId);
        const rows = await checkedRows(tx, session, sheet);
        await hashPasswords(rows, hashes);
        await insertStaff(
          tx,
          organizationId,
          rows.map((row) => ({
            ...row,
            passwordHash: row.passwordDigest ? hashes.get(row.passwordDigest)! : null,
          })),
          clock.now(),
        );
        return rows.length;
      });
      return ok({ imported });
    },
  );
};
