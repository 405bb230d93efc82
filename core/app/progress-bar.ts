import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import './route-progress.css';

// nprogress's own template marks the bar role="bar", which is no ARIA role: the bar is decorative here
// (the page shows its own loading state), so it is hidden from assistive technology instead.
NProgress.configure({
  showSpinner: false,
  trickleSpeed: 120,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/** The top progress bar (route-progress.ts loads it with the first load it shows). */
export const progressBar = { start: () => NProgress.start(), done: () => NProgress.done() };
