import type { ComponentType } from 'react';
import type { RouteRecord, ViewLoader } from '../../routing/route-record';
import { componentOf } from '../../routing/view-loading';

/** The page of a route whose area has no view for it yet. */
const loadComingSoon: ViewLoader = () =>
  import(/* webpackChunkName: "coming-soon" */ '../../pages/placeholder/coming-soon-page');

/** Where a route's page comes from: its plugin's view (one chunk per plugin), or the coming-soon page. */
export function viewLoaderOf(record: RouteRecord): ViewLoader {
  return record.load ?? loadComingSoon;
}

/**
 * The component of a route (see `viewLoaderOf`): at once when its code is here (prefetched when its menu
 * item was pointed at or focused), else lazy (`componentOf`).
 */
export function viewComponentOf(record: RouteRecord): ComponentType {
  return componentOf(viewLoaderOf(record));
}
