import { type Static, Type } from 'typebox';
import {
  CLIENT_ADDRESS_MAX,
  CLIENT_KINDS,
  CLIENT_NAME_MAX,
  CLIENT_OPTIONS_MAX,
  type ClientKind,
} from './contract-constants';
import { ContactPhone, OptionalPlainText, PlainName, SearchKeyword, UniqueId } from './fields';
import { type Page, PageQuery } from './page';
import { CreditCodeInput } from './park-companies';
import type { CompanyState } from './park-constants';

/**
 * 合同管理's requests and answers (`/enterprise/v1/client/…` so far), declared once for the server's
 * schemas and the console's client (`import type`).
 *
 * 客户 (clients), the other party of a contract, of three kinds: a company settled in the park
 * (`settled`: 企业管理's company, by its unique id; its fields are the park's), another company
 * (`company`: name, 统一社会信用代码, 法定代表人, contact, telephone, address) or a person (`person`:
 * name, telephone, 身份证号 optional). One body for the three, its `kind` saying which fields it needs:
 * the server refuses a missing one as the schema would (`缺少必填项：联系电话`, on the field) and one
 * that does not belong to the kind. The credit code and the ID number are checked past the schema by
 * their check characters (`creditCodeProblem`, `residentIdProblem`), the words the console's form shows
 * as the member types.
 */

export * from './contract-constants';
export * from './contract-types';

const oneOf = <T extends string>(values: readonly T[], title: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], title });

export const ClientKindValue = oneOf<ClientKind>(CLIENT_KINDS, '客户类型');

/** As typed (spaces and a lower-case x allowed); empty for none: its check character is the server's check. */
export const ResidentIdInput = Type.String({ title: '身份证号', maxLength: 24, pattern: '^[0-9Xx ]*$' });

/** A client's fields as the form sends them: those of its kind, the others left out. */
const clientFields = {
  kind: ClientKindValue,
  /** settled: 企业管理's company (`/enterprise/v1/park/company/…`'s uniqueId). */
  companyUniqueId: Type.Optional(UniqueId('入驻企业')),
  /** company, person. */
  name: Type.Optional(PlainName('客户名称', CLIENT_NAME_MAX)),
  /** company. */
  creditCode: Type.Optional(CreditCodeInput),
  /** company. */
  legalRepresentative: Type.Optional(PlainName('法定代表人', 30)),
  /** company. */
  contactName: Type.Optional(PlainName('联系人', 30)),
  /** company, person: a mobile number or a landline with its area code (0755-86001234). */
  telephone: Type.Optional(ContactPhone),
  /** company, person; may be empty. */
  address: Type.Optional(OptionalPlainText('地址', CLIENT_ADDRESS_MAX)),
  /** person; may be empty. */
  idNumber: Type.Optional(ResidentIdInput),
};

/**
 * 新增客户. For a settled company, idempotent: the company's client when it already is one (a picker's
 * choice made a client the first time it is used), else a new one.
 */
export const ClientCreateBody = Type.Object(clientFields, { additionalProperties: false });
export type ClientCreateBody = Static<typeof ClientCreateBody>;

/**
 * 编辑客户: every field of its kind as the form now holds it; the kind stays. A settled company's fields
 * are 企业管理's to edit, not here.
 */
export const ClientModifyBody = Type.Object(
  { uniqueId: UniqueId('客户'), ...clientFields },
  { additionalProperties: false },
);
export type ClientModifyBody = Static<typeof ClientModifyBody>;

export const ClientRef = Type.Object({ uniqueId: UniqueId('客户') }, { additionalProperties: false });
export type ClientRef = Static<typeof ClientRef>;

/**
 * A picker's search: clients and the park's settled companies whose name contains `name` (every one
 * when it is empty or left out), by name, at most `limit` (20 when left out).
 */
export const ClientNameQuery = Type.Object(
  {
    name: Type.Optional(
      Type.String({ title: '客户名称', maxLength: 64, pattern: '^[^\\p{Cc}\\p{Cf}\\p{Cs}]*$' }),
    ),
    limit: Type.Optional(Type.Integer({ title: '条数', minimum: 1, maximum: CLIENT_OPTIONS_MAX })),
  },
  { additionalProperties: false },
);
export type ClientNameQuery = Static<typeof ClientNameQuery>;

/** 客户管理's list: by kind, and a keyword in the name, credit code, contact or telephone. */
export const ClientPageQuery = Type.Object(
  { ...PageQuery.properties, kind: Type.Optional(ClientKindValue), keyword: Type.Optional(SearchKeyword) },
  { additionalProperties: false },
);
export type ClientPageQuery = Static<typeof ClientPageQuery> & PageQuery;

// ---- answers -------------------------------------------------------------------------------------

/**
 * A client as a list shows it. A settled company's fields are read from 企业管理 as it is now, with its
 * state there (在园 / 已迁出); the other kinds' `companyUniqueId` and `companyState` are null. A person
 * has no credit code nor legal representative (''), and is its own contact.
 */
export interface ClientRow {
  uniqueId: string;
  kind: ClientKind;
  name: string;
  creditCode: string;
  legalRepresentative: string;
  contactName: string;
  telephone: string;
  address: string;
  companyUniqueId: string | null;
  companyState: CompanyState | null;
  createdAt: string;
}

/** A client's page: the row, with the person's 身份证号 ('' when none was given). */
export interface ClientDetail extends ClientRow {
  idNumber: string;
  updatedAt: string;
}

/** 客户管理's page, with `totals` over the search by kind: `settled`, `company` and `person`. */
export type ClientPage = Page<ClientRow>;

/**
 * A picker's entry. `uniqueId` null: a settled company that is no client yet — choosing it, the console
 * sends `client/create` with `{ kind: 'settled', companyUniqueId }`, which answers its client.
 */
export interface ClientOption {
  uniqueId: string | null;
  kind: ClientKind;
  name: string;
  creditCode: string;
  contactName: string;
  telephone: string;
  companyUniqueId: string | null;
  companyState: CompanyState | null;
}

export interface ClientSaved {
  uniqueId: string;
}
