import type { ApprovalForm } from '@manifests/contracts/approval-form';

/**
 * A form of an approval type's template as the designer receives it: 月租金 and 租约类型 the area
 * fills (locked), 联系人 an administrator added.
 */
export const LOCKED_FORM: ApprovalForm = [
  { name: 'rent', label: '月租金', kind: 'amount', required: true, locked: true },
  {
    name: 'leaseKind',
    label: '租约类型',
    kind: 'select',
    required: true,
    options: [{ label: '新签', value: 'new' }],
    locked: true,
  },
  { name: 'contact', label: '联系人', kind: 'text' },
];
