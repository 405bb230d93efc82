// The data layer's public surface. The container imports `query-client-service` directly: this file
// brings TanStack Query with it, which the login page's entry must not.
export { combineQueries, type QueryLike } from './combine';
export { createQueryClient, FRESH_FOR_MS, retryOnceOnNetworkError } from './create-query-client';
export { DataProvider, useConsoleQueryClient } from './data-provider';
export { defineQuery, type QueryDefinition, type QueryKey, queryKeyOf } from './define-query';
export { type InvalidationTarget, invalidate } from './invalidate';
export type { Page, PageQuery, PageTotals, ReadOptions } from './page';
export { PREPARED_ANSWER_FRESH_MS } from './prepared-answers';
export { QueryClientService } from './query-client-service';
export { type DataView, dataViewOf, LoadFailed, LoadFailedInline, QueryState } from './query-state';
export { type FieldPath, fieldOf, isFieldOf } from './refusal-field';
export {
  type Change,
  type ChangeOptions,
  type ChangeOutcome,
  type RefusalPlace,
  useChange,
} from './use-change';
export { type DataOptions, useData, useInvalidate, usePrefetch } from './use-data';
