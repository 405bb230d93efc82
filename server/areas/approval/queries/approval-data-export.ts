import type { Readable } from 'node:stream';
import type { ApprovalForm } from '../../../../manifests/contracts/approval-form';
import type { Queryable } from '../../../db/database';
import type { ExportValue } from '../../../platform/spreadsheet-cells';
import {
  type ExportColumn,
  keysetBatches,
  streamWorkbook,
  workbookFileName,
} from '../../../platform/spreadsheet-export';
import {
  type DataFilters,
  type DataRow,
  dataWhere,
  fromSql,
  NAMED_KINDS,
  namesOf,
  rowColumns,
  STATE_NAMES,
  templateFields,
} from './approval-data';

/** A row of the export: the instance and the names its member and department fields hold. */
interface NamedRow {
  row: DataRow;
  names: Record<string, string>;
}

/**
 * How a form value reads in a cell: amounts in fen (the column writes them in 元), numbers as
 * numbers, a date as a date, options by label, members and departments by name, lists joined, files
 * by name.
 */
function fieldValueOf(
  field: ApprovalForm[number],
  value: unknown,
  names: Record<string, string>,
): ExportValue {
  if (value === undefined || value === null) return '';
  const { kind } = field;
  if ((kind === 'amount' || kind === 'number') && typeof value === 'number') return value;
  const text = (item: unknown) => {
    if (typeof item === 'object' && item !== null) return String((item as { name?: string }).name ?? '');
    const plain = String(item);
    if (NAMED_KINDS.has(kind)) return names[plain] ?? plain;
    return field.options?.find((option) => option.value === plain)?.label ?? plain;
  };
  if (Array.isArray(value)) return value.map(text).join(kind === 'dateRange' ? ' 至 ' : '、');
  return text(value);
}

const KIND_OF_FIELD: Partial<Record<ApprovalForm[number]['kind'], ExportColumn<NamedRow>['kind']>> = {
  amount: 'money',
  number: 'number',
  date: 'day',
};

/** The sheet's columns: the instance's, then the chosen template's fields. */
function columnsOf(fields: ApprovalForm): ExportColumn<NamedRow>[] {
  return [
    { header: '审批编号', width: 16, value: ({ row }) => row.serialNo },
    { header: '标题', width: 28, value: ({ row }) => row.title },
    { header: '审批类型', width: 12, value: ({ row }) => row.templateName },
    { header: '发起人', width: 10, value: ({ row }) => row.initiatorName },
    { header: '所在部门', width: 16, value: ({ row }) => row.departments },
    { header: '状态', width: 8, value: ({ row }) => STATE_NAMES[row.state] ?? row.state },
    { header: '当前节点', width: 14, value: ({ row }) => row.currentNodes },
    { header: '发起时间', kind: 'instant', width: 18, value: ({ row }) => row.startedAt },
    { header: '完成时间', kind: 'instant', width: 18, value: ({ row }) => row.finishedAt },
    ...fields.map(
      (field): ExportColumn<NamedRow> => ({
        header: field.label,
        kind: KIND_OF_FIELD[field.kind] ?? 'text',
        width: 16,
        value: ({ row, names }) => fieldValueOf(field, row.values[field.name], names),
      }),
    ),
  ];
}

/**
 * The search as an .xlsx, streamed (`streamWorkbook`): rows read in keyset batches of a thousand on
 * start time and id (later batches cost what the first did), the names of a batch's member and
 * department fields looked up once per batch.
 */
export function exportApprovalData(db: Queryable, query: DataFilters & { organizationId: number }): Readable {
  const where = dataWhere(query);
  // Read once, when the workbook asks for its columns (never left unawaited).
  let fieldsRead: Promise<ApprovalForm> | undefined;
  const fields = () => (fieldsRead ??= templateFields(db, query.organizationId, query.templateUniqueId));
  const read = async (after: { startedAt: Date; id: number } | undefined, limit: number) => {
    const keyset = after
      ? ` and (i.started_at, i.id) < ($${where.params.length + 2}, $${where.params.length + 3})`
      : '';
    const rows = await db.query<DataRow>(
      `select ${rowColumns} ${fromSql} ${where.sql}${keyset} order by i.started_at desc, i.id desc limit ${limit}`,
      [query.organizationId, ...where.params, ...(after ? [after.startedAt, after.id] : [])],
    );
    const names = await namesOf(db, query.organizationId, await fields(), rows);
    return rows.map((row) => ({ row, names }));
  };
  return streamWorkbook<NamedRow>({
    sheet: '审批数据',
    columns: async () => columnsOf(await fields()),
    batches: keysetBatches(read, ({ row }) => ({ startedAt: row.startedAt, id: row.id })),
  });
}

/** The export's file name: 审批数据-20261124.xlsx. */
export const exportFileName = (now: Date) => workbookFileName('审批数据', now);
