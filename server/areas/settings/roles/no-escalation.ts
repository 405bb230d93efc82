import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import type { OrganizationSession } from '../../../plugins/session-auth';
import { grantedCodes } from './role-resources';

export const BUILT_IN_MEMBERS_REFUSAL = '只有管理员可以调整管理员角色的成员';
export const escalationRefusal = (code: string) => `不能授予您自己没有的权限（${code}）`;

/**
 * No one hands out more than they hold. Holding ROLE_GRANT, ROLE_MEMBER or STAFF_MODIFY would
 * otherwise be a way to become an administrator: a member who is not one may grant only codes they
 * hold, give out only roles whose codes they hold, and never change who is in the built-in 管理员.
 * Administrators hold everything, so nothing here limits them.
 */
export class NoEscalation {
  constructor(private readonly app: FastifyInstance) {}

  /** Refuses granting codes the caller does not hold. */
  async assertMayGrant(session: OrganizationSession, codes: readonly string[]): Promise<void> {
    if (session.isAdmin) return;
    const held = await this.held(session);
    const missing = codes.find((code) => !held.has(code));
    if (missing !== undefined) throw new ApiError(ErrorCode.Forbidden, escalationRefusal(missing));
  }

  /** Refuses giving or taking roles (by id) the caller may not hand out. */
  async assertMayHandOut(
    db: Queryable,
    session: OrganizationSession,
    roles: readonly { id: number; builtIn: boolean }[],
  ): Promise<void> {
    if (session.isAdmin) return;
    if (roles.some((role) => role.builtIn)) throw new ApiError(ErrorCode.Forbidden, BUILT_IN_MEMBERS_REFUSAL);
    for (const role of roles) {
      await this.assertMayGrant(session, await grantedCodes(db, session.organizationId, role.id));
    }
  }

  private held(session: OrganizationSession) {
    const { db, clock, resourceTreeCache } = this.app.services;
    return resourceTreeCache.heldCodes(db, session, clock.now());
  }
}
