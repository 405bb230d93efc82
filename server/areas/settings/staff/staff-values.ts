import type { StaffField } from './staff-fields';

/**
 * The rules a member's values follow wherever they come from (the add and modify forms, a
 * spreadsheet row), so that both refuse the same things with the same words.
 */

export type CustomValue = string | number | null;
export type CustomValues = Record<string, CustomValue>;

export const CUSTOM_TEXT_MAX = 200;
/** Twelve integer digits: more than any count or amount a staff record holds, and exact as a double. */
const CUSTOM_NUMBER_LIMIT = 1e12;

/** Control, invisible format and lone surrogate characters; angle brackets (the console refuses them too). */
const UNSAFE_TEXT = /[\p{Cc}\p{Cf}\p{Cs}<>]/u;

/** Whether `text` is a real calendar date written YYYY-MM-DD, between 1900 and 2099. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2099) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 请填写「学历」 for text and numbers, 请选择「入职日期」 for what is picked (as the console words it). */
export function requiredFieldMessage(field: Pick<StaffField, 'label' | 'kind'>): string {
  return field.kind === 'select' || field.kind === 'date'
    ? `请选择「${field.label}」`
    : `请填写「${field.label}」`;
}

/** The value as stored (trimmed text, empty as null), or the reason it does not fit the field. */
export function customValueOf(
  field: StaffField,
  raw: CustomValue | undefined,
): { value: string | number | null } | { problem: string } {
  const value = typeof raw === 'string' ? raw.trim() : raw;
  if (value === undefined || value === null || value === '') {
    return field.required ? { problem: requiredFieldMessage(field) } : { value: null };
  }
  switch (field.kind) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value))
        return { problem: `「${field.label}」必须是数字` };
      if (Math.abs(value) >= CUSTOM_NUMBER_LIMIT) return { problem: `「${field.label}」的数值过大` };
      return { value };
    case 'date':
      if (typeof value !== 'string' || !isCalendarDate(value)) {
        return { problem: `「${field.label}」须为有效日期，格式 YYYY-MM-DD` };
      }
      return { value };
    case 'select':
      if (typeof value !== 'string' || !field.options.includes(value)) {
        return { problem: `「${field.label}」须为可选项之一` };
      }
      return { value };
    default:
      if (typeof value !== 'string') return { problem: `「${field.label}」须为文本` };
      if (value.length > CUSTOM_TEXT_MAX)
        return { problem: `「${field.label}」不能超过 ${CUSTOM_TEXT_MAX} 个字符` };
      if (UNSAFE_TEXT.test(value)) return { problem: `「${field.label}」不能包含尖括号或不可见字符` };
      return { value };
  }
}

/**
 * A member's custom values checked against the organisation's fields: the values to store (only the
 * filled ones) or the first problem. A key that is no field (any more) is refused: the form that sent
 * it was drawn from an older configuration.
 */
export function checkCustomValues(
  fields: readonly StaffField[],
  values: CustomValues,
): { stored: Record<string, string | number> } | { problem: string; field?: string } {
  const known = new Set(fields.map((field) => field.uniqueId));
  if (Object.keys(values).some((key) => !known.has(key))) {
    return { problem: '员工字段配置已变更，请刷新页面后重试' };
  }
  const stored: Record<string, string | number> = {};
  for (const field of fields) {
    const checked = customValueOf(field, values[field.uniqueId]);
    // The form's field the problem concerns: `customFields.<id>`.
    if ('problem' in checked) return { ...checked, field: `customFields.${field.uniqueId}` };
    if (checked.value !== null) stored[field.uniqueId] = checked.value;
  }
  return { stored };
}

/** The member's values for every configured field, null where none is kept (StaffDetail.customFields). */
export function customValuesForDisplay(
  fields: readonly StaffField[],
  stored: Record<string, unknown>,
): CustomValues {
  const values: CustomValues = {};
  for (const field of fields) {
    const value = stored[field.uniqueId];
    values[field.uniqueId] = typeof value === 'string' || typeof value === 'number' ? value : null;
  }
  return values;
}
