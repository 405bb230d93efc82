import type { Newable } from 'inversify';
import type { Token } from '../di/token';

/** What a query is called by: its resource path, then its parameters. */
export type QueryKey = readonly unknown[];

/**
 * One kind of read, declared once beside the area's API and used by any view:
 *
 * ```ts
 * export const staffPage = defineQuery({
 *   key: ['settings', 'staff', 'page'],
 *   service: StaffApi,
 *   fetch: (api, query: StaffPageQuery, signal) => api.page(query, { signal }),
 *   tags: ['staff'],
 * });
 * ```
 * `tags` name the data it shows: `useInvalidate()('staff')` after a change reloads every query so
 * tagged (a role list showing member counts may carry `['roles', 'staff']`).
 */
export interface QueryDefinition<TService, TParams, TData> {
  readonly key: readonly string[];
  readonly service: Token<TService> | Newable<TService>;
  fetch(service: TService, params: TParams, signal: AbortSignal): Promise<TData>;
  readonly tags: readonly string[];
  /** How long an answer stays fresh (the client's default otherwise). */
  readonly staleTime?: number;
}

export function defineQuery<TService, TParams, TData>(definition: {
  key: readonly string[];
  service: Token<TService> | Newable<TService>;
  fetch(service: TService, params: TParams, signal: AbortSignal): Promise<TData>;
  tags?: readonly string[];
  staleTime?: number;
}): QueryDefinition<TService, TParams, TData> {
  return { ...definition, tags: definition.tags ?? [] };
}

/** The key of one query: the definition's resource path, then its parameters (absent when void). */
export function queryKeyOf<TParams>(
  definition: QueryDefinition<unknown, TParams, unknown>,
  params: TParams,
): QueryKey {
  return params === undefined ? [...definition.key] : [...definition.key, params];
}

/** What a query's `meta` carries for invalidation by tag. */
export interface TaggedMeta extends Record<string, unknown> {
  tags: readonly string[];
}

export function tagsOf(meta: Record<string, unknown> | undefined): readonly string[] {
  const tags = meta?.tags;
  return Array.isArray(tags) ? (tags as string[]) : [];
}
