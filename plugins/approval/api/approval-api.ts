import { type DownloadedFile, type RequestService, token } from '@core';
import type { Page, ReadOptions } from '@core/data';
import type {
  ActionDone,
  ApprovalCounts,
  ApprovalDataOptions,
  ApprovalDataPage,
  ApprovalDataQuery,
  ApprovalDetail,
  ApprovalExportQuery,
  ApprovalListItem,
  ApprovalListQuery,
  BatchApproved,
  DraftSaveBody,
  DraftSaved,
  InstanceActBody,
  PublishBody,
  StartableTemplate,
  StartBody,
  StartedApproval,
  TaskActBody,
  TemplateCatalog,
  TemplateCreateBody,
  TemplateDraft,
  TemplateGroup,
  TemplatePublished,
  TemplateSettingsBody,
  TemplateToStart,
  TemplateVersionDetail,
  TemplateVersionItem,
} from '@manifests/contracts/approval';

/** The approval contract's types (`import type` only: the contract's schemas stay on the server). */
export type * from '@manifests/contracts/approval';

/**
 * The approval area's calls (`/enterprise/v1/approval/...`). Reads toast their failure like every
 * other call; writes are sent silently, so the page shows a refusal where it happened and keeps what
 * was typed. Every write carries a request id: a retried request answers the same and changes nothing
 * twice (make one per user intent with `newRequestId`, and keep it while retrying that intent).
 */
export const ApprovalApi = token<ApprovalApi>('approval.ApprovalApi');
export interface ApprovalApi {
  /** How many rows each of the centre's lists holds for the member (待我审批's is the badge). */
  counts(read?: ReadOptions): Promise<ApprovalCounts>;
  /** The templates the member may start, enabled ones only, in their groups' order. */
  startableTemplates(read?: ReadOptions): Promise<StartableTemplate[]>;
  /** A template's current version to start: its form and the nodes whose approvers the initiator chooses. */
  templateToStart(uniqueId: string, read?: ReadOptions): Promise<TemplateToStart>;
  start(body: StartBody): Promise<StartedApproval>;
  /** One page of 待我审批, 我已审批, 我发起的 or 抄送我的. */
  list(query: ApprovalListQuery, read?: ReadOptions): Promise<Page<ApprovalListItem>>;
  /** What the caller may see of one approval, and what they may do on it. */
  detail(uniqueId: string, read?: ReadOptions): Promise<ApprovalDetail>;
  /** 同意, 拒绝, 办理, 退回, 转交, 加签 on the caller's task. */
  actOnTask(body: TaskActBody): Promise<ActionDone>;
  /** 同意 on several tasks at once; each is its own step, refusals are listed. */
  batchApprove(taskUniqueIds: string[], requestId: string): Promise<BatchApproved>;
  /** 撤回, 重新提交, 催办, 评论 on an approval. */
  actOnInstance(body: InstanceActBody): Promise<ActionDone>;
  /** 终止 (审批数据管理's administrators). */
  terminate(uniqueId: string, comment: string, requestId: string): Promise<ActionDone>;
  /** 审批数据管理: every approval of the organisation matching the search. */
  dataPage(query: ApprovalDataQuery, read?: ReadOptions): Promise<ApprovalDataPage>;
  /** 审批数据管理's choices: every template, and every member who started an approval. */
  dataOptions(read?: ReadOptions): Promise<ApprovalDataOptions>;
  /** 审批数据管理's search as an .xlsx file (written by the server as it reads). */
  exportData(query: ApprovalExportQuery): Promise<DownloadedFile>;

  // 审批配置
  /** The groups in their order and every template with its publication and draft state. */
  templateCatalog(read?: ReadOptions): Promise<TemplateCatalog>;
  addGroup(name: string): Promise<TemplateGroup>;
  renameGroup(uniqueId: string, name: string): Promise<void>;
  /** Every group, in the order wanted. */
  orderGroups(uniqueIds: string[]): Promise<void>;
  /** Refused, with the reason, while templates are in the group. */
  removeGroup(uniqueId: string): Promise<void>;
  /** A new unpublished template: blank, or a copy of `copyFrom`'s form and flow. */
  createTemplate(body: TemplateCreateBody): Promise<{ uniqueId: string }>;
  /** Basic settings (name, icon, group, description, starters, enabled), saved without publishing. */
  saveTemplateSettings(body: TemplateSettingsBody): Promise<void>;
  /** Refused, with the reason, while approvals on it run, and for a system template. */
  removeTemplate(uniqueId: string): Promise<void>;
  /** The form and flow being edited, at the revision to send back with the next save. */
  templateDraft(uniqueId: string, read?: ReadOptions): Promise<TemplateDraft>;
  /** Saves the draft on the revision edited; refused as `ApprovalDraftConflict` when another save came first. */
  saveDraft(body: DraftSaveBody): Promise<DraftSaved>;
  /** Publishes the draft as the next version; refused with `data.problems` (each on its node) while any remain. */
  publishTemplate(body: PublishBody): Promise<TemplatePublished>;
  templateVersions(uniqueId: string, read?: ReadOptions): Promise<TemplateVersionItem[]>;
  templateVersion(uniqueId: string, version: number, read?: ReadOptions): Promise<TemplateVersionDetail>;
  /** The organisation's roles, for 流程配置's role approvers. */
  roleOptions(read?: ReadOptions): Promise<{ uniqueId: string; name: string }[]>;
}

const silent = { silent: true } as const;
const base = '/enterprise/v1/approval';

/** A fresh id for one user intent (a click of 同意), sent with each retry of it: core's, shared by every area. */
export { newRequestId } from '@core';

export class HttpApprovalApi implements ApprovalApi {
  constructor(private readonly request: RequestService) {}

  counts(read?: ReadOptions) {
    return this.request.post<ApprovalCounts>(`${base}/counts`, {}, { signal: read?.signal });
  }

  startableTemplates(read?: ReadOptions) {
    return this.request.post<StartableTemplate[]>(`${base}/template/startable`, {}, { signal: read?.signal });
  }

  templateToStart(uniqueId: string, read?: ReadOptions) {
    return this.request.post<TemplateToStart>(
      `${base}/template/start-detail`,
      { uniqueId },
      { signal: read?.signal },
    );
  }

  start(body: StartBody) {
    return this.request.post<StartedApproval>(`${base}/start`, body, silent);
  }

  list(query: ApprovalListQuery, read?: ReadOptions) {
    return this.request.post<Page<ApprovalListItem>>(`${base}/list`, query, { signal: read?.signal });
  }

  detail(uniqueId: string, read?: ReadOptions) {
    return this.request.post<ApprovalDetail>(`${base}/detail`, { uniqueId }, { signal: read?.signal });
  }

  actOnTask(body: TaskActBody) {
    return this.request.post<ActionDone>(`${base}/task/act`, body, silent);
  }

  batchApprove(taskUniqueIds: string[], requestId: string) {
    return this.request.post<BatchApproved>(
      `${base}/task/batch-approve`,
      { taskUniqueIds, requestId },
      silent,
    );
  }

  actOnInstance(body: InstanceActBody) {
    return this.request.post<ActionDone>(`${base}/instance/act`, body, silent);
  }

  terminate(uniqueId: string, comment: string, requestId: string) {
    return this.request.post<ActionDone>(
      `${base}/instance/terminate`,
      { uniqueId, comment, requestId },
      silent,
    );
  }

  dataPage(query: ApprovalDataQuery, read?: ReadOptions) {
    return this.request.post<ApprovalDataPage>(`${base}/data/page`, query, { signal: read?.signal });
  }

  dataOptions(read?: ReadOptions) {
    return this.request.post<ApprovalDataOptions>(`${base}/data/options`, {}, { signal: read?.signal });
  }

  exportData(query: ApprovalExportQuery) {
    return this.request.postForFile(`${base}/data/export`, query);
  }

  templateCatalog(read?: ReadOptions) {
    return this.request.post<TemplateCatalog>(`${base}/template/list`, {}, { signal: read?.signal });
  }

  addGroup(name: string) {
    return this.request.post<TemplateGroup>(`${base}/group/add`, { name }, silent);
  }

  async renameGroup(uniqueId: string, name: string) {
    await this.request.post<null>(`${base}/group/rename`, { uniqueId, name }, silent);
  }

  async orderGroups(uniqueIds: string[]) {
    await this.request.post<null>(`${base}/group/order`, { uniqueIds }, silent);
  }

  async removeGroup(uniqueId: string) {
    await this.request.post<null>(`${base}/group/remove`, { uniqueId }, silent);
  }

  createTemplate(body: TemplateCreateBody) {
    return this.request.post<{ uniqueId: string }>(`${base}/template/create`, body, silent);
  }

  async saveTemplateSettings(body: TemplateSettingsBody) {
    await this.request.post<null>(`${base}/template/settings`, body, silent);
  }

  async removeTemplate(uniqueId: string) {
    await this.request.post<null>(`${base}/template/remove`, { uniqueId }, silent);
  }

  templateDraft(uniqueId: string, read?: ReadOptions) {
    return this.request.post<TemplateDraft>(`${base}/template/draft`, { uniqueId }, { signal: read?.signal });
  }

  saveDraft(body: DraftSaveBody) {
    return this.request.post<DraftSaved>(`${base}/template/draft/save`, body, silent);
  }

  publishTemplate(body: PublishBody) {
    return this.request.post<TemplatePublished>(`${base}/template/publish`, body, silent);
  }

  roleOptions(read?: ReadOptions) {
    return this.request.post<{ uniqueId: string; name: string }[]>(
      `${base}/template/role-options`,
      {},
      { signal: read?.signal },
    );
  }

  templateVersions(uniqueId: string, read?: ReadOptions) {
    return this.request.post<TemplateVersionItem[]>(
      `${base}/template/versions`,
      { uniqueId },
      { signal: read?.signal },
    );
  }

  templateVersion(uniqueId: string, version: number, read?: ReadOptions) {
    return this.request.post<TemplateVersionDetail>(
      `${base}/template/version`,
      { uniqueId, version },
      { signal: read?.signal },
    );
  }
}
