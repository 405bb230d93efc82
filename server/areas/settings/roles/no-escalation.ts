import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import type { OrganizationSession } from '../../../plugins/session-auth';
import { grantedCodes } from './role-resources';

export const BUILT_IN_MEMBERS_REFUSAL = '只有管理员可以调整管理员角色的成员';
export const escalationRefusal = (code: string) => `不能授予您自己没有的权限（${code}）`;

/**
 * The member acting on roles, as the use cases that hand out access see them: their session and the
 * codes they hold (read on demand: administrators never need them). Routes build it with `grantorOf`.
 */
export interface Grantor {
  session: OrganizationSession;
  /** Read through `db` (the caller's transaction) when the resource tree cache does not have them. */
  heldCodes: (db: Queryable) => Promise<ReadonlySet<string>>;
}

/*
 * No one hands out more than they hold. Holding ROLE_GRANT, ROLE_MEMBER or STAFF_MODIFY would
 * otherwise be a way to become an administrator: a member who is not one may grant only codes they
 * hold, give out only roles whose codes they hold, and never change who is in the built-in 管理员.
 * Administrators hold everything, so nothing here limits them.
 */

/** Refuses granting codes the grantor does not hold. */
export async function assertMayGrant(
  db: Queryable,
  grantor: Grantor,
  codes: readonly string[],
): Promise<void> {
  if (grantor.session.isAdmin) return;
  const held = await grantor.heldCodes(db);
  const missing = codes.find((code) => !held.has(code));
  if (missing !== undefined) throw new ApiError(ErrorCode.Forbidden, escalationRefusal(missing));
}

/** Refuses giving or taking roles (by id) the grantor may not hand out. */
export async function assertMayHandOut(
  db: Queryable,
  grantor: Grantor,
  roles: readonly { id: number; builtIn: boolean }[],
): Promise<void> {
  if (grantor.session.isAdmin) return;
  if (roles.some((role) => role.builtIn)) throw new ApiError(ErrorCode.Forbidden, BUILT_IN_MEMBERS_REFUSAL);
  for (const role of roles) {
    await assertMayGrant(db, grantor, await grantedCodes(db, grantor.session.organizationId, role.id));
  }
}
