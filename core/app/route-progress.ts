import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import './route-progress.css';
import { useEffect } from 'react';

// nprogress's own template marks the bar role="bar", which is no ARIA role: the bar is decorative here
// (the page shows its own loading state), so it is hidden from assistive technology instead.
NProgress.configure({
  showSpinner: false,
  trickleSpeed: 120,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

let active = 0;

/** Shows the top progress bar while the calling component is mounted (route and chunk loads). */
export function useRouteProgress(): void {
  useEffect(() => {
    active += 1;
    NProgress.start();
    return () => {
      active -= 1;
      if (active === 0) NProgress.done();
    };
  }, []);
}
