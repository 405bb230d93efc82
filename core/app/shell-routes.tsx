import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { redirectRoutesOf } from '../routing/view-routes';
import type { PermissionStore } from '../stores/permission-store';

const RedirectPage = lazy(() => import(/* webpackChunkName: "layout" */ '../pages/redirect/redirect-page'));

/**
 * The signed-in routes, rendered in the layout's main area: the view routes only claim their paths (the
 * main area decides which kept-alive view to show), directories redirect to their first child, anything
 * unknown goes to /404. Generated paths match case-sensitively: a directory's path is its code
 * (`/NOTICE`), and a page's may be the same word in lower case (`/notice`), which must not take it.
 */
export function shellRoutes(permissions: Pick<PermissionStore, 'viewRoutes' | 'routes' | 'generated'>) {
  const claimed: RouteObject[] = permissions.viewRoutes.map((viewRoute) => ({
    path: viewRoute.pattern,
    caseSensitive: true,
    element: null,
  }));
  const redirects: RouteObject[] = redirectRoutesOf(permissions.routes).map(({ from, to }) => ({
    path: from,
    caseSensitive: true,
    element: <Navigate to={to} replace />,
  }));
  return [
    { path: '/', element: <Navigate to="/dashboard" replace /> },
    { path: '/redirect/*', element: <RedirectPage /> },
    ...claimed,
    ...redirects,
    // Until the routes are generated every path waits in the guard; after, unknown paths are a 404.
    { path: '*', element: permissions.generated ? <Navigate to="/404" replace /> : null },
  ] satisfies RouteObject[];
}
