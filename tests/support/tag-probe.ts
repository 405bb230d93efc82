import { createQueryClient } from '@core/data/create-query-client';
import { QueryClientService } from '@core/data/query-client-service';
import type { Container } from 'inversify';

/**
 * Watches a data-layer tag: a query carrying only `tag` sits in the container's cache, and
 * `invalidated` says whether a change has since invalidated the tag (what revision stores used to
 * count). The client is the one the render helper's provider uses.
 */
export function watchTag(container: Container, tag: string): { readonly invalidated: boolean } {
  const client = container.get<QueryClientService>(QueryClientService).obtain(createQueryClient);
  const query = client.getQueryCache().build(client, { queryKey: ['tag-probe', tag], meta: { tags: [tag] } });
  return {
    get invalidated() {
      return query.state.isInvalidated;
    },
  };
}
