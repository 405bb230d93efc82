import type { DraftApi, DraftDetail, DraftSummary } from '@core/crud/step-form/draft-api';
import { ApiError, NETWORK_ERROR_CODE } from '@core/services/api-error';
import type { DraftPageQuery, DraftRef, DraftSaveBody, DraftSaved } from '@manifests/contracts/draft';
import { DRAFT_CONFLICT_CODE, DRAFT_NOT_FOUND_CODE } from '@manifests/contracts/draft-constants';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

interface Kept {
  detail: DraftDetail;
  requestId: string;
}

/**
 * The server's drafts in memory, with its rules: a save on an older revision is refused as a conflict
 * (its data the revision and time saved), a retried save (its request id, one revision on) answers as
 * the first, removed drafts are not found. Records every call; `loseNextAnswer` stores the next save
 * and then fails it as the network would (the answer never came).
 */
export class FakeDraftApi implements DraftApi {
  readonly drafts = new Map<string, Kept>();
  readonly saves: DraftSaveBody[] = [];
  readonly removed: DraftRef[] = [];
  loseNextAnswer = false;
  /** The time each save is stamped with (today's: the form shows a time of today alone). */
  now = new Date();
  private next = 0;

  /** A draft saved elsewhere before the test (resumed, listed). */
  put(detail: Partial<DraftDetail> & { uniqueId: string }): DraftDetail {
    const full: DraftDetail = {
      kind: 'visitor-log.visit',
      title: '未命名草稿',
      step: 0,
      revision: 1,
      values: {},
      createdAt: this.now.toISOString(),
      updatedAt: this.now.toISOString(),
      ...detail,
    };
    this.drafts.set(full.uniqueId, { detail: full, requestId: `elsewhere-${full.uniqueId}` });
    return full;
  }

  /** Another browser saves the draft: one revision on. */
  saveElsewhere(uniqueId: string, values: DraftDetail['values']): void {
    const kept = this.drafts.get(uniqueId)!;
    kept.detail = {
      ...kept.detail,
      values,
      revision: kept.detail.revision + 1,
      updatedAt: this.now.toISOString(),
    };
    kept.requestId = `elsewhere-${kept.detail.revision}`;
  }

  async save(body: DraftSaveBody): Promise<DraftSaved> {
    this.saves.push(copy(body));
    const answer = this.apply(body);
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      throw new ApiError(NETWORK_ERROR_CODE, '网络连接失败，请检查网络');
    }
    return answer;
  }

  private apply(body: DraftSaveBody): DraftSaved {
    const at = this.now.toISOString();
    const { kind, title, step, values } = body;
    if (body.uniqueId === undefined) {
      const earlier = [...this.drafts.values()].find((kept) => kept.requestId === body.requestId);
      if (earlier) return this.savedOf(earlier.detail);
      const uniqueId = `draft-${++this.next}`;
      const detail = { uniqueId, kind, title, step, values, revision: 1, createdAt: at, updatedAt: at };
      this.drafts.set(uniqueId, { detail, requestId: body.requestId });
      return this.savedOf(detail);
    }
    const kept = this.drafts.get(body.uniqueId);
    if (!kept) throw new ApiError(DRAFT_NOT_FOUND_CODE, '草稿不存在或已删除');
    if (kept.requestId === body.requestId && kept.detail.revision === body.revision + 1)
      return this.savedOf(kept.detail);
    if (kept.detail.revision !== body.revision)
      throw new ApiError(
        DRAFT_CONFLICT_CODE,
        '该草稿已于 2026-11-22 10:35 在别处保存，这里的修改未保存，请重新加载后再编辑',
        {
          revision: kept.detail.revision,
          updatedAt: kept.detail.updatedAt,
        },
      );
    kept.detail = { ...kept.detail, title, step, values, revision: kept.detail.revision + 1, updatedAt: at };
    kept.requestId = body.requestId;
    return this.savedOf(kept.detail);
  }

  private savedOf(detail: DraftDetail): DraftSaved {
    return { uniqueId: detail.uniqueId, revision: detail.revision, updatedAt: detail.updatedAt };
  }

  async detail(ref: DraftRef): Promise<DraftDetail> {
    const kept = this.drafts.get(ref.uniqueId);
    if (!kept || kept.detail.kind !== ref.kind)
      throw new ApiError(DRAFT_NOT_FOUND_CODE, '草稿不存在或已删除');
    return copy(kept.detail);
  }

  async page(query: DraftPageQuery) {
    const all: DraftSummary[] = [...this.drafts.values()]
      .map(({ detail: { values: _values, ...summary } }) => summary)
      .filter((draft) => draft.kind === query.kind)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    const start = (query.pageNum - 1) * query.pageSize;
    return {
      list: all.slice(start, start + query.pageSize),
      total: all.length,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  }

  async remove(ref: DraftRef): Promise<void> {
    this.removed.push(ref);
    if (!this.drafts.delete(ref.uniqueId)) throw new ApiError(DRAFT_NOT_FOUND_CODE, '草稿不存在或已删除');
  }
}
