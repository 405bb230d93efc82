import { amountText } from '@core';
import type { CrudColumn } from '@core/crud';
import type { ApprovalFormField } from '@manifests/contracts/approval-form';
import type { ApprovalDataPage, ApprovalDataRow } from '../../api/approval-api';
import { fieldValueText } from './field-value-text';

/** Room for a whole value where it has a known shape (a date, a range, an amount). */
const MIN_WIDTH: Partial<Record<ApprovalFormField['kind'], number>> = { date: 112, dateRange: 210, amount: 110 };

/** A field column's key: apart from the base columns' (a field may be named `title`). */
export const fieldColumnKey = (name: string) => `field.${name}`;

/** An amount field's 合计 as its cells read: in 元, or named 万元 for a field typed in 万元. */
function amountTotal(field: ApprovalFormField): CrudColumn<ApprovalDataRow>['total'] {
  return field.unit === '万元' ? (fen: number) => amountText(fen, '万元') : 'money';
}

/**
 * The chosen template's fields as columns after the base ones (审批数据管理 with a template chosen):
 * amounts right-aligned in yuan with their 合计 (the server's, over the whole search), the rest as
 * text cut to one line.
 */
export function fieldColumns(page: ApprovalDataPage): CrudColumn<ApprovalDataRow>[] {
  return page.fields.map((field) => ({
    key: fieldColumnKey(field.name),
    title: field.kind === 'amount' ? `${field.label}（元）` : field.label,
    ellipsis: true,
    minWidth: MIN_WIDTH[field.kind],
    align: field.kind === 'amount' || field.kind === 'number' ? ('right' as const) : undefined,
    ...(field.kind === 'amount' ? { total: amountTotal(field), totalKey: field.name } : {}),
    render: (_: unknown, row: ApprovalDataRow) => fieldValueText(field, row.values[field.name], page.names),
  }));
}
