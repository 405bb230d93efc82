import { type Static, Type } from 'typebox';
import type { BusinessApproval, InstanceState } from './approval';
import { CalendarDay, OptionalPlainText, PlainName, RequestId, SearchKeyword, UniqueId } from './fields';
import { type Page, PageQuery } from './page';
import {
  CompanyAttachment,
  CompanyContact,
  CompanyIndustryValue,
  CompanySizeValue,
  CreditCodeInput,
} from './park-companies';
import { type CompanyIndustry, type CompanySize, ROOM_USES, type RoomUse } from './park-constants';
import {
  ENTRY_AREA_MAX,
  ENTRY_ATTACHMENTS_MAX,
  ENTRY_CONTACTS_MAX,
  ENTRY_STATES,
  type EntryState,
} from './park-entry-constants';

export * from './park-entry-constants';

/**
 * 入驻申请's requests and answers (`/enterprise/v1/park/entry/…`), declared once for the server's
 * schemas and the console's client (`import type`). An application goes through the approval type
 * `park.entry`; approved, it creates (or updates, by its credit code) the company in 企业管理.
 * The area needed is an integer of hundredths of a m²; the move-in date a calendar day.
 */

const oneOf = <T extends string>(values: readonly T[], title: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], title });

export const EntryStateValue = oneOf<EntryState>(ENTRY_STATES, '申请状态');
export const EntryUseValue = oneOf<RoomUse>(ROOM_USES, '用途');

/** 提交入驻申请: the company's profile, the area and use it needs, the move-in date, attachments. */
export const EntrySubmitBody = Type.Object(
  {
    requestId: RequestId,
    companyName: PlainName('企业名称', 100),
    creditCode: CreditCodeInput,
    legalRepresentative: PlainName('法定代表人', 30),
    industry: CompanyIndustryValue,
    size: CompanySizeValue,
    contacts: Type.Array(CompanyContact, { title: '联系人', minItems: 1, maxItems: ENTRY_CONTACTS_MAX }),
    /** Hundredths of a m² (35 050 = 350.50 m²): more than zero. */
    area: Type.Integer({ title: '需求面积', maximum: ENTRY_AREA_MAX }),
    use: EntryUseValue,
    moveInDate: CalendarDay('预计入驻日期'),
    note: Type.Optional(OptionalPlainText('申请说明', 500)),
    attachments: Type.Array(CompanyAttachment, { title: '申请附件', maxItems: ENTRY_ATTACHMENTS_MAX }),
  },
  { additionalProperties: false },
);
export type EntrySubmitBody = Static<typeof EntrySubmitBody>;

export interface EntrySubmitted {
  uniqueId: string;
  approval: { instanceUniqueId: string; serialNo: string };
}

export const EntryRef = Type.Object({ uniqueId: UniqueId('入驻申请') }, { additionalProperties: false });
export type EntryRef = Static<typeof EntryRef>;

/** 入驻申请's list: by company name, credit code or applicant, and state. */
export const EntryPageQuery = Type.Object(
  { ...PageQuery.properties, keyword: Type.Optional(SearchKeyword), state: Type.Optional(EntryStateValue) },
  { additionalProperties: false },
);
export type EntryPageQuery = Static<typeof EntryPageQuery> & PageQuery;

// ---- answers -------------------------------------------------------------------------------------

export interface EntryRow {
  uniqueId: string;
  companyName: string;
  creditCode: string;
  applicantName: string;
  area: number;
  use: RoomUse;
  moveInDate: string;
  state: EntryState;
  submittedAt: string;
  /** The company the approval created or updated (once approved). */
  companyUniqueId: string | null;
  approval: { instanceUniqueId: string; serialNo: string; state: InstanceState } | null;
}

export type EntryPage = Page<EntryRow>;

/** entryTemplateDetail: the application, its approval's state and timeline (`approvalOf`). */
export interface EntryDetail extends Omit<EntryRow, 'approval'> {
  legalRepresentative: string;
  industry: CompanyIndustry;
  size: CompanySize;
  contacts: CompanyContact[];
  note: string;
  attachments: CompanyAttachment[];
  companyName: string;
  decidedAt: string | null;
  approval: BusinessApproval | null;
}

/** Which template entry applications run on, for 配置审批表单与流程 (null when not yet created). */
export interface EntryTemplate {
  templateUniqueId: string | null;
  templateName: string;
}
