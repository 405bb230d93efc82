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

type ActiveMember = Awaited<ReturnType<typeof activeMembersAmong>>[number];

/**
 * The organisation as approver resolution reads it, through the settings area's public API in the
 * step's transaction (so a head changed between two nodes is the one the second node gets).
 */
export function orgDirectory(
  tx: Queryable,
  organizationId: number,
): OrgDirectory & { activeMembers(ids: readonly string[]): Promise<ActiveMember[]> } {
  // Who can act, as read in this step: resolution asks, then the caller wants the same people's rows.
  const known = new Map<string, ActiveMember | null>();
  const activeMembers = async (ids: readonly string[]) => {
    const missing = [...new Set(ids.filter((id) => !known.has(id)))];
    if (missing.length > 0) {
      const found = await activeMembersAmong(tx, organizationId, missing);
      for (const id of missing) known.set(id, found.find((member) => member.uniqueId === id) ?? null);
    }
    return ids.map((id) => known.get(id)).filter((member): member is ActiveMember => member != null);
  };
  return {
    activeMembers,
    departmentsOf: (member) => departmentUniqueIdsOfMember(tx, organizationId, member),
    parentOf: (department) => parentDepartmentUniqueId(tx, organizationId, department),
    headOf: (department) => departmentHeadUniqueId(tx, organizationId, department),
    membersOfRoles: (roles) => memberUniqueIdsOfRoles(tx, organizationId, roles),
    admins: () => administratorUniqueIds(tx, organizationId),
    activeAmong: async (ids) => new Set((await activeMembers(ids)).map((member) => member.uniqueId)),
  };
}
