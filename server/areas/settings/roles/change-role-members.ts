import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { assertMayHandOut, BUILT_IN_MEMBERS_REFUSAL, type Grantor } from './no-escalation';
import { existingRole } from './read-roles';
import {
  assertAdministratorsRemain,
  deleteRoleMembers,
  findMemberships,
  insertRoleMembers,
  lockAdministrators,
} from './roles';

/** Who holds a role: giving it (only a role the grantor may hand out) and taking it away. */

interface RoleMembersChange {
  grantor: Grantor;
  /** The role's uniqueId. */
  uniqueId: string;
  memberUniqueIds: readonly string[];
}

/** The organisation's memberships with these uniqueIds (each once); refused when one is not its member. */
async function membershipIdsOf(tx: Queryable, organizationId: number, uniqueIds: readonly string[]) {
  const wanted = [...new Set(uniqueIds)];
  const found = await findMemberships(tx, organizationId, wanted);
  if (found.length < wanted.length) throw new ApiError(ErrorCode.MemberNotFound);
  return found.map((membership) => membership.id);
}

/** Gives the role to the members; those holding it already keep it. */
export async function addRoleMembers(
  tx: Queryable,
  { grantor, uniqueId, memberUniqueIds }: RoleMembersChange,
) {
  const { organizationId } = grantor.session;
  const role = await existingRole(tx, organizationId, uniqueId);
  await assertMayHandOut(tx, grantor, [role]);
  await insertRoleMembers(tx, role.id, await membershipIdsOf(tx, organizationId, memberUniqueIds));
}

/** Takes the role from the members; 管理员 only by an administrator, one active administrator remaining. */
export async function removeRoleMembers(
  tx: Queryable,
  { grantor, uniqueId, memberUniqueIds }: RoleMembersChange,
) {
  const { session } = grantor;
  const { organizationId } = session;
  const role = await existingRole(tx, organizationId, uniqueId);
  if (role.builtIn && !session.isAdmin) throw new ApiError(ErrorCode.Forbidden, BUILT_IN_MEMBERS_REFUSAL);
  const membershipIds = await membershipIdsOf(tx, organizationId, memberUniqueIds);
  if (role.builtIn) {
    await lockAdministrators(tx, organizationId);
    await assertAdministratorsRemain(tx, organizationId, membershipIds);
  }
  await deleteRoleMembers(tx, role.id, membershipIds);
}
