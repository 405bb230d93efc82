import { Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useService } from '../di/services-context';
import { applicationOfPath } from '../routing/application-routes';
import { matchViewRoute } from '../routing/view-routes';
import { ApiError, CANCELLED_CODE } from '../services/api-error';
import { isChunkLoadError } from '../services/load-failure';
import { Notifier } from '../services/notifier';
import { loginPathFor, SignOutService } from '../services/sign-out-service';
import { PermissionStore } from '../stores/permission-store';
import { SessionStore } from '../stores/session-store';
import { useConsoleEmbedding } from './console-embedding';
import { FirstScreenPreloader } from './first-screen';
import { loadFirstScreen } from './load-first-screen';
import { useRouteProgress } from './route-progress';

/**
 * A start whose calls answer quickly (a signed-in start: the page asked for them before the scripts
 * ran) shows no spinner: it would only flash, and drawing it (antd's Spin and its styles) delayed the
 * first screen behind it. The spinner comes after `SESSION_SPINNER_DELAY_MS`.
 */
export const SESSION_SPINNER_DELAY_MS = 200;

function SessionLoading() {
  useRouteProgress();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SESSION_SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return <div aria-busy="true" style={{ height: '100%' }} />;
  return (
    <div style={{ display: 'grid', placeItems: 'center', height: '100%' }}>
      <Spin size="large" description="正在加载…">
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </div>
  );
}

/**
 * Registers the installed application a path names when the console does not know it yet (spec §4): a
 * fresh tab or a link opened by URL. While it loads the page waits; if the member may not open it, the
 * reason shows and the workbench opens instead.
 */
function useApplicationOfPath(pathname: string, enabled: boolean): boolean {
  const permissions = useService(PermissionStore);
  const notifier = useService(Notifier);
  const navigate = useNavigate();
  const wanted = enabled ? applicationOfPath(pathname) : undefined;
  const agentId = wanted?.agentId;
  const mode = wanted?.mode;
  const missing =
    agentId !== undefined &&
    mode !== undefined &&
    !permissions.installedApps.isRegistered(agentId, mode) &&
    matchViewRoute(permissions.viewRoutes, pathname) === undefined;
  const key = missing ? `${agentId}/${mode}` : undefined;

  // The page waits while the path names an unregistered application; a refusal leaves the path.
  useEffect(() => {
    if (!key || !agentId || !mode) return;
    let cancelled = false;
    permissions.installedApps.ensure(agentId, mode).then(
      (instead) => {
        if (!cancelled && instead) navigate(instead, { replace: true });
      },
      (error: unknown) => {
        if (cancelled) return;
        notifier.error(error instanceof Error && error.message ? error.message : 'Has Error');
        navigate('/dashboard', { replace: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key, agentId, mode, permissions, notifier, navigate]);

  return key !== undefined;
}

/**
 * The navigation guard of spec §4: no token → /login?redirect={path}; a token but no user yet → load
 * the user info and generate the permitted routes, then show the page; on failure clear the token,
 * show the message (or 'Has Error') and go to login. An installed application's path is registered
 * before its page shows.
 */
export const SessionGuard = observer(function SessionGuard({ children }: { children: ReactNode }) {
  const session = useService(SessionStore);
  const permissions = useService(PermissionStore);
  const notifier = useService(Notifier);
  const signOut = useService(SignOutService);
  const preloader = useService(FirstScreenPreloader);
  const location = useLocation();
  const embedding = useConsoleEmbedding();
  const [loading, setLoading] = useState(false);
  const [loadFailure, setLoadFailure] = useState<Error>();
  const redirect = `${location.pathname}${location.search}`;
  const ready = session.userInfo !== null && permissions.generated;
  const registeringApplication = useApplicationOfPath(location.pathname, ready);

  // In the commit, not after the next frame (a passive effect): the calls and the page's code are then
  // asked for at once on a start, and the page shows a frame sooner.
  useLayoutEffect(() => {
    if (!session.token || ready || loading) return;
    setLoading(true);
    // The page's code while its calls run (after a sign-in too; at the entry it has started already),
    // then what its parts show at once (a slot's `prepare`: the workbench's numbers, favourites and
    // notices). The page shows once both are here: when the calls answered first, the layout and then
    // the workbench suspended, each showing a fallback, and React held their content back for up to
    // 300 ms after (measured on a cold start: the cards at 748 ms instead of about 480 ms); and each
    // answer arriving after the layout's first commit was a commit of its own.
    loadFirstScreen({ session, permissions, preloader }, location.pathname)
      .then(
        () => session.startPolling(),
        (error: unknown) => {
          // A session ended meanwhile (退出登录, a switch) cancelled these calls: nothing more to do here.
          if (error instanceof ApiError && error.code === CANCELLED_CODE) return;
          // Inside a host, the console's own code failing to load is not the session's end: it goes to
          // the host (thrown from the render below, to the mount's error boundary), the token stays.
          if (embedding && isChunkLoadError(error)) {
            setLoadFailure(error);
            return;
          }
          // A refused call has said why already (its toast): one message per cause.
          if (!(error instanceof ApiError && error.shown)) {
            notifier.error(error instanceof Error && error.message ? error.message : 'Has Error');
          }
          signOut.end('load-failed', { redirectTo: loginPathFor(redirect) });
        },
      )
      .finally(() => setLoading(false));
  }, [
    session,
    permissions,
    notifier,
    signOut,
    preloader,
    embedding,
    redirect,
    ready,
    loading,
    session.token,
    location.pathname,
  ]);

  if (loadFailure) throw loadFailure;
  if (!session.token) return <Navigate to={loginPathFor(redirect)} replace />;
  if (!ready || loading || registeringApplication) return <SessionLoading />;
  return children;
});
