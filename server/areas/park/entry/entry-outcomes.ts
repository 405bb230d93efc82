import {
  COMPANY_QUALIFICATIONS_MAX,
  type CompanyCreateBody,
  type CompanyQualification,
} from '../../../../manifests/contracts/park';
import type { EntryState } from '../../../../manifests/contracts/park-entry';
import { type Queryable, queryOne } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import type { ApprovalOutcome } from '../../approval/api';
import { MessageTypeCode, sendMessage } from '../../notice/api';
import { createCompany, modifyCompany } from '../companies/save-company';
import { entryDetailPath } from './entry-paths';

interface MovedEntry {
  id: number;
  uniqueId: string;
  applicantId: number;
  companyName: string;
  creditCode: string;
  legalRepresentative: string;
  industry: CompanyCreateBody['industry'];
  size: CompanyCreateBody['size'];
  contacts: CompanyCreateBody['contacts'];
  attachments: CompanyQualification['attachments'];
}

/**
 * Moves an application from one of `from` to `to` in one conditional update (two steps at once cannot
 * both move it); the one that finds it moved already is refused and its step rolls back.
 */
async function moveEntry(
  tx: Queryable,
  outcome: ApprovalOutcome,
  from: readonly EntryState[],
  to: EntryState,
): Promise<MovedEntry> {
  const moved = await queryOne<MovedEntry>(
    tx,
    `update park_entry_applications set state = $4, decided_at = $5, updated_at = $5
      where organization_id = $1 and unique_id = $2 and state = any($3::text[])
      returning id, unique_id as "uniqueId", applicant_id as "applicantId", company_name as "companyName",
        credit_code as "creditCode", legal_representative as "legalRepresentative", industry, size, contacts,
        attachments`,
    [outcome.organizationId, outcome.businessId ?? '', [...from], to, outcome.now],
  );
  if (!moved) throw new ApiError(ErrorCode.ParkEntryStateChanged);
  return moved;
}

/** Rejected, withdrawn or terminated: the application closes; nothing is created. */
export async function closeEntry(
  outcome: ApprovalOutcome,
  from: readonly EntryState[],
  to: EntryState,
): Promise<void> {
  await moveEntry(outcome.tx, outcome, from, to);
}

/** The company registered under the credit code in the organisation, with the qualifications it keeps. */
async function companyWithCode(tx: Queryable, organizationId: number, creditCode: string) {
  const company = await queryOne<{ id: number; uniqueId: string }>(
    tx,
    `select id, unique_id as "uniqueId" from park_companies
      where organization_id = $1 and credit_code = $2 for update`,
    [organizationId, creditCode],
  );
  if (!company) return undefined;
  const qualifications = await tx.query<CompanyQualification>(
    `select name, attachments from park_company_qualifications where company_id = $1 order by position`,
    [company.id],
  );
  return { ...company, qualifications };
}

/**
 * Approved, in the step's transaction: the company the application describes is registered 在园 —
 * created, or, when the organisation already holds its credit code, updated (profile and contacts;
 * its qualifications kept, the application's attachments added as one). The applicant is told.
 */
export async function approveEntry(outcome: ApprovalOutcome): Promise<void> {
  const { tx, organizationId, now } = outcome;
  const entry = await moveEntry(tx, outcome, ['pending'], 'approved');
  const existing = await companyWithCode(tx, organizationId, entry.creditCode);
  const material: CompanyQualification[] =
    entry.attachments.length > 0 ? [{ name: '入驻申请材料', attachments: entry.attachments }] : [];
  const body: CompanyCreateBody = {
    name: entry.companyName,
    creditCode: entry.creditCode,
    legalRepresentative: entry.legalRepresentative,
    industry: entry.industry,
    size: entry.size,
    contacts: entry.contacts,
    qualifications: [...(existing?.qualifications ?? []), ...material].slice(0, COMPANY_QUALIFICATIONS_MAX),
  };
  const saved = existing
    ? await modifyCompany(tx, {
        organizationId,
        body: { ...body, uniqueId: existing.uniqueId, state: 'in_park' },
        now,
      })
    : await createCompany(tx, { organizationId, body, now });
  await tx.query(
    `update park_entry_applications set company_id = (select id from park_companies where unique_id = $2)
      where id = $1`,
    [entry.id, saved.uniqueId],
  );
  await sendMessage(tx, {
    organizationId,
    type: MessageTypeCode.park,
    source: 'park',
    title: `「${entry.companyName}」的入驻申请已通过`,
    body: existing
      ? '企业信息已按申请更新，可在企业管理中查看。'
      : '企业已登记为入驻企业，可在企业管理中查看。',
    plainBody: true,
    link: entryDetailPath(entry.uniqueId),
    recipients: { kind: 'members', membershipIds: [entry.applicantId] },
    now,
  });
}
