import { type ComponentType, lazy } from 'react';
import type { RouteRecord, ViewLoader } from '../../routing/route-record';
import { loadedView, loadView } from '../../routing/view-loading';

const ComingSoon = lazy(
  () => import(/* webpackChunkName: "coming-soon" */ '../../pages/placeholder/coming-soon-page'),
);
const components = new WeakMap<ViewLoader, ComponentType>();

/**
 * The component of a route: its plugin's view (one chunk per plugin), or the coming-soon page. A view
 * whose code is already here (prefetched when its menu item was pointed at or focused) renders at once;
 * one still loading is lazy, sharing the prefetch's load. A lazy view whose code failed is forgotten,
 * so showing it again loads it again.
 */
export function viewComponentOf(record: RouteRecord): ComponentType {
  const { load } = record;
  if (!load) return ComingSoon;
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
