import { createQueryClient } from '@core/data/create-query-client';
import { QueryClientService } from '@core/data/query-client-service';
import type { Container } from 'inversify';

/**
 * Watches a data-layer tag: a query carrying only `tag` sits in the container's cache, and
 * `invalidated` says whether a change has since invalidated the tag, `invalidations` how many times
 * (what revision stores used to count). The client is the one the render helper's provider uses.
 */
export function watchTag(
  container: Container,
  tag: string,
): { readonly invalidated: boolean; readonly invalidations: number } {
  const client = container.get<QueryClientService>(QueryClientService).obtain(createQueryClient);
  const query = client.getQueryCache().build(client, { queryKey: ['tag-probe', tag], meta: { tags: [tag] } });
  let invalidations = 0;
  // Counted as each invalidation runs (the cache's own events reach listeners only later, batched),
  // and made valid again: an invalidated query is not invalidated twice.
  const invalidateQueries = client.invalidateQueries.bind(client);
  client.invalidateQueries = (...args: Parameters<typeof invalidateQueries>) => {
    const done = invalidateQueries(...args);
    if (query.state.isInvalidated) {
      invalidations += 1;
      query.setState({ ...query.state, isInvalidated: false });
    }
    return done;
  };
  return {
    get invalidated() {
      return invalidations > 0;
    },
    get invalidations() {
      return invalidations;
    },
  };
}
