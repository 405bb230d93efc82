import { amountText } from '../../../../manifests/contracts/amount-units';
import type { FlowNode } from '../../../../manifests/contracts/approval-flow';
import type { ApprovalForm, ApprovalFormValues } from '../../../../manifests/contracts/approval-form';
import { allNodes } from '../flow/flow-walk';

/** How many fields a summary shows, and how long it may grow. */
const SUMMARY_FIELDS = 3;
const SUMMARY_MAX = 120;

const yuan = (fen: number) =>
  `${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 元`;

/** One value as a list row shows it; undefined for a kind a row leaves out (people, files) or no value. */
function shown(field: ApprovalForm[number], value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const label = (option: unknown) =>
    field.options?.find((known) => known.value === option)?.label ?? String(option);
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() || undefined : undefined;
    case 'number':
      return typeof value === 'number' ? String(value) : undefined;
    case 'amount':
      if (typeof value !== 'number') return undefined;
      return field.unit === '万元' && Number.isSafeInteger(value) ? amountText(value, '万元') : yuan(value);
    case 'date':
      return typeof value === 'string' ? value : undefined;
    case 'dateRange':
      return Array.isArray(value) && value.length === 2 ? `${value[0]} 至 ${value[1]}` : undefined;
    case 'select':
      return label(value);
    case 'multiSelect':
      return Array.isArray(value) && value.length > 0 ? value.map(label).join('、') : undefined;
    default:
      return undefined;
  }
}

/**
 * What a list row says of an approval started from a template (an area's approvals bring their own):
 * the first three filled fields, 「报销金额：800.00 元；报销类别：差旅费；…」, cut to 120 characters.
 * A field any node of the flow hides is never among them: the lists show the summary to everyone
 * taking part.
 */
export function formSummary(form: ApprovalForm, flow: FlowNode, values: ApprovalFormValues): string {
  const hidden = new Set<string>();
  for (const node of allNodes(flow))
    for (const [name, access] of Object.entries(('fieldPermissions' in node && node.fieldPermissions) || {}))
      if (access === 'hidden') hidden.add(name);
  const parts: string[] = [];
  for (const field of form) {
    if (parts.length === SUMMARY_FIELDS) break;
    if (hidden.has(field.name)) continue;
    const text = shown(field, values[field.name]);
    if (text !== undefined) parts.push(`${field.label}：${text}`);
  }
  const summary = parts.join('；');
  return summary.length > SUMMARY_MAX ? `${summary.slice(0, SUMMARY_MAX - 1)}…` : summary;
}
