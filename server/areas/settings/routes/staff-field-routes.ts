import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { StaffFieldDrafts } from '../../../../manifests/contracts/settings';
import { SettingsPermission } from '../../../../manifests/settings';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { ErrorCode } from '../../../http/error-codes';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { lockStaff } from '../staff/staff';
import { listStaffFields, replaceStaffFields, staffFieldsProblem } from '../staff/staff-fields';

/**
 * 员工字段配置: the organisation's custom staff fields. Whoever fills or reads a member's profile
 * lists them; STAFF_CONFIG replaces the whole configuration at once, under the staff lock so that no
 * member is saved against a configuration changing under it.
 */
export const staffFieldRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
    async (request) => ok(await listStaffFields(db, organizationSessionOf(request).organizationId)),
  );

  app.post(
    '/enterprise/v1/staff/field/save',
    { config: { permission: SettingsPermission.staffConfig }, schema: { body: StaffFieldDrafts } },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const drafts = request.body.fields.map((field) => ({
        ...field,
        label: field.label.trim(),
        options: field.options.map((option) => option.trim()),
      }));
      await db.transaction(async (tx) => {
        await lockStaff(tx, organizationId);
        const problem = staffFieldsProblem(drafts, await listStaffFields(tx, organizationId));
        if (problem) throw new ApiError(ErrorCode.StaffFieldsInvalid, problem);
        await replaceStaffFields(tx, organizationId, drafts);
      });
      return ok(await listStaffFields(db, organizationId));
    },
  );
};
