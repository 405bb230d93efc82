import type { ApprovalDataRow } from '../../../../manifests/contracts/approval';
import type { ApprovalForm } from '../../../../manifests/contracts/approval-form';
import { type Queryable, queryOne } from '../../../db/database';
import type { Dated } from '../../../http/wire';
import { countWithTotals } from '../../../platform/list-totals';
import { currentNodesSql, filterSql, type ListFilters } from './list-filters';

export interface DataFilters extends ListFilters {
  initiatorUniqueId?: string;
  departmentUniqueId?: string;
}

export type DataRow = Dated<ApprovalDataRow, 'startedAt' | 'finishedAt'> & { id: number };

export const STATE_NAMES: Record<string, string> = {
  running: '审批中',
  returned: '已退回',
  approved: '已通过',
  rejected: '已拒绝',
  withdrawn: '已撤回',
  terminated: '已终止',
};

/** Conditions of 审批数据管理 on the organisation's instances (`$1`), after the shared list filters. */
export function dataWhere(filters: DataFilters): { sql: string; params: unknown[] } {
  const shared = filterSql(filters, 1);
  const params: unknown[] = [...shared.params];
  let sql = `where i.organization_id = $1${shared.sql}`;
  const param = (value: unknown) => {
    params.push(value);
    return `$${1 + params.length}`;
  };
  if (filters.initiatorUniqueId) sql += ` and m.unique_id = ${param(filters.initiatorUniqueId)}`;
  if (filters.departmentUniqueId)
    sql += ` and exists (
      with recursive scope (id) as (
        select d.id from departments d where d.organization_id = $1 and d.unique_id = ${param(filters.departmentUniqueId)}
        union select d.id from departments d join scope s on d.parent_id = s.id)
      select 1 from member_departments md join scope s on s.id = md.department_id where md.membership_id = i.initiator_id)`;
  return { sql, params };
}

export const rowColumns = `i.id, i.unique_id as "uniqueId", i.serial_no as "serialNo", i.title, t.name as "templateName",
  m.nickname as "initiatorName",
  coalesce((select string_agg(d.name, '、' order by d.sort, d.id) from member_departments md
     join departments d on d.id = md.department_id where md.membership_id = i.initiator_id), '') as departments,
  i.state, ${currentNodesSql} as "currentNodes",
  i.started_at as "startedAt", i.finished_at as "finishedAt", i.form as values`;

export const fromSql = `from approval_instances i join approval_templates t on t.id = i.template_id
  join memberships m on m.id = i.initiator_id`;

/** The chosen template's current form (its fields become columns), or none. */
export async function templateFields(
  db: Queryable,
  organizationId: number,
  templateUniqueId?: string,
): Promise<ApprovalForm> {
  if (!templateUniqueId) return [];
  const row = await queryOne<{ form: ApprovalForm }>(
    db,
    `select v.form from approval_templates t join approval_template_versions v on v.id = t.current_version_id
      where t.organization_id = $1 and t.unique_id = $2`,
    [organizationId, templateUniqueId],
  );
  return (row?.form ?? []).filter((field) => field.kind !== 'description');
}

export const NAMED_KINDS = new Set(['member', 'department']);

/**
 * The names of the members and departments the rows' member and department fields hold (by uniqueId,
 * one query for a page or an export's batch); a removed one keeps no name and shows as its id.
 */
export async function namesOf(
  db: Queryable,
  organizationId: number,
  fields: ApprovalForm,
  rows: readonly Pick<DataRow, 'values'>[],
): Promise<Record<string, string>> {
  const named = fields.filter((field) => NAMED_KINDS.has(field.kind));
  const ids = new Set<string>();
  for (const row of rows)
    for (const field of named)
      for (const id of [row.values[field.name]].flat()) if (typeof id === 'string') ids.add(id);
  if (ids.size === 0) return {};
  const found = await db.query<{ uniqueId: string; name: string }>(
    `select unique_id as "uniqueId", nickname as name from memberships where organization_id = $1 and unique_id = any($2::text[])
      union all
      select unique_id, name from departments where organization_id = $1 and unique_id = any($2::text[])`,
    [organizationId, [...ids]],
  );
  return Object.fromEntries(found.map((row) => [row.uniqueId, row.name]));
}

/**
 * The 合计 of the chosen template's amount fields (fen, summed over every approval the filters keep):
 * a value that is not a number (a field added later, left empty) counts as nothing.
 */
function amountSums(fields: ApprovalForm, params: unknown[]): Record<string, string> {
  const sums: Record<string, string> = {};
  for (const field of fields.filter((one) => one.kind === 'amount')) {
    params.push(field.name);
    const key = `$${params.length}::text`;
    sums[field.name] =
      `case when jsonb_typeof(i.form -> ${key}) = 'number' then (i.form ->> ${key})::numeric end`;
  }
  return sums;
}

/**
 * 审批数据管理: every instance of the organisation that the filters keep, newest first; with a template
 * chosen, its fields and the totals of its amount fields over the whole search.
 */
export async function readApprovalData(
  db: Queryable,
  query: DataFilters & { organizationId: number; pageNum: number; pageSize: number },
) {
  const where = dataWhere(query);
  const params = [query.organizationId, ...where.params];
  const fields = await templateFields(db, query.organizationId, query.templateUniqueId);
  const summed = [...params];
  const sums = amountSums(fields, summed);
  const counted = await countWithTotals(db, { from: fromSql, where: where.sql, params: summed }, sums);
  const rows = await db.query<DataRow>(
    `select ${rowColumns} ${fromSql} ${where.sql} order by i.started_at desc, i.id desc
      limit ${query.pageSize} offset ${(query.pageNum - 1) * query.pageSize}`,
    params,
  );
  return {
    list: rows.map(({ id: _id, values, ...row }) => ({ ...row, values: fields.length > 0 ? values : {} })),
    total: counted.total,
    ...(counted.totals ? { totals: counted.totals } : {}),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    fields,
    names: await namesOf(db, query.organizationId, fields, rows),
  };
}
