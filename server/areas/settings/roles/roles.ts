import type { RoleMember, RoleSummary as WireRoleSummary } from '../../../../manifests/contracts/settings';
import type { Queryable } from '../../../db/database';
import { queryOne } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import type { Dated } from '../../../http/wire';
import { newUniqueId } from '../../../services/secrets';

export const LAST_ADMIN_MESSAGE = '至少需要保留一名管理员';

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

/** A role as 角色管理 lists it. */
export type RoleSummary = Dated<WireRoleSummary, 'createdAt'>;

/** A role of the organisation with its internal id, for the writes that follow a lookup. */
export interface Role extends RoleSummary {
  id: number;
}

export type { RoleMember };

const roleColumns = `ro.id, ro.unique_id as "uniqueId", ro.name, ro.built_in as "builtIn", ro.created_at as "createdAt",
  (select count(*)::int from member_roles mr where mr.role_id = ro.id) as "memberCount"`;

/** Arbitrary constant: with the organisation's id, the advisory lock that serialises role names. */
const ROLE_NAMES_LOCK = 4_202_613;

/**
 * Taken first by every transaction that adds or renames a role, so that the check "no other role has
 * this name" still holds when it commits (the unique index would otherwise answer a bare error).
 */
export async function lockRoleNames(tx: Queryable, organizationId: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1, $2)', [ROLE_NAMES_LOCK, organizationId]);
}

/** The organisation's roles: the built-in 管理员 first, then the others as they were created. */
export async function listRoles(db: Queryable, organizationId: number): Promise<Role[]> {
  return db.query<Role>(
    `select ${roleColumns} from roles ro where ro.organization_id = $1
      order by ro.built_in desc, ro.created_at, ro.id`,
    [organizationId],
  );
}

/** The role of this organisation with this uniqueId; another organisation's is not found. */
export function findRole(db: Queryable, organizationId: number, uniqueId: string): Promise<Role | undefined> {
  return queryOne<Role>(
    db,
    `select ${roleColumns} from roles ro where ro.organization_id = $1 and ro.unique_id = $2`,
    [organizationId, uniqueId],
  );
}

/** Whether another role of the organisation (than `exceptId`) already has this name. */
export async function roleNameTaken(
  db: Queryable,
  organizationId: number,
  name: string,
  exceptId: number | null = null,
): Promise<boolean> {
  const row = await queryOne<{ taken: boolean }>(
    db,
    `select exists (
       select 1 from roles where organization_id = $1 and name = $2 and ($3::int is null or id <> $3::int)
     ) as taken`,
    [organizationId, name, exceptId],
  );
  return row?.taken ?? false;
}

/** Adds a role holding nothing; returns its uniqueId. */
export async function insertRole(
  db: Queryable,
  role: { organizationId: number; name: string; now: Date },
): Promise<string> {
  const uniqueId = newUniqueId();
  await db.query('insert into roles (unique_id, organization_id, name, created_at) values ($1, $2, $3, $4)', [
    uniqueId,
    role.organizationId,
    role.name,
    role.now,
  ]);
  return uniqueId;
}

export async function updateRoleName(db: Queryable, id: number, name: string): Promise<void> {
  await db.query('update roles set name = $2 where id = $1', [id, name]);
}

/**
 * Deletes the role. Its grants and memberships go first, explicitly: the access-version triggers look
 * the role's organisation up, which a cascade from the role's own deletion would no longer find.
 */
export async function deleteRole(db: Queryable, id: number): Promise<void> {
  await db.query('delete from member_roles where role_id = $1', [id]);
  await db.query('delete from role_resources where role_id = $1', [id]);
  await db.query('delete from roles where id = $1', [id]);
}

/**
 * One page of the role's members in the order they joined the organisation; `keyword` (trimmed, or
 * null for all) matches a nickname or a telephone number.
 */
export async function pageRoleMembers(
  db: Queryable,
  roleId: number,
  keyword: string | null,
  page: { pageNum: number; pageSize: number },
): Promise<{ list: RoleMember[]; total: number }> {
  const from = `from member_roles mr
      join memberships m on m.id = mr.membership_id
      join accounts a on a.id = m.account_id
     where mr.role_id = $1
       and ($2::text is null or strpos(lower(m.nickname), lower($2::text)) > 0 or strpos(a.telephone, $2::text) > 0)`;
  const [list, count] = await Promise.all([
    db.query<RoleMember>(
      `select m.unique_id as "uniqueId", m.nickname, a.telephone, m.state ${from}
        order by m.created_at, m.id limit $3 offset $4`,
      [roleId, keyword, page.pageSize, (page.pageNum - 1) * page.pageSize],
    ),
    queryOne<{ total: number }>(db, `select count(*)::int as total ${from}`, [roleId, keyword]),
  ]);
  return { list, total: count?.total ?? 0 };
}

/** The organisation's memberships among `uniqueIds`; other organisations' are not found. */
export function findMemberships(
  db: Queryable,
  organizationId: number,
  uniqueIds: readonly string[],
): Promise<{ id: number; uniqueId: string }[]> {
  return db.query(
    'select id, unique_id as "uniqueId" from memberships where organization_id = $1 and unique_id = any($2::text[])',
    [organizationId, uniqueIds],
  );
}

/** Gives the role to the memberships; those holding it already keep it. */
export async function insertRoleMembers(db: Queryable, roleId: number, membershipIds: readonly number[]) {
  await db.query(
    `insert into member_roles (membership_id, role_id)
     select u.membership_id, $1 from unnest($2::int[]) as u (membership_id) on conflict do nothing`,
    [roleId, membershipIds],
  );
}

/** Takes the role from the memberships; those not holding it are left as they are. */
export async function deleteRoleMembers(db: Queryable, roleId: number, membershipIds: readonly number[]) {
  await db.query('delete from member_roles where role_id = $1 and membership_id = any($2::int[])', [
    roleId,
    membershipIds,
  ]);
}

/** The organisation's roles among `uniqueIds`; `builtIn` marks its 管理员 role. */
export function rolesByUniqueIds(
  db: Queryable,
  organizationId: number,
  uniqueIds: readonly string[],
): Promise<{ id: number; uniqueId: string; builtIn: boolean }[]> {
  return db.query(
    `select id, unique_id as "uniqueId", built_in as "builtIn"
       from roles where organization_id = $1 and unique_id = any($2::text[])`,
    [organizationId, uniqueIds],
  );
}

/** The members holding the role (only active ones unless `activeOnly` is false), in membership order. */
export async function membersOfRole(
  db: Queryable,
  organizationId: number,
  roleId: number,
  options: { activeOnly?: boolean } = {},
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select m.id from member_roles mr
       join roles r on r.id = mr.role_id and r.organization_id = $1
       join memberships m on m.id = mr.membership_id
      where mr.role_id = $2 and (not $3::boolean or m.state = 1)
      order by m.id`,
    [organizationId, roleId, options.activeOnly ?? true],
  );
  return rows.map((row) => row.id);
}

/** The roles the member of the organisation holds: 管理员 first, then as they were created. */
export function rolesOfMember(
  db: Queryable,
  organizationId: number,
  membershipId: number,
): Promise<{ id: number; uniqueId: string; name: string; builtIn: boolean }[]> {
  return db.query(
    `select r.id, r.unique_id as "uniqueId", r.name, r.built_in as "builtIn"
       from member_roles mr join roles r on r.id = mr.role_id
      where r.organization_id = $1 and mr.membership_id = $2
      order by r.built_in desc, r.created_at, r.id`,
    [organizationId, membershipId],
  );
}
