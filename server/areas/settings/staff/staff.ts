import type { StaffSummary } from '../../../../manifests/contracts/settings';
import type { Queryable } from '../../../db/database';
import { queryOne } from '../../../db/database';
import { isAdminSql } from '../../../domain/administrators';
import type { Dated } from '../../../http/wire';
import { newUniqueId } from '../../../services/secrets';

/**
 * A member as 员工管理 lists them (memberships of migration 0005, with their departments and roles):
 * the contract's StaffSummary with the row's ids, and the custom values as stored (only the filled ones).
 */
export type StaffRecord = Dated<StaffSummary, 'createdAt'> & {
  id: number;
  accountId: number;
  customFields: Record<string, unknown>;
};

/** What a new member is made of; the account is created with them when the telephone has none. */
export interface NewStaff {
  telephone: string;
  name: string;
  position: string;
  employeeNo: string;
  entryDate: string | null;
  customFields: Record<string, string | number>;
  departmentIds: number[];
  roleIds: number[];
  /** The argon2 hash for a new account; ignored when the telephone has an account already. */
  passwordHash: string | null;
}

/** The profile a modification replaces; the telephone (the account) never changes. */
export interface StaffProfile {
  name: string;
  position: string;
  employeeNo: string;
  entryDate: string | null;
  customFields: Record<string, string | number>;
}

/**
 * When a new account's password "was changed": never, by its owner. So long ago that it always counts
 * as expired whatever the maximum age, the member must choose their own at first sign-in.
 */
export const NEVER_CHANGED = new Date(0);

/** Arbitrary constant: with the organisation's id, the advisory lock that serialises staff changes. */
const STAFF_LOCK = 4_202_614;

/**
 * Taken by every transaction that adds members, changes employee numbers or the staff fields, so that
 * the checks made inside it (not a member yet, employee number free) still hold when it commits.
 */
export async function lockStaff(tx: Queryable, organizationId: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1, $2)', [STAFF_LOCK, organizationId]);
}

const staffColumns = `m.id, m.account_id as "accountId", m.unique_id as "uniqueId", m.nickname as name,
  a.telephone, m.state, m.position, m.employee_no as "employeeNo",
  to_char(m.entry_date, 'YYYY-MM-DD') as "entryDate", ${isAdminSql('m')} as "isAdmin",
  m.created_at as "createdAt", m.custom_fields as "customFields",
  coalesce((select json_agg(json_build_object('uniqueId', d.unique_id, 'name', d.name) order by o.path)
              from member_departments md join departments d on d.id = md.department_id
              join department_order o on o.id = d.id
             where md.membership_id = m.id), '[]'::json) as departments,
  coalesce((select json_agg(json_build_object('uniqueId', r.unique_id, 'name', r.name, 'builtIn', r.built_in)
                            order by r.built_in desc, r.created_at, r.id)
              from member_roles mr join roles r on r.id = mr.role_id
             where mr.membership_id = m.id), '[]'::json) as roles`;

/**
 * The organisation's (`$1`) departments in the order of its tree, depth first (a parent before its
 * children, siblings in their order): the order a member's departments are listed in.
 */
const departmentOrder = `department_order (id, path) as (
    select id, array[sort, id] from departments where organization_id = $1 and parent_id is null
    union all
    select d.id, o.path || array[d.sort, d.id] from departments d join department_order o on d.parent_id = o.id
  )`;

/** The member of this organisation with this uniqueId; another organisation's is not found. */
export function findStaff(
  db: Queryable,
  organizationId: number,
  uniqueId: string,
): Promise<StaffRecord | undefined> {
  return queryOne<StaffRecord>(
    db,
    `with recursive ${departmentOrder}
     select ${staffColumns} from memberships m join accounts a on a.id = m.account_id
      where m.organization_id = $1 and m.unique_id = $2`,
    [organizationId, uniqueId],
  );
}

export interface StaffFilter {
  /** Trimmed, or null for everyone: matches a name, a telephone or an employee number. */
  keyword: string | null;
  /** A department and everything below it, or null for every department. */
  departmentId: number | null;
  state: number | null;
}

/** One page of the organisation's members, the newest first. */
export async function pageStaff(
  db: Queryable,
  organizationId: number,
  filter: StaffFilter,
  page: { pageNum: number; pageSize: number },
): Promise<{ list: StaffRecord[]; total: number }> {
  const scope = `scope (id) as (
       select $2::int where $2::int is not null
       union all
       select d.id from departments d join scope s on d.parent_id = s.id
     )`;
  const from = `from memberships m join accounts a on a.id = m.account_id
     where m.organization_id = $1
       and ($2::int is null or exists (
             select 1 from member_departments md join scope s on s.id = md.department_id
              where md.membership_id = m.id))
       and ($3::text is null or strpos(lower(m.nickname), lower($3::text)) > 0
            or strpos(a.telephone, $3::text) > 0 or strpos(lower(m.employee_no), lower($3::text)) > 0)
       and ($4::int is null or m.state = $4::int)`;
  const params = [organizationId, filter.departmentId, filter.keyword, filter.state];
  const [list, count] = await Promise.all([
    db.query<StaffRecord>(
      `with recursive ${scope}, ${departmentOrder}
       select ${staffColumns} ${from} order by m.created_at desc, m.id desc limit $5 offset $6`,
      [...params, page.pageSize, (page.pageNum - 1) * page.pageSize],
    ),
    queryOne<{ total: number }>(db, `with recursive ${scope} select count(*)::int as total ${from}`, params),
  ]);
  return { list, total: count?.total ?? 0 };
}

/** Which of these telephones are members of the organisation already. */
export async function memberTelephones(
  db: Queryable,
  organizationId: number,
  telephones: readonly string[],
): Promise<Set<string>> {
  const rows = await db.query<{ telephone: string }>(
    `select a.telephone from memberships m join accounts a on a.id = m.account_id
      where m.organization_id = $1 and a.telephone = any($2::text[])`,
    [organizationId, telephones],
  );
  return new Set(rows.map((row) => row.telephone));
}

/** Which of these telephones have an account (in any organisation, or none). */
export async function accountTelephones(db: Queryable, telephones: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ telephone: string }>(
    'select telephone from accounts where telephone = any($1::text[])',
    [telephones],
  );
  return new Set(rows.map((row) => row.telephone));
}

/** Which of these employee numbers members of the organisation (other than `exceptId`) already have. */
export async function takenEmployeeNos(
  db: Queryable,
  organizationId: number,
  employeeNos: readonly string[],
  exceptId: number | null = null,
): Promise<Set<string>> {
  const rows = await db.query<{ employeeNo: string }>(
    `select employee_no as "employeeNo" from memberships
      where organization_id = $1 and employee_no = any($2::text[]) and ($3::int is null or id <> $3::int)`,
    [organizationId, employeeNos.filter((employeeNo) => employeeNo !== ''), exceptId],
  );
  return new Set(rows.map((row) => row.employeeNo));
}

/**
 * Adds the members (and the accounts of telephones that have none) in a few statements whatever
 * their number; returns their uniqueIds in order. Checks are the caller's: none is a member yet, the
 * employee numbers are free, the departments and roles are the organisation's.
 */
export async function insertStaff(
  tx: Queryable,
  organizationId: number,
  staff: readonly NewStaff[],
  now: Date,
): Promise<string[]> {
  const newAccounts = staff.filter((member) => member.passwordHash !== null);
  await tx.query(
    `insert into accounts (unique_id, telephone, password_hash, password_changed_at, created_at)
     select u.unique_id, u.telephone, u.password_hash, $4, $5
       from unnest($1::text[], $2::text[], $3::text[]) as u (unique_id, telephone, password_hash)
     on conflict (telephone) do nothing`,
    [
      newAccounts.map(() => newUniqueId()),
      newAccounts.map((member) => member.telephone),
      newAccounts.map((member) => member.passwordHash),
      NEVER_CHANGED,
      now,
    ],
  );
  const uniqueIds = staff.map(() => newUniqueId());
  await tx.query(
    `insert into memberships (unique_id, account_id, organization_id, nickname, position, employee_no,
                              entry_date, custom_fields, created_at)
     select u.unique_id, a.id, $1, u.nickname, u.position, u.employee_no, u.entry_date::date, u.custom_fields::jsonb, $9
       from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
            with ordinality as u (unique_id, telephone, nickname, position, employee_no, entry_date, custom_fields, n)
       join accounts a on a.telephone = u.telephone
      order by u.n`,
    [
      organizationId,
      uniqueIds,
      staff.map((member) => member.telephone),
      staff.map((member) => member.name),
      staff.map((member) => member.position),
      staff.map((member) => member.employeeNo),
      staff.map((member) => member.entryDate),
      staff.map((member) => JSON.stringify(member.customFields)),
      now,
    ],
  );
  const pairs = (ids: (member: NewStaff) => number[]) =>
    staff.flatMap((member, index) => [...new Set(ids(member))].map((id) => [uniqueIds[index]!, id] as const));
  await linkMembers(
    tx,
    'member_departments',
    'department_id',
    pairs((member) => member.departmentIds),
  );
  await linkMembers(
    tx,
    'member_roles',
    'role_id',
    pairs((member) => member.roleIds),
  );
  return uniqueIds;
}

async function linkMembers(
  tx: Queryable,
  table: 'member_departments' | 'member_roles',
  column: 'department_id' | 'role_id',
  pairs: readonly (readonly [string, number])[],
): Promise<void> {
  if (pairs.length === 0) return;
  await tx.query(
    `insert into ${table} (membership_id, ${column})
     select m.id, p.target_id from unnest($1::text[], $2::int[]) as p (unique_id, target_id)
       join memberships m on m.unique_id = p.unique_id`,
    [pairs.map(([uniqueId]) => uniqueId), pairs.map(([, id]) => id)],
  );
}

export async function updateStaffProfile(tx: Queryable, id: number, profile: StaffProfile): Promise<void> {
  await tx.query(
    `update memberships set nickname = $2, position = $3, employee_no = $4, entry_date = $5::date,
            custom_fields = $6::jsonb
      where id = $1`,
    [
      id,
      profile.name,
      profile.position,
      profile.employeeNo,
      profile.entryDate,
      JSON.stringify(profile.customFields),
    ],
  );
}

/** Places the member in exactly these departments (the unchanged placements are left alone). */
export async function setStaffDepartments(tx: Queryable, id: number, departmentIds: readonly number[]) {
  await tx.query(
    'delete from member_departments where membership_id = $1 and not (department_id = any($2::int[]))',
    [id, departmentIds],
  );
  await tx.query(
    `insert into member_departments (membership_id, department_id)
     select $1, u.id from unnest($2::int[]) as u (id) on conflict do nothing`,
    [id, departmentIds],
  );
}

/** Gives the member exactly these roles; unchanged ones are left alone (no needless access change). */
export async function setStaffRoles(tx: Queryable, id: number, roleIds: readonly number[]) {
  await tx.query('delete from member_roles where membership_id = $1 and not (role_id = any($2::int[]))', [
    id,
    roleIds,
  ]);
  await tx.query(
    `insert into member_roles (membership_id, role_id)
     select $1, u.id from unnest($2::int[]) as u (id) on conflict do nothing`,
    [id, roleIds],
  );
}

export async function setStaffState(tx: Queryable, id: number, state: number): Promise<void> {
  await tx.query('update memberships set state = $2 where id = $1', [id, state]);
}

/** Ends the membership; the account stays (it may belong to other organisations). */
export async function deleteStaff(tx: Queryable, id: number): Promise<void> {
  await tx.query('delete from member_roles where membership_id = $1', [id]);
  await tx.query('delete from memberships where id = $1', [id]);
}

/** A role as staff forms hand it out. */
export interface StaffRole {
  id: number;
  uniqueId: string;
  name: string;
  builtIn: boolean;
}

/** The organisation's roles among `uniqueIds` (all, when null), locked against removal until the transaction ends. */
export function staffRoles(
  tx: Queryable,
  organizationId: number,
  uniqueIds: readonly string[] | null,
): Promise<StaffRole[]> {
  return tx.query(
    `select id, unique_id as "uniqueId", name, built_in as "builtIn" from roles
      where organization_id = $1 and ($2::text[] is null or unique_id = any($2::text[]))
      order by built_in desc, created_at, id for share`,
    [organizationId, uniqueIds],
  );
}

/** The roles the member holds now. */
export function rolesOfStaff(tx: Queryable, id: number): Promise<StaffRole[]> {
  return tx.query(
    `select r.id, r.unique_id as "uniqueId", r.name, r.built_in as "builtIn"
       from member_roles mr join roles r on r.id = mr.role_id where mr.membership_id = $1`,
    [id],
  );
}
