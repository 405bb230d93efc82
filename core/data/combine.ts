import type { UseQueryResult } from '@tanstack/react-query';

/** What `<QueryState>` and `dataViewOf` read of a query: one query's result or several combined. */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch(): Promise<unknown>;
}

type DataOf<Q> = Q extends UseQueryResult<infer T> ? T : never;

/**
 * Several queries as one (a form needs its options and its record): the data once all are in, the
 * first failure, and a refetch of those that failed.
 */
export function combineQueries<Q extends readonly UseQueryResult<unknown>[]>(
  ...queries: Q
): QueryLike<{ [K in keyof Q]: DataOf<Q[K]> }> {
  const failed = queries.filter((query) => query.isError);
  const complete = queries.every((query) => query.data !== undefined);
  return {
    data: complete ? (queries.map((query) => query.data) as { [K in keyof Q]: DataOf<Q[K]> }) : undefined,
    isError: failed.length > 0,
    error: failed[0]?.error,
    refetch: () => Promise.all(failed.map((query) => query.refetch())),
  };
}
