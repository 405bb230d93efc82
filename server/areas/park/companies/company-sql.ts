import type { CompanyExportQuery } from '../../../../manifests/contracts/park';
import type { FilteredRows } from '../../../platform/list-totals';

/**
 * The SQL of 入驻企业's rows, written once for the page, its totals and the export: the company `c`,
 * its primary contact `p`, and `h`, what its leases hold — the rooms and building area under leases
 * covering `$2` (today), and the last day of its latest live lease.
 */
export const companyFrom = `from park_companies c
  left join park_company_contacts p on p.company_id = c.id and p.is_primary
  left join lateral (
    select count(*) filter (where o.during @> $2::date)::int as rooms,
      coalesce(sum(r.building_area) filter (where o.during @> $2::date), 0)::int as area,
      to_char(max(upper(o.during)) - 1, 'YYYY-MM-DD') as lease_end
      from park_room_occupancies o join park_rooms r on r.id = o.room_id
     where o.company_id = c.id and o.kind = 'lease' and o.state = 'live'
  ) h on true`;

export const companyColumns = `c.unique_id as "uniqueId", c.name, c.credit_code as "creditCode",
  c.legal_representative as "legalRepresentative", c.industry, c.size, c.state,
  coalesce(p.name, '') as "contactName", coalesce(p.telephone, '') as "contactTelephone",
  h.rooms as "roomCount", h.area as "leasedArea", h.lease_end as "leaseEnd", c.created_at as "createdAt"`;

/**
 * The rows the filters keep: by name, credit code or legal representative, industry, state, and a
 * live lease whose last day falls between today and today + `contractEndWithin` days.
 */
export function companyRows(organizationId: number, today: string, search: CompanyExportQuery): FilteredRows {
  const params: unknown[] = [organizationId, today];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let where = 'where c.organization_id = $1';
  const keyword = search.keyword?.trim();
  if (keyword) {
    const like = param(`%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    where += ` and (c.name ilike ${like} or c.credit_code ilike ${like} or c.legal_representative ilike ${like})`;
  }
  if (search.industry) where += ` and c.industry = ${param(search.industry)}`;
  if (search.state) where += ` and c.state = ${param(search.state)}`;
  if (search.contractEndWithin !== undefined)
    where += ` and exists (select 1 from park_room_occupancies e
      where e.company_id = c.id and e.kind = 'lease' and e.state = 'live'
        and upper(e.during) - 1 between $2::date and $2::date + ${param(search.contractEndWithin)}::int)`;
  return { from: companyFrom, where, params };
}

/** Newest registered first: the id orders as the registrations came, and keys the export's batches. */
export const companyOrder = 'c.id desc';
