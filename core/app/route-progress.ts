import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import './route-progress.css';
import { useEffect } from 'react';
import { useConsoleEmbedding } from './console-embedding';

// nprogress's own template marks the bar role="bar", which is no ARIA role: the bar is decorative here
// (the page shows its own loading state), so it is hidden from assistive technology instead.
NProgress.configure({
  showSpinner: false,
  trickleSpeed: 120,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

let active = 0;

/**
 * A load shorter than this shows no bar: it would only flash, and each step of the bar lays the page
 * out again while the page being loaded is built (measured on the signed-in first screen: about 35 ms
 * of its script time).
 */
export const ROUTE_PROGRESS_DELAY_MS = 200;

/**
 * Shows the top progress bar while the calling component is mounted (route and chunk loads) and it has
 * been for `ROUTE_PROGRESS_DELAY_MS`. Not when embedded: the bar is the page's, and inside a host the
 * console's own spinners say it is loading.
 */
export function useRouteProgress(): void {
  const embedded = useConsoleEmbedding() !== undefined;
  useEffect(() => {
    if (embedded) return;
    let started = false;
    const timer = setTimeout(() => {
      started = true;
      active += 1;
      NProgress.start();
    }, ROUTE_PROGRESS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (!started) return;
      active -= 1;
      if (active === 0) NProgress.done();
    };
  }, [embedded]);
}
