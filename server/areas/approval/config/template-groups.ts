import type { TemplateGroup } from '../../../../manifests/contracts/approval';
import { type Queryable, queryOne } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { newUniqueId } from '../../../services/secrets';

/**
 * 审批配置's groups: rows of the organisation in their order. Added last, renamed, reordered as a whole
 * (the client sends every group in the order wanted), removed only when no template is left in them.
 */

export function readGroups(db: Queryable, organizationId: number): Promise<TemplateGroup[]> {
  return db.query<TemplateGroup>(
    `select unique_id as "uniqueId", name from approval_template_groups
      where organization_id = $1 order by sort, id`,
    [organizationId],
  );
}

/** The id of one of the organisation's groups; refused when it is not one. */
export async function groupIdOf(db: Queryable, organizationId: number, uniqueId: string): Promise<number> {
  const group = await queryOne<{ id: number }>(
    db,
    'select id from approval_template_groups where organization_id = $1 and unique_id = $2',
    [organizationId, uniqueId],
  );
  if (!group) throw new ApiError(ErrorCode.ApprovalGroupNotFound);
  return group.id;
}

async function refuseTakenName(
  db: Queryable,
  organizationId: number,
  name: string,
  except = '',
): Promise<void> {
  const taken = await queryOne(
    db,
    'select 1 from approval_template_groups where organization_id = $1 and name = $2 and unique_id <> $3',
    [organizationId, name, except],
  );
  if (taken)
    throw new ApiError(ErrorCode.ApprovalNameTaken, `已有名为「${name}」的分组`, 200, { field: 'name' });
}

export async function addGroup(
  tx: Queryable,
  organizationId: number,
  name: string,
  now: Date,
): Promise<TemplateGroup> {
  const trimmed = name.trim();
  await refuseTakenName(tx, organizationId, trimmed);
  const group = await queryOne<TemplateGroup>(
    tx,
    `insert into approval_template_groups (unique_id, organization_id, name, sort, created_at)
     select $1, $2, $3, coalesce(max(sort) + 1, 0), $4 from approval_template_groups where organization_id = $2
     returning unique_id as "uniqueId", name`,
    [newUniqueId(), organizationId, trimmed, now],
  );
  return group as TemplateGroup;
}

export async function renameGroup(
  tx: Queryable,
  organizationId: number,
  uniqueId: string,
  name: string,
): Promise<void> {
  const trimmed = name.trim();
  await groupIdOf(tx, organizationId, uniqueId);
  await refuseTakenName(tx, organizationId, trimmed, uniqueId);
  await tx.query(
    'update approval_template_groups set name = $3 where organization_id = $1 and unique_id = $2',
    [organizationId, uniqueId, trimmed],
  );
}

/** Puts the groups in the order given, which must name each of the organisation's groups once. */
export async function orderGroups(tx: Queryable, organizationId: number, uniqueIds: string[]): Promise<void> {
  const groups = await tx.query<{ uniqueId: string }>(
    'select unique_id as "uniqueId" from approval_template_groups where organization_id = $1 for update',
    [organizationId],
  );
  const known = new Set(groups.map((group) => group.uniqueId));
  const given = new Set(uniqueIds);
  if (given.size !== uniqueIds.length || given.size !== known.size || uniqueIds.some((id) => !known.has(id)))
    throw new ApiError(ErrorCode.ApprovalGroupNotFound, '分组已有变化，请刷新后重试');
  await tx.query(
    `update approval_template_groups g set sort = o.position::integer - 1
       from unnest($2::text[]) with ordinality as o (unique_id, position)
      where g.organization_id = $1 and g.unique_id = o.unique_id`,
    [organizationId, uniqueIds],
  );
}

/** Removes an empty group; refused, with how many, while templates are in it. */
export async function removeGroup(tx: Queryable, organizationId: number, uniqueId: string): Promise<void> {
  const id = await groupIdOf(tx, organizationId, uniqueId);
  const inGroup = await queryOne<{ count: number; name: string }>(
    tx,
    `select count(t.id)::integer as count, g.name from approval_template_groups g
       left join approval_templates t on t.group_id = g.id and t.removed_at is null
      where g.id = $1 group by g.name`,
    [id],
  );
  if (inGroup && inGroup.count > 0)
    throw new ApiError(
      ErrorCode.ApprovalGroupNotEmpty,
      `分组「${inGroup.name}」中还有 ${inGroup.count} 个审批，请先移到其他分组后再删除`,
    );
  await tx.query('delete from approval_template_groups where id = $1', [id]);
}
