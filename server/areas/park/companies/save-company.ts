import { creditCodeProblem, normalizeCreditCode } from '../../../../manifests/contracts/credit-code';
import type {
  CompanyCreateBody,
  CompanyModifyBody,
  CompanySaved,
} from '../../../../manifests/contracts/park';
import { withConstraintRefusals } from '../../../db/constraint-refusals';
import { type Queryable, queryOne } from '../../../db/database';
import { storedFilesAmong } from '../../../domain/stored-files';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { calendarDay } from '../../../platform/calendar';
import { newUniqueId } from '../../../services/secrets';

export interface CompanyChange<Body> {
  organizationId: number;
  body: Body;
  now: Date;
}

type CompanyFields = Omit<CompanyCreateBody, 'creditCode'> & { creditCode: string };

/**
 * The body as it is stored, or its refusal on the field: the credit code normalised and checked by
 * its check character (`creditCodeProblem`'s sentence), at most one 主要联系人, and every attachment a
 * file the organisation stored.
 */
async function checkedFields(
  tx: Queryable,
  organizationId: number,
  body: CompanyCreateBody,
): Promise<CompanyFields> {
  const creditCode = normalizeCreditCode(body.creditCode);
  const problem = creditCodeProblem(creditCode);
  if (problem) throw new ApiError(ErrorCode.BadRequest, problem, 200, { field: 'creditCode' });
  if (body.contacts.filter((contact) => contact.primary).length > 1)
    throw new ApiError(ErrorCode.ParkCompanyInvalid, '只能设置一位主要联系人', 200, { field: 'contacts' });
  const files = body.qualifications.flatMap((qualification) =>
    qualification.attachments.map((file) => file.uniqueId),
  );
  const stored = await storedFilesAmong(tx, organizationId, files);
  const missing = body.qualifications.findIndex((qualification) =>
    qualification.attachments.some((file) => !stored.has(file.uniqueId)),
  );
  if (missing >= 0)
    throw new ApiError(ErrorCode.ParkCompanyInvalid, '资质附件不存在，请重新上传', 200, {
      field: `qualifications.${missing}.attachments`,
    });
  return { ...body, creditCode };
}

/** Names what a taken name or credit code is about. */
const companyTakenRefusals = (fields: { name: string; creditCode: string }) => ({
  park_companies_name_key: () =>
    new ApiError(ErrorCode.ParkCompanyTaken, `已有名为「${fields.name}」的企业`, 200, { field: 'name' }),
  park_companies_credit_code_key: () =>
    new ApiError(ErrorCode.ParkCompanyTaken, `统一社会信用代码 ${fields.creditCode} 已登记过企业`, 200, {
      field: 'creditCode',
    }),
});

/** The contacts and qualifications as the form holds them, in its order: the first contact is primary if none is. */
async function writeParts(tx: Queryable, organizationId: number, companyId: number, fields: CompanyFields) {
  const primary = Math.max(
    0,
    fields.contacts.findIndex((contact) => contact.primary),
  );
  await tx.query(
    `insert into park_company_contacts (organization_id, company_id, position, name, telephone, role, is_primary)
     select $1, $2, c.position - 1, c.name, c.telephone, c.role, c.position - 1 = $6::int
       from unnest($3::text[], $4::text[], $5::text[]) with ordinality as c (name, telephone, role, position)`,
    [
      organizationId,
      companyId,
      fields.contacts.map((contact) => contact.name),
      fields.contacts.map((contact) => contact.telephone),
      fields.contacts.map((contact) => contact.role),
      primary,
    ],
  );
  if (fields.qualifications.length > 0)
    await tx.query(
      `insert into park_company_qualifications (organization_id, company_id, position, name, attachments)
       select $1, $2, q.position - 1, q.name, q.attachments::jsonb
         from unnest($3::text[], $4::text[]) with ordinality as q (name, attachments, position)`,
      [
        organizationId,
        companyId,
        fields.qualifications.map((qualification) => qualification.name),
        fields.qualifications.map((qualification) => JSON.stringify(qualification.attachments)),
      ],
    );
}

/**
 * 录入企业, in the caller's transaction: the company 在园, its contacts and qualifications. A name or
 * credit code the organisation has already registered is refused by the unique constraints (two
 * requests at once: the second waits for the first, then is refused), naming it.
 */
export async function createCompany(
  tx: Queryable,
  { organizationId, body, now }: CompanyChange<CompanyCreateBody>,
): Promise<CompanySaved> {
  const fields = await checkedFields(tx, organizationId, body);
  const uniqueId = newUniqueId();
  const company = await withConstraintRefusals(companyTakenRefusals(fields), () =>
    queryOne<{ id: number }>(
      tx,
      `insert into park_companies (organization_id, unique_id, name, credit_code, legal_representative, industry,
         size, state, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, 'in_park', $8, $8) returning id`,
      [
        organizationId,
        uniqueId,
        fields.name,
        fields.creditCode,
        fields.legalRepresentative,
        fields.industry,
        fields.size,
        now,
      ],
    ),
  );
  await writeParts(tx, organizationId, company!.id, fields);
  return { uniqueId };
}

/** 编辑企业, in the caller's transaction: its fields and state, its contacts and qualifications anew. */
export async function modifyCompany(
  tx: Queryable,
  { organizationId, body, now }: CompanyChange<CompanyModifyBody>,
): Promise<CompanySaved> {
  const { uniqueId, state, ...rest } = body;
  const fields = await checkedFields(tx, organizationId, rest);
  const company = await withConstraintRefusals(companyTakenRefusals(fields), () =>
    queryOne<{ id: number }>(
      tx,
      `update park_companies set name = $3, credit_code = $4, legal_representative = $5, industry = $6, size = $7,
         state = $8, updated_at = $9
        where organization_id = $1 and unique_id = $2 returning id`,
      [
        organizationId,
        uniqueId,
        fields.name,
        fields.creditCode,
        fields.legalRepresentative,
        fields.industry,
        fields.size,
        state,
        now,
      ],
    ),
  );
  if (!company) throw new ApiError(ErrorCode.ParkCompanyNotFound, undefined, 200, { field: 'uniqueId' });
  if (state === 'moved_out') await refuseMovingOutWithRooms(tx, organizationId, company.id, calendarDay(now));
  await tx.query('delete from park_company_contacts where company_id = $1', [company.id]);
  await tx.query('delete from park_company_qualifications where company_id = $1', [company.id]);
  await writeParts(tx, organizationId, company.id, fields);
  return { uniqueId };
}

/**
 * 已迁出 only once the company holds no room: a live lease or reservation covering today or later
 * refuses it, naming the rooms (星河一号楼 201、星河一号楼 202). The company's row is already locked by
 * the update, so a reservation made meanwhile (which locks it too) waits for this transaction.
 */
async function refuseMovingOutWithRooms(
  tx: Queryable,
  organizationId: number,
  companyId: number,
  today: string,
) {
  const held = await tx.query<{ room: string }>(
    `select distinct b.name || ' ' || r.number as room, b.name, length(r.number), r.number
       from park_room_occupancies o join park_rooms r on r.id = o.room_id
       join park_buildings b on b.id = r.building_id
      where o.organization_id = $1 and o.company_id = $2 and o.state = 'live'
        and o.kind in ('lease', 'reservation') and upper(o.during) > $3::date
      order by b.name, length(r.number), r.number`,
    [organizationId, companyId, today],
  );
  if (held.length === 0) return;
  const shown = held.slice(0, 10).map((row) => row.room);
  const rooms = held.length > shown.length ? `${shown.join('、')} 等 ${held.length} 间房` : shown.join('、');
  throw new ApiError(
    ErrorCode.ParkCompanyHoldsRooms,
    `该企业仍租用或预定 ${rooms}，请先退租或释放后再设为已迁出`,
    200,
    { field: 'state' },
  );
}
