import { useEffect } from 'react';
import { useConsoleEmbedding } from './console-embedding';

type ProgressBar = typeof import('./progress-bar').progressBar;

let active = 0;
let bar: ProgressBar | undefined;
let requested = false;

/**
 * The bar's code (nprogress) comes with the first load it shows, not in the sign-in page's script;
 * it starts once there if something is still loading by then.
 */
function showProgress(): void {
  if (bar) {
    bar.start();
    return;
  }
  if (requested) return;
  requested = true;
  import(/* webpackChunkName: "progress-bar" */ './progress-bar').then(
    (module) => {
      bar = module.progressBar;
      if (active > 0) bar.start();
    },
    () => {
      // Without its chunk (offline), pages still show their own loading states.
      requested = false;
    },
  );
}

/**
 * Shows the top progress bar while the calling component is mounted (route and chunk loads). Not when
 * embedded: the bar is the page's, and inside a host the console's own spinners say it is loading.
 */
export function useRouteProgress(): void {
  const embedded = useConsoleEmbedding() !== undefined;
  useEffect(() => {
    if (embedded) return;
    active += 1;
    showProgress();
    return () => {
      active -= 1;
      if (active === 0) bar?.done();
    };
  }, [embedded]);
}
