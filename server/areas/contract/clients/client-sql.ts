import type { ClientPageQuery } from '../../../../manifests/contracts/contract';
import type { FilteredRows } from '../../../platform/list-totals';

/**
 * The SQL of 客户管理's rows, written once for the page, its totals, the detail and the picker: the
 * client `c` as stored (a settled company's copy of its fields; the reads show the register's, see
 * `read-clients.ts`).
 */
export const clientFrom = 'from contract_clients c';

export const clientColumns = `c.unique_id as "uniqueId", c.kind, c.name, coalesce(c.credit_code, '') as "creditCode",
  c.legal_representative as "legalRepresentative", c.contact_name as "contactName", c.telephone, c.address,
  c.company_unique_id as "companyUniqueId", c.created_at as "createdAt"`;

/** A `like` pattern matching text that contains `keyword`, its wildcards taken literally. */
export const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The rows the filters keep: by kind, and a keyword in the name, credit code, contact or telephone. */
export function clientRows(
  organizationId: number,
  search: Omit<ClientPageQuery, 'pageNum' | 'pageSize'>,
): FilteredRows {
  const params: unknown[] = [organizationId];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let where = 'where c.organization_id = $1';
  if (search.kind) where += ` and c.kind = ${param(search.kind)}`;
  const keyword = search.keyword?.trim();
  if (keyword) {
    const like = param(containing(keyword));
    where += ` and (c.name ilike ${like} or c.credit_code ilike ${like} or c.contact_name ilike ${like}
      or c.telephone like ${like})`;
  }
  return { from: clientFrom, where, params };
}

/** Per kind, how many of the rows: 客户管理's totals. */
export const clientTotals = {
  settled: `(c.kind = 'settled')::int`,
  company: `(c.kind = 'company')::int`,
  person: `(c.kind = 'person')::int`,
};

/** Newest first: the id orders as the clients came. */
export const clientOrder = 'c.id desc';
