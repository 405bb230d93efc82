import type {
  DraftDetail,
  DraftPageQuery,
  DraftRef,
  DraftSaveBody,
  DraftSaved,
  DraftSummary,
} from '@manifests/contracts/draft';
import type { Page, ReadOptions } from '../../data/page';
import { token } from '../../di/token';
import type { RequestService } from '../../services/request-service';

export type { DraftDetail, DraftPageQuery, DraftRef, DraftSaveBody, DraftSaved, DraftSummary };

/**
 * The server's drafts of step forms (`/enterprise/v1/draft/*`): a member's own, of a kind an area
 * declares. Writes are sent silently: the form shows their refusals where they happened (the save's
 * state, the list's row).
 */
export const DraftApi = token<DraftApi>('core.DraftApi');
export interface DraftApi {
  save(body: DraftSaveBody): Promise<DraftSaved>;
  detail(ref: DraftRef, read?: ReadOptions): Promise<DraftDetail>;
  page(query: DraftPageQuery, read?: ReadOptions): Promise<Page<DraftSummary>>;
  remove(ref: DraftRef): Promise<void>;
}

const base = '/enterprise/v1/draft';
const silent = { silent: true } as const;

export class HttpDraftApi implements DraftApi {
  constructor(private readonly request: RequestService) {}

  save(body: DraftSaveBody) {
    return this.request.post<DraftSaved>(`${base}/save`, body, silent);
  }

  detail(ref: DraftRef, read?: ReadOptions) {
    // The form shows a draft it cannot resume in place (gone, another member's).
    return this.request.post<DraftDetail>(`${base}/detail`, ref, { silent: true, signal: read?.signal });
  }

  page(query: DraftPageQuery, read?: ReadOptions) {
    return this.request.post<Page<DraftSummary>>(`${base}/page`, query, { signal: read?.signal });
  }

  async remove(ref: DraftRef) {
    await this.request.post<null>(`${base}/remove`, ref, silent);
  }
}
