import { useEffect } from 'react';
import { useConsoleEmbedding } from '../../app/console-embedding';
import { useService } from '../../di/services-context';
import { AppStore } from '../../stores/app-store';

/**
 * Keeps AppStore's device in step with the window (spec §4 "Responsive"): below 992px the sidebar
 * closes and the device is mobile; back on a wide window the desktop choice is restored. Embedded in a
 * host, the console's own element is its window.
 */
export function useResponsive(): void {
  const app = useService(AppStore);
  const root = useConsoleEmbedding()?.root;
  useEffect(() => {
    if (root) {
      const observer = new ResizeObserver(() => app.setWidth(root.clientWidth));
      app.setWidth(root.clientWidth);
      observer.observe(root);
      return () => observer.disconnect();
    }
    const update = () => app.setWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [app, root]);
}

/** The same as a component, for shells that prefer to mount it. */
export function ResponsiveWatcher() {
  useResponsive();
  return null;
}
