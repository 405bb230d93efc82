import { type Location, useLocation } from 'react-router-dom';
import { useService } from '../di/services-context';
import { PermissionStore } from '../stores/permission-store';
import { matchViewRoute, type ViewRoute, viewKeyOf } from './view-routes';

export interface CurrentView {
  viewRoute: ViewRoute;
  /** Tab and kept-alive key. */
  key: string;
  location: Location;
}

/** The view the current location shows, or undefined (redirects, unknown paths). Read inside an observer. */
export function useCurrentView(): CurrentView | undefined {
  const location = useLocation();
  const permissions = useService(PermissionStore);
  const viewRoute = matchViewRoute(permissions.viewRoutes, location.pathname);
  if (!viewRoute) return undefined;
  return { viewRoute, key: viewKeyOf(viewRoute, location.pathname, location.search), location };
}
