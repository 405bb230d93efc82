import { observer } from 'mobx-react-lite';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { useService } from '../di/services-context';
// The sign-in page's styles stay with the entry's: login.html paints its prerendered form with them
// before any script runs (the page's code is a chunk of its own, see `loadLoginPage`).
import '../pages/login/login.css';
import { componentOf } from '../routing/view-loading';
import { PermissionStore } from '../stores/permission-store';
import { useConsoleEmbedding } from './console-embedding';
import { loadLayout, loadLoginPage } from './first-screen';
import { PageLoading } from './page-loading';
import { PublicOnly } from './public-only';
import { SessionGuard } from './session-guard';
import { shellRoutes } from './shell-routes';

const OrganizePage = lazy(
  () => import(/* webpackChunkName: "public-pages" */ '../pages/organize/organize-page'),
);
const AuthRedirectPage = lazy(
  () => import(/* webpackChunkName: "public-pages" */ '../pages/auth-redirect/auth-redirect-page'),
);
const NotFoundPage = lazy(
  () => import(/* webpackChunkName: "not-found" */ '../pages/not-found/not-found-page'),
);
/** The layout: at once when its code is here already (a signed-in start preloads it), else lazily. */
function LayoutRoute() {
  const Layout = componentOf(loadLayout);
  return <Layout />;
}

/**
 * The sign-in page: at once when its code is here (login.html and a start without a token load it with
 * the entry's scripts), else lazily.
 */
function LoginRoute() {
  const LoginPage = componentOf(loadLoginPage);
  return <LoginPage />;
}

/**
 * /login inside a host: the host signs members in, so the session's end (logout, a logged-out code, a
 * failed start: everything that leads to /login) is handed to it, after this render has committed.
 */
function HostSignIn({ onSignedOut }: { onSignedOut(): void }) {
  useEffect(() => queueMicrotask(onSignedOut), [onSignedOut]);
  return null;
}

/** Inside a host: the shell is on screen (this commits only once the layout's chunk has loaded). */
function ShellShown({ children }: { children: ReactNode }) {
  const embedding = useConsoleEmbedding();
  useEffect(() => embedding?.onStarted(), [embedding]);
  return children;
}

/**
 * The routes of spec §2: the public pages, then everything else behind the session guard inside the
 * layout (`shellRoutes`).
 */
export const ConsoleRoutes = observer(function ConsoleRoutes() {
  const permissions = useService(PermissionStore);
  const embedding = useConsoleEmbedding();
  const routes: RouteObject[] = [
    {
      path: '/login',
      element: embedding ? (
        <HostSignIn onSignedOut={embedding.onSignedOut} />
      ) : (
        <PublicOnly>
          <LoginRoute />
        </PublicOnly>
      ),
    },
    { path: '/organize', element: <OrganizePage /> },
    { path: '/auth-redirect', element: <AuthRedirectPage /> },
    { path: '/404', element: <NotFoundPage /> },
    {
      element: (
        <SessionGuard>
          <ShellShown>
            <LayoutRoute />
          </ShellShown>
        </SessionGuard>
      ),
      children: shellRoutes(permissions),
    },
  ];
  return <Suspense fallback={<PageLoading />}>{useRoutes(routes)}</Suspense>;
});
