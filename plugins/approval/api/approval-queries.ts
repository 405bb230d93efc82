import { defineQuery } from '@core/data';
import { ApprovalApi, type ApprovalDataQuery } from './approval-api';

/** Tags of the approval area's queries: an action on an approval invalidates `approvals`. */
export const ApprovalTag = { approvals: 'approvals' } as const;

/** The counts of the member's lists (待我审批, 我已审批, 我发起的, 抄送我的). */
export const approvalCountsQuery = defineQuery({
  key: ['approval', 'approvals', 'counts'],
  service: ApprovalApi,
  fetch: (api, _: undefined, signal) => api.counts({ signal }),
  tags: [ApprovalTag.approvals],
});

/** 审批数据管理's page: every approval of the organisation under the search. */
export const approvalDataPageQuery = defineQuery({
  key: ['approval', 'approvals', 'data'],
  service: ApprovalApi,
  fetch: (api, query: ApprovalDataQuery, signal) => api.dataPage(query, { signal }),
  tags: [ApprovalTag.approvals],
});

/** What 审批数据管理's filters choose among (a new approval may add an initiator). */
export const approvalDataOptionsQuery = defineQuery({
  key: ['approval', 'approvals', 'data-options'],
  service: ApprovalApi,
  fetch: (api, _: undefined, signal) => api.dataOptions({ signal }),
  tags: [ApprovalTag.approvals],
});

/** The organisation's department tree, for 审批数据管理's 部门 filter. */
export const approvalDepartmentTreeQuery = defineQuery({
  key: ['approval', 'departments'],
  service: ApprovalApi,
  fetch: (api, _: undefined, signal) => api.departmentTree({ signal }),
});
