import { notifyManager, QueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_CODE } from '../services/api-error';
import { CONSOLE_TIMINGS, type UiTimings } from '../services/ui-timings';
import { refetchOnMountUnlessPrepared } from './prepared-answers';

/** How long an answer counts as fresh: a kept-alive tab shown again within it does not reload. */
export const FRESH_FOR_MS = 5 * 60_000;

/**
 * Whether to ask again after a failure: once, and only when the server could not be reached. A
 * business refusal (an `ApiError` with a code) answers the same every time; asking again would only
 * repeat its toast.
 */
export function retryOnceOnNetworkError(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiError && error.code === NETWORK_ERROR_CODE;
}

// Answers that arrive together are shown together. TanStack Query tells each query's subscribers in a
// task of its own (`setTimeout(0)`), so a cold start's workbench, whose calls the page had answered
// before its code ran, drew its cards, favourites, notices and counts in four commits one after the
// other; told at the end of the current task instead, React renders them in one.
notifyManager.setScheduler(queueMicrotask);

/**
 * The console's defaults: no retry storms, no reload on window focus (the console polls what must
 * stay current), answers fresh for a while and stale at once when a change invalidates their tag, and
 * an answer just loaded for the first screen not asked for again as that screen mounts.
 */
export function createQueryClient(timings: UiTimings = CONSOLE_TIMINGS): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryOnceOnNetworkError,
        retryDelay: timings.networkRetryDelayMs,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: refetchOnMountUnlessPrepared,
        staleTime: FRESH_FOR_MS,
      },
      mutations: { retry: false },
    },
  });
}
