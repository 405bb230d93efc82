import { usePermission } from '@core';
import { WorkbenchStat } from '@core/components';
import { useData } from '@core/data';
import type { PrepareSlot } from '@core/plugin';
import { ApprovalPaths, ApprovalPermission } from '@manifests/approval';
import { approvalCountsQuery } from '../api/approval-queries';

/** The count, loaded before the workbench's first render (a signed-in start has it already). */
export const prepare: PrepareSlot = ({ can, prefetch }) =>
  can(ApprovalPermission.center) ? prefetch(approvalCountsQuery, undefined) : undefined;

/**
 * The workbench's 待办: the approvals waiting for the member (the count of 待我审批), leading to 审批中心.
 * Shown to members granted the centre; others have nothing to approve here.
 */
export default function PendingApprovalsStat() {
  const granted = usePermission(ApprovalPermission.center);
  const counts = useData(approvalCountsQuery, undefined, { enabled: granted });
  if (!granted) return null;
  const todo = counts.data?.todo ?? 0;
  return (
    <WorkbenchStat
      title="待办"
      value={todo}
      suffix="项"
      loading={counts.isPending}
      hint={
        counts.isError ? '待办加载失败，请稍后再试' : todo > 0 ? '等待您审批的事项' : '暂无待您审批的事项'
      }
      to={`${ApprovalPaths.center}?tab=todo`}
      order={20}
      linkLabel="审批中心"
    />
  );
}
