import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { SettingsPermission } from '../../../../manifests/settings';
import { ok } from '../../../http/envelope';
import { PlainName } from '../../../http/fields';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { importStaff, prepareStaffImport, readImportTemplate } from '../staff-import/import-staff';
import { grantorOf } from './grantor';

/** Base64 grows the bytes by a third; JSON and the file name add a little. */
const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;

const SpreadsheetUpload = Type.Object({
  fileName: PlainName('文件名', 128),
  // Only the base64 alphabet: the length and the padding are checked when decoding.
  content: Type.String({
    title: '文件内容',
    minLength: 1,
    maxLength: IMPORT_BODY_LIMIT,
    pattern: '^[A-Za-z0-9+/]+={0,2}$',
  }),
});

/** 导入员工: the template, and the import itself, all rows or none (staff-import/import-staff.ts). */
export const staffImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, passwordHasher } = app.services;
  const hashPassword = (digest: string) => passwordHasher.hash(digest);

  app.post(
    '/enterprise/v1/staff/import/template',
    { config: { permission: SettingsPermission.staffImport }, schema: { body: Type.Object({}) } },
    async (request) => ok(await readImportTemplate(db, organizationSessionOf(request))),
  );

  app.post(
    '/enterprise/v1/staff/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { permission: SettingsPermission.staffImport },
      schema: { body: SpreadsheetUpload },
    },
    async (request) => {
      const grantor = grantorOf(app, request);
      const { fileName, content } = request.body;
      // Reading, checking and hashing (slow on purpose) happen before the transaction and its locks.
      const prepared = await prepareStaffImport(db, { grantor, fileName, content, hashPassword });
      return ok(
        await db.transaction((tx) => importStaff(tx, { grantor, prepared, hashPassword, now: clock.now() })),
      );
    },
  );
};
