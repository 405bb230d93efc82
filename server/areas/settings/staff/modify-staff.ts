import type { StaffModification } from '../../../../manifests/contracts/settings';
import type { Queryable } from '../../../db/database';
import { lockDepartmentTree } from '../departments/departments';
import { assertMayHandOut, type Grantor } from '../roles/no-escalation';
import { assertAdministratorsRemain, lockAdministrators } from '../roles/roles';
import { readStaffDetail } from './read-staff';
import {
  lockStaff,
  rolesOfStaff,
  type StaffRecord,
  type StaffRole,
  setStaffDepartments,
  setStaffRoles,
  updateStaffProfile,
} from './staff';
import { assertEmployeeNoFree, departmentIdsOf, existing, profileOf, rolesOf } from './staff-checks';
import { listStaffFields } from './staff-fields';

/** The roles given or taken must be the grantor's to hand out; the last administrator keeps 管理员. */
async function assertRoleChangeAllowed(
  tx: Queryable,
  grantor: Grantor,
  member: StaffRecord,
  roles: readonly StaffRole[],
) {
  const current = await rolesOfStaff(tx, member.id);
  const wanted = new Set(roles.map((role) => role.id));
  const held = new Set(current.map((role) => role.id));
  const given = roles.filter((role) => !held.has(role.id));
  const taken = current.filter((role) => !wanted.has(role.id));
  await assertMayHandOut(tx, grantor, [...given, ...taken]);
  if (taken.some((role) => role.builtIn)) {
    await assertAdministratorsRemain(tx, grantor.session.organizationId, [member.id]);
  }
}

/**
 * 编辑员工: replaces the member's profile, departments and roles under the organisation's
 * department-tree, staff and administrator locks. Answers the detail.
 */
export async function modifyStaff(
  tx: Queryable,
  { grantor, modification }: { grantor: Grantor; modification: StaffModification },
) {
  const { organizationId } = grantor.session;
  await lockDepartmentTree(tx, organizationId);
  await lockStaff(tx, organizationId);
  // Before the roles are read: this transaction may take the built-in role from the member.
  await lockAdministrators(tx, organizationId);
  const member = await existing(tx, organizationId, modification.uniqueId);
  const departmentIds = await departmentIdsOf(tx, organizationId, modification.departmentUniqueIds);
  const roles = await rolesOf(tx, organizationId, modification.roleUniqueIds);
  await assertRoleChangeAllowed(tx, grantor, member, roles);
  const profile = profileOf(modification, await listStaffFields(tx, organizationId));
  await assertEmployeeNoFree(tx, organizationId, profile.employeeNo, member.id);
  await updateStaffProfile(tx, member.id, profile);
  await setStaffDepartments(tx, member.id, departmentIds);
  await setStaffRoles(
    tx,
    member.id,
    roles.map((role) => role.id),
  );
  return readStaffDetail(tx, { organizationId, uniqueId: modification.uniqueId });
}
