import { defineQuery } from '@core/data';
import type { EntryPageQuery } from '@manifests/contracts/park-entry';
import { EntryApi } from './entry-api';

/** What 入驻申请's views show: a submit invalidates `entries`; an approval's step reads them again. */
export const EntryTag = { entries: 'park-entries' } as const;

export const entryPageQuery = defineQuery({
  key: ['park', 'entries', 'page'],
  service: EntryApi,
  fetch: (api, query: EntryPageQuery, signal) => api.page(query, { signal }),
  tags: [EntryTag.entries],
});

export const entryDetailQuery = defineQuery({
  key: ['park', 'entries', 'detail'],
  service: EntryApi,
  fetch: (api, uniqueId: string, signal) => api.detail(uniqueId, { signal }),
  tags: [EntryTag.entries],
});

export const entryTemplateQuery = defineQuery({
  key: ['park', 'entries', 'template'],
  service: EntryApi,
  fetch: (api, _: undefined, signal) => api.template({ signal }),
  tags: [EntryTag.entries],
});

/** An application as its approval's panel reads it: again whenever the approval's state is another. */
export const entryOfApprovalQuery = defineQuery({
  key: ['park', 'entries', 'of-approval'],
  service: EntryApi,
  fetch: (api, params: { uniqueId: string; approvalState: string }, signal) =>
    api.detail(params.uniqueId, { signal }),
  tags: [EntryTag.entries],
});
