import type { DepartmentMember, DepartmentNode } from '../../../../manifests/contracts/settings';
import type { Queryable } from '../../../db/database';
import { queryOne } from '../../../db/database';
import { isAdminSql } from '../../../domain/administrators';
import { newUniqueId } from '../../../services/secrets';
import { assembleTree, type DepartmentRow } from './department-tree';

/** One department row of an organisation (migration 0004); `parentId` is null only for the root. */
export interface Department {
  id: number;
  uniqueId: string;
  parentId: number | null;
  name: string;
  sort: number;
}

export type { DepartmentMember, DepartmentNode };

const departmentColumns = `d.id, d.unique_id as "uniqueId", d.parent_id as "parentId", d.name, d.sort`;

/** Arbitrary constant: with the organisation's id, the advisory lock that serialises tree changes. */
const DEPARTMENT_TREE_LOCK = 4_202_612;

/**
 * Taken first in every transaction that changes an organisation's tree, so that the checks made
 * inside it (no cycle, no clash, no children) still hold when it commits.
 */
export async function lockDepartmentTree(tx: Queryable, organizationId: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1, $2)', [DEPARTMENT_TREE_LOCK, organizationId]);
}

/** The department of this organisation with this uniqueId; another organisation's is not found. */
export function findDepartment(
  db: Queryable,
  organizationId: number,
  uniqueId: string,
): Promise<Department | undefined> {
  return queryOne<Department>(
    db,
    `select ${departmentColumns} from departments d where d.organization_id = $1 and d.unique_id = $2`,
    [organizationId, uniqueId],
  );
}

/**
 * Every department of the organisation as one tree (its root), siblings in their order: one query
 * reads the departments with their direct member counts and, of the members placed in several
 * departments, where; department-tree.ts puts them together. The cost grows with the departments and
 * placements, whatever the tree's depth.
 */
export async function departmentTree(db: Queryable, organizationId: number): Promise<DepartmentNode[]> {
  const rows = await db.query<DepartmentRow>(
    `with placements as (
       select md.department_id, md.membership_id,
              count(*) over (partition by md.membership_id) as placed_in
         from member_departments md join departments d on d.id = md.department_id
        where d.organization_id = $1
     ),
     by_department as (
       select department_id, count(*)::int as members,
              array_agg(membership_id) filter (where placed_in > 1) as shared
         from placements group by department_id
     )
     select ${departmentColumns}, coalesce(b.members, 0) as "memberCount",
            coalesce(b.shared, '{}'::int[]) as "sharedMemberIds"
       from departments d left join by_department b on b.department_id = d.id
      where d.organization_id = $1
      order by d.sort, d.id`,
    [organizationId],
  );
  return assembleTree(rows);
}

/** The node with this uniqueId anywhere in the tree. */
export function findNode(nodes: DepartmentNode[], uniqueId: string): DepartmentNode | undefined {
  for (const node of nodes) {
    if (node.uniqueId === uniqueId) return node;
    const found = findNode(node.children, uniqueId);
    if (found) return found;
  }
  return undefined;
}

/** Whether another child of `parentId` (than `exceptId`) already has this name. */
export async function siblingNameTaken(
  db: Queryable,
  parentId: number,
  name: string,
  exceptId: number | null = null,
): Promise<boolean> {
  const row = await queryOne<{ taken: boolean }>(
    db,
    `select exists (
       select 1 from departments where parent_id = $1 and name = $2 and ($3::int is null or id <> $3::int)
     ) as taken`,
    [parentId, name, exceptId],
  );
  return row?.taken ?? false;
}

/** Adds a department as the last child of its parent; undefined when a sibling has the name. */
export async function insertDepartment(
  db: Queryable,
  department: { organizationId: number; parentId: number; name: string; now: Date },
): Promise<string | undefined> {
  const row = await queryOne<{ uniqueId: string }>(
    db,
    `insert into departments (unique_id, organization_id, parent_id, name, sort, created_at)
     select $1, $2, $3, $4, coalesce(max(sort) + 1, 0), $5 from departments where parent_id = $3
     on conflict (parent_id, name) do nothing
     returning unique_id as "uniqueId"`,
    [newUniqueId(), department.organizationId, department.parentId, department.name, department.now],
  );
  return row?.uniqueId;
}

export async function updateDepartmentName(db: Queryable, id: number, name: string): Promise<void> {
  await db.query('update departments set name = $2 where id = $1', [id, name]);
}

/** Whether `candidateId` is the department `id` itself or one of its descendants. */
export async function isSelfOrDescendant(db: Queryable, id: number, candidateId: number): Promise<boolean> {
  const row = await queryOne<{ found: boolean }>(
    db,
    `with recursive subtree (id) as (
       select $1::int
       union all
       select d.id from departments d join subtree s on d.parent_id = s.id
     )
     select exists (select 1 from subtree where id = $2) as found`,
    [id, candidateId],
  );
  return row?.found ?? false;
}

/**
 * Puts the department under `parentId` at position `index` among its new siblings (the end when
 * left out or beyond it), and renumbers those siblings 0, 1, 2… Returns the position it took.
 */
export async function placeDepartment(
  tx: Queryable,
  move: { id: number; parentId: number; index: number | undefined },
): Promise<number> {
  const siblings = await tx.query<{ id: number }>(
    'select id from departments where parent_id = $1 and id <> $2 order by sort, id',
    [move.parentId, move.id],
  );
  const position = Math.min(move.index ?? siblings.length, siblings.length);
  const order = siblings.map((sibling) => sibling.id);
  order.splice(position, 0, move.id);
  await tx.query('update departments set parent_id = $2 where id = $1', [move.id, move.parentId]);
  await tx.query(
    `update departments d set sort = o.position - 1
       from unnest($1::int[]) with ordinality as o (id, position)
      where d.id = o.id and d.sort <> o.position - 1`,
    [order],
  );
  return position;
}

/** How many sub-departments and members (placed directly) the department has. */
export async function departmentContents(
  db: Queryable,
  id: number,
): Promise<{ children: number; members: number }> {
  const row = await queryOne<{ children: number; members: number }>(
    db,
    `select (select count(*)::int from departments where parent_id = $1) as children,
            (select count(*)::int from member_departments where department_id = $1) as members`,
    [id],
  );
  return row ?? { children: 0, members: 0 };
}

export async function deleteDepartment(db: Queryable, id: number): Promise<void> {
  await db.query('delete from departments where id = $1', [id]);
}

/**
 * One page of the members placed in the department (or, with `includeDescendants`, in it or any
 * department below it), each once, in the order they joined the organisation.
 */
export async function pageDepartmentMembers(
  db: Queryable,
  organizationId: number,
  departmentId: number,
  includeDescendants: boolean,
  page: { pageNum: number; pageSize: number },
): Promise<{ list: DepartmentMember[]; total: number }> {
  const scoped = `with recursive scope (id) as (
       select $2::int
       union all
       select d.id from departments d join scope s on d.parent_id = s.id where $3::boolean
     )`;
  const from = `from memberships m join accounts a on a.id = m.account_id
      where m.organization_id = $1
        and exists (select 1 from member_departments md join scope s on s.id = md.department_id
                     where md.membership_id = m.id)`;
  const params = [organizationId, departmentId, includeDescendants];
  const [list, count] = await Promise.all([
    db.query<DepartmentMember>(
      `${scoped} select m.unique_id as "uniqueId", m.nickname, a.telephone, ${isAdminSql('m')} as "isAdmin", m.state
       ${from} order by m.created_at, m.id limit $4 offset $5`,
      [...params, page.pageSize, (page.pageNum - 1) * page.pageSize],
    ),
    queryOne<{ total: number }>(db, `${scoped} select count(*)::int as total ${from}`, params),
  ]);
  return { list, total: count?.total ?? 0 };
}

/**
 * The organisation's departments among `uniqueIds` (a uniqueId of another organisation is simply not
 * found), locked against removal until the transaction ends: the one lookup of departments by
 * uniqueId, for this area (staff forms) and others (a notice's recipients), through `api.ts`.
 */
export function departmentsByUniqueIds(
  tx: Queryable,
  organizationId: number,
  uniqueIds: readonly string[],
): Promise<{ id: number; uniqueId: string }[]> {
  return tx.query(
    `select id, unique_id as "uniqueId" from departments
      where organization_id = $1 and unique_id = any($2::text[]) for share`,
    [organizationId, [...uniqueIds]],
  );
}

/** The id of the organisation's department with this name directly below its root (the demo's seeds). */
export async function topDepartmentNamed(tx: Queryable, organizationId: number, name: string) {
  const row = await queryOne<{ id: number }>(
    tx,
    `select d.id from departments d join departments root on root.id = d.parent_id and root.parent_id is null
      where d.organization_id = $1 and d.name = $2`,
    [organizationId, name],
  );
  return row?.id;
}

/** Every department of the organisation, flat (a spreadsheet's department paths are found in it). */
export function listDepartments(
  db: Queryable,
  organizationId: number,
): Promise<{ id: number; name: string; parentId: number | null }[]> {
  return db.query(
    'select id, name, parent_id as "parentId" from departments where organization_id = $1 order by id',
    [organizationId],
  );
}

/*
 * The organisation's structure as other areas read it (through `api.ts`): the approval engine routes
 * to "the department N levels up", "a member's departments with their ancestors"; the messages area
 * delivers to departments with their sub-departments. Every read takes the organisation and ignores
 * ids that are not its own.
 */

/** The organisation's departments among `ids` (another organisation's are not found), by id. */
export function departmentsByIds(
  db: Queryable,
  organizationId: number,
  ids: readonly number[],
): Promise<Department[]> {
  return db.query<Department>(
    `select ${departmentColumns} from departments d where d.organization_id = $1 and d.id = any($2::int[])
      order by d.id`,
    [organizationId, [...ids]],
  );
}

/** The ids of the organisation's departments among `ids` and of every department below them, each once. */
export async function departmentsWithDescendants(
  db: Queryable,
  organizationId: number,
  ids: readonly number[],
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `with recursive scope (id) as (
       select d.id from departments d where d.organization_id = $1 and d.id = any($2::int[])
       union
       select d.id from departments d join scope s on d.parent_id = s.id
     )
     select id from scope order by id`,
    [organizationId, [...ids]],
  );
  return rows.map((row) => row.id);
}

/**
 * The members placed in the departments (with `includeDescendants`, in any department below them too),
 * each once, in membership order; only active ones (在职) unless `activeOnly` is false.
 */
export async function membersOfDepartments(
  db: Queryable,
  organizationId: number,
  departmentIds: readonly number[],
  options: { includeDescendants?: boolean; activeOnly?: boolean } = {},
): Promise<number[]> {
  const { includeDescendants = true, activeOnly = true } = options;
  const rows = await db.query<{ id: number }>(
    `with recursive scope (id) as (
       select d.id from departments d where d.organization_id = $1 and d.id = any($2::int[])
       union
       select d.id from departments d join scope s on d.parent_id = s.id where $3::boolean
     )
     select distinct m.id from memberships m
       join member_departments md on md.membership_id = m.id
       join scope s on s.id = md.department_id
      where m.organization_id = $1 and (not $4::boolean or m.state = 1)
      order by m.id`,
    [organizationId, [...departmentIds], includeDescendants, activeOnly],
  );
  return rows.map((row) => row.id);
}

/**
 * The department `levels` above this one (0: itself, 1: its parent, …), or undefined when the tree is
 * not that deep there (above the root) or the department is not the organisation's.
 */
export function departmentAbove(
  db: Queryable,
  organizationId: number,
  departmentId: number,
  levels: number,
): Promise<Department | undefined> {
  return queryOne<Department>(
    db,
    `with recursive up (id, parent_id, level) as (
       select id, parent_id, 0 from departments where organization_id = $1 and id = $2
       union all
       select d.id, d.parent_id, up.level + 1 from departments d join up on d.id = up.parent_id
        where up.level < $3
     )
     select ${departmentColumns} from up join departments d on d.id = up.id where up.level = $3`,
    [organizationId, departmentId, levels],
  );
}

/**
 * The departments the member is placed in, with `includeAncestors` every department above them too
 * (the root included), each once, ordered by id.
 */
export function departmentsOfMember(
  db: Queryable,
  organizationId: number,
  membershipId: number,
  options: { includeAncestors?: boolean } = {},
): Promise<Department[]> {
  return db.query<Department>(
    `with recursive placed (id, parent_id) as (
       select d.id, d.parent_id from member_departments md
         join departments d on d.id = md.department_id and d.organization_id = $1
        where md.membership_id = $2
       union
       select d.id, d.parent_id from departments d join placed p on d.id = p.parent_id where $3::boolean
     )
     select ${departmentColumns} from departments d where d.id in (select id from placed) order by d.id`,
    [organizationId, membershipId, options.includeAncestors ?? false],
  );
}
