import { matchRoutes, type RouteObject } from 'react-router-dom';
import { flattenRoutes } from './route-factory';
import type { RouteRecord } from './route-record';

/** A route the console can show in its main area: generated from resources or fixed by the core. */
export interface ViewRoute {
  /** Router pattern, e.g. '/PC_STAFF_MANAGEMENT' or '/APP/:agentId/VIEW/*'. */
  pattern: string;
  record: RouteRecord;
}

/** The fixed views of the shell (the workbench), in the same shape as generated ones. */
export function fixedViewRoute(
  pattern: string,
  name: string,
  title: string,
  extra: Partial<RouteRecord['meta']> = {},
) {
  const record: RouteRecord = {
    kind: 'menu',
    name,
    path: pattern,
    fullPath: pattern,
    external: false,
    plugin: 'core',
    meta: {
      title,
      hidden: false,
      noCache: false,
      breadcrumb: true,
      affix: false,
      tabPerQuery: false,
      ...extra,
    },
    children: [],
  };
  return { pattern, record } satisfies ViewRoute;
}

/** The generated routes that render a page: menus inside the console (not directories, not links). */
export function viewRoutesOf(routes: readonly RouteRecord[]): ViewRoute[] {
  return flattenRoutes(routes)
    .filter((record) => record.kind === 'menu' && !record.external)
    .map((record) => ({ pattern: record.fullPath, record }));
}

/** Directories: their path redirects to the first child (spec §2). */
export function redirectRoutesOf(routes: readonly RouteRecord[]): { from: string; to: string }[] {
  return flattenRoutes(routes)
    .filter((record) => record.kind === 'directory' && record.redirect)
    .map((record) => ({ from: record.fullPath, to: record.redirect! }));
}

/** What `matchViewRoute` found per route list and path (a bounded number of paths per list). */
const matchedPaths = new WeakMap<readonly ViewRoute[], Map<string, ViewRoute | undefined>>();
const MATCHED_PATHS_KEPT = 64;

/**
 * Finds which view a location shows; used by the main area, tabs, breadcrumb and title. Case-sensitive,
 * as the console's routes are: `/NOTICE` (a directory) is not `/notice` (a message's page).
 *
 * Remembered per route list (the permission store's, the same array until the routes change) and path:
 * react-router's matching ranks every route on each call, and a render of the layout asks for the same
 * path from each part that shows the current view (measured: 5–13 ms of the workbench's first commit).
 */
export function matchViewRoute(viewRoutes: readonly ViewRoute[], pathname: string): ViewRoute | undefined {
  let paths = matchedPaths.get(viewRoutes);
  if (!paths) {
    paths = new Map();
    matchedPaths.set(viewRoutes, paths);
  }
  if (paths.has(pathname)) return paths.get(pathname);
  const objects: (RouteObject & { viewRoute: ViewRoute })[] = viewRoutes.map((viewRoute) => ({
    path: viewRoute.pattern,
    caseSensitive: true,
    viewRoute,
  }));
  const matches = matchRoutes(objects, pathname);
  const found = (matches?.at(-1)?.route as { viewRoute?: ViewRoute } | undefined)?.viewRoute;
  // The oldest path goes first (a Map keeps its insertion order).
  if (paths.size >= MATCHED_PATHS_KEPT) paths.delete(paths.keys().next().value as string);
  paths.set(pathname, found);
  return found;
}

/**
 * The view a path inside the console opens, following the redirects on the way: an area's entry (a
 * directory) leads to its first page, possibly through nested directories.
 */
export function viewRouteOfPath(
  viewRoutes: readonly ViewRoute[],
  redirects: readonly { from: string; to: string }[],
  pathname: string,
): ViewRoute | undefined {
  let path = pathname;
  // Bounded: each hop follows one redirect, so a cycle in a broken tree ends too.
  for (let hops = 0; hops < redirects.length; hops += 1) {
    const next = redirects.find((redirect) => redirect.from === path);
    if (!next) break;
    path = next.to;
  }
  return matchViewRoute(viewRoutes, path);
}

/**
 * The tab / kept-alive key of a location: its path (or that of the route whose tab it shares), plus
 * the query for one-tab-per-record routes.
 */
export function viewKeyOf(viewRoute: ViewRoute, pathname: string, search: string): string {
  const { tabPath, tabPerQuery } = viewRoute.record.meta;
  const path = tabPath ?? pathname;
  return tabPerQuery ? `${path}${search}` : path;
}
