import type { DownloadedFile } from '@core';
import type { UploadedFile } from '@core/crud';
import { ApiError } from '@core/services/api-error';
import type {
  CompanyCreateBody,
  CompanyDetail,
  CompanyExportQuery,
  CompanyModifyBody,
  CompanyPage,
  CompanyPageQuery,
  CompanyRow,
  CompanySaved,
} from '@manifests/contracts/park';
import type { CompanyApi } from '@plugins/park/api/company-api';
import { answerPage } from '@tests/support/paged-fake';

export function companyRow(uniqueId: string, overrides: Partial<CompanyRow> = {}): CompanyRow {
  return {
    uniqueId,
    name: `企业${uniqueId}`,
    creditCode: '91440300MA5G00001W',
    legalRepresentative: '周启明',
    industry: 'information_technology',
    size: 'medium',
    state: 'in_park',
    contactName: '林晓',
    contactTelephone: '13912340001',
    roomCount: 2,
    leasedArea: 24_000,
    leaseEnd: '2028-05-26',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function companyDetail(uniqueId: string, overrides: Partial<CompanyDetail> = {}): CompanyDetail {
  return {
    ...companyRow(uniqueId),
    contacts: [
      { name: '林晓', telephone: '13912340001', role: '行政经理', primary: true },
      { name: '周启明', telephone: '0755-86001234', role: '法定代表人', primary: false },
    ],
    qualifications: [
      {
        name: '高新技术企业证书',
        attachments: [{ uniqueId: 'f1', name: '证书.pdf', url: '/enterprise/files/f1' }],
      },
    ],
    rooms: [
      {
        uniqueId: 'o1',
        kind: 'lease',
        from: '2026-01-01',
        to: '2028-05-26',
        live: true,
        roomUniqueId: 'r201',
        buildingName: '星河一号楼',
        floorName: '2F',
        roomNumber: '201',
        buildingArea: 12_000,
        state: 'leased',
      },
    ],
    history: [
      {
        uniqueId: 'o1',
        kind: 'lease',
        from: '2026-01-01',
        to: '2028-05-26',
        live: true,
        roomUniqueId: 'r201',
        buildingName: '星河一号楼',
        floorName: '2F',
        roomNumber: '201',
        buildingArea: 12_000,
      },
      {
        uniqueId: 'o0',
        kind: 'lease',
        from: '2024-01-01',
        to: '2025-12-31',
        live: true,
        roomUniqueId: 'r203',
        buildingName: '星河一号楼',
        floorName: '2F',
        roomNumber: '203',
        buildingArea: 8_000,
      },
    ],
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An in-memory CompanyApi: companies paged and searched as the server does; saves recorded. */
export class FakeCompanyApi implements CompanyApi {
  companies: CompanyRow[] = [];
  details = new Map<string, CompanyDetail>();
  totals: Record<string, number> = {};
  pageQueries: CompanyPageQuery[] = [];
  exports: CompanyExportQuery[] = [];
  added: CompanyCreateBody[] = [];
  modified: CompanyModifyBody[] = [];
  /** The next save's refusal. */
  refuseNext: ApiError | undefined;

  async page(query: CompanyPageQuery): Promise<CompanyPage> {
    this.pageQueries.push(query);
    const page = answerPage(this.companies, query, {
      filters: {
        keyword: (row, keyword) => [row.name, row.creditCode].some((text) => text.includes(keyword)),
        industry: (row, industry) => row.industry === industry,
        state: (row, state) => row.state === state,
      },
    });
    return { ...page, totals: this.totals };
  }

  async export(search: CompanyExportQuery): Promise<DownloadedFile> {
    this.exports.push(search);
    return { blob: new Blob(['xlsx']), fileName: '入驻企业-20261203.xlsx' };
  }

  async detail(uniqueId: string): Promise<CompanyDetail> {
    const found = this.details.get(uniqueId);
    if (!found) throw new ApiError(400110, '企业不存在');
    return found;
  }

  private refusal() {
    const refusal = this.refuseNext;
    this.refuseNext = undefined;
    if (refusal) throw refusal;
  }

  async add(body: CompanyCreateBody): Promise<CompanySaved> {
    this.refusal();
    this.added.push(body);
    return { uniqueId: 'new-company' };
  }

  async modify(body: CompanyModifyBody): Promise<CompanySaved> {
    this.refusal();
    this.modified.push(body);
    return { uniqueId: body.uniqueId };
  }

  async upload(file: File): Promise<UploadedFile> {
    return { uniqueId: `u-${file.name}`, name: file.name, url: `/enterprise/files/u-${file.name}` };
  }
}
