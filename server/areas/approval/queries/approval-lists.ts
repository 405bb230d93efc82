import type { ApprovalBox, ApprovalCounts, ApprovalListItem } from '../../../../manifests/contracts/approval';
import type { Page } from '../../../../manifests/contracts/page';
import { type Queryable, queryOne } from '../../../db/database';
import type { Dated } from '../../../http/wire';
import { currentNodesSql, filterSql, type ListFilters } from './list-filters';

type Row = Dated<ApprovalListItem, 'startedAt' | 'finishedAt' | 'actedAt'>;

const itemColumns = `i.unique_id as "instanceUniqueId", i.serial_no as "serialNo", i.title, i.summary,
  t.name as "templateName", m.nickname as "initiatorName", i.state, ${currentNodesSql} as "currentNodes",
  i.started_at as "startedAt", i.finished_at as "finishedAt"`;

/**
 * Each box as its rows, the caller's tasks or instances with what the row shows, newest first:
 * 待我审批 — open tasks (by arrival); 我已审批 — tasks the caller decided (by when); 我发起的 — their
 * instances (by start); 抄送我的 — copies (by arrival). Indexed per box (migration approval-0001).
 */
function boxSql(box: ApprovalBox): { from: string; count: string; columns: string; order: string } {
  const instance = `join approval_instances i on i.id = k.instance_id
    join approval_templates t on t.id = i.template_id join memberships m on m.id = i.initiator_id`;
  switch (box) {
    case 'todo':
      return {
        from: `approval_tasks k ${instance} where k.assignee_id = $1 and k.state = 'open'`,
        count: `approval_tasks k where k.assignee_id = $1 and k.state = 'open'`,
        columns: `k.unique_id as "taskUniqueId", k.created_at as "actedAt", k.kind = 'approver' as "batchApprovable"`,
        order: 'k.created_at desc, k.id desc',
      };
    case 'done':
      return {
        from: `approval_tasks k ${instance} where k.assignee_id = $1 and k.acted_at is not null and k.kind <> 'cc'`,
        count: `approval_tasks k where k.assignee_id = $1 and k.acted_at is not null and k.kind <> 'cc'`,
        columns: `k.unique_id as "taskUniqueId", k.acted_at as "actedAt", false as "batchApprovable"`,
        order: 'k.acted_at desc, k.id desc',
      };
    case 'cc':
      return {
        from: `approval_tasks k ${instance} where k.assignee_id = $1 and k.kind = 'cc'`,
        count: `approval_tasks k where k.assignee_id = $1 and k.kind = 'cc'`,
        columns: `null as "taskUniqueId", k.created_at as "actedAt", false as "batchApprovable"`,
        order: 'k.created_at desc, k.id desc',
      };
    case 'mine':
      return {
        from: `approval_instances i join approval_templates t on t.id = i.template_id
          join memberships m on m.id = i.initiator_id where i.initiator_id = $1`,
        count: 'approval_instances i where i.initiator_id = $1',
        columns: `null as "taskUniqueId", null as "actedAt", false as "batchApprovable"`,
        order: 'i.started_at desc, i.id desc',
      };
  }
}

export async function readApprovalList(
  db: Queryable,
  query: ListFilters & { membershipId: number; box: ApprovalBox; pageNum: number; pageSize: number },
): Promise<Page<Row>> {
  const { from, count, columns, order } = boxSql(query.box);
  const filters = filterSql(query, 1);
  const params = [query.membershipId, ...filters.params];
  // Unfiltered, the count reads the box's own index alone (no row of the instances is needed).
  const total = await queryOne<{ total: number }>(
    db,
    `select count(*)::int as total from ${filters.sql === '' ? count : `${from}${filters.sql}`}`,
    params,
  );
  const list = await db.query<Row>(
    `select ${itemColumns}, ${columns} from ${from}${filters.sql}
      order by ${order} limit ${query.pageSize} offset ${(query.pageNum - 1) * query.pageSize}`,
    params,
  );
  return { list, total: total?.total ?? 0, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** How many rows each box holds for the member (待我审批's is the badge). */
export async function readApprovalCounts(db: Queryable, membershipId: number): Promise<ApprovalCounts> {
  const row = await queryOne<ApprovalCounts>(
    db,
    `select
       (select count(*)::int from approval_tasks where assignee_id = $1 and state = 'open') as todo,
       (select count(*)::int from approval_tasks where assignee_id = $1 and acted_at is not null and kind <> 'cc') as done,
       (select count(*)::int from approval_instances where initiator_id = $1) as mine,
       (select count(*)::int from approval_tasks where assignee_id = $1 and kind = 'cc') as cc`,
    [membershipId],
  );
  return row ?? { todo: 0, done: 0, mine: 0, cc: 0 };
}
