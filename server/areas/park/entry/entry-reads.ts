import type { EntryDetail, EntryPageQuery, EntryRow } from '../../../../manifests/contracts/park-entry';
import { PARK_ENTRY_APPROVAL_TYPE } from '../../../../manifests/contracts/park-entry';
import { type Queryable, queryOne } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import type { Dated } from '../../../http/wire';
import {
  approvalOf,
  approvalStatesOf,
  type BusinessApprovalRecord,
  templateOfType,
} from '../../approval/api';
import { entryColumns, entryFrom } from './entry-sql';

type EntryRecord = Dated<Omit<EntryRow, 'approval'>, 'submittedAt'> & { id: number };

/** 入驻申请's page, newest first, each with its approval's state (one query: `approvalStatesOf`). */
export async function readEntryPage(
  db: Queryable,
  organizationId: number,
  query: Omit<EntryPageQuery, 'pageNum' | 'pageSize'> & { pageNum: number; pageSize: number },
) {
  const params: unknown[] = [organizationId];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let where = 'where e.organization_id = $1';
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = param(`%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    where += ` and (e.company_name ilike ${like} or e.credit_code ilike ${like} or m.nickname ilike ${like})`;
  }
  if (query.state) where += ` and e.state = ${param(query.state)}`;
  const counted = await queryOne<{ total: number }>(
    db,
    `select count(*)::int as total ${entryFrom} ${where}`,
    params,
  );
  const rows = await db.query<EntryRecord>(
    `select ${entryColumns} ${entryFrom} ${where}
      order by e.submitted_at desc, e.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, query.pageSize, (query.pageNum - 1) * query.pageSize],
  );
  const states = await approvalStatesOf(
    db,
    organizationId,
    PARK_ENTRY_APPROVAL_TYPE,
    rows.map((row) => row.uniqueId),
  );
  const list = rows.map(({ id: _id, ...row }) => {
    const approval = states.get(row.uniqueId);
    return {
      ...row,
      approval: approval
        ? { instanceUniqueId: approval.instanceUniqueId, serialNo: approval.serialNo, state: approval.state }
        : null,
    };
  });
  return { list, total: counted?.total ?? 0, pageNum: query.pageNum, pageSize: query.pageSize };
}

export type EntryDetailRecord = Omit<Dated<EntryDetail, 'submittedAt' | 'decidedAt'>, 'approval'> & {
  approval: BusinessApprovalRecord | null;
};

/** entryTemplateDetail: one application of the organisation with its approval's timeline; not found otherwise. */
export async function readEntryDetail(
  db: Queryable,
  organizationId: number,
  uniqueId: string,
): Promise<EntryDetailRecord> {
  const entry = await queryOne<EntryRecord & Omit<EntryDetailRecord, keyof EntryRow>>(
    db,
    `select ${entryColumns}, e.legal_representative as "legalRepresentative", e.industry, e.size, e.contacts,
       e.note, e.attachments, e.decided_at as "decidedAt"
       ${entryFrom} where e.organization_id = $1 and e.unique_id = $2`,
    [organizationId, uniqueId],
  );
  if (!entry) throw new ApiError(ErrorCode.ParkEntryNotFound, undefined, 200, { field: 'uniqueId' });
  const { id: _id, ...rest } = entry;
  const approval = await approvalOf(db, organizationId, PARK_ENTRY_APPROVAL_TYPE, uniqueId);
  return { ...rest, approval: approval ?? null };
}

/** The template entry applications run on in the organisation, for the link to its designer. */
export async function readEntryTemplate(db: Queryable, organizationId: number) {
  const template = await templateOfType(db, organizationId, PARK_ENTRY_APPROVAL_TYPE);
  return { templateUniqueId: template?.uniqueId ?? null, templateName: template?.name ?? '入驻申请' };
}
