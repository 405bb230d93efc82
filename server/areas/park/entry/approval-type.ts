import type { ApprovalForm } from '../../../../manifests/contracts/approval-form';
import {
  COMPANY_INDUSTRIES,
  COMPANY_INDUSTRY_LABELS,
  COMPANY_SIZE_LABELS,
  COMPANY_SIZES,
  ROOM_USE_LABELS,
  ROOM_USES,
} from '../../../../manifests/contracts/park-constants';
import { ENTRY_ATTACHMENTS_MAX, PARK_ENTRY_APPROVAL_TYPE } from '../../../../manifests/contracts/park-entry';
import { type ApprovalType, defineApprovalType } from '../../approval/api';
import { approveEntry, closeEntry } from './entry-outcomes';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/**
 * 入驻申请's fields on its approval: what the park fills on every start and reads back when it passes
 * (locked in 审批配置: an administrator may add optional fields and change the flow, nothing more).
 * The area is shown in m² (two decimals); the park keeps it in hundredths.
 */
export const entryApprovalFields: ApprovalForm = [
  { name: 'companyName', label: '企业名称', kind: 'text', required: true, maxLength: 100 },
  { name: 'creditCode', label: '统一社会信用代码', kind: 'text', required: true, maxLength: 18 },
  { name: 'legalRepresentative', label: '法定代表人', kind: 'text', required: true, maxLength: 30 },
  {
    name: 'industry',
    label: '所属行业',
    kind: 'select',
    required: true,
    options: options(COMPANY_INDUSTRIES, COMPANY_INDUSTRY_LABELS),
  },
  {
    name: 'size',
    label: '企业规模',
    kind: 'select',
    required: true,
    options: options(COMPANY_SIZES, COMPANY_SIZE_LABELS),
  },
  { name: 'contactName', label: '联系人', kind: 'text', required: true, maxLength: 30 },
  { name: 'contactTelephone', label: '联系电话', kind: 'text', required: true, maxLength: 20 },
  { name: 'area', label: '需求面积（m²）', kind: 'number', required: true, min: 0.01 },
  {
    name: 'use',
    label: '用途',
    kind: 'select',
    required: true,
    options: options(ROOM_USES, ROOM_USE_LABELS),
  },
  { name: 'moveInDate', label: '预计入驻日期', kind: 'date', required: true },
  { name: 'note', label: '申请说明', kind: 'textarea', maxLength: 500 },
  { name: 'attachments', label: '申请附件', kind: 'attachment', max: ENTRY_ATTACHMENTS_MAX },
];

/**
 * `park.entry`: a company's application to settle. Its flow is the type default (the applicant's
 * department head, the administrators without one). Approved, the application creates the company (or
 * updates the one with its credit code) in the step's transaction; rejected, withdrawn or terminated,
 * nothing is created. A hook that throws (the company's name taken by another, say) rolls the step back.
 */
export const entryApprovalType: ApprovalType = defineApprovalType({
  key: PARK_ENTRY_APPROVAL_TYPE,
  title: '入驻申请',
  template: {
    name: '入驻申请',
    icon: 'shop',
    group: '园区业务',
    description: '企业申请入驻园区：审批通过后登记为入驻企业',
    fields: entryApprovalFields,
  },
  onApproved: approveEntry,
  onRejected: (outcome) => closeEntry(outcome, ['pending'], 'rejected'),
  onWithdrawn: (outcome) => closeEntry(outcome, ['pending'], 'withdrawn'),
  onTerminated: (outcome) => closeEntry(outcome, ['pending'], 'rejected'),
});
