import { defineQuery } from '@core/data';
import { ApprovalApi, type ApprovalDataQuery, type ApprovalListQuery } from './approval-api';

/**
 * Tags of the approval area's queries: an action on an approval invalidates `approvals`; a template
 * saved in 审批配置 invalidates `templates`. `departments` is the settings area's tag. The members and
 * departments its pages choose from are core's directory (`memberOptionsQuery`, `departmentTreeQuery`).
 */
export const ApprovalTag = {
  approvals: 'approvals',
  templates: 'approval-templates',
  departments: 'departments',
} as const;

/** The counts of the member's lists (待我审批, 我已审批, 我发起的, 抄送我的). */
export const approvalCountsQuery = defineQuery({
  key: ['approval', 'approvals', 'counts'],
  service: ApprovalApi,
  fetch: (api, _: undefined, signal) => api.counts({ signal }),
  tags: [ApprovalTag.approvals],
});

/** One page of 待我审批, 我已审批, 我发起的 or 抄送我的, under its filters. */
export const approvalListQuery = defineQuery({
  key: ['approval', 'approvals', 'list'],
  service: ApprovalApi,
  fetch: (api, query: ApprovalListQuery, signal) => api.list(query, { signal }),
  tags: [ApprovalTag.approvals],
});

/** The templates the member may start (发起审批's cards, the lists' 审批类型 filter). */
export const startableTemplatesQuery = defineQuery({
  key: ['approval', 'templates', 'startable'],
  service: ApprovalApi,
  fetch: (api, _: undefined, signal) => api.startableTemplates({ signal }),
  tags: [ApprovalTag.templates],
});

/** A template's current version to start: its form and the nodes whose approvers the initiator chooses. */
export const templateToStartQuery = defineQuery({
  key: ['approval', 'templates', 'to-start'],
  service: ApprovalApi,
  fetch: (api, uniqueId: string, signal) => api.templateToStart(uniqueId, { signal }),
  tags: [ApprovalTag.templates],
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

/** 审批详情: what the member may see of one approval and do on it (reloaded after every action). */
export const approvalDetailQuery = defineQuery({
  key: ['approval', 'approvals', 'detail'],
  service: ApprovalApi,
  fetch: (api, uniqueId: string, signal) => api.detail(uniqueId, { signal }),
  tags: [ApprovalTag.approvals],
});

/** 审批配置's list: the groups in order and every template (never cached by the page: it reloads on entry). */
export const templateCatalogQuery = defineQuery({
  key: ['approval', 'templates', 'catalog'],
  service: ApprovalApi,
  fetch: (api, _: undefined, signal) => api.templateCatalog({ signal }),
  tags: [ApprovalTag.templates],
});

/** A template's versions, newest first (版本记录). */
export const templateVersionsQuery = defineQuery({
  key: ['approval', 'templates', 'versions'],
  service: ApprovalApi,
  fetch: (api, uniqueId: string, signal) => api.templateVersions(uniqueId, { signal }),
  tags: [ApprovalTag.templates],
});

/** One published version's form and flow (版本记录's preview). */
export const templateVersionQuery = defineQuery({
  key: ['approval', 'templates', 'version'],
  service: ApprovalApi,
  fetch: (api, ref: { uniqueId: string; version: number }, signal) =>
    api.templateVersion(ref.uniqueId, ref.version, { signal }),
  tags: [ApprovalTag.templates],
});

/** The organisation's roles, for 流程配置's role approvers (follows 角色管理: settings' tag). */
export const approvalRoleOptionsQuery = defineQuery({
  key: ['approval', 'organization', 'roles'],
  service: ApprovalApi,
  fetch: (api, _: undefined, signal) => api.roleOptions({ signal }),
  tags: ['roles'],
});
