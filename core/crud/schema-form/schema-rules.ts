import type { FormRule } from 'antd';
import { amountText, isMalformedAmount } from '../../format/money';
import type { FieldKind, FieldSchema } from './schema-types';

/** Kinds whose value is typed (请输入…); the others are chosen (请选择…) or uploaded (请上传…). */
const TYPED: ReadonlySet<FieldKind> = new Set(['text', 'textarea', 'number', 'amount']);
/** Kinds whose value is a list: their min/max count items. */
const LISTS: ReadonlySet<FieldKind> = new Set(['multiSelect', 'attachment']);

/** What a missing required value is told: 请输入金额, 请选择日期, 请上传附件. */
export function requiredMessage(field: Pick<FieldSchema, 'kind' | 'label' | 'messages'>): string {
  if (field.messages?.required) return field.messages.required;
  if (TYPED.has(field.kind)) return `请输入${field.label}`;
  return field.kind === 'attachment' ? `请上传${field.label}` : `请选择${field.label}`;
}

function limitText(field: FieldSchema, limit: number): string {
  return field.kind === 'amount' ? amountText(limit, field.unit) : String(limit);
}

function listRules(field: FieldSchema): FormRule[] {
  const unit = field.kind === 'attachment' ? '个' : '项';
  const verb = field.kind === 'attachment' ? '上传' : '选择';
  const rules: FormRule[] = [];
  if (field.min !== undefined)
    rules.push({
      type: 'array',
      min: field.min,
      message: field.messages?.min ?? `${field.label}至少${verb} ${field.min} ${unit}`,
    });
  if (field.max !== undefined)
    rules.push({
      type: 'array',
      max: field.max,
      message: field.messages?.max ?? `${field.label}最多${verb} ${field.max} ${unit}`,
    });
  return rules;
}

function numberRules(field: FieldSchema): FormRule[] {
  const rules: FormRule[] = [];
  if (field.kind === 'amount')
    rules.push({
      validator: (_rule, value: unknown) =>
        isMalformedAmount(value)
          ? Promise.reject(
              new Error(`${field.label}须为金额，最多${field.unit === '万元' ? '六' : '两'}位小数`),
            )
          : Promise.resolve(),
    });
  const { min, max } = field;
  const check = (value: unknown) => {
    if (typeof value !== 'number' || Number.isNaN(value)) return undefined;
    if (min !== undefined && value < min)
      return field.messages?.min ?? `${field.label}不能小于 ${limitText(field, min)}`;
    if (max !== undefined && value > max)
      return field.messages?.max ?? `${field.label}不能大于 ${limitText(field, max)}`;
    return undefined;
  };
  if (min !== undefined || max !== undefined)
    rules.push({
      validator: (_rule, value: unknown) => {
        const problem = check(value);
        return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
      },
    });
  return rules;
}

/**
 * Required: text must hold more than blanks, a list an item; any other value (a number, a date, a
 * choice) must be there — antd's own check would take it for text and refuse a number.
 */
function requiredRule(field: FieldSchema): FormRule {
  const message = requiredMessage(field);
  if (field.kind === 'text' || field.kind === 'textarea')
    return { required: true, whitespace: true, message };
  const list =
    LISTS.has(field.kind) ||
    field.kind === 'dateRange' ||
    (field.multiple === true && (field.kind === 'member' || field.kind === 'department'));
  if (list) return { required: true, type: 'array', message };
  return {
    required: true,
    validator: (_rule, value: unknown) =>
      value === undefined || value === null || value === ''
        ? Promise.reject(new Error(message))
        : Promise.resolve(),
  };
}

/**
 * The antd rules of a field, from its schema alone (pure: tested without rendering): required (blank
 * text is not an answer), length, bounds (amounts in yuan in the message), item counts, then the
 * field's own `rules`. A description holds no value and has none.
 */
export function rulesOf(field: FieldSchema): FormRule[] {
  if (field.kind === 'description') return [];
  const rules: FormRule[] = [];
  const textual = field.kind === 'text' || field.kind === 'textarea';
  if (field.required) rules.push(requiredRule(field));
  if (textual && field.maxLength !== undefined)
    rules.push({
      max: field.maxLength,
      message: field.messages?.maxLength ?? `${field.label}不能超过 ${field.maxLength} 个字符`,
    });
  if (field.kind === 'number' || field.kind === 'amount') rules.push(...numberRules(field));
  if (LISTS.has(field.kind)) rules.push(...listRules(field));
  if (field.kind === 'dateRange' && field.required)
    rules.push({
      validator: (_rule, value: unknown) =>
        Array.isArray(value) && (!value[0] || !value[1])
          ? Promise.reject(new Error(requiredMessage(field)))
          : Promise.resolve(),
    });
  return [...rules, ...(field.rules ?? [])];
}
