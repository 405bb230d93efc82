import { type RequestService, token } from '@core';
import type { ReadOptions } from '@core/data';
import type { ApprovalCounts } from '@manifests/contracts/approval';

/** The approval contract's types (`import type` only: the contract's schemas stay on the server). */
export type * from '@manifests/contracts/approval';

/** The approval area's calls (`/enterprise/v1/approval/...`, behind PC_APPROVAL_CENTER). */
export const ApprovalApi = token<ApprovalApi>('approval.ApprovalApi');
export interface ApprovalApi {
  /** How many rows each of the centre's lists holds for the member (待我审批's is the badge). */
  counts(read?: ReadOptions): Promise<ApprovalCounts>;
}

export class HttpApprovalApi implements ApprovalApi {
  constructor(private readonly request: RequestService) {}

  counts(read?: ReadOptions) {
    return this.request.post<ApprovalCounts>('/enterprise/v1/approval/counts', {}, { signal: read?.signal });
  }
}
