import { ApprovalPaths } from '@manifests/approval';
import type { InstanceState } from '@manifests/contracts/approval';
import { Tag } from 'antd';

/** What each state of an approval is called, and its tag's colour, on every page of the area. */
export const INSTANCE_STATE_LABELS: Record<InstanceState, { label: string; color: string }> = {
  running: { label: '审批中', color: 'processing' },
  returned: { label: '已退回', color: 'warning' },
  approved: { label: '已通过', color: 'success' },
  rejected: { label: '已拒绝', color: 'error' },
  withdrawn: { label: '已撤回', color: 'default' },
  terminated: { label: '已终止', color: 'default' },
};

/** The states as a select's options (the lists' and 审批数据管理's 状态 filter). */
export const INSTANCE_STATE_OPTIONS = (Object.keys(INSTANCE_STATE_LABELS) as InstanceState[]).map(
  (state) => ({ label: INSTANCE_STATE_LABELS[state].label, value: state }),
);

export function InstanceStateTag({ state }: { state: InstanceState }) {
  const { label, color } = INSTANCE_STATE_LABELS[state];
  return <Tag color={color}>{label}</Tag>;
}

/** 审批详情 of one approval (the path the server's messages link to). */
export function approvalDetailPath(instanceUniqueId: string): string {
  return `${ApprovalPaths.detail}?uniqueId=${encodeURIComponent(instanceUniqueId)}`;
}
