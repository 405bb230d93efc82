import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { StaffFieldDrafts } from '../../../../manifests/contracts/settings';
import { SettingsPermission } from '../../../../manifests/settings';
import { ok } from '../../../http/envelope';
import { namedPlugin } from '../../../http/named-plugin';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { readStaffFields, saveStaffFields } from '../staff/change-staff-fields';

/**
 * 员工字段配置: the organisation's custom staff fields. Whoever fills or reads a member's profile
 * lists them; STAFF_CONFIG replaces the whole configuration at once, under the staff lock so that no
 * member is saved against a configuration changing under it.
 */
export const staffFieldRoutes: FastifyPluginAsyncTypebox = namedPlugin('staffFieldRoutes', async (app) => {
  const { db } = app.services;

  app.post(
    '/enterprise/v1/staff/field/list',
    {
      config: {
        permission: [
          SettingsPermission.staff,
          SettingsPermission.staffAdd,
          SettingsPermission.staffModify,
          SettingsPermission.staffDetail,
          SettingsPermission.staffConfig,
        ],
      },
      schema: { body: Type.Object({}) },
    },
    async (request) => ok(await readStaffFields(db, organizationSessionOf(request))),
  );

  app.post(
    '/enterprise/v1/staff/field/save',
    { config: { permission: SettingsPermission.staffConfig }, schema: { body: StaffFieldDrafts } },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const { fields } = request.body;
      return ok(await db.transaction((tx) => saveStaffFields(tx, { organizationId, fields })));
    },
  );
});
