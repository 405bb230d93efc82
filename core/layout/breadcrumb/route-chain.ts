import type { RouteRecord } from '../../routing/route-record';

function same(candidate: RouteRecord, target: RouteRecord): boolean {
  return candidate === target || (candidate.name === target.name && candidate.fullPath === target.fullPath);
}

/**
 * The records from a top-level route down to `target` (both included), or [] when `target` is not
 * in the tree (the workbench and other fixed views).
 */
export function findRouteChain(routes: readonly RouteRecord[], target: RouteRecord): RouteRecord[] {
  for (const route of routes) {
    if (same(route, target)) return [route];
    const below = findRouteChain(route.children, target);
    if (below.length > 0) return [route, ...below];
  }
  return [];
}

/** The top-level route whose subtree holds `target`: what the sidebar lists and the fixed bar marks. */
export function topLevelRouteOf(routes: readonly RouteRecord[], target: RouteRecord | undefined) {
  return target ? findRouteChain(routes, target)[0] : undefined;
}

/** Whether the member was granted a route with this path (e.g. the application centre). */
export function hasRoutePath(routes: readonly RouteRecord[], fullPath: string): boolean {
  return routes.some((route) => route.fullPath === fullPath || hasRoutePath(route.children, fullPath));
}

/** Where a breadcrumb item leads: a directory to its first child, a page to itself. */
export function breadcrumbTarget(record: RouteRecord): string | undefined {
  if (record.external) return undefined;
  return record.kind === 'directory' ? record.redirect : record.fullPath;
}
