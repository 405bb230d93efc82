import type { QueryClient } from '@tanstack/react-query';
import { type QueryKey, tagsOf } from './define-query';

/** A tag (`'staff'`) or a key prefix (`['settings', 'staff']`). */
export type InvalidationTarget = string | QueryKey;

/**
 * Marks stale every query carrying the tag or starting with the key; those on screen reload at once,
 * a hidden kept-alive view's reload when it is shown again. Resolves when the visible ones are in.
 */
export function invalidate(client: QueryClient, ...targets: InvalidationTarget[]): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) =>
      targets.some((target) =>
        typeof target === 'string'
          ? tagsOf(query.meta).includes(target)
          : target.every((part, index) => Object.is(query.queryKey[index], part)),
      ),
  });
}
