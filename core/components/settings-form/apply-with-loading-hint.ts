import type { Notifier } from '../../services/notifier';

/** Spec §4 "Theme change": the loading message, shown only when applying is noticeably slow. */
export const THEME_LOADING_MESSAGE = 'Compiling the theme';
export const THEME_LOADING_THRESHOLD_MS = 100;

/**
 * Runs `apply`, then waits for the next frame (the re-rendered theme). If that takes longer than the
 * threshold, the loading message shows until it is done; usually it never shows.
 */
export function applyWithLoadingHint(
  apply: () => void,
  notifier: Pick<Notifier, 'loading'>,
  thresholdMs = THEME_LOADING_THRESHOLD_MS,
): Promise<void> {
  let close: (() => void) | undefined;
  const timer = setTimeout(() => {
    close = notifier.loading(THEME_LOADING_MESSAGE);
  }, thresholdMs);
  apply();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      close?.();
      resolve();
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(done, 0));
    else setTimeout(done, 0);
  });
}
