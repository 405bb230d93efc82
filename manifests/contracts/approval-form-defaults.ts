import { type AmountUnit, amountText } from './amount-units';
import type { ApprovalFormField } from './approval-form';
import { DEFAULT_VALUE_KINDS } from './approval-form-constants';

/**
 * Whether a field's default value suits it, as plain rules with no typebox: the server refuses a draft
 * or a publication with a default that does not, and the form designer refuses the edit, so both read
 * this one copy. The start form is filled with the default, and the initiator may change it.
 */

const TEXT_MAX = 200;
const TEXTAREA_MAX = 5000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function boundsProblem(field: ApprovalFormField, value: number, shown: (n: number) => string) {
  if (field.min !== undefined && value < field.min) return `默认值不能小于 ${shown(field.min)}`;
  if (field.max !== undefined && value > field.max) return `默认值不能大于 ${shown(field.max)}`;
  return undefined;
}

/** What is wrong with the field's default value (in Chinese, without the field's name), or undefined. */
export function defaultValueProblem(field: ApprovalFormField): string | undefined {
  const value = field.defaultValue;
  if (value === undefined) return undefined;
  if (!DEFAULT_VALUE_KINDS.includes(field.kind)) return '默认值不适用于该类型的字段';
  const options = new Set((field.options ?? []).map((option) => option.value));
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      if (typeof value !== 'string') return '默认值须为文字';
      const max = field.maxLength ?? (field.kind === 'text' ? TEXT_MAX : TEXTAREA_MAX);
      return value.length > max ? `默认值不能超过 ${max} 个字` : undefined;
    }
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return '默认值须为数字';
      return boundsProblem(field, value, String);
    case 'amount': {
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) return '默认值须为金额，精确到分';
      const unit: AmountUnit = field.unit ?? '元';
      return boundsProblem(field, value, (fen) => amountText(fen, unit));
    }
    case 'date':
      return isCalendarDay(value) ? undefined : '默认值须为日期（年-月-日）';
    case 'select':
      return typeof value === 'string' && options.has(value) ? undefined : '默认值须为选项之一';
    case 'multiSelect': {
      if (!Array.isArray(value) || !value.every((item) => options.has(item))) return '默认值须为选项之一';
      if (new Set(value).size !== value.length) return '默认值中有重复的选项';
      if (field.min !== undefined && value.length < field.min) return `默认值至少选择 ${field.min} 项`;
      if (field.max !== undefined && value.length > field.max) return `默认值最多选择 ${field.max} 项`;
      return undefined;
    }
    default:
      return undefined;
  }
}

/** Each field whose default does not suit it, with the message naming the field. */
export function defaultValueProblems(
  form: readonly ApprovalFormField[],
): { field: string; index: number; message: string }[] {
  return form.flatMap((field, index) => {
    const problem = defaultValueProblem(field);
    return problem ? [{ field: field.name, index, message: `字段「${field.label}」的${problem}` }] : [];
  });
}

/** The values a start form opens with: each field's default that suits it, by field name. */
export function defaultValuesOf(form: readonly ApprovalFormField[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of form)
    if (field.defaultValue !== undefined && defaultValueProblem(field) === undefined)
      values[field.name] = Array.isArray(field.defaultValue) ? [...field.defaultValue] : field.defaultValue;
  return values;
}
