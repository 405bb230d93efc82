import { type Static, Type } from 'typebox';
import { OptionalPlainText, PlainName, SearchKeyword, UniqueId } from './fields';
import { type Page, PageQuery } from './page';
import {
  COMPANY_CONTACTS_MAX,
  COMPANY_INDUSTRIES,
  COMPANY_QUALIFICATIONS_MAX,
  COMPANY_SIZES,
  COMPANY_STATES,
  type CompanyIndustry,
  type CompanySize,
  type CompanyState,
  type OccupancyKind,
  QUALIFICATION_ATTACHMENTS_MAX,
  type RoomState,
} from './park-constants';

/**
 * 企业管理's requests and answers (`/enterprise/v1/park/company/…`), declared once for the server's
 * schemas and the console's client (`import type`). The 统一社会信用代码 is checked past its schema:
 * the server normalises it (`normalizeCreditCode`) and refuses with `creditCodeProblem`'s sentence, the
 * words the console's form shows as the member types.
 */

const oneOf = <T extends string>(values: readonly T[], title: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], title });

export const CompanyIndustryValue = oneOf<CompanyIndustry>(COMPANY_INDUSTRIES, '所属行业');
export const CompanySizeValue = oneOf<CompanySize>(COMPANY_SIZES, '企业规模');
export const CompanyStateValue = oneOf<CompanyState>(COMPANY_STATES, '企业状态');

/** As typed (spaces and lower case allowed): its 18 characters and check digit are the server's check. */
export const CreditCodeInput = Type.String({
  title: '统一社会信用代码',
  maxLength: 40,
  pattern: '^[^\\p{Cc}\\p{Cf}\\p{Cs}]*$',
});

/** A contact's telephone: a mobile number or a landline with its area code (0755-86001234). */
export const CompanyContactPhone = Type.String({
  title: '联系电话',
  pattern: '^(1[3-9][0-9]{9}|0[0-9]{2,3}-[0-9]{7,8}(-[0-9]{1,6})?)$',
  maxLength: 20,
});

export const CompanyContact = Type.Object(
  {
    name: PlainName('联系人姓名', 30),
    telephone: CompanyContactPhone,
    role: OptionalPlainText('联系人角色', 20),
    /** 主要联系人: at most one; when none is, the first is. */
    primary: Type.Optional(Type.Boolean({ title: '主要联系人' })),
  },
  { title: '联系人', additionalProperties: false },
);
export type CompanyContact = Static<typeof CompanyContact>;

/** An uploaded file (`/enterprise/v1/file/upload/attachment`), by its id: the organisation's own only. */
export const CompanyAttachment = Type.Object(
  { uniqueId: UniqueId('附件'), name: PlainName('附件名称', 128), url: Type.String({ maxLength: 1024 }) },
  { title: '附件', additionalProperties: false },
);
export type CompanyAttachment = Static<typeof CompanyAttachment>;

export const CompanyQualification = Type.Object(
  {
    name: PlainName('资质名称', 50),
    attachments: Type.Array(CompanyAttachment, {
      title: '资质附件',
      maxItems: QUALIFICATION_ATTACHMENTS_MAX,
    }),
  },
  { title: '企业资质', additionalProperties: false },
);
export type CompanyQualification = Static<typeof CompanyQualification>;

/** A company's own fields, as 录入企业 sends them. */
const companyFields = {
  name: PlainName('企业名称', 100),
  creditCode: CreditCodeInput,
  legalRepresentative: PlainName('法定代表人', 30),
  industry: CompanyIndustryValue,
  size: CompanySizeValue,
  contacts: Type.Array(CompanyContact, { title: '联系人', minItems: 1, maxItems: COMPANY_CONTACTS_MAX }),
  qualifications: Type.Array(CompanyQualification, {
    title: '企业资质',
    maxItems: COMPANY_QUALIFICATIONS_MAX,
  }),
};

/** 录入企业: a company registered 在园. */
export const CompanyCreateBody = Type.Object(companyFields, { additionalProperties: false });
export type CompanyCreateBody = Static<typeof CompanyCreateBody>;

/** 编辑企业: every field, its state too; contacts and qualifications as the form now holds them. */
export const CompanyModifyBody = Type.Object(
  { uniqueId: UniqueId('企业'), ...companyFields, state: CompanyStateValue },
  { additionalProperties: false },
);
export type CompanyModifyBody = Static<typeof CompanyModifyBody>;

export const CompanyRef = Type.Object({ uniqueId: UniqueId('企业') }, { additionalProperties: false });
export type CompanyRef = Static<typeof CompanyRef>;

const companyFilters = {
  keyword: Type.Optional(SearchKeyword),
  industry: Type.Optional(CompanyIndustryValue),
  state: Type.Optional(CompanyStateValue),
  /**
   * 合同到期: companies holding a live lease whose last day falls within the next N days (today
   * included, today + N the last): 园区概览's 30, 60 and 90 days link here with it.
   */
  contractEndWithin: Type.Optional(Type.Integer({ title: '合同到期天数', minimum: 1, maximum: 366 })),
};

/** 入驻企业 (settleCorp): by name, credit code or legal representative, industry, state and lease end. */
export const CompanyPageQuery = Type.Object(
  { ...PageQuery.properties, ...companyFilters },
  { additionalProperties: false },
);
export type CompanyPageQuery = Static<typeof CompanyPageQuery> & PageQuery;

/** The export: the page's filters, every row. */
export const CompanyExportQuery = Type.Object(companyFilters, { additionalProperties: false });
export type CompanyExportQuery = Static<typeof CompanyExportQuery>;

// ---- answers -------------------------------------------------------------------------------------

/**
 * A company of 入驻企业: its rooms and their building area under leases covering today, and the last
 * day of its latest live lease (合同到期; null when it has none).
 */
export interface CompanyRow {
  uniqueId: string;
  name: string;
  creditCode: string;
  legalRepresentative: string;
  industry: CompanyIndustry;
  size: CompanySize;
  state: CompanyState;
  contactName: string;
  contactTelephone: string;
  roomCount: number;
  leasedArea: number;
  leaseEnd: string | null;
  createdAt: string;
}

/** The page, with `totals` over the search: companies, rooms and leasedArea (hundredths of a m²). */
export type CompanyPage = Page<CompanyRow>;

/** A room the company holds today (已租 or 已预定), or held once (the history). */
export interface CompanyOccupancy {
  uniqueId: string;
  kind: OccupancyKind;
  /** Both days included. */
  from: string;
  to: string;
  live: boolean;
  roomUniqueId: string;
  buildingName: string;
  floorName: string;
  roomNumber: string;
  buildingArea: number;
}

export interface CompanyHeldRoom extends CompanyOccupancy {
  state: Extract<RoomState, 'leased' | 'reserved'>;
}

/** corpDetail: the profile, its contacts and qualifications, rooms held today and every occupancy. */
export interface CompanyDetail extends CompanyRow {
  contacts: Required<CompanyContact>[];
  qualifications: CompanyQualification[];
  rooms: CompanyHeldRoom[];
  history: CompanyOccupancy[];
  updatedAt: string;
}

export interface CompanySaved {
  uniqueId: string;
}
