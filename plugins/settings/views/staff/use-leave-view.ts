import { useService } from '@core/di/services-context';
import { useCurrentView } from '@core/routing/use-current-view';
import { TabsStore } from '@core/stores/tabs-store';
import { useNavigate } from 'react-router-dom';

/**
 * Goes to `path` and closes this view's tab, dropping its kept-alive state: a saved form or a removed
 * member's detail has nothing left to come back to. Call inside an `observer` view.
 */
export function useLeaveView(): (path: string) => void {
  const tabs = useService(TabsStore);
  const navigate = useNavigate();
  const key = useCurrentView()?.key;
  return (path: string) => {
    navigate(path);
    if (key) tabs.delView(key);
  };
}
