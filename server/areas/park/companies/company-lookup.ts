import type { CompanyState } from '../../../../manifests/contracts/park';
import { type Queryable, queryOne } from '../../../db/database';

/** A company as another area refers to it (a contract's client): who it is, and how to reach it. */
export interface CompanySummary {
  /** The id an occupancy's holder names (`reserveRoom`'s `holder.companyId`). */
  id: number;
  uniqueId: string;
  name: string;
  creditCode: string;
  legalRepresentative: string;
  state: CompanyState;
  contactName: string;
  contactTelephone: string;
}

const summaryColumns = `c.id, c.unique_id as "uniqueId", c.name, c.credit_code as "creditCode",
  c.legal_representative as "legalRepresentative", c.state, coalesce(p.name, '') as "contactName",
  coalesce(p.telephone, '') as "contactTelephone"`;
const summaryFrom = `from park_companies c
  left join park_company_contacts p on p.company_id = c.id and p.is_primary`;

/** The organisation's company by its unique id (locked with `lock`), or undefined. */
export function companySummary(
  tx: Queryable,
  organizationId: number,
  uniqueId: string,
  lock = false,
): Promise<CompanySummary | undefined> {
  return queryOne<CompanySummary>(
    tx,
    `select ${summaryColumns} ${summaryFrom} where c.organization_id = $1 and c.unique_id = $2
      ${lock ? 'for update of c' : ''}`,
    [organizationId, uniqueId],
  );
}

/** The organisation's companies among `uniqueIds`, in one query (another organisation's left out). */
export function companySummaries(
  db: Queryable,
  organizationId: number,
  uniqueIds: readonly string[],
): Promise<CompanySummary[]> {
  return db.query<CompanySummary>(
    `select ${summaryColumns} ${summaryFrom} where c.organization_id = $1 and c.unique_id = any($2::text[])`,
    [organizationId, [...new Set(uniqueIds)]],
  );
}

/** The organisation's companies matching a name or credit code, by name, at most `limit`. */
export function companyOptions(
  db: Queryable,
  input: { organizationId: number; keyword?: string; states?: readonly CompanyState[]; limit: number },
): Promise<CompanySummary[]> {
  const params: unknown[] = [input.organizationId, input.states ?? ['in_park'], input.limit];
  let where = 'where c.organization_id = $1 and c.state = any($2::text[])';
  const keyword = input.keyword?.trim();
  if (keyword) {
    params.push(`%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    where += ` and (c.name ilike $4 or c.credit_code ilike $4)`;
  }
  return db.query<CompanySummary>(
    `select ${summaryColumns} ${summaryFrom} ${where} order by c.name limit $3`,
    params,
  );
}
