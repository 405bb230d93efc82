import { creditCodeProblem, normalizeCreditCode } from '../../../../manifests/contracts/credit-code';
import {
  type EntrySubmitBody,
  type EntrySubmitted,
  PARK_ENTRY_APPROVAL_TYPE,
} from '../../../../manifests/contracts/park-entry';
import { type Queryable, queryOne } from '../../../db/database';
import { storedFilesAmong } from '../../../domain/stored-files';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { calendarDay } from '../../../platform/calendar';
import type { Extensions } from '../../../platform/extension-point';
import { newUniqueId } from '../../../services/secrets';
import { type ApprovalApplicant, approvalStatesOf, startApproval } from '../../approval/api';

export interface SubmitEntry {
  organizationId: number;
  applicant: ApprovalApplicant;
  body: EntrySubmitBody;
  now: Date;
}

const refuse = (field: string, message: string): never => {
  throw new ApiError(ErrorCode.ParkEntryInvalid, message, 200, { field });
};

const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

/** The body as it is stored, or its refusal on the field. */
async function checkedBody(tx: Queryable, input: SubmitEntry): Promise<EntrySubmitBody> {
  const { body, organizationId, now } = input;
  const creditCode = normalizeCreditCode(body.creditCode);
  const problem = creditCodeProblem(creditCode);
  if (problem) refuse('creditCode', problem);
  if (body.area <= 0) refuse('area', '需求面积须大于 0');
  if (!isRealDay(body.moveInDate)) refuse('moveInDate', '预计入驻日期不是有效的日期');
  if (body.moveInDate < calendarDay(now)) refuse('moveInDate', '预计入驻日期不能早于今天');
  if (body.contacts.filter((contact) => contact.primary).length > 1)
    refuse('contacts', '只能设置一位主要联系人');
  const stored = await storedFilesAmong(
    tx,
    organizationId,
    body.attachments.map((file) => file.uniqueId),
  );
  if (body.attachments.some((file) => !stored.has(file.uniqueId)))
    refuse('attachments', '申请附件不存在，请重新上传');
  return { ...body, creditCode, note: body.note ?? '' };
}

/** The application an earlier submit with this request id made (a lost answer sent again). */
async function submittedBefore(tx: Queryable, input: SubmitEntry): Promise<EntrySubmitted | undefined> {
  const entry = await queryOne<{ uniqueId: string }>(
    tx,
    `select unique_id as "uniqueId" from park_entry_applications
      where organization_id = $1 and applicant_id = $2 and request_id = $3`,
    [input.organizationId, input.applicant.membershipId, input.body.requestId],
  );
  if (!entry) return undefined;
  const approval = (
    await approvalStatesOf(tx, input.organizationId, PARK_ENTRY_APPROVAL_TYPE, [entry.uniqueId])
  ).get(entry.uniqueId)!;
  return {
    uniqueId: entry.uniqueId,
    approval: { instanceUniqueId: approval.instanceUniqueId, serialNo: approval.serialNo },
  };
}

/**
 * 提交入驻申请, in the caller's transaction: the application 审批中 and its approval of type
 * `park.entry`, started on the organisation's template, saved together or refused together. A
 * retried submit (the same request id) answers the application it made.
 */
export async function submitEntry(
  tx: Queryable,
  extensions: Extensions,
  input: SubmitEntry,
): Promise<EntrySubmitted> {
  const earlier = await submittedBefore(tx, input);
  if (earlier) return earlier;
  const { organizationId, applicant, now } = input;
  const body = await checkedBody(tx, input);
  const uniqueId = newUniqueId();
  const entry = await queryOne<{ id: number }>(
    tx,
    `insert into park_entry_applications (organization_id, unique_id, applicant_id, company_name, credit_code,
       legal_representative, industry, size, contacts, area, use, move_in_date, note, attachments, state,
       request_id, submitted_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12::date, $13, $14::jsonb, 'pending', $15, $16, $16)
     returning id`,
    [
      organizationId,
      uniqueId,
      applicant.membershipId,
      body.companyName,
      body.creditCode,
      body.legalRepresentative,
      body.industry,
      body.size,
      JSON.stringify(body.contacts),
      body.area,
      body.use,
      body.moveInDate,
      body.note,
      JSON.stringify(body.attachments),
      body.requestId,
      now,
    ],
  );
  const primary = body.contacts.find((contact) => contact.primary) ?? body.contacts[0]!;
  const started = await startApproval(tx, extensions, {
    organizationId,
    type: PARK_ENTRY_APPROVAL_TYPE,
    businessId: uniqueId,
    summary: `「${body.companyName}」申请入驻 ${(body.area / 100).toFixed(2)} m²`,
    applicant,
    form: {
      companyName: body.companyName,
      creditCode: body.creditCode,
      legalRepresentative: body.legalRepresentative,
      industry: body.industry,
      size: body.size,
      contactName: primary.name,
      contactTelephone: primary.telephone,
      area: body.area / 100,
      use: body.use,
      moveInDate: body.moveInDate,
      note: body.note ?? '',
      attachments: body.attachments,
    },
    requestId: body.requestId,
    now,
  });
  await tx.query('update park_entry_applications set approval_instance_id = $2 where id = $1', [
    entry!.id,
    started.uniqueId,
  ]);
  return { uniqueId, approval: { instanceUniqueId: started.uniqueId, serialNo: started.serialNo } };
}
