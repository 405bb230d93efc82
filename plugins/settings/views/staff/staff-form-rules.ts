import { isComplexPassword, PasswordMessages } from '@core/components';
import type { FieldSchema } from '@core/crud';
import type { FormRule } from 'antd';
import type { StaffField } from '../../api/staff-api';

/** The server's limits (staff/add, staff/modify), mirrored so most mistakes never leave the browser. */
export const StaffLimits = {
  name: 20,
  position: 30,
  employeeNo: 32,
  departments: 20,
  customText: 200,
  password: 64,
} as const;

export const TELEPHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Names and short texts are shown in many places; the server refuses angle brackets in them. */
const NO_ANGLE_BRACKETS = /^[^<>]*$/;

export const staffRules = {
  name: [
    { required: true, whitespace: true, message: '请输入姓名' },
    { max: StaffLimits.name, message: `姓名不能超过 ${StaffLimits.name} 个字符` },
    { pattern: NO_ANGLE_BRACKETS, message: '姓名不能包含尖括号' },
  ],
  telephone: [
    { required: true, whitespace: true, message: '请输入手机号' },
    { pattern: TELEPHONE_PATTERN, message: '手机号格式不正确' },
  ],
  departments: [
    { required: true, type: 'array', min: 1, message: '请选择至少一个部门' },
    { type: 'array', max: StaffLimits.departments, message: `最多选择 ${StaffLimits.departments} 个部门` },
  ],
  position: [
    { max: StaffLimits.position, message: `职位不能超过 ${StaffLimits.position} 个字符` },
    { pattern: NO_ANGLE_BRACKETS, message: '职位不能包含尖括号' },
  ],
  employeeNo: [
    { max: StaffLimits.employeeNo, message: `工号不能超过 ${StaffLimits.employeeNo} 个字符` },
    { pattern: /^\S*$/, message: '工号不能包含空格' },
    { pattern: NO_ANGLE_BRACKETS, message: '工号不能包含尖括号' },
  ],
  /** Optional here (the server asks for it only when the telephone has no account yet). */
  initialPassword: [
    { max: StaffLimits.password, message: `密码不能超过 ${StaffLimits.password} 个字符` },
    {
      validator: (_rule, value: string | undefined) =>
        !value || isComplexPassword(value)
          ? Promise.resolve()
          : Promise.reject(new Error(PasswordMessages.complexity)),
    },
  ],
} satisfies Record<string, FormRule[]>;

/** The largest magnitude a number field keeps exactly (as the server). */
const CUSTOM_NUMBER_LIMIT = 1e12;

/** The message of a missing required custom field, as the server words it for text (请填写「学历」). */
export function requiredFieldMessage(field: Pick<StaffField, 'label' | 'kind'>): string {
  return field.kind === 'select' || field.kind === 'date'
    ? `请选择「${field.label}」`
    : `请填写「${field.label}」`;
}

/**
 * A custom field (员工字段配置) as a schema field of the kit's SchemaForm: its kind as it is (text,
 * number, date, select), its options, and the words and checks the server uses (请填写「学历」, the
 * largest number kept exactly, no angle brackets).
 */
export function customFieldSchema(field: StaffField): FieldSchema {
  const schema: FieldSchema = {
    name: field.uniqueId,
    label: field.label,
    kind: field.kind,
    required: field.required,
    messages: { required: requiredFieldMessage(field) },
  };
  if (field.kind === 'select')
    return { ...schema, options: field.options.map((option) => ({ label: option, value: option })) };
  if (field.kind === 'number')
    return {
      ...schema,
      rules: [
        {
          validator: (_rule, value: number | null | undefined) =>
            typeof value === 'number' && Math.abs(value) >= CUSTOM_NUMBER_LIMIT
              ? Promise.reject(new Error(`「${field.label}」的数值过大`))
              : Promise.resolve(),
        },
      ],
    };
  if (field.kind === 'text')
    return {
      ...schema,
      maxLength: StaffLimits.customText,
      messages: {
        ...schema.messages,
        maxLength: `「${field.label}」不能超过 ${StaffLimits.customText} 个字符`,
      },
      rules: [{ pattern: NO_ANGLE_BRACKETS, message: `「${field.label}」不能包含尖括号` }],
    };
  return schema;
}
