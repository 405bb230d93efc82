import { defineQuery } from '../../data/define-query';
import { DraftApi, type DraftPageQuery } from './draft-api';

/** What a change of the member's drafts invalidates: every list of drafts. */
export const DraftTag = 'drafts';

/** The member's drafts of a kind, a page at a time (the last saved first). */
export const draftPageQuery = defineQuery({
  key: ['core', 'drafts', 'page'],
  service: DraftApi,
  fetch: (api, query: DraftPageQuery, signal) => api.page(query, { signal }),
  tags: [DraftTag],
});

/**
 * One draft with its values, to resume: `load` counts the times it was asked for (重新加载 after a
 * conflict asks afresh). No tag: a form resumed from it keeps what it loaded.
 */
export const draftDetailQuery = defineQuery({
  key: ['core', 'drafts', 'detail'],
  service: DraftApi,
  fetch: (api, { kind, uniqueId }: { kind: string; uniqueId: string; load: number }, signal) =>
    api.detail({ kind, uniqueId }, { signal }),
  staleTime: 0,
});
