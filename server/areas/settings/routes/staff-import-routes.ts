import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { IMPORT_BODY_LIMIT, SpreadsheetFile } from '../../../../manifests/contracts/settings';
import { SettingsPermission } from '../../../../manifests/settings';
import { ok } from '../../../http/envelope';
import { namedPlugin } from '../../../http/named-plugin';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { importStaff, prepareStaffImport, readImportTemplate } from '../staff-import/import-staff';
import { grantorOf } from './grantor';

/** 导入员工: the template, and the import itself, all rows or none (staff-import/import-staff.ts). */
export const staffImportRoutes: FastifyPluginAsyncTypebox = namedPlugin('staffImportRoutes', async (app) => {
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
      schema: { body: SpreadsheetFile },
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
});
