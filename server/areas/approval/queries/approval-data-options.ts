import type { ApprovalDataOptions } from '../../../../manifests/contracts/approval';
import type { Queryable } from '../../../db/database';

/**
 * 审批数据管理's choices: every template of the organisation (disabled ones and those an area starts
 * too: their approvals are in the data), and every member who started an approval (one who left
 * the organisation's departments still has approvals to find). Departments come from the
 * organisation's tree, which any member reads.
 */
export async function readApprovalDataOptions(
  db: Queryable,
  organizationId: number,
): Promise<ApprovalDataOptions> {
  const templates = await db.query<ApprovalDataOptions['templates'][number]>(
    `select t.unique_id as "uniqueId", t.name, coalesce(g.name, '') as group, t.enabled
      from approval_templates t left join approval_template_groups g on g.id = t.group_id
      where t.organization_id = $1 and t.current_version_id is not null order by g.sort, t.sort, t.id`,
    [organizationId],
  );
  const initiators = await db.query<ApprovalDataOptions['initiators'][number]>(
    `select m.unique_id as "uniqueId", m.nickname as name from memberships m
      where m.organization_id = $1 and exists (select 1 from approval_instances i where i.initiator_id = m.id)
      order by m.nickname, m.id`,
    [organizationId],
  );
  return { templates, initiators };
}
