import type { Queryable } from '../../../db/database';
import {
  activeMembersAmong,
  administratorUniqueIds,
  departmentHeadUniqueId,
  departmentUniqueIdsOfMember,
  memberUniqueIdsOfRoles,
  parentDepartmentUniqueId,
} from '../../settings/api';
import type { OrgDirectory } from '../flow/approvers';

/**
 * The organisation as approver resolution reads it, through the settings area's public API in the
 * step's transaction (so a head changed between two nodes is the one the second node gets).
 */
export function orgDirectory(tx: Queryable, organizationId: number): OrgDirectory {
  return {
    departmentsOf: (member) => departmentUniqueIdsOfMember(tx, organizationId, member),
    parentOf: (department) => parentDepartmentUniqueId(tx, organizationId, department),
    headOf: (department) => departmentHeadUniqueId(tx, organizationId, department),
    membersOfRoles: (roles) => memberUniqueIdsOfRoles(tx, organizationId, roles),
    admins: () => administratorUniqueIds(tx, organizationId),
    activeAmong: async (ids) =>
      new Set((await activeMembersAmong(tx, organizationId, ids)).map((member) => member.uniqueId)),
  };
}
