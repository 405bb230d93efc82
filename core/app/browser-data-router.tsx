import { type ReactNode, useEffect, useReducer, useRef } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider, useRouteError } from 'react-router-dom';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's history as a data router (react-router's `createBrowserRouter`) holding one route
 * that renders `children` at every path: the console's own `<Routes>` below it still match the paths,
 * and a data router is what lets a page hold a navigation while it has unsaved changes (`useBlocker`,
 * used by the CRUD kit's leave guard).
 *
 * The router listens to the window's history from its creation; it is disposed when the console
 * unmounts (inside a host shell the console mounts and unmounts many times), so no `popstate` or
 * `pagehide` listener outlives it. Under React's StrictMode an effect runs, is cleaned up and runs
 * again: the second run finds the router disposed and makes a new one.
 */
export function BrowserDataRouter({
  basename,
  rethrowErrors = false,
  children,
}: {
  basename?: string;
  /**
   * An error in the console's render goes on up, past the router, to the boundary above it (inside a
   * host: the mount's, which tells the host), instead of react-router's own error page.
   */
  rethrowErrors?: boolean;
  children: ReactNode;
}) {
  const latest = useRef(children);
  latest.current = children;
  const routerRef = useRef<DataRouter | null>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  const create = () => createBrowserRouter(consoleRouteObjects(latest, rethrowErrors), { basename });
  routerRef.current ??= create();

  // Created once per mount: the basename and `rethrowErrors` are fixed for a mount (a host mounts the
  // console again to change them), and `create` reads nothing else that changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!routerRef.current) {
      routerRef.current = create();
      rerender();
    }
    const router = routerRef.current;
    return () => {
      router.dispose();
      if (routerRef.current === router) routerRef.current = null;
    };
  }, []);

  return <RouterProvider router={routerRef.current} />;
}

/**
 * The data router's one route, rendering `source.current` at every path: the browser's router and the
 * server's render (core/prerender/static-data-router.tsx) have the same, so a page drawn there renders
 * the same tree here, and React's `useId` gives the same ids as the console hydrates it.
 */
export function consoleRouteObjects(source: { current: ReactNode }, rethrowErrors = false): RouteObject[] {
  return [
    {
      path: '*',
      element: <LatestChildren source={source} />,
      ...(rethrowErrors ? { errorElement: <RethrowRouteError /> } : {}),
    },
  ];
}

/** The route's element: the children the console renders (the same for the whole mount: its routes, its bridge). */
function LatestChildren({ source }: { source: { current: ReactNode } }) {
  return source.current;
}

/** The route's error element when errors go on up: throws the error the route caught. */
function RethrowRouteError(): never {
  throw useRouteError();
}
