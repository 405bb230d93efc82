import type { ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { consoleRouteObjects } from '../app/browser-data-router';

/**
 * The console's router for a render outside the browser (the build's /login, the server's signed-in
 * pages): react-router's static data router over the same one route as the browser's
 * (`BrowserDataRouter`), so the rendered tree is the one the console hydrates — the same elements and
 * the same `useId` ids (a plain `StaticRouter` renders fewer levels, and every id below it differed: a
 * class naming antd's variables kept the server's id while the console registered them under its own).
 * For `ConsoleApp`'s `router`.
 */
export async function staticDataRouter(path: string): Promise<(routes: ReactNode) => ReactNode> {
  const latest: { current: ReactNode } = { current: null };
  const handler = createStaticHandler(consoleRouteObjects(latest));
  // No loaders: the query only matches the path (the URL's origin is never used).
  const context = await handler.query(new Request(new URL(path, 'http://atrium.invalid')));
  if (context instanceof Response) throw new Error(`no render for ${path}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return (routes) => {
    latest.current = routes;
    return <StaticRouterProvider router={router} context={context} hydrate={false} />;
  };
}
