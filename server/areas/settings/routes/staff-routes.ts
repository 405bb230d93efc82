import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  StaffAddition,
  StaffModification,
  StaffPageQuery,
  StaffRef,
  StaffStateChange,
} from '../../../../manifests/contracts/settings';
import { SettingsPermission } from '../../../../manifests/settings';
import { ok } from '../../../http/envelope';
import { keywordOf } from '../../../http/fields';
import { namedPlugin } from '../../../http/named-plugin';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { activeMemberOptions } from '../departments/directory';
import { addStaff, hashForNewStaff } from '../staff/add-staff';
import { modifyStaff } from '../staff/modify-staff';
import { pageStaffMembers, readStaffDetail } from '../staff/read-staff';
import { changeStaffState, removeStaff } from '../staff/take-out-staff';
import { grantorOf } from './grantor';
import { staffFieldRoutes } from './staff-field-routes';
import { staffImportRoutes } from './staff-import-routes';

/**
 * 员工管理: the organisation's members with their departments, roles and profile. Adding a member
 * whose telephone has no account creates the account with the initial password, which they must
 * change at first sign-in. Disabling or removing a member ends their sessions in this organisation
 * only; one active administrator always remains, and no one disables or removes themselves. Nobody
 * hands out roles they could not grant (NoEscalation). Writes run in one transaction under the
 * organisation's department-tree and staff locks, so their checks hold when they commit.
 */
export const staffRoutes: FastifyPluginAsyncTypebox = namedPlugin('staffRoutes', async (app) => {
  const { db, clock, passwordHasher } = app.services;

  await app.register(staffFieldRoutes);
  await app.register(staffImportRoutes);

  // Like the department tree, any member reads it: forms' member fields and 转交/加签 choose from it.
  app.post('/enterprise/v1/staff/options', { schema: { body: Type.Object({}) } }, async (request) => {
    const { organizationId } = organizationSessionOf(request);
    return ok(await activeMemberOptions(db, organizationId));
  });

  app.post(
    '/enterprise/v1/staff/page',
    {
      config: { permission: SettingsPermission.staff },
      schema: { body: StaffPageQuery },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const { pageNum = 1, pageSize = 10, keyword, departmentUniqueId, state } = request.body;
      return ok(
        await pageStaffMembers(db, {
          organizationId,
          keyword: keywordOf(keyword),
          departmentUniqueId,
          state: state ?? null,
          pageNum,
          pageSize,
        }),
      );
    },
  );

  app.post(
    '/enterprise/v1/staff/detail',
    {
      config: { permission: [SettingsPermission.staff, SettingsPermission.staffDetail] },
      schema: { body: StaffRef },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      return ok(await readStaffDetail(db, { organizationId, uniqueId: request.body.uniqueId }));
    },
  );

  app.post(
    '/enterprise/v1/staff/add',
    { config: { permission: SettingsPermission.staffAdd }, schema: { body: StaffAddition } },
    async (request) => {
      const grantor = grantorOf(app, request);
      const addition = request.body;
      // Hashing is slow on purpose: done before the transaction, whose locks it would hold.
      const passwordHash = await hashForNewStaff(db, {
        organizationId: grantor.session.organizationId,
        addition,
        hashPassword: (digest) => passwordHasher.hash(digest),
      });
      return ok(
        await db.transaction((tx) => addStaff(tx, { grantor, addition, passwordHash, now: clock.now() })),
      );
    },
  );

  app.post(
    '/enterprise/v1/staff/modify',
    { config: { permission: SettingsPermission.staffModify }, schema: { body: StaffModification } },
    async (request) => {
      const grantor = grantorOf(app, request);
      return ok(await db.transaction((tx) => modifyStaff(tx, { grantor, modification: request.body })));
    },
  );

  app.post(
    '/enterprise/v1/staff/modify/state',
    {
      config: { permission: SettingsPermission.staffState },
      schema: { body: StaffStateChange },
    },
    async (request) => {
      const session = organizationSessionOf(request);
      const { uniqueId, state } = request.body;
      return ok(
        await db.transaction((tx) => changeStaffState(tx, { session, uniqueId, state, now: clock.now() })),
      );
    },
  );

  app.post(
    '/enterprise/v1/staff/remove',
    {
      config: { permission: SettingsPermission.staffRemove },
      schema: { body: StaffRef },
    },
    async (request) => {
      const session = organizationSessionOf(request);
      const { uniqueId } = request.body;
      await db.transaction((tx) => removeStaff(tx, { session, uniqueId, now: clock.now() }));
      return ok(null);
    },
  );
});
