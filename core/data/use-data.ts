import {
  keepPreviousData,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useService } from '../di/services-context';
import { type QueryDefinition, queryKeyOf, type TaggedMeta } from './define-query';
import { type InvalidationTarget, invalidate } from './invalidate';

export interface DataOptions {
  /** False holds the query (a drawer not open yet, a record not chosen). */
  enabled?: boolean;
  /** Keeps the last answer on screen while the next parameters load (a table under its spinner). */
  keepPrevious?: boolean;
  /** How long an answer stays fresh here (the definition's, else the client's, otherwise). */
  staleTime?: number;
}

/** The TanStack options of one query of a definition (`useData`, and a slot's `prepare`). */
export function queryOptionsOf<TService, TParams, TData>(
  definition: QueryDefinition<TService, TParams, TData>,
  service: TService,
  params: TParams,
) {
  return {
    queryKey: queryKeyOf(definition, params),
    queryFn: ({ signal }: { signal: AbortSignal }) => definition.fetch(service, params, signal),
    meta: { tags: definition.tags } satisfies TaggedMeta,
    // Left out rather than undefined: an undefined option would override the client's default.
    ...(definition.staleTime === undefined ? {} : { staleTime: definition.staleTime }),
  };
}

/**
 * One query of a definition: loaded for `params`, cached under `[...key, params]`, cancelled when
 * nothing shows it any more, reloaded when its tag is invalidated. What it answers is TanStack
 * Query's result (`data`, `isPending`, `isFetching`, `error`, `refetch`); `<QueryState>` shows it.
 */
export function useData<TService, TParams, TData>(
  definition: QueryDefinition<TService, TParams, TData>,
  params: TParams,
  options: DataOptions = {},
): UseQueryResult<TData> {
  const service = useService(definition.service);
  return useQuery({
    ...queryOptionsOf(definition, service, params),
    enabled: options.enabled ?? true,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
  });
}

/**
 * Starts one query of a definition ahead of the view that shows it: a click that opens a page calls
 * it before navigating, so the request is on its way while the page's code loads and mounts, and the
 * page's `useData` with the same parameters finds it in flight or answered. Parameters must be the
 * page's exactly (they are the cache key).
 */
export function usePrefetch<TService, TParams, TData>(
  definition: QueryDefinition<TService, TParams, TData>,
): (params: TParams) => void {
  const service = useService(definition.service);
  const client = useQueryClient();
  return useCallback(
    (params: TParams) => {
      void client.prefetchQuery(queryOptionsOf(definition, service, params));
    },
    [client, definition, service],
  );
}

/**
 * What a change calls afterwards: `invalidate('staff')` (a tag) or `invalidate(['settings', 'staff'])`
 * (a key prefix), several at once if need be.
 */
export function useInvalidate(): (...targets: InvalidationTarget[]) => Promise<void> {
  const client = useQueryClient();
  return useCallback((...targets: InvalidationTarget[]) => invalidate(client, ...targets), [client]);
}
