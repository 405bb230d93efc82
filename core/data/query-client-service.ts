import type { QueryClient } from '@tanstack/react-query';
import { token } from '../di/token';
import { type InvalidationTarget, invalidate } from './invalidate';

/**
 * The console's one query cache (TanStack Query's `QueryClient`), a core singleton.
 *
 * Only types of TanStack Query are imported here: the container (part of the login page's entry)
 * binds this service, while the client itself is made by the data layer's provider, which loads with
 * the signed-in layout — so the login page never downloads TanStack Query.
 */
export const QueryClientService = token<QueryClientService>('core.QueryClientService');
export interface QueryClientService {
  /** The client, made by `create` the first time it is asked for and the same one after that. */
  obtain(create: () => QueryClient): QueryClient;
  /** The client if one was made (tests and the sign-out sequence look at it; nothing is created). */
  readonly current: QueryClient | undefined;
  /**
   * Forgets every answer and cancels what is loading: after a sign-out or an organisation switch,
   * nothing of the previous member's data may show (the sign-out service calls this).
   */
  clear(): void;
  /**
   * What a change made outside a view (a store, a service) calls afterwards, as a view calls
   * `useInvalidate()`: marks stale the queries carrying the tag or starting with the key. Nothing to
   * do (and resolved at once) before the signed-in layout has made the client.
   */
  invalidate(...targets: InvalidationTarget[]): Promise<void>;
}

export class QueryClientServiceImpl implements QueryClientService {
  private client: QueryClient | undefined;

  obtain(create: () => QueryClient): QueryClient {
    this.client ??= create();
    return this.client;
  }

  get current(): QueryClient | undefined {
    return this.client;
  }

  clear(): void {
    if (!this.client) return;
    void this.client.cancelQueries();
    this.client.clear();
  }

  invalidate(...targets: InvalidationTarget[]): Promise<void> {
    return this.client ? invalidate(this.client, ...targets) : Promise.resolve();
  }
}
