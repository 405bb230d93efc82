import { defineQuery } from '@core/data';
import { ApprovalApi } from './approval-api';

/** Tags of the approval area's queries: an action on an approval invalidates `approvals`. */
export const ApprovalTag = { approvals: 'approvals' } as const;

/** The counts of the member's lists (待我审批, 我已审批, 我发起的, 抄送我的). */
export const approvalCountsQuery = defineQuery({
  key: ['approval', 'approvals', 'counts'],
  service: ApprovalApi,
  fetch: (api, _: undefined, signal) => api.counts({ signal }),
  tags: [ApprovalTag.approvals],
});
