import type { Queryable } from '../../../server/db/database';

/**
 * Adds a role to a demo organisation, granted the given resources and given to the members with
 * these telephones, the way an admin would set it up in 角色管理.
 */
export async function addRole(
  db: Queryable,
  role: {
    uniqueId: string;
    organization: string;
    name: string;
    resourceCodes?: string[];
    members?: string[];
  },
): Promise<void> {
  await db.query(
    `insert into roles (unique_id, organization_id, name, created_at)
     select $1, id, $3, now() from organizations where unique_id = $2`,
    [role.uniqueId, role.organization, role.name],
  );
  await db.query(
    `insert into role_resources (role_id, resource_id)
     select ro.id, r.id from roles ro, resources r where ro.unique_id = $1 and r.code = any($2::text[])`,
    [role.uniqueId, role.resourceCodes ?? []],
  );
  await db.query(
    `insert into member_roles (membership_id, role_id)
     select m.id, ro.id from roles ro
       join memberships m on m.organization_id = ro.organization_id
       join accounts a on a.id = m.account_id
      where ro.unique_id = $1 and a.telephone = any($2::text[])`,
    [role.uniqueId, role.members ?? []],
  );
}

/** The uniqueId of the demo organisation's role with this name. */
export async function roleOf(db: Queryable, organization: string, name: string): Promise<string> {
  const [row] = await db.query<{ uniqueId: string }>(
    `select ro.unique_id as "uniqueId" from roles ro join organizations o on o.id = ro.organization_id
      where o.unique_id = $1 and ro.name = $2`,
    [organization, name],
  );
  return row!.uniqueId;
}

/** The uniqueId of the demo organisation's "普通员工" role. */
export const everyoneRoleOf = (db: Queryable, organization: string): Promise<string> =>
  roleOf(db, organization, '普通员工');
