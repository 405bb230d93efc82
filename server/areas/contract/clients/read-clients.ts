import {
  CLIENT_OPTIONS_DEFAULT,
  type ClientDetail,
  type ClientNameQuery,
  type ClientOption,
  type ClientPage,
  type ClientPageQuery,
  type ClientRow,
} from '../../../../manifests/contracts/contract';
import { type Queryable, queryOne } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { countWithTotals } from '../../../platform/list-totals';
import { type CompanySummary, findCompanies, listCompaniesForPicker } from '../../park/api';
import { clientColumns, clientFrom, clientOrder, clientRows, clientTotals, containing } from './client-sql';

type StoredRow = Omit<ClientRow, 'companyState'>;

/** A settled company's fields as 企业管理 has them now. */
const registerFields = (company: CompanySummary) => ({
  name: company.name,
  creditCode: company.creditCode,
  legalRepresentative: company.legalRepresentative,
  contactName: company.contactName,
  telephone: company.contactTelephone,
  companyState: company.state,
});

/**
 * The rows as a member reads them: a settled company's fields and state from 企业管理 (through
 * `park/api.ts`), as the register has them now; the copy kept for the search only when the register
 * no longer answers for it.
 */
async function asRead<Row extends StoredRow>(
  db: Queryable,
  organizationId: number,
  rows: readonly Row[],
): Promise<(Row & Pick<ClientRow, 'companyState'>)[]> {
  const settled = rows.flatMap((row) => (row.companyUniqueId ? [row.companyUniqueId] : []));
  const register = settled.length
    ? await findCompanies(db, { organizationId, uniqueIds: settled })
    : new Map();
  return rows.map((row) => {
    const company = row.companyUniqueId ? register.get(row.companyUniqueId) : undefined;
    return company ? { ...row, ...registerFields(company) } : { ...row, companyState: null };
  });
}

/** A client's page, within the organisation: `客户不存在` for another organisation's, or none. */
export async function readClientDetail(
  db: Queryable,
  organizationId: number,
  uniqueId: string,
): Promise<ClientDetail> {
  const row = await queryOne<StoredRow & { idNumber: string; updatedAt: string }>(
    db,
    `select ${clientColumns}, coalesce(c.id_number, '') as "idNumber", c.updated_at as "updatedAt" ${clientFrom}
      where c.organization_id = $1 and c.unique_id = $2`,
    [organizationId, uniqueId],
  );
  if (!row) throw new ApiError(ErrorCode.ContractClientNotFound, undefined, 200, { field: 'uniqueId' });
  const [detail] = await asRead(db, organizationId, [row]);
  return detail!;
}

/** 客户管理's page, newest first, with the clients of each kind totalled over the search. */
export async function readClientPage(
  db: Queryable,
  organizationId: number,
  query: ClientPageQuery,
): Promise<ClientPage> {
  const { pageNum, pageSize, ...search } = query;
  const rows = clientRows(organizationId, search);
  const counted = await countWithTotals(db, rows, clientTotals);
  const stored = await db.query<StoredRow>(
    `select ${clientColumns} ${rows.from} ${rows.where} order by ${clientOrder}
      limit $${rows.params.length + 1} offset $${rows.params.length + 2}`,
    [...rows.params, pageSize, (pageNum - 1) * pageSize],
  );
  return { list: await asRead(db, organizationId, stored), pageNum, pageSize, ...counted };
}

const byName = (a: ClientOption, b: ClientOption) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * A picker's entries: the organisation's clients and 企业管理's companies 在园 whose name contains the
 * search, by name, at most `limit`. A settled company appears once: as its client when it is one, else
 * with `uniqueId` null (it becomes a client the first time it is used). Names are the register's as it
 * is now.
 */
export async function listClientOptions(
  db: Queryable,
  organizationId: number,
  query: ClientNameQuery,
): Promise<ClientOption[]> {
  const limit = query.limit ?? CLIENT_OPTIONS_DEFAULT;
  const name = query.name?.trim() ?? '';
  const matches = (text: string) => text.toLowerCase().includes(name.toLowerCase());
  const stored = await db.query<StoredRow>(
    `select ${clientColumns} ${clientFrom} where c.organization_id = $1 ${name ? 'and c.name ilike $3' : ''}
      order by c.name limit $2`,
    name ? [organizationId, limit, containing(name)] : [organizationId, limit],
  );
  const clients = (await asRead(db, organizationId, stored)).filter((row) => matches(row.name));
  const inPark = (
    await listCompaniesForPicker(db, { organizationId, keyword: name || undefined, limit })
  ).filter((company) => matches(company.name));
  // The companies of the park's answer that are clients already, whatever their copy's name.
  const known = new Map(
    (
      await db.query<{ companyUniqueId: string; uniqueId: string }>(
        `select company_unique_id as "companyUniqueId", unique_id as "uniqueId" from contract_clients
          where organization_id = $1 and company_unique_id = any($2::text[])`,
        [organizationId, inPark.map((company) => company.uniqueId)],
      )
    ).map((row) => [row.companyUniqueId, row.uniqueId]),
  );
  const options = new Map<string, ClientOption>();
  for (const row of clients)
    options.set(row.companyUniqueId ? `company:${row.companyUniqueId}` : `client:${row.uniqueId}`, {
      uniqueId: row.uniqueId,
      kind: row.kind,
      name: row.name,
      creditCode: row.creditCode,
      contactName: row.contactName,
      telephone: row.telephone,
      companyUniqueId: row.companyUniqueId,
      companyState: row.companyState,
    });
  for (const company of inPark)
    options.set(`company:${company.uniqueId}`, {
      uniqueId: known.get(company.uniqueId) ?? null,
      kind: 'settled',
      name: company.name,
      creditCode: company.creditCode,
      contactName: company.contactName,
      telephone: company.contactTelephone,
      companyUniqueId: company.uniqueId,
      companyState: company.state,
    });
  return [...options.values()].sort(byName).slice(0, limit);
}
