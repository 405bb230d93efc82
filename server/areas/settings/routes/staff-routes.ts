import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  StaffAddition,
  StaffModification,
  StaffPageQuery,
  StaffRef,
  StaffState,
  StaffStateChange,
} from '../../../../manifests/contracts/settings';
import { SettingsPermission } from '../../../../manifests/settings';
import type { Queryable } from '../../../db/database';
import { revokeMembershipSessions } from '../../../domain/sessions';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { ErrorCode } from '../../../http/error-codes';
import { keywordOf } from '../../../http/fields';
import { type OrganizationSession, organizationSessionOf } from '../../../plugins/session-auth';
import { findDepartment, lockDepartmentTree } from '../departments/departments';
import { NoEscalation } from '../roles/no-escalation';
import { assertAdministratorsRemain, lockAdministrators } from '../roles/roles';
import {
  accountTelephones,
  deleteStaff,
  insertStaff,
  lockStaff,
  memberTelephones,
  pageStaff,
  rolesOfStaff,
  type StaffRecord,
  type StaffRole,
  setStaffDepartments,
  setStaffRoles,
  setStaffState,
  updateStaffProfile,
} from '../staff/staff';
import {
  assertEmployeeNoFree,
  departmentIdsOf,
  existing,
  invalidEntryDate,
  profileOf,
  rolesOf,
  staffSummaryOf,
} from '../staff/staff-checks';
import { listStaffFields } from '../staff/staff-fields';
import { customValuesForDisplay, isCalendarDate } from '../staff/staff-values';
import { staffFieldRoutes } from './staff-field-routes';
import { staffImportRoutes } from './staff-import-routes';

/** Only an administrator may take an administrator out: the guard against a member locking them out. */
export const ADMIN_TARGET_REFUSAL = '只有管理员可以停用或删除管理员';

/**
 * 员工管理: the organisation's members with their departments, roles and profile. Adding a member
 * whose telephone has no account creates the account with the initial password, which they must
 * change at first sign-in. Disabling or removing a member ends their sessions in this organisation
 * only; one active administrator always remains, and no one disables or removes themselves. Nobody
 * hands out roles they could not grant (NoEscalation). Writes run in one transaction under the
 * organisation's department-tree and staff locks, so their checks hold when they commit.
 */
export const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, passwordHasher } = app.services;
  const noEscalation = new NoEscalation(app);

  await app.register(staffFieldRoutes);
  await app.register(staffImportRoutes);

  async function detailOf(organizationId: number, uniqueId: string) {
    const member = await existing(db, organizationId, uniqueId);
    const fields = await listStaffFields(db, organizationId);
    return ok({
      ...staffSummaryOf(member),
      customFields: customValuesForDisplay(fields, member.customFields),
    });
  }

  const alreadyMember = () => new ApiError(ErrorCode.StaffAlreadyMember, '该手机号已是本组织成员');

  app.post(
    '/enterprise/v1/staff/page',
    {
      config: { permission: SettingsPermission.staff },
      schema: { body: StaffPageQuery },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const { pageNum = 1, pageSize = 10, keyword, departmentUniqueId, state } = request.body;
      let departmentId: number | null = null;
      if (departmentUniqueId !== undefined) {
        const department = await findDepartment(db, organizationId, departmentUniqueId);
        if (!department) throw new ApiError(ErrorCode.DepartmentNotFound);
        departmentId = department.id;
      }
      const page = await pageStaff(
        db,
        organizationId,
        { keyword: keywordOf(keyword), departmentId, state: state ?? null },
        { pageNum, pageSize },
      );
      return ok({ list: page.list.map(staffSummaryOf), total: page.total, pageNum, pageSize });
    },
  );

  app.post(
    '/enterprise/v1/staff/detail',
    {
      config: { permission: [SettingsPermission.staff, SettingsPermission.staffDetail] },
      schema: { body: StaffRef },
    },
    async (request) => detailOf(organizationSessionOf(request).organizationId, request.body.uniqueId),
  );

  app.post(
    '/enterprise/v1/staff/add',
    { config: { permission: SettingsPermission.staffAdd }, schema: { body: StaffAddition } },
    async (request) => {
      const session = organizationSessionOf(request);
      const { organizationId } = session;
      const { body } = request;
      if (body.entryDate && !isCalendarDate(body.entryDate)) throw invalidEntryDate();
      // Checked before hashing (slow on purpose); checked again under the locks below.
      if ((await memberTelephones(db, organizationId, [body.telephone])).size > 0) throw alreadyMember();
      const hasAccount = (await accountTelephones(db, [body.telephone])).size > 0;
      if (!hasAccount && !body.initialPassword) {
        throw new ApiError(ErrorCode.InitialPasswordRequired, '该手机号尚未注册，请设置初始密码');
      }
      const passwordHash = hasAccount ? null : await passwordHasher.hash(body.initialPassword!);
      const uniqueId = await db.transaction(async (tx) => {
        await lockDepartmentTree(tx, organizationId);
        await lockStaff(tx, organizationId);
        const departmentIds = await departmentIdsOf(tx, organizationId, body.departmentUniqueIds);
        const roles = await rolesOf(tx, organizationId, body.roleUniqueIds ?? []);
        await noEscalation.assertMayHandOut(tx, session, roles);
        if ((await memberTelephones(tx, organizationId, [body.telephone])).size > 0) throw alreadyMember();
        const profile = profileOf(body, await listStaffFields(tx, organizationId));
        await assertEmployeeNoFree(tx, organizationId, profile.employeeNo, null);
        const [added] = await insertStaff(
          tx,
          organizationId,
          [
            {
              ...profile,
              telephone: body.telephone,
              departmentIds,
              roleIds: roles.map((role) => role.id),
              passwordHash,
            },
          ],
          clock.now(),
        );
        return added!;
      });
      return detailOf(organizationId, uniqueId);
    },
  );

  app.post(
    '/enterprise/v1/staff/modify',
    { config: { permission: SettingsPermission.staffModify }, schema: { body: StaffModification } },
    async (request) => {
      const session = organizationSessionOf(request);
      const { organizationId } = session;
      const { body } = request;
      await db.transaction(async (tx) => {
        await lockDepartmentTree(tx, organizationId);
        await lockStaff(tx, organizationId);
        // Before the roles are read: this transaction may take the built-in role from the member.
        await lockAdministrators(tx, organizationId);
        const member = await existing(tx, organizationId, body.uniqueId);
        const departmentIds = await departmentIdsOf(tx, organizationId, body.departmentUniqueIds);
        const roles = await rolesOf(tx, organizationId, body.roleUniqueIds);
        await assertRoleChangeAllowed(tx, session, member, roles);
        const profile = profileOf(body, await listStaffFields(tx, organizationId));
        await assertEmployeeNoFree(tx, organizationId, profile.employeeNo, member.id);
        await updateStaffProfile(tx, member.id, profile);
        await setStaffDepartments(tx, member.id, departmentIds);
        await setStaffRoles(
          tx,
          member.id,
          roles.map((role) => role.id),
        );
      });
      return detailOf(organizationId, body.uniqueId);
    },
  );

  /** The roles given or taken must be the caller's to hand out; the last administrator keeps 管理员. */
  async function assertRoleChangeAllowed(
    tx: Queryable,
    session: OrganizationSession,
    member: StaffRecord,
    roles: readonly StaffRole[],
  ) {
    const current = await rolesOfStaff(tx, member.id);
    const wanted = new Set(roles.map((role) => role.id));
    const held = new Set(current.map((role) => role.id));
    const given = roles.filter((role) => !held.has(role.id));
    const taken = current.filter((role) => !wanted.has(role.id));
    await noEscalation.assertMayHandOut(tx, session, [...given, ...taken]);
    if (taken.some((role) => role.builtIn)) {
      await assertAdministratorsRemain(tx, session.organizationId, [member.id]);
    }
  }

  /**
   * Refuses taking this member out (disabling, removing) when they are yourself, an administrator and
   * you are not one, or the last active administrator. Call inside the transaction, locks taken.
   */
  async function assertMayTakeOut(tx: Queryable, session: OrganizationSession, member: StaffRecord) {
    if (!member.isAdmin) return;
    if (!session.isAdmin) throw new ApiError(ErrorCode.Forbidden, ADMIN_TARGET_REFUSAL);
    await assertAdministratorsRemain(tx, session.organizationId, [member.id]);
  }

  app.post(
    '/enterprise/v1/staff/modify/state',
    {
      config: { permission: SettingsPermission.staffState },
      schema: { body: StaffStateChange },
    },
    async (request) => {
      const session = organizationSessionOf(request);
      const { organizationId } = session;
      const { uniqueId, state } = request.body;
      if (state === StaffState.disabled && uniqueId === session.member.uniqueId) {
        throw new ApiError(ErrorCode.StaffSelfAction, '不能停用自己');
      }
      await db.transaction(async (tx) => {
        await lockAdministrators(tx, organizationId);
        const member = await existing(tx, organizationId, uniqueId);
        if (member.state === state) return;
        if (state === StaffState.disabled) {
          await assertMayTakeOut(tx, session, member);
          await revokeMembershipSessions(
            tx,
            { accountId: member.accountId, organizationId },
            'membership_disabled',
            clock.now(),
          );
        }
        await setStaffState(tx, member.id, state);
      });
      return ok(staffSummaryOf(await existing(db, organizationId, uniqueId)));
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
      const { organizationId } = session;
      const { uniqueId } = request.body;
      if (uniqueId === session.member.uniqueId) throw new ApiError(ErrorCode.StaffSelfAction, '不能删除自己');
      await db.transaction(async (tx) => {
        await lockAdministrators(tx, organizationId);
        const member = await existing(tx, organizationId, uniqueId);
        await assertMayTakeOut(tx, session, member);
        await revokeMembershipSessions(
          tx,
          { accountId: member.accountId, organizationId },
          'membership_removed',
          clock.now(),
        );
        await deleteStaff(tx, member.id);
      });
      return ok(null);
    },
  );
};
