import { Type } from '@fastify/type-provider-typebox';
import { OptionalPlainText, PasswordDigest, PlainName, Telephone, UniqueId } from '../../../http/fields';
import {
  STAFF_FIELD_KINDS,
  STAFF_FIELD_LABEL_MAX,
  STAFF_FIELD_OPTION_MAX,
  STAFF_FIELD_OPTIONS_MAX,
  STAFF_FIELDS_MAX,
} from '../staff/staff-fields';

/** Body schemas of 员工管理 (staff-routes.ts), with the Chinese titles their refusals name. */

export const STAFF_DEPARTMENTS_MAX = 20;
export const STAFF_ROLES_MAX = 50;

const INVISIBLE = '\\p{Cc}\\p{Cf}\\p{Cs}';

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
export const InitialPassword = PasswordDigest('初始密码');
export const StaffStateValue = Type.Integer({ title: '状态', minimum: 1, maximum: 2 });

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

export const StaffFieldDrafts = Type.Object({
  fields: Type.Array(
    Type.Object({
      uniqueId: Type.Optional(UniqueId('字段标识')),
      label: PlainName('字段名称', STAFF_FIELD_LABEL_MAX),
      kind: Type.Union(STAFF_FIELD_KINDS.map((kind) => Type.Literal(kind, { title: '字段类型' }))),
      options: Type.Array(PlainName('选项', STAFF_FIELD_OPTION_MAX), {
        title: '选项',
        maxItems: STAFF_FIELD_OPTIONS_MAX,
      }),
      required: Type.Boolean({ title: '是否必填' }),
    }),
    { title: '员工字段', maxItems: STAFF_FIELDS_MAX },
  ),
});
