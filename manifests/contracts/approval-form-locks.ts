import type { ApprovalFormField } from './approval-form';

/**
 * The fields an area's approval type fills are locked in its template (`locked: true`): 表单配置 may
 * add optional fields beside them, never remove one or change what the area's values are checked by.
 * Plain rules with no typebox: the server refuses a draft or a publication breaking them, and the form
 * designer disables the controls they concern, so both read this one copy.
 */

/** What the area's values depend on: a locked field keeps each of these as the type declares it. */
export const LOCKED_FIELD_PROPERTIES = [
  'name',
  'label',
  'kind',
  'required',
  'options',
  'min',
  'max',
  'maxLength',
  'multiple',
  'unit',
] as const;
export type LockedFieldProperty = (typeof LOCKED_FIELD_PROPERTIES)[number];

/** Each locked property in Chinese, for the refusals and the designer's tooltips. */
export const LOCKED_PROPERTY_NAMES: Record<LockedFieldProperty, string> = {
  name: '字段标识',
  label: '名称',
  kind: '类型',
  required: '必填',
  options: '选项',
  min: '最小值',
  max: '最大值',
  maxLength: '最多字数',
  multiple: '可多选',
  unit: '金额单位',
};

/** Why a locked field's controls are disabled (the designer's tooltip). */
export const LOCKED_FIELD_REASON = '该字段由业务模块填写，不能删除、改名或修改类型';

/** Why a field added beside locked ones cannot be required. */
export const ADDED_FIELD_OPTIONAL_REASON = '业务模块发起审批时不会填写新添加的字段，只能添加非必填字段';

/** A property's value with what leaving it out means spelled out (not required, one choice, 元). */
function normalised(field: ApprovalFormField, property: LockedFieldProperty): string {
  const value = field[property];
  if (property === 'required' || property === 'multiple') return String(value === true);
  if (property === 'unit') return String(value ?? '元');
  return JSON.stringify(value ?? null);
}

/** The first locked property `field` changes from `declared`, if any. */
export function changedLockedProperty(
  declared: ApprovalFormField,
  field: ApprovalFormField,
): LockedFieldProperty | undefined {
  return LOCKED_FIELD_PROPERTIES.find(
    (property) => normalised(declared, property) !== normalised(field, property),
  );
}

/** What breaks the locks, on the field it concerns: `field` is its index in the form, or -1 (a field gone). */
export interface LockProblem {
  kind: 'locked' | 'added-required';
  index: number;
  property: LockedFieldProperty | 'required';
  message: string;
}

/**
 * How `form` breaks the locks of the fields a type declares (`declared`): a declared field missing
 * (removed, or its 字段标识 changed) or with a locked property changed, and a field the administrator
 * added that is required (the area, which fills the form, never fills it).
 */
export function lockProblems(
  declared: readonly ApprovalFormField[],
  form: readonly ApprovalFormField[],
): LockProblem[] {
  const problems: LockProblem[] = [];
  for (const field of declared) {
    const index = form.findIndex((candidate) => candidate.name === field.name);
    const present = form[index];
    if (!present) {
      problems.push({
        kind: 'locked',
        index: -1,
        property: 'name',
        message: `字段「${field.label}」由业务模块填写，不能删除或修改字段标识`,
      });
      continue;
    }
    const changed = changedLockedProperty(field, present);
    if (changed)
      problems.push({
        kind: 'locked',
        index,
        property: changed,
        message: `字段「${field.label}」由业务模块填写，不能修改${LOCKED_PROPERTY_NAMES[changed]}`,
      });
  }
  const names = new Set(declared.map((field) => field.name));
  form.forEach((field, index) => {
    if (!names.has(field.name) && field.required === true)
      problems.push({
        kind: 'added-required',
        index,
        property: 'required',
        message: `字段「${field.label}」不能设为必填：${ADDED_FIELD_OPTIONAL_REASON}`,
      });
  });
  return problems;
}
