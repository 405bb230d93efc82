import {
  AlignLeftOutlined,
  ApartmentOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CheckSquareOutlined,
  EditOutlined,
  FieldNumberOutlined,
  FieldTimeOutlined,
  InfoCircleOutlined,
  MoneyCollectOutlined,
  PaperClipOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { APPROVAL_FIELD_KINDS, type ApprovalFieldKind } from '@manifests/contracts/approval-form-constants';
import type { ComponentType } from 'react';
import { FIELD_KIND_NAMES, type FieldProperty } from './form-model';

/** The palette's entries: each kind of the engine with its Chinese name and icon, in order. */
export const PALETTE: readonly { kind: ApprovalFieldKind; name: string; Icon: ComponentType }[] = (() => {
  const icons: Record<ApprovalFieldKind, ComponentType> = {
    text: EditOutlined,
    textarea: AlignLeftOutlined,
    number: FieldNumberOutlined,
    amount: MoneyCollectOutlined,
    date: CalendarOutlined,
    dateRange: FieldTimeOutlined,
    select: CheckCircleOutlined,
    multiSelect: CheckSquareOutlined,
    member: UserOutlined,
    department: ApartmentOutlined,
    attachment: PaperClipOutlined,
    description: InfoCircleOutlined,
  };
  return APPROVAL_FIELD_KINDS.map((kind) => ({ kind, name: FIELD_KIND_NAMES[kind], Icon: icons[kind] }));
})();

const COMMON: FieldProperty[] = ['label', 'placeholder', 'required'];
/** Kinds a flow's condition can compare also offer 可作为流程条件. */
const CONDITIONS: FieldProperty[] = ['conditionable'];

/** Which properties the panel offers for a field of each kind, in the panel's order. */
export const KIND_PROPERTIES: Record<ApprovalFieldKind, readonly FieldProperty[]> = {
  text: [...COMMON, ...CONDITIONS, 'maxLength', 'defaultValue', 'description'],
  textarea: [...COMMON, 'maxLength', 'defaultValue', 'description'],
  number: [...COMMON, ...CONDITIONS, 'min', 'max', 'defaultValue', 'description'],
  amount: [...COMMON, ...CONDITIONS, 'unit', 'min', 'max', 'defaultValue', 'description'],
  date: [...COMMON, ...CONDITIONS, 'defaultValue', 'description'],
  dateRange: ['label', 'required', ...CONDITIONS, 'description'],
  select: [...COMMON, ...CONDITIONS, 'options', 'defaultValue', 'description'],
  multiSelect: [...COMMON, ...CONDITIONS, 'options', 'min', 'max', 'defaultValue', 'description'],
  member: [...COMMON, 'multiple', 'description'],
  department: [...COMMON, 'multiple', 'description'],
  attachment: ['label', 'required', 'max', 'description'],
  description: ['label', 'description'],
};

/** What min and max mean for a kind, in the panel's words. */
export function boundLabels(kind: ApprovalFieldKind): { min: string; max: string } {
  switch (kind) {
    case 'amount':
      return { min: '最小金额', max: '最大金额' };
    case 'multiSelect':
      return { min: '最少选择几项', max: '最多选择几项' };
    case 'attachment':
      return { min: '最少上传几个', max: '最多上传几个' };
    default:
      return { min: '最小值', max: '最大值' };
  }
}
