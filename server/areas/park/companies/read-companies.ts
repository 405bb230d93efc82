import type { Readable } from 'node:stream';
import {
  COMPANY_INDUSTRY_LABELS,
  COMPANY_SIZE_LABELS,
  COMPANY_STATE_LABELS,
  type CompanyContact,
  type CompanyDetail,
  type CompanyExportQuery,
  type CompanyHeldRoom,
  type CompanyOccupancy,
  type CompanyPage,
  type CompanyPageQuery,
  type CompanyQualification,
  type CompanyRow,
} from '../../../../manifests/contracts/park';
import { type Queryable, queryOne } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { countWithTotals } from '../../../platform/list-totals';
import {
  type ExportColumn,
  keysetBatches,
  streamWorkbook,
  workbookFileName,
} from '../../../platform/spreadsheet-export';
import { companyColumns, companyFrom, companyOrder, companyRows } from './company-sql';

/** 入驻企业's page, newest first, with companies, rooms and leased area totalled over the search. */
export async function readCompanyPage(
  db: Queryable,
  organizationId: number,
  today: string,
  query: CompanyPageQuery & { pageNum: number; pageSize: number },
): Promise<CompanyPage> {
  const { pageNum, pageSize, ...search } = query;
  const rows = companyRows(organizationId, today, search);
  const counted = await countWithTotals(db, rows, { companies: '1', rooms: 'h.rooms', leasedArea: 'h.area' });
  const list = await db.query<CompanyRow>(
    `select ${companyColumns} ${rows.from} ${rows.where} order by ${companyOrder}
      limit $${rows.params.length + 1} offset $${rows.params.length + 2}`,
    [...rows.params, pageSize, (pageNum - 1) * pageSize],
  );
  return { list, pageNum, pageSize, ...counted };
}

/** Hundredths of a m² as the sheet shows them: 123.45. */
const squareMetres = (hundredths: number) => hundredths / 100;

const EXPORT_COLUMNS: readonly ExportColumn<CompanyRow & { id: number }>[] = [
  { header: '企业名称', width: 30, value: (row) => row.name },
  { header: '统一社会信用代码', width: 22, value: (row) => row.creditCode },
  { header: '法定代表人', width: 12, value: (row) => row.legalRepresentative },
  { header: '所属行业', width: 12, value: (row) => COMPANY_INDUSTRY_LABELS[row.industry] },
  { header: '企业规模', width: 12, value: (row) => COMPANY_SIZE_LABELS[row.size] },
  { header: '联系人', width: 10, value: (row) => row.contactName },
  { header: '联系电话', width: 16, value: (row) => row.contactTelephone },
  { header: '租用房间数', kind: 'integer', width: 10, value: (row) => row.roomCount },
  { header: '租用面积（平方米）', kind: 'number', width: 14, value: (row) => squareMetres(row.leasedArea) },
  { header: '合同到期', kind: 'day', width: 12, value: (row) => row.leaseEnd ?? '' },
  { header: '状态', width: 8, value: (row) => COMPANY_STATE_LABELS[row.state] },
];

/** 入驻企业's search as an .xlsx, streamed in keyset batches on the id (newest first). */
export function exportCompanies(
  db: Queryable,
  organizationId: number,
  today: string,
  search: CompanyExportQuery,
): Readable {
  const rows = companyRows(organizationId, today, search);
  const read = (after: number | undefined, limit: number) =>
    db.query<CompanyRow & { id: number }>(
      `select c.id, ${companyColumns} ${rows.from} ${rows.where}
         ${after === undefined ? '' : `and c.id < $${rows.params.length + 1}`}
        order by ${companyOrder} limit ${limit}`,
      after === undefined ? [...rows.params] : [...rows.params, after],
    );
  return streamWorkbook({
    sheet: '入驻企业',
    columns: EXPORT_COLUMNS,
    batches: keysetBatches(read, (row) => row.id),
  });
}

/** The export's file name: 入驻企业-20261122.xlsx. */
export const companyExportFileName = (now: Date) => workbookFileName('入驻企业', now);

/** A company's occupancies (`o`) with their rooms, floors and buildings. */
const occupancyColumns = `o.unique_id as "uniqueId", o.kind, to_char(lower(o.during), 'YYYY-MM-DD') as "from",
  to_char(upper(o.during) - 1, 'YYYY-MM-DD') as "to", o.state = 'live' as live, r.unique_id as "roomUniqueId",
  b.name as "buildingName", f.name as "floorName", r.number as "roomNumber", r.building_area as "buildingArea"`;
const occupancyFrom = `from park_room_occupancies o join park_rooms r on r.id = o.room_id
  join park_floors f on f.id = r.floor_id join park_buildings b on b.id = r.building_id`;

/** corpDetail: the profile, contacts, qualifications, rooms held today and every occupancy, latest first. */
export async function readCompanyDetail(
  db: Queryable,
  organizationId: number,
  uniqueId: string,
  today: string,
): Promise<CompanyDetail> {
  const company = await queryOne<CompanyRow & { id: number; updatedAt: string }>(
    db,
    `select c.id, ${companyColumns}, c.updated_at as "updatedAt" ${companyFrom}
      where c.organization_id = $1 and c.unique_id = $3`,
    [organizationId, today, uniqueId],
  );
  if (!company) throw new ApiError(ErrorCode.ParkCompanyNotFound, undefined, 200, { field: 'uniqueId' });
  const { id, ...profile } = company;
  const contacts = await db.query<Required<CompanyContact>>(
    `select name, telephone, role, is_primary as primary from park_company_contacts
      where company_id = $1 order by position`,
    [id],
  );
  const qualifications = await db.query<CompanyQualification>(
    'select name, attachments from park_company_qualifications where company_id = $1 order by position',
    [id],
  );
  const history = await db.query<CompanyOccupancy & { today: boolean }>(
    `select ${occupancyColumns}, o.state = 'live' and o.during @> $2::date as today ${occupancyFrom}
      where o.organization_id = $3 and o.company_id = $1 and o.kind in ('lease', 'reservation')
      order by lower(o.during) desc, b.name, length(r.number), r.number`,
    [id, today, organizationId],
  );
  const rooms: CompanyHeldRoom[] = history
    .filter((occupancy) => occupancy.today)
    .map(({ today: _, ...occupancy }) => ({
      ...occupancy,
      state: occupancy.kind === 'lease' ? 'leased' : 'reserved',
    }));
  return {
    ...profile,
    contacts,
    qualifications,
    rooms,
    history: history.map(({ today: _, ...occupancy }) => occupancy),
  };
}
