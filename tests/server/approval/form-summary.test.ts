import type { ApprovalForm } from '../../../manifests/contracts/approval-form';
import { formSummary } from '../../../server/areas/approval/forms/form-summary';
import { approver, start } from './support/flows';

const form: ApprovalForm = [
  { name: 'note', label: '说明', kind: 'description', description: '请如实填写' },
  { name: 'amount', label: '报销金额', kind: 'amount' },
  {
    name: 'category',
    label: '报销类别',
    kind: 'select',
    options: [
      { label: '差旅费', value: 'travel' },
      { label: '办公用品', value: 'office' },
    ],
  },
  { name: 'period', label: '出差期间', kind: 'dateRange' },
  { name: 'owner', label: '经办人', kind: 'member' },
  { name: 'detail', label: '费用说明', kind: 'textarea' },
  { name: 'secret', label: '财务备注', kind: 'text' },
];
const flow = start(approver('head', { fieldPermissions: { secret: 'hidden' } }));

describe('an approval’s summary from its form', () => {
  it.each([
    [
      'the first three filled fields, amounts in yuan, options by label',
      { amount: 80000, category: 'travel', period: ['2026-11-02', '2026-11-04'], detail: '上海' },
      '报销金额：800.00 元；报销类别：差旅费；出差期间：2026-11-02 至 2026-11-04',
    ],
    ['large amounts grouped, exact to the fen', { amount: 123456789 }, '报销金额：1,234,567.89 元'],
    [
      'empty values, people and descriptions left out',
      { amount: undefined, category: '', owner: 'm-1', detail: '  采购\n打印纸  ' },
      '费用说明：采购 打印纸',
    ],
    ['a field some node hides never shown', { secret: '内部' }, ''],
    ['an option no longer listed, by its value', { category: 'meals' }, '报销类别：meals'],
  ])('%s', (_case, values, summary) => {
    expect(formSummary(form, flow, values)).toBe(summary);
  });

  it('reads an amount kept in 万元 in that unit', () => {
    const inTenThousands = form.map((field) =>
      field.name === 'amount' ? { ...field, unit: '万元' as const } : field,
    );
    expect(formSummary(inTenThousands, flow, { amount: 15_000_000 })).toBe('报销金额：15.00 万元');
  });

  it('cuts a long summary to 120 characters', () => {
    const summary = formSummary(form, flow, { detail: '很'.repeat(300) });
    expect(summary).toHaveLength(120);
    expect(summary.endsWith('…')).toBe(true);
  });
});
