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
  InstanceActBody,
  StartableTemplate,
  StartBody,
  StartedApproval,
  TaskActBody,
  TemplateToStart,
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
}

const silent = { silent: true } as const;
const base = '/enterprise/v1/approval';

/** A fresh id for one user intent (a click of 同意), sent with each retry of it. */
export function newRequestId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return random.replace(/[^A-Za-z0-9_-]/g, '');
}

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
}
