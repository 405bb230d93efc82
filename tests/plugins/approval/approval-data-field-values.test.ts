import type { ApprovalFormField } from '@manifests/contracts/approval-form';
import { fieldValueText } from '@plugins/approval/views/data/field-value-text';

const field = (
  kind: ApprovalFormField['kind'],
  more: Partial<ApprovalFormField> = {},
): ApprovalFormField => ({
  name: 'f',
  label: '字段',
  kind,
  ...more,
});
const options = [
  { label: '急', value: 'urgent' },
  { label: '大额', value: 'large' },
];
const names = { 'm-1': '刘洋', 'm-2': '孙强', 'd-1': '财务部' };

describe('审批数据管理 field cells', () => {
  it.each<[string, ApprovalFormField, unknown, string]>([
    ['amounts in yuan', field('amount'), 123_456, '1234.56'],
    ['small amounts', field('amount'), 5, '0.05'],
    ['amounts in 万元, named', field('amount', { unit: '万元' }), 1_500_000, '1.50 万元'],
    ['numbers', field('number'), 2.5, '2.5'],
    ['an option by label', field('select', { options }), 'large', '大额'],
    ['options by label', field('multiSelect', { options }), ['urgent', 'large'], '急、大额'],
    ['an unknown option as stored', field('select', { options }), 'gone', 'gone'],
    ['a member by name', field('member'), 'm-1', '刘洋'],
    ['members by name', field('member', { multiple: true }), ['m-1', 'm-2'], '刘洋、孙强'],
    ['a member the page did not name, by id', field('member'), 'm-9', 'm-9'],
    ['a department by name', field('department'), 'd-1', '财务部'],
    ['a date', field('date'), '2026-11-24', '2026-11-24'],
    ['a date range', field('dateRange'), ['2026-11-01', '2026-11-03'], '2026-11-01 至 2026-11-03'],
    [
      'files by name',
      field('attachment'),
      [{ name: '发票.pdf' }, { name: '行程单.png' }],
      '发票.pdf、行程单.png',
    ],
    ['text', field('textarea'), '办公用品', '办公用品'],
    ['nothing filled in', field('text'), undefined, ''],
    ['an empty text', field('text'), '', ''],
  ])('shows %s', (_, formField, value, text) => {
    expect(fieldValueText(formField, value, names)).toBe(text);
  });
});
