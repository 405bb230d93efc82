import { type Static, Type } from 'typebox';
import {
  ContactPhone,
  ImageUrl,
  OptionalParagraphs,
  OptionalPlainText,
  PasswordDigest,
  PlainName,
  SearchKeyword,
  Telephone,
  UniqueId,
} from './fields';
import { PageQuery } from './page';
import { HeldApplication, ResourceNode } from './session';
import {
  type ApplicationInState,
  AREA_MAX,
  DEPARTMENT_NAME_MAX,
  IMPORT_BODY_LIMIT,
  RESOURCE_CODES_MAX,
  ROLE_MEMBERS_MAX,
  ROLE_NAME_MAX,
  STAFF_DEPARTMENTS_MAX,
  STAFF_FIELD_KINDS,
  STAFF_FIELD_LABEL_MAX,
  STAFF_FIELD_OPTION_MAX,
  STAFF_FIELD_OPTIONS_MAX,
  STAFF_FIELDS_MAX,
  STAFF_ROLES_MAX,
  type StaffFieldKind,
  type StaffState,
} from './settings-constants';

/**
 * The settings area's requests and answers (组织管理, 员工管理, 角色管理, 园区详情, 应用管理), declared
 * once: the server's routes validate bodies with these schemas (titles name the field in refusals),
 * the console's clients use their types (`import type`). Constants are in settings-constants.ts.
 */

export * from './settings-constants';

const INVISIBLE = '\\p{Cc}\\p{Cf}\\p{Cs}';

/** 1 在职, 2 停用: an integer schema (the refusal names 状态) typed as the two values. */
const MemberState = (title: string) =>
  Type.Unsafe<StaffState>(Type.Integer({ title, minimum: 1, maximum: 2 }));
const IsoDateTime = Type.String();
const NullableString = Type.Union([Type.String(), Type.Null()]);

// ---- 组织管理: departments ---------------------------------------------------------------------

export const DepartmentId = UniqueId('部门标识');
export const ParentDepartmentId = UniqueId('上级部门标识');
/** 1–30 characters with at least one visible one; stored trimmed. */
export const DepartmentName = PlainName('部门名称', DEPARTMENT_NAME_MAX);
const DepartmentPosition = Type.Integer({ title: '位置', minimum: 0, maximum: 10_000 });

export const DepartmentAddition = Type.Object({ parentUniqueId: ParentDepartmentId, name: DepartmentName });
export type DepartmentAddition = Static<typeof DepartmentAddition>;

export const DepartmentRename = Type.Object({ uniqueId: DepartmentId, name: DepartmentName });
export type DepartmentRename = Static<typeof DepartmentRename>;

/** `index`: the position among the new siblings (0 first); left out, the department goes last. */
export const DepartmentMove = Type.Object({
  uniqueId: DepartmentId,
  parentUniqueId: ParentDepartmentId,
  index: Type.Optional(DepartmentPosition),
});
export type DepartmentMove = Static<typeof DepartmentMove>;

export const DepartmentRef = Type.Object({ uniqueId: DepartmentId });
export type DepartmentRef = Static<typeof DepartmentRef>;

/** `includeDescendants`: members of the sub-departments too; left out, only those placed directly in it. */
export const DepartmentMemberQuery = Type.Object({
  uniqueId: DepartmentId,
  includeDescendants: Type.Optional(Type.Boolean({ title: '包含下级部门' })),
  ...PageQuery.properties,
});
export type DepartmentMemberQuery = Static<typeof DepartmentMemberQuery> & PageQuery;

/**
 * A department of the organisation's tree (`department/tree` answers one root): `memberCount` counts
 * the members placed directly in it, `totalMemberCount` the distinct members of it and all below it.
 */
export const DepartmentNode = Type.Cyclic(
  {
    DepartmentNode: Type.Object({
      uniqueId: Type.String(),
      name: Type.String(),
      parentUniqueId: NullableString,
      sort: Type.Integer(),
      memberCount: Type.Integer(),
      totalMemberCount: Type.Integer(),
      children: Type.Array(Type.Ref('DepartmentNode')),
    }),
  },
  'DepartmentNode',
);
export type DepartmentNode = Static<typeof DepartmentNode>;

/** A member who can act, as `staff/options` lists them for choosing (departments 、-joined). */
export interface MemberOption {
  uniqueId: string;
  name: string;
  departments: string;
}

/** A member placed in a department, as `department/member/list` returns it (`isAdmin`: holds 管理员). */
export const DepartmentMember = Type.Object({
  uniqueId: Type.String(),
  nickname: Type.String(),
  telephone: Type.String(),
  isAdmin: Type.Boolean(),
  state: MemberState('状态'),
});
export type DepartmentMember = Static<typeof DepartmentMember>;

// ---- 员工字段配置: staff fields ----------------------------------------------------------------

/** One of STAFF_FIELD_KINDS (the union is built from the list, so typed here as its values). */
export const StaffFieldKindValue = Type.Unsafe<StaffFieldKind>(
  Type.Union(STAFF_FIELD_KINDS.map((kind) => Type.Literal(kind, { title: '字段类型' }))),
);

/** A field as 保存 sends it: a new one has no uniqueId yet. */
export const StaffFieldDraft = Type.Object({
  uniqueId: Type.Optional(UniqueId('字段标识')),
  label: PlainName('字段名称', STAFF_FIELD_LABEL_MAX),
  kind: StaffFieldKindValue,
  options: Type.Array(PlainName('选项', STAFF_FIELD_OPTION_MAX), {
    title: '选项',
    maxItems: STAFF_FIELD_OPTIONS_MAX,
  }),
  required: Type.Boolean({ title: '是否必填' }),
});
export type StaffFieldDraft = Static<typeof StaffFieldDraft>;

export const StaffFieldDrafts = Type.Object({
  fields: Type.Array(StaffFieldDraft, { title: '员工字段', maxItems: STAFF_FIELDS_MAX }),
});
export type StaffFieldDrafts = Static<typeof StaffFieldDrafts>;

/** A custom staff field (its value is kept per member under its uniqueId); `options` only for select. */
export const StaffField = Type.Object({
  uniqueId: Type.String(),
  label: Type.String(),
  kind: StaffFieldKindValue,
  options: Type.Array(Type.String()),
  required: Type.Boolean(),
});
export type StaffField = Static<typeof StaffField>;

// ---- 员工管理: staff -------------------------------------------------------------------------

export const StaffId = UniqueId('员工标识');
export const StaffName = PlainName('姓名', 20);
export const StaffPosition = OptionalPlainText('职位', 30);
/** Letters, digits and signs without spaces (A0001, XH-2026-01), or empty. */
export const EmployeeNo = Type.String({ title: '工号', maxLength: 32, pattern: `^[^\\s<>${INVISIBLE}]*$` });
/** YYYY-MM-DD (the calendar is checked by the route), or null for none. */
export const EntryDate = Type.Union([
  Type.String({ title: '入职日期', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 }),
  Type.Null({ title: '入职日期' }),
]);
export const DepartmentIds = Type.Array(UniqueId('部门标识'), {
  title: '部门',
  minItems: 1,
  maxItems: STAFF_DEPARTMENTS_MAX,
});
export const RoleIds = Type.Array(UniqueId('角色标识'), { title: '角色', maxItems: STAFF_ROLES_MAX });
/**
 * Values by field uniqueId. Text is bounded loosely here: the field's own limit (200) is checked with
 * the field's name in the message (「学历」不能超过 200 个字符).
 */
export const CustomFields = Type.Record(
  Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  Type.Union([
    Type.String({ title: '员工字段的值', maxLength: 1_000 }),
    Type.Number({ title: '员工字段的值' }),
    Type.Null({ title: '员工字段的值' }),
  ]),
  { title: '员工字段', maxProperties: STAFF_FIELDS_MAX, additionalProperties: false },
);
export type CustomFieldValues = Static<typeof CustomFields>;
/** Lowercase hex SHA-256 of the initial password; the server ignores it for a known telephone. */
export const InitialPassword = PasswordDigest('初始密码');
export const StaffStateValue = MemberState('状态');

/** `keyword` matches a name, telephone or employee number; a department includes those below it. */
export const StaffPageQuery = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(SearchKeyword),
  departmentUniqueId: Type.Optional(UniqueId('部门标识')),
  state: Type.Optional(StaffStateValue),
});
export type StaffPageQuery = Static<typeof StaffPageQuery> & PageQuery;

export const StaffAddition = Type.Object({
  name: StaffName,
  telephone: Telephone,
  departmentUniqueIds: DepartmentIds,
  position: Type.Optional(StaffPosition),
  roleUniqueIds: Type.Optional(RoleIds),
  entryDate: Type.Optional(EntryDate),
  employeeNo: Type.Optional(EmployeeNo),
  customFields: Type.Optional(CustomFields),
  initialPassword: Type.Optional(InitialPassword),
});
export type StaffAddition = Static<typeof StaffAddition>;

export const StaffModification = Type.Object({
  uniqueId: StaffId,
  name: StaffName,
  departmentUniqueIds: DepartmentIds,
  position: StaffPosition,
  roleUniqueIds: RoleIds,
  entryDate: EntryDate,
  employeeNo: EmployeeNo,
  customFields: CustomFields,
});
export type StaffModification = Static<typeof StaffModification>;

/** What the add and modify forms share. */
export type StaffProfile = Omit<StaffModification, 'uniqueId'>;

export const StaffRef = Type.Object({ uniqueId: StaffId });
export type StaffRef = Static<typeof StaffRef>;

export const StaffStateChange = Type.Object({ uniqueId: StaffId, state: StaffStateValue });
export type StaffStateChange = Static<typeof StaffStateChange>;

export const NamedRef = Type.Object({ uniqueId: Type.String(), name: Type.String() });
export type NamedRef = Static<typeof NamedRef>;

/** A member as 员工管理 lists them; `entryDate` is YYYY-MM-DD or null, `createdAt` ISO 8601. */
export const StaffSummary = Type.Object({
  uniqueId: Type.String(),
  name: Type.String(),
  telephone: Type.String(),
  state: StaffStateValue,
  departments: Type.Array(NamedRef),
  roles: Type.Array(Type.Object({ ...NamedRef.properties, builtIn: Type.Boolean() })),
  position: Type.String(),
  employeeNo: Type.String(),
  entryDate: NullableString,
  isAdmin: Type.Boolean(),
  createdAt: IsoDateTime,
});
export type StaffSummary = Static<typeof StaffSummary>;

export const StaffDetail = Type.Object({ ...StaffSummary.properties, customFields: CustomFields });
export type StaffDetail = Static<typeof StaffDetail>;

// ---- 员工导入: staff import ------------------------------------------------------------------

/** A spreadsheet as the import sends and the template comes back: base64 content. */
export const SpreadsheetFile = Type.Object({
  fileName: PlainName('文件名', 128),
  // Only the base64 alphabet: the length and the padding are checked when decoding.
  content: Type.String({
    title: '文件内容',
    minLength: 1,
    maxLength: IMPORT_BODY_LIMIT,
    pattern: '^[A-Za-z0-9+/]+={0,2}$',
  }),
});
export type SpreadsheetFile = Static<typeof SpreadsheetFile>;

/** One problem of an import, by spreadsheet row number (the header is row 1). */
export const ImportRowError = Type.Object({
  row: Type.Integer(),
  column: Type.String(),
  message: Type.String(),
});
export type ImportRowError = Static<typeof ImportRowError>;

export const StaffImported = Type.Object({ imported: Type.Integer() });
export type StaffImported = Static<typeof StaffImported>;

// ---- 角色管理: roles -------------------------------------------------------------------------

export const RoleId = UniqueId('角色标识');
/** 1–20 characters with at least one visible one; stored trimmed. */
export const RoleName = PlainName('角色名称', ROLE_NAME_MAX);
export const ResourceCode = Type.String({
  title: '资源编码',
  pattern: '^[A-Za-z0-9_]{1,64}$',
  maxLength: 64,
});
export const ResourceCodes = Type.Array(ResourceCode, { title: '授权资源', maxItems: RESOURCE_CODES_MAX });
export const MemberIds = Type.Array(UniqueId('成员标识'), {
  title: '成员',
  minItems: 1,
  maxItems: ROLE_MEMBERS_MAX,
});

export const RoleRef = Type.Object({ uniqueId: RoleId });
export type RoleRef = Static<typeof RoleRef>;

export const RoleAddition = Type.Object({ name: RoleName });
export type RoleAddition = Static<typeof RoleAddition>;

export const RoleRename = Type.Object({ uniqueId: RoleId, name: RoleName });
export type RoleRename = Static<typeof RoleRename>;

/** Makes the role grant exactly these codes (the fully checked nodes). */
export const RoleGrant = Type.Object({ uniqueId: RoleId, resourceCodes: ResourceCodes });
export type RoleGrant = Static<typeof RoleGrant>;

/** `keyword` matches a nickname or a telephone number. */
export const RoleMemberQuery = Type.Object({
  uniqueId: RoleId,
  ...PageQuery.properties,
  keyword: Type.Optional(SearchKeyword),
});
export type RoleMemberQuery = Static<typeof RoleMemberQuery> & PageQuery;

export const RoleMembersChange = Type.Object({ uniqueId: RoleId, memberUniqueIds: MemberIds });
export type RoleMembersChange = Static<typeof RoleMembersChange>;

/** A role as `role/list` returns it (the built-in 管理员 first); `createdAt` ISO 8601. */
export const RoleSummary = Type.Object({
  uniqueId: Type.String(),
  name: Type.String(),
  builtIn: Type.Boolean(),
  memberCount: Type.Integer(),
  createdAt: IsoDateTime,
});
export type RoleSummary = Static<typeof RoleSummary>;

/**
 * A role with the codes it grants: exactly the nodes that were fully checked when it was granted (a
 * checked parent comes with its descendants). The built-in role's codes are every grantable one.
 */
export const RoleDetail = Type.Object({
  ...RoleSummary.properties,
  resourceCodes: Type.Array(Type.String()),
});
export type RoleDetail = Static<typeof RoleDetail>;

export const RoleMember = Type.Object({
  uniqueId: Type.String(),
  nickname: Type.String(),
  telephone: Type.String(),
  state: MemberState('状态'),
});
export type RoleMember = Static<typeof RoleMember>;

/** An installed application with its whole resource tree (the application itself is not a resource). */
export const GrantableApplication = Type.Object({
  uniqueId: Type.String(),
  agentId: Type.String(),
  name: Type.String(),
  iconUrl: Type.String(),
  resources: Type.Array(ResourceNode),
});
export type GrantableApplication = Static<typeof GrantableApplication>;

// ---- 园区详情: owner info --------------------------------------------------------------------

/** The park profile of 园区详情; `area` in square metres (two decimals at most), `logoUrl` '' for the default. */
export const OwnerInfo = Type.Object({
  uniqueId: Type.String(),
  name: Type.String(),
  shortName: Type.String(),
  address: Type.String(),
  area: Type.Union([Type.Number(), Type.Null()]),
  contactName: Type.String(),
  contactPhone: Type.String(),
  introduction: Type.String(),
  logoUrl: Type.String(),
});
export type OwnerInfo = Static<typeof OwnerInfo>;

/** 园区详情's fields; each may be left out (unchanged), an area of null clears it. */
export const OwnerInfoChanges = Type.Object({
  name: Type.Optional(PlainName('园区名称', 64)),
  shortName: Type.Optional(OptionalPlainText('园区简称', 20)),
  address: Type.Optional(OptionalPlainText('园区地址', 100)),
  // A number with at most two decimals (checked in the handler: JSON numbers are binary fractions,
  // so `multipleOf: 0.01` would refuse 0.07), or null to clear it.
  area: Type.Optional(
    Type.Unsafe<number | null>({
      type: ['number', 'null'],
      title: '园区面积',
      minimum: 0,
      maximum: AREA_MAX,
    }),
  ),
  contactName: Type.Optional(OptionalPlainText('联系人', 20)),
  contactPhone: Type.Optional(ContactPhone),
  introduction: Type.Optional(OptionalParagraphs('园区简介', 2000)),
  logoUrl: Type.Optional(ImageUrl),
});
export type OwnerInfoChanges = Static<typeof OwnerInfoChanges>;

// ---- 应用管理: managed applications ----------------------------------------------------------

export const ApplicationId = UniqueId('应用标识');
export const InState = Type.Unsafe<ApplicationInState>(
  Type.Integer({ title: '启用状态', minimum: 1, maximum: 2 }),
);

export const ApplicationRef = Type.Object({ uniqueId: ApplicationId });
export type ApplicationRef = Static<typeof ApplicationRef>;

/** Opening an application from the market, in one of its editions (left out: the first). */
export const ApplicationOpening = Type.Object({
  uniqueId: ApplicationId,
  editionUniqueId: Type.Optional(UniqueId('版本标识')),
});
export type ApplicationOpening = Static<typeof ApplicationOpening>;

/** `name` matches part of the name or PC name. */
export const ManagedApplicationQuery = Type.Object({
  ...PageQuery.properties,
  name: Type.Optional(SearchKeyword),
  inState: Type.Optional(InState),
});
export type ManagedApplicationQuery = Static<typeof ManagedApplicationQuery> & PageQuery;

export const ApplicationStateChange = Type.Object({ uniqueId: ApplicationId, inState: InState });
export type ApplicationStateChange = Static<typeof ApplicationStateChange>;

export const ApplicationRolesChange = Type.Object({
  uniqueId: ApplicationId,
  roleUniqueIds: Type.Array(UniqueId('角色标识'), { title: '可使用的角色', maxItems: 100 }),
});
export type ApplicationRolesChange = Static<typeof ApplicationRolesChange>;

/**
 * An installed application as 应用管理 manages it: `roleUniqueIds` are the roles granted any of its
 * resources; `openToAll` when it has none (every member holds it, roles cannot restrict it).
 */
export const ManagedApplication = Type.Object({
  ...HeldApplication.properties,
  installedAt: IsoDateTime,
  roleUniqueIds: Type.Array(Type.String()),
  openToAll: Type.Boolean(),
});
export type ManagedApplication = Static<typeof ManagedApplication>;
