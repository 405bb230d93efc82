import { useNavigate } from 'react-router-dom';
import { useService } from '../di/services-context';
import { useCurrentView } from '../routing/use-current-view';
import { TabsStore } from '../stores/tabs-store';

/**
 * Goes to `path` and closes this view's tab, dropping its kept-alive state: a saved form, a removed
 * record's page or a published notice has nothing left to come back to. Call inside an `observer` view.
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
