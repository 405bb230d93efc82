import type { Queryable } from '../../../db/database';
import { queryOne } from '../../../db/database';
import { isAdminSql } from '../../../domain/administrators';

/**
 * Reads by uniqueId for areas that route work to people (the approval engine's approver sources):
 * a member's departments, the tree upwards, heads, role holders, administrators, who can act. Every
 * read is scoped by the organisation; another organisation's ids are never found.
 */

/** The member's departments, their main one first (the first they were placed in, by the tree's order). */
export async function departmentUniqueIdsOfMember(
  db: Queryable,
  organizationId: number,
  memberUniqueId: string,
): Promise<string[]> {
  const rows = await db.query<{ uniqueId: string }>(
    `select d.unique_id as "uniqueId" from memberships m
       join member_departments md on md.membership_id = m.id
       join departments d on d.id = md.department_id and d.organization_id = m.organization_id
      where m.organization_id = $1 and m.unique_id = $2
      order by d.sort, d.id`,
    [organizationId, memberUniqueId],
  );
  return rows.map((row) => row.uniqueId);
}

/** The uniqueIds of the member's departments and of every department above them. */
export async function departmentLineageOfMember(
  db: Queryable,
  organizationId: number,
  memberUniqueId: string,
): Promise<string[]> {
  const rows = await db.query<{ uniqueId: string }>(
    `with recursive placed (id, parent_id) as (
       select d.id, d.parent_id from memberships m
         join member_departments md on md.membership_id = m.id
         join departments d on d.id = md.department_id and d.organization_id = m.organization_id
        where m.organization_id = $1 and m.unique_id = $2
       union
       select d.id, d.parent_id from departments d join placed p on d.id = p.parent_id
     )
     select d.unique_id as "uniqueId" from departments d where d.id in (select id from placed) order by d.id`,
    [organizationId, memberUniqueId],
  );
  return rows.map((row) => row.uniqueId);
}

/** The department above, by uniqueId; undefined at the root or for an unknown department. */
export async function parentDepartmentUniqueId(
  db: Queryable,
  organizationId: number,
  departmentUniqueId: string,
): Promise<string | undefined> {
  const row = await queryOne<{ uniqueId: string }>(
    db,
    `select p.unique_id as "uniqueId" from departments d join departments p on p.id = d.parent_id
      where d.organization_id = $1 and d.unique_id = $2`,
    [organizationId, departmentUniqueId],
  );
  return row?.uniqueId;
}

/** The department's head (a member uniqueId), if it has one. */
export async function departmentHeadUniqueId(
  db: Queryable,
  organizationId: number,
  departmentUniqueId: string,
): Promise<string | undefined> {
  const row = await queryOne<{ uniqueId: string }>(
    db,
    `select m.unique_id as "uniqueId" from departments d join memberships m on m.id = d.head_membership_id
      where d.organization_id = $1 and d.unique_id = $2 and m.organization_id = $1`,
    [organizationId, departmentUniqueId],
  );
  return row?.uniqueId;
}

/** The members (uniqueIds) holding any of the roles, each once, in membership order. */
export async function memberUniqueIdsOfRoles(
  db: Queryable,
  organizationId: number,
  roleUniqueIds: readonly string[],
): Promise<string[]> {
  const rows = await db.query<{ uniqueId: string }>(
    `select distinct m.id, m.unique_id as "uniqueId" from roles r
       join member_roles mr on mr.role_id = r.id
       join memberships m on m.id = mr.membership_id and m.organization_id = r.organization_id
      where r.organization_id = $1 and r.unique_id = any($2::text[])
      order by m.id`,
    [organizationId, [...roleUniqueIds]],
  );
  return rows.map((row) => row.uniqueId);
}

/** The organisation's administrators (members of the built-in 管理员 role), in membership order. */
export async function administratorUniqueIds(db: Queryable, organizationId: number): Promise<string[]> {
  const rows = await db.query<{ uniqueId: string }>(
    `select m.unique_id as "uniqueId" from memberships m
      where m.organization_id = $1 and m.state = 1 and ${isAdminSql('m')}
      order by m.id`,
    [organizationId],
  );
  return rows.map((row) => row.uniqueId);
}

/**
 * Everyone of the organisation who can act (在职), by name, with their departments (、-joined): what a
 * form's member field or 转交/加签 offers to choose from, and how a member's uniqueId is shown by name.
 */
export async function activeMemberOptions(
  db: Queryable,
  organizationId: number,
): Promise<{ uniqueId: string; name: string; departments: string }[]> {
  return db.query(
    `select m.unique_id as "uniqueId", m.nickname as name,
            coalesce(string_agg(d.name, '、' order by d.sort, d.id), '') as departments
       from memberships m
       left join member_departments md on md.membership_id = m.id
       left join departments d on d.id = md.department_id
      where m.organization_id = $1 and m.state = 1
      group by m.id order by m.id`,
    [organizationId],
  );
}

/** Members of the organisation among `uniqueIds` who can act (在职), with their ids and names. */
export async function activeMembersAmong(
  db: Queryable,
  organizationId: number,
  uniqueIds: readonly string[],
): Promise<{ id: number; uniqueId: string; name: string }[]> {
  if (uniqueIds.length === 0) return [];
  return db.query(
    `select m.id, m.unique_id as "uniqueId", m.nickname as name
       from memberships m
      where m.organization_id = $1 and m.state = 1 and m.unique_id = any($2::text[])
      order by m.id`,
    [organizationId, [...uniqueIds]],
  );
}

/** Sets (or, with null, clears) a department's head; false when the member is not the organisation's. */
export async function setDepartmentHead(
  db: Queryable,
  organizationId: number,
  departmentId: number,
  memberUniqueId: string | null,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `update departments d set head_membership_id =
       (select m.id from memberships m where m.organization_id = $1 and m.unique_id = $3)
      where d.organization_id = $1 and d.id = $2
        and ($3::text is null or exists (select 1 from memberships m where m.organization_id = $1 and m.unique_id = $3))
      returning d.id`,
    [organizationId, departmentId, memberUniqueId],
  );
  return rows.length > 0;
}
