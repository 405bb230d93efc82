import type { InstanceState } from '@manifests/contracts/approval';
import { APPROVAL_DETAIL_PATH } from '@manifests/contracts/approval-slots';
import { withQuery } from '@manifests/resource-codes';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * antd's status colours of a Tag, which the console's theme sets (`core/app/theme-tokens.ts`:
 * `colorInfo` is the chosen theme colour, success, warning and error are deepened to read at AA).
 */
type StatusColour = 'processing' | 'success' | 'warning' | 'error' | 'default';

/** What each state of an approval is called, and its tag's colour, wherever an approval is shown. */
export const APPROVAL_STATES: Readonly<Record<InstanceState, { label: string; color: StatusColour }>> = {
  running: { label: '审批中', color: 'processing' },
  returned: { label: '已退回', color: 'warning' },
  approved: { label: '已通过', color: 'success' },
  rejected: { label: '已拒绝', color: 'error' },
  withdrawn: { label: '已撤回', color: 'default' },
  terminated: { label: '已终止', color: 'default' },
};

/** The states as a select's options (a list's 状态 filter), in the order above. */
export const APPROVAL_STATE_OPTIONS: { label: string; value: InstanceState }[] = (
  Object.keys(APPROVAL_STATES) as InstanceState[]
).map((state) => ({ label: APPROVAL_STATES[state].label, value: state }));

/** An approval's state as a tag: 审批中 in the theme colour, 已通过 green, 已拒绝 red… */
export function ApprovalStateTag({ state }: { state: InstanceState }) {
  const { label, color } = APPROVAL_STATES[state];
  return <Tag color={color}>{label}</Tag>;
}

/** 审批详情 of one approval: `/PC_APPROVAL_DETAIL?uniqueId=…`, as the approval area's contract names it. */
export function approvalDetailPath(instanceUniqueId: string): string {
  return withQuery(APPROVAL_DETAIL_PATH, { uniqueId: instanceUniqueId });
}

/** A link to 审批详情 of one approval (it opens in its own tab, titled by the approval). */
export function ApprovalLink({ uniqueId, children }: { uniqueId: string; children: ReactNode }) {
  return <Link to={approvalDetailPath(uniqueId)}>{children}</Link>;
}
