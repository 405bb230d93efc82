import type { FlowNode } from '@manifests/contracts/approval-flow';
import type { ApprovalForm, ApprovalFormField } from '@manifests/contracts/approval-form';
import {
  APPROVAL_FIELD_DESCRIPTION_MAX,
  APPROVAL_FIELD_LABEL_MAX,
  APPROVAL_FIELD_MAX_LENGTH_MAX,
  APPROVAL_FIELD_OPTIONS_MAX,
  APPROVAL_FIELD_PLACEHOLDER_MAX,
  APPROVAL_OPTION_LABEL_MAX,
  FORM_FIELD_NAME_PATTERN,
} from '@manifests/contracts/approval-form-constants';
import { defaultValueProblem } from '@manifests/contracts/approval-form-defaults';
import { conditionValues, fieldUses } from './field-uses';
import type { FieldOption, FieldProperty } from './form-model';

/**
 * The checks of a field's properties and name, as the contract bounds them (PlainName and the limits)
 * and as the flow relies on them (a condition's field stays required, usable in conditions and keeps
 * its compared options), and a default value that suits the field (approval-form-defaults.ts).
 */

const NAME_PATTERN = new RegExp(FORM_FIELD_NAME_PATTERN);
/** What PlainName refuses: angle brackets and invisible characters. */
const UNPLAIN = /[<>\p{Cc}\p{Cf}\p{Cs}]/u;

function plainProblem(text: string, what: string, max: number, required: boolean): string | undefined {
  if (text.trim() === '') return required ? `请填写${what}` : text === '' ? undefined : `${what}不能只有空格`;
  if (text.length > max) return `${what}最多 ${max} 个字`;
  if (UNPLAIN.test(text)) return `${what}不能包含尖括号或不可见字符`;
  if (text !== text.trim()) return `${what}的首尾不能是空格`;
  return undefined;
}

function optionsProblem(
  options: readonly FieldOption[],
  kept: ReadonlySet<string>,
  label: string,
): string | undefined {
  if (options.length === 0) return '至少需要一个选项';
  if (options.length > APPROVAL_FIELD_OPTIONS_MAX) return `最多 ${APPROVAL_FIELD_OPTIONS_MAX} 个选项`;
  for (const option of options) {
    const problem = plainProblem(option.label, '选项', APPROVAL_OPTION_LABEL_MAX, true);
    if (problem) return problem;
  }
  const labels = options.map((option) => option.label);
  const twice = labels.find((text, index) => labels.indexOf(text) !== index);
  if (twice !== undefined) return `选项「${twice}」重复`;
  const values = new Set(options.map((option) => option.value));
  const lost = [...kept].find((value) => !values.has(value));
  if (lost !== undefined) return `流程条件使用了字段「${label}」的选项「${lost}」，不能删除该选项`;
  return undefined;
}

/** Why `field` (the result of an update) cannot be kept, and which property says so. */
export function updateProblem(
  field: ApprovalFormField,
  flow: FlowNode | undefined,
): { reason: string; property: FieldProperty } | undefined {
  const label = plainProblem(field.label, '字段名称', APPROVAL_FIELD_LABEL_MAX, true);
  if (label) return { reason: label, property: 'label' };
  const placeholder = plainProblem(
    field.placeholder ?? '',
    '提示文字',
    APPROVAL_FIELD_PLACEHOLDER_MAX,
    false,
  );
  if (placeholder) return { reason: placeholder, property: 'placeholder' };
  if ((field.description ?? '').length > APPROVAL_FIELD_DESCRIPTION_MAX)
    return { reason: `说明最多 ${APPROVAL_FIELD_DESCRIPTION_MAX} 个字`, property: 'description' };
  if (field.kind === 'description' && (field.description ?? '').trim() === '')
    return { reason: '请填写说明文字', property: 'description' };
  if (field.options !== undefined) {
    const problem = optionsProblem(field.options, conditionValues(flow, field.name), field.label);
    if (problem) return { reason: problem, property: 'options' };
  }
  const { min, max, maxLength } = field;
  if (min !== undefined && !Number.isFinite(min)) return { reason: '最小值不是有效的数', property: 'min' };
  if (max !== undefined && !Number.isFinite(max)) return { reason: '最大值不是有效的数', property: 'max' };
  if (min !== undefined && max !== undefined && min > max)
    return { reason: '最小值不能大于最大值', property: 'max' };
  if ((field.kind === 'multiSelect' || field.kind === 'attachment') && ((min ?? 0) < 0 || (max ?? 1) < 1))
    return { reason: '个数须为正整数', property: min !== undefined && min < 0 ? 'min' : 'max' };
  if (
    maxLength !== undefined &&
    (!Number.isInteger(maxLength) || maxLength < 1 || maxLength > APPROVAL_FIELD_MAX_LENGTH_MAX)
  )
    return { reason: `最多字数须在 1 到 ${APPROVAL_FIELD_MAX_LENGTH_MAX} 之间`, property: 'maxLength' };
  const inCondition = fieldUses(flow, field.name).some((use) => use.kind === 'condition');
  if (!field.required && inCondition)
    return { reason: '流程条件使用了该字段，须为必填', property: 'required' };
  if (field.conditionable === false && inCondition)
    return { reason: '流程条件使用了该字段，须可作为流程条件', property: 'conditionable' };
  const defaultProblem = defaultValueProblem(field);
  if (defaultProblem) return { reason: defaultProblem, property: 'defaultValue' };
  return undefined;
}

/** Why `to` cannot be the field's new name, or undefined. */
export function nameProblem(form: ApprovalForm, from: string, to: string): string | undefined {
  if (!NAME_PATTERN.test(to)) return '字段标识须以英文字母开头，只含英文字母、数字和下划线，最多 32 个字符';
  if (to !== from && form.some((field) => field.name === to)) return `字段标识「${to}」已被其他字段使用`;
  return undefined;
}
