import type { Queryable } from '../db/database';
import { queryOne } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorCode } from '../http/error-codes';

export const LAST_ADMIN_MESSAGE = '至少需要保留一名管理员';

/**
 * SQL that is true when the membership aliased `member` belongs to its organisation's built-in
 * 管理员 role (migration 0005): the one definition of an administrator.
 */
export const isAdminSql = (member: string) =>
  `exists (select 1 from member_roles admin_mr join roles admin_r on admin_r.id = admin_mr.role_id
            where admin_mr.membership_id = ${member}.id and admin_r.built_in)`;

/** The organisation's built-in 管理员 role. */
export async function builtInRoleOf(
  db: Queryable,
  organizationId: number,
): Promise<{ id: number; uniqueId: string }> {
  const role = await queryOne<{ id: number; uniqueId: string }>(
    db,
    'select id, unique_id as "uniqueId" from roles where organization_id = $1 and built_in',
    [organizationId],
  );
  if (!role) throw new Error(`organisation ${organizationId} has no built-in role`);
  return role;
}

/**
 * Serialises every change that could take away an organisation's last administrator (leaving the
 * role, being disabled or removed): run it first inside the transaction making such a change, so two
 * admins demoting each other at once cannot both succeed.
 */
export async function lockAdministrators(db: Queryable, organizationId: number): Promise<void> {
  await db.query('select id from roles where organization_id = $1 and built_in for update', [organizationId]);
}

/**
 * Refuses a change after which no active member would be left in the built-in role, given the
 * memberships that are about to lose it (leave the role, be disabled or removed). Call it after
 * `lockAdministrators`, in the same transaction.
 */
export async function assertAdministratorsRemain(
  db: Queryable,
  organizationId: number,
  losing: readonly number[],
): Promise<void> {
  const row = await queryOne<{ remaining: number }>(
    db,
    `select count(*)::int as remaining
       from member_roles mr
       join roles r on r.id = mr.role_id and r.built_in and r.organization_id = $1
       join memberships m on m.id = mr.membership_id and m.state = 1
      where not (m.id = any($2::int[]))`,
    [organizationId, losing],
  );
  if ((row?.remaining ?? 0) === 0) throw new ApiError(ErrorCode.LastAdministrator, LAST_ADMIN_MESSAGE);
}
