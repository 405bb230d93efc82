import { amountText, formatFen } from '@core';
import type { ApprovalFormField } from '@manifests/contracts/approval-form';

/** An attachment as the form stores it (only its name shows in a cell). */
function nameOfFile(item: unknown): string {
  return typeof item === 'object' && item !== null ? String((item as { name?: unknown }).name ?? '') : '';
}

/**
 * How a form value reads in 审批数据管理's cell: amounts in yuan with two decimals (万元 named), options by their
 * label, members and departments by the names the page answered (the id when it has none: removed),
 * a date range with 至, lists with 、; nothing filled in reads as ''.
 */
export function fieldValueText(
  field: ApprovalFormField,
  value: unknown,
  names: Readonly<Record<string, string>>,
): string {
  if (value === undefined || value === null || value === '') return '';
  switch (field.kind) {
    case 'amount':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) return String(value);
      return field.unit === '万元' ? amountText(value, '万元') : formatFen(value);
    case 'select':
    case 'multiSelect': {
      const label = (item: unknown) =>
        field.options?.find((option) => option.value === item)?.label ?? String(item);
      return [value].flat().map(label).join('、');
    }
    case 'member':
    case 'department':
      return [value]
        .flat()
        .map((id) => names[String(id)] ?? String(id))
        .join('、');
    case 'dateRange':
      return Array.isArray(value) ? value.join(' 至 ') : String(value);
    case 'attachment':
      return Array.isArray(value) ? value.map(nameOfFile).filter(Boolean).join('、') : '';
    default:
      return Array.isArray(value) ? value.map(String).join('、') : String(value);
  }
}
