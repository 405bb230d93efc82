import { token } from '../di/token';

/**
 * How long the console waits before it acts on its own: one service, so that a test swaps it through
 * the container (a shorter pause, the same behaviour) instead of waiting out the real one.
 */
export const UiTimings = token<UiTimings>('core.UiTimings');
export interface UiTimings {
  /** Spec §9: a search input queries once typing has paused this long. */
  readonly searchSettleMs: number;
  /** The pause before a query asks once more when the server could not be reached. */
  readonly networkRetryDelayMs: number;
  /** A designer's draft is saved on the server once edits have paused this long. */
  readonly draftAutosaveMs: number;
}

export const CONSOLE_TIMINGS: UiTimings = {
  searchSettleMs: 500,
  networkRetryDelayMs: 1000,
  draftAutosaveMs: 1000,
};
