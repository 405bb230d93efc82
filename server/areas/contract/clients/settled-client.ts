import { withConstraintRefusals } from '../../../db/constraint-refusals';
import { type Queryable, queryOne } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { newUniqueId } from '../../../services/secrets';
import { type CompanySummary, findCompany } from '../../park/api';

export interface SettledClientInput {
  organizationId: number;
  /** 企业管理's company. */
  companyUniqueId: string;
  now: Date;
  /** The field a refusal names: the body's (`companyUniqueId` by default). */
  field?: string;
}

/**
 * The client of a settled company, made the first time the company is used (新增客户 with it, or a
 * contract signed with it), in the caller's transaction: the company read from 企业管理 through
 * `park/api.ts` (`企业不存在` for none in the organisation), its client row inserted or, when there
 * is one, its copy of the name, code and contact brought up to date. One row per company is the
 * database's rule (`contract_clients_company_key`): two first uses at once make one client, the second
 * waiting for the first and then finding it. Answers the client's unique id and whether it is new.
 */
export async function settledClient(
  tx: Queryable,
  { organizationId, companyUniqueId, now, field = 'companyUniqueId' }: SettledClientInput,
): Promise<{ uniqueId: string; created: boolean; company: CompanySummary }> {
  const company = await findCompany(tx, { organizationId, uniqueId: companyUniqueId, field });
  const row = await withConstraintRefusals(
    {
      contract_clients_credit_code_key: () =>
        new ApiError(
          ErrorCode.ContractClientTaken,
          `入驻企业「${company.name}」的统一社会信用代码 ${company.creditCode} 已登记为另一位客户`,
          200,
          { field },
        ),
    },
    () =>
      queryOne<{ uniqueId: string; created: boolean }>(
        tx,
        `insert into contract_clients as c (organization_id, unique_id, kind, company_unique_id, name, credit_code,
           legal_representative, contact_name, telephone, created_at, updated_at)
         values ($1, $2, 'settled', $3, $4, $5, $6, $7, $8, $9, $9)
         on conflict (organization_id, company_unique_id) do update set name = excluded.name,
           credit_code = excluded.credit_code, legal_representative = excluded.legal_representative,
           contact_name = excluded.contact_name, telephone = excluded.telephone, updated_at = excluded.updated_at
          where (c.name, c.credit_code, c.legal_representative, c.contact_name, c.telephone)
            is distinct from (excluded.name, excluded.credit_code, excluded.legal_representative,
              excluded.contact_name, excluded.telephone)
         returning c.unique_id as "uniqueId", c.unique_id = $2 as created`,
        [
          organizationId,
          newUniqueId(),
          company.uniqueId,
          company.name,
          company.creditCode,
          company.legalRepresentative,
          company.contactName,
          company.contactTelephone,
          now,
        ],
      ),
  );
  if (row) return { ...row, company };
  // Already a client, its copy as the register has it: nothing to write.
  const existing = await queryOne<{ uniqueId: string }>(
    tx,
    `select unique_id as "uniqueId" from contract_clients where organization_id = $1 and company_unique_id = $2`,
    [organizationId, company.uniqueId],
  );
  return { uniqueId: existing!.uniqueId, created: false, company };
}
