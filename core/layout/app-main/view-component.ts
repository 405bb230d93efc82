import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RouteRecord, ViewLoader } from '../../routing/route-record';

const ComingSoon = lazy(
  () => import(/* webpackChunkName: "coming-soon" */ '../../pages/placeholder/coming-soon-page'),
);
const components = new WeakMap<ViewLoader, LazyExoticComponent<ComponentType>>();

/** The lazy component of a route: its plugin's view (one chunk per plugin), or the coming-soon page. */
export function viewComponentOf(record: RouteRecord): LazyExoticComponent<ComponentType> {
  if (!record.load) return ComingSoon;
  let component = components.get(record.load);
  if (!component) {
    component = lazy(record.load);
    components.set(record.load, component);
  }
  return component;
}
