import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import './route-progress.css';
import { useEffect } from 'react';

NProgress.configure({ showSpinner: false, trickleSpeed: 120 });

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
