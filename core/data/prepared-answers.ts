import type { Query } from '@tanstack/react-query';

/**
 * How long an answer a shell slot's `prepare` loaded for the first screen counts as what that screen's
 * first render shows: its part mounting within this time does not ask again, even a part that asks
 * whenever it is shown (`staleTime: 0`, the workbench's 最新通知). Each later showing asks as usual.
 * Ten seconds, not one: on a busy machine a drawn page's take-over or a slow first render mounts its
 * parts seconds after their answers came, and at one second every part asked again.
 */
export const PREPARED_ANSWER_FRESH_MS = 10_000;

const preparedAt = new WeakMap<Query, number>();

/** Marks a query's answer as loaded for the first screen just now (core/data/slot-preparation.ts). */
export function markPrepared(query: Query | undefined): void {
  if (query && query.state.status === 'success') preparedAt.set(query, Date.now());
}

/** The client's `refetchOnMount`: a just prepared answer is not asked for again as its part mounts. */
export function refetchOnMountUnlessPrepared(query: Query): boolean {
  const at = preparedAt.get(query);
  return at === undefined || Date.now() - at >= PREPARED_ANSWER_FRESH_MS;
}
