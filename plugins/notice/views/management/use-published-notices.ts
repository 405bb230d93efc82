import { useKeyedLoad } from '@core';
import type { NoticeApi, NoticePageQuery } from '../../api/notice-api';

/**
 * One page of published notices for `query`. Loads again when the query, the notices' revision or
 * the retry count changes, but not merely because the kept-alive view is shown again.
 */
export function usePublishedNotices(
  api: NoticeApi,
  query: NoticePageQuery,
  revision: number,
  attempt: number,
) {
  const { value, loading, error } = useKeyedLoad(
    () => api.noticePage(query),
    JSON.stringify([query, revision, attempt]),
  );
  return { page: value, loading, error };
}
