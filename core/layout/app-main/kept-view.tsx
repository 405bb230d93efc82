import { Activity, Suspense } from 'react';
import { type Location, Route, UNSAFE_RouteContext as RouteContext, Routes } from 'react-router-dom';
import { PageLoading } from '../../app/page-loading';
import type { ViewRoute } from '../../routing/view-routes';
import { viewComponentOf } from './view-component';

/** A view's routes start at the root: its pattern is absolute, whatever route the shell sits in. */
const rootRouteContext = { outlet: null, matches: [], isDataRoute: false };

import { ViewErrorBoundary } from './view-error-boundary';

export interface KeptViewProps {
  viewRoute: ViewRoute;
  /** The location the view sees: live while shown, frozen at the last one while hidden. */
  location: Location;
  visible: boolean;
}

/**
 * One kept-alive view: hidden with React's Activity (state kept, effects paused), inside its own
 * router location so a hidden view's useLocation/useParams/useSearchParams keep their values.
 */
export function KeptView({ viewRoute, location, visible }: KeptViewProps) {
  const View = viewComponentOf(viewRoute.record);
  return (
    <Activity mode={visible ? 'visible' : 'hidden'}>
      <ViewErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <RouteContext.Provider value={rootRouteContext}>
            <Routes location={location}>
              <Route path={viewRoute.pattern} element={<View />} />
            </Routes>
          </RouteContext.Provider>
        </Suspense>
      </ViewErrorBoundary>
    </Activity>
  );
}
