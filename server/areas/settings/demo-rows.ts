import { type Queryable, queryOne } from '../../db/database';
import { newUniqueId } from '../../services/secrets';

/** A department of the demo below `parentId`, or below the organisation's root when it is null. */
export async function addDemoDepartment(
  tx: Queryable,
  organizationId: number,
  parentId: number | null,
  name: string,
  sort: number,
  now: Date,
): Promise<number> {
  const row = await queryOne<{ id: number }>(
    tx,
    `insert into departments (unique_id, organization_id, parent_id, name, sort, created_at)
     select $1, $2, coalesce($3::int, (select id from departments where organization_id = $2 and parent_id is null)), $4, $5, $6
     returning id`,
    [newUniqueId(), organizationId, parentId, name, sort, now],
  );
  return row!.id;
}

export async function insertDemoRole(tx: Queryable, organizationId: number, name: string, now: Date) {
  const row = await queryOne<{ id: number }>(
    tx,
    'insert into roles (unique_id, organization_id, name, created_at) values ($1, $2, $3, $4) returning id',
    [newUniqueId(), organizationId, name, now],
  );
  return row!.id;
}

/**
 * For other areas' demo seeds: a role of the organisation holding `codes` (resource codes of their
 * manifest), given to `membershipIds`.
 */
export async function seedDemoRole(
  tx: Queryable,
  input: {
    organizationId: number;
    name: string;
    codes: readonly string[];
    membershipIds: readonly number[];
    now: Date;
  },
): Promise<void> {
  const roleId = await insertDemoRole(tx, input.organizationId, input.name, input.now);
  await tx.query(
    'insert into role_resources (role_id, resource_id) select $1, id from resources where code = any($2::text[])',
    [roleId, [...input.codes]],
  );
  for (const membershipId of input.membershipIds)
    await tx.query('insert into member_roles (membership_id, role_id) values ($1, $2)', [
      membershipId,
      roleId,
    ]);
}
