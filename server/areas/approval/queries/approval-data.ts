import { PassThrough, type Readable } from 'node:stream';
import type { ApprovalDataRow } from '../../../../manifests/contracts/approval';
import type { ApprovalForm } from '../../../../manifests/contracts/approval-form';
import { type Queryable, queryOne } from '../../../db/database';
import type { Dated } from '../../../http/wire';
import { calendarDay } from '../../../platform/calendar';
import { loadExcelJs } from '../../../platform/spreadsheet-reader';
import { currentNodesSql, filterSql, type ListFilters } from './list-filters';

export interface DataFilters extends ListFilters {
  initiatorUniqueId?: string;
  departmentUniqueId?: string;
}

type Row = Dated<ApprovalDataRow, 'startedAt' | 'finishedAt'> & { id: number };

const STATE_NAMES: Record<string, string> = {
  running: '审批中',
  returned: '已退回',
  approved: '已通过',
  rejected: '已拒绝',
  withdrawn: '已撤回',
  terminated: '已终止',
};

/** Conditions of 审批数据管理 on the organisation's instances (`$1`), after the shared list filters. */
function dataWhere(filters: DataFilters): { sql: string; params: unknown[] } {
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

const rowColumns = `i.id, i.unique_id as "uniqueId", i.serial_no as "serialNo", i.title, t.name as "templateName",
  m.nickname as "initiatorName",
  coalesce((select string_agg(d.name, '、' order by d.sort, d.id) from member_departments md
     join departments d on d.id = md.department_id where md.membership_id = i.initiator_id), '') as departments,
  i.state, ${currentNodesSql} as "currentNodes",
  i.started_at as "startedAt", i.finished_at as "finishedAt", i.form as values`;

const fromSql = `from approval_instances i join approval_templates t on t.id = i.template_id
  join memberships m on m.id = i.initiator_id`;

/** The chosen template's current form (its fields become columns), or none. */
async function templateFields(
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

const NAMED_KINDS = new Set(['member', 'department']);

/**
 * The names of the members and departments the rows' member and department fields hold (by uniqueId,
 * one query for a page or an export's batch); a removed one keeps no name and shows as its id.
 */
async function namesOf(
  db: Queryable,
  organizationId: number,
  fields: ApprovalForm,
  rows: readonly Pick<Row, 'values'>[],
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

/** 审批数据管理: every instance of the organisation that the filters keep, newest first. */
export async function readApprovalData(
  db: Queryable,
  query: DataFilters & { organizationId: number; pageNum: number; pageSize: number },
) {
  const where = dataWhere(query);
  const params = [query.organizationId, ...where.params];
  const total = await queryOne<{ total: number }>(
    db,
    `select count(*)::int as total ${fromSql} ${where.sql}`,
    params,
  );
  const rows = await db.query<Row>(
    `select ${rowColumns} ${fromSql} ${where.sql} order by i.started_at desc, i.id desc
      limit ${query.pageSize} offset ${(query.pageNum - 1) * query.pageSize}`,
    params,
  );
  const fields = await templateFields(db, query.organizationId, query.templateUniqueId);
  return {
    list: rows.map(({ id: _id, values, ...row }) => ({ ...row, values: fields.length > 0 ? values : {} })),
    total: total?.total ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    fields,
    names: await namesOf(db, query.organizationId, fields, rows),
  };
}

/**
 * How a form value reads in a cell: amounts in yuan, options by label, members and departments by
 * name, lists joined, files by name.
 */
function cellOf(field: ApprovalForm[number], value: unknown, names: Record<string, string>): string | number {
  if (value === undefined || value === null) return '';
  const { kind } = field;
  if (kind === 'amount' && typeof value === 'number') return value / 100;
  if (kind === 'number' && typeof value === 'number') return value;
  const text = (item: unknown) => {
    if (typeof item === 'object' && item !== null) return String((item as { name?: string }).name ?? '');
    const plain = String(item);
    if (NAMED_KINDS.has(kind)) return names[plain] ?? plain;
    return field.options?.find((option) => option.value === plain)?.label ?? plain;
  };
  if (Array.isArray(value)) return value.map(text).join(kind === 'dateRange' ? ' 至 ' : '、');
  return text(value);
}

const BATCH = 1_000;
const dateTime = (instant: Date | null) =>
  instant
    ? `${calendarDay(instant)} ${instant.toLocaleTimeString('zh-CN', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hour12: false })}`
    : '';

/**
 * The search as an .xlsx, written as it is read: rows come in batches of a thousand (keyset paged on
 * start time and id, so later batches cost what the first did) and each is committed to the zip
 * stream at once, so the memory held stays that of one batch whatever the count. Member and
 * department fields are shown by name (looked up per batch), options by label.
 */
export function exportApprovalData(db: Queryable, query: DataFilters & { organizationId: number }): Readable {
  const output = new PassThrough();
  const write = async () => {
    // Loaded on the first export (ExcelJS is a quarter of the server's modules).
    const { stream: excelStream } = await loadExcelJs();
    const workbook = new excelStream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: false,
      useSharedStrings: false,
    });
    const fields = await templateFields(db, query.organizationId, query.templateUniqueId);
    const sheet = workbook.addWorksheet('审批数据');
    sheet.columns = [
      { header: '审批编号', width: 16 },
      { header: '标题', width: 28 },
      { header: '审批类型', width: 12 },
      { header: '发起人', width: 10 },
      { header: '所在部门', width: 16 },
      { header: '状态', width: 8 },
      { header: '当前节点', width: 14 },
      { header: '发起时间', width: 18 },
      { header: '完成时间', width: 18 },
      ...fields.map((field) => ({
        header: field.kind === 'amount' ? `${field.label}（元）` : field.label,
        width: 16,
      })),
    ];
    const where = dataWhere(query);
    let after: { startedAt: Date; id: number } | undefined;
    for (;;) {
      const keyset = after
        ? ` and (i.started_at, i.id) < ($${where.params.length + 2}, $${where.params.length + 3})`
        : '';
      const rows = await db.query<Row>(
        `select ${rowColumns} ${fromSql} ${where.sql}${keyset} order by i.started_at desc, i.id desc limit ${BATCH}`,
        [query.organizationId, ...where.params, ...(after ? [after.startedAt, after.id] : [])],
      );
      const names = await namesOf(db, query.organizationId, fields, rows);
      for (const row of rows)
        sheet
          .addRow([
            row.serialNo,
            row.title,
            row.templateName,
            row.initiatorName,
            row.departments,
            STATE_NAMES[row.state] ?? row.state,
            row.currentNodes,
            dateTime(row.startedAt),
            dateTime(row.finishedAt),
            ...fields.map((field) => cellOf(field, row.values[field.name], names)),
          ])
          .commit();
      if (rows.length < BATCH) break;
      const last = rows.at(-1) as Row;
      after = { startedAt: last.startedAt, id: last.id };
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** The export's file name: 审批数据-20261124.xlsx. */
export const exportFileName = (now: Date) => `审批数据-${calendarDay(now).replaceAll('-', '')}.xlsx`;
