import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { grantableApplications, grantableCodes, grantedCodes } from './role-resources';
import { findRole, listRoles, pageRoleMembers, type Role, type RoleSummary } from './roles';

/** 角色管理's reads: the list, one role with what it grants, what may be granted, a role's members. */

/** A role as the wire shows it. */
export const roleSummaryOf = ({ uniqueId, name, builtIn, memberCount, createdAt }: RoleSummary) => ({
  uniqueId,
  name,
  builtIn,
  memberCount,
  createdAt: createdAt.toISOString(),
});

/** The role of the organisation with this uniqueId; refused (RoleNotFound) otherwise. */
export async function existingRole(db: Queryable, organizationId: number, uniqueId: string): Promise<Role> {
  const role = await findRole(db, organizationId, uniqueId);
  if (!role) throw new ApiError(ErrorCode.RoleNotFound);
  return role;
}

/** The organisation's roles: the built-in 管理员 first, then the others as they were created. */
export async function listRoleSummaries(db: Queryable, { organizationId }: { organizationId: number }) {
  return (await listRoles(db, organizationId)).map(roleSummaryOf);
}

export async function readRoleSummary(
  db: Queryable,
  { organizationId, uniqueId }: { organizationId: number; uniqueId: string },
) {
  return roleSummaryOf(await existingRole(db, organizationId, uniqueId));
}

/** The role with the codes it grants: every grantable code for the built-in role. */
export async function readRoleDetail(
  db: Queryable,
  { organizationId, uniqueId }: { organizationId: number; uniqueId: string },
) {
  const role = await existingRole(db, organizationId, uniqueId);
  const resourceCodes = role.builtIn
    ? await grantableCodes(db, organizationId)
    : await grantedCodes(db, organizationId, role.id);
  return { ...roleSummaryOf(role), resourceCodes };
}

/** The applications (with their resource trees) whose codes a role of the organisation may grant. */
export function readGrantableTree(db: Queryable, { organizationId }: { organizationId: number }) {
  return grantableApplications(db, organizationId);
}

/** One page of the role's members; `keyword` (trimmed, or null) matches a nickname or a telephone. */
export async function pageMembersOfRole(
  db: Queryable,
  query: {
    organizationId: number;
    uniqueId: string;
    keyword: string | null;
    pageNum: number;
    pageSize: number;
  },
) {
  const { pageNum, pageSize } = query;
  const role = await existingRole(db, query.organizationId, query.uniqueId);
  const page = await pageRoleMembers(db, role.id, query.keyword, { pageNum, pageSize });
  return { list: page.list, total: page.total, pageNum, pageSize };
}
