import { ORGANIZATION_TIME_ZONE } from '../../../platform/calendar';

/** Filters every approval list shares: keyword (title, 审批编号, summary), template, state, start dates. */
export interface ListFilters {
  keyword?: string;
  templateUniqueId?: string;
  state?: string;
  /** Calendar dates in the organisation's time zone, both included. */
  startedFrom?: string;
  startedTo?: string;
}

/**
 * The SQL conditions on `i` (approval_instances) and `t` (approval_templates) for the filters, with
 * their parameters numbered after `offset` existing ones.
 */
export function filterSql(filters: ListFilters, offset: number): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${offset + params.length}`;
  };
  const keyword = filters.keyword?.trim();
  if (keyword) {
    const p = param(keyword.toLowerCase());
    conditions.push(
      `(strpos(lower(i.title), ${p}) > 0 or strpos(i.serial_no, ${p}) > 0 or strpos(lower(i.summary), ${p}) > 0)`,
    );
  }
  if (filters.templateUniqueId) conditions.push(`t.unique_id = ${param(filters.templateUniqueId)}`);
  if (filters.state) conditions.push(`i.state = ${param(filters.state)}`);
  // A calendar day starts at midnight in the organisation's time zone.
  const zone = filters.startedFrom || filters.startedTo ? param(ORGANIZATION_TIME_ZONE) : '';
  if (filters.startedFrom)
    conditions.push(`i.started_at >= (${param(filters.startedFrom)}::date)::timestamp at time zone ${zone}`);
  if (filters.startedTo)
    conditions.push(
      `i.started_at < ((${param(filters.startedTo)}::date + 1)::timestamp) at time zone ${zone}`,
    );
  return { sql: conditions.map((condition) => ` and ${condition}`).join(''), params };
}

/**
 * The nodes an instance waits on now, by name. (`state in (open, waiting)` lets the planner use the
 * partial index of pending tasks, approval_tasks_pending_idx.)
 */
export const currentNodesSql = `coalesce((select string_agg(distinct p.node_name, '、') from approval_tasks p
   where p.instance_id = i.id and p.state in ('open', 'waiting') and p.state = 'open'), '')`;
