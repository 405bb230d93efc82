import { useEffect } from 'react';
import { useService } from '../../di/services-context';
import { AppStore } from '../../stores/app-store';

/**
 * Keeps AppStore's device in step with the window (spec §4 "Responsive"): below 992px the sidebar
 * closes and the device is mobile; back on a wide window the desktop choice is restored.
 */
export function useResponsive(): void {
  const app = useService(AppStore);
  useEffect(() => {
    const update = () => app.setWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [app]);
}

/** The same as a component, for shells that prefer to mount it. */
export function ResponsiveWatcher() {
  useResponsive();
  return null;
}
