import { usePermission } from '@core';
import { WorkbenchStat } from '@core/components';
import { approvalManifest } from '@manifests/approval';
import { pathOf } from '@manifests/resource-codes';

const APPROVAL_CENTER = 'PC_APPROVAL_CENTER';

/**
 * The workbench's 待办: approvals waiting for the member. The approval area has no approvals yet (its
 * pages are coming), so it says 0 and why, and leads to 审批中心 for those granted it.
 */
export default function PendingApprovalsStat() {
  const granted = usePermission(APPROVAL_CENTER);
  return (
    <WorkbenchStat
      title="待办"
      value={0}
      suffix="项"
      hint="审批功能开放中，暂无待办"
      to={granted ? pathOf(approvalManifest, APPROVAL_CENTER) : undefined}
      order={20}
      linkLabel="审批中心"
    />
  );
}
