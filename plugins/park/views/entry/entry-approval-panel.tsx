import { QueryState, useData } from '@core/data';
import type { ApprovalBusinessProps } from '@manifests/contracts/approval-slots';
import { entryOfApprovalQuery } from '../../api/entry-queries';
import { EntrySummary } from './entry-summary';

/**
 * 审批详情's business panel of an entry application's approval (the slot `approval.detail.business`,
 * filled for `park.entry` only): the application the approver decides on, read again whenever an
 * action on the page moved the approval, the last answer kept on screen meanwhile.
 */
export default function EntryApprovalPanel({ businessId, state }: ApprovalBusinessProps) {
  const entry = useData(
    entryOfApprovalQuery,
    { uniqueId: businessId ?? '', approvalState: state },
    { enabled: businessId !== null, keepPrevious: true },
  );
  return (
    <QueryState query={entry} errorTitle="入驻申请加载失败">
      {(detail) => <EntrySummary entry={detail} />}
    </QueryState>
  );
}
