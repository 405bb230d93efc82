import { type ComponentType, lazy } from 'react';
import type { RouteRecord, ViewLoader } from '../../routing/route-record';
import { loadedView, loadView } from '../../routing/view-loading';

/** The page of a route whose area has no view for it yet. */
const loadComingSoon: ViewLoader = () =>
  import(/* webpackChunkName: "coming-soon" */ '../../pages/placeholder/coming-soon-page');

const components = new WeakMap<ViewLoader, ComponentType>();

/** Where a route's page comes from: its plugin's view (one chunk per plugin), or the coming-soon page. */
export function viewLoaderOf(record: RouteRecord): ViewLoader {
  return record.load ?? loadComingSoon;
}

/**
 * The component of a route (see `viewLoaderOf`). A view whose code is already here (prefetched when its
 * menu item was pointed at or focused) renders at once; one still loading is lazy, sharing the
 * prefetch's load. A lazy view whose code failed is forgotten, so showing it again loads it again.
 */
export function viewComponentOf(record: RouteRecord): ComponentType {
  const load = viewLoaderOf(record);
  let component = components.get(load);
  if (!component) {
    component =
      loadedView(load)?.default ??
      lazy(() =>
        loadView(load).catch((error: unknown) => {
          components.delete(load);
          throw error;
        }),
      );
    components.set(load, component);
  }
  return component;
}
