import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { type Location, Outlet } from 'react-router-dom';
import { useService } from '../../di/services-context';
import { useCurrentView } from '../../routing/use-current-view';
import type { ViewRoute } from '../../routing/view-routes';
import { PermissionStore } from '../../stores/permission-store';
import { TabsStore } from '../../stores/tabs-store';
import { MAIN_CONTENT_ID } from '../skip-link/skip-link';
import { KeptView } from './kept-view';
import { affixViewsOf, agentIdOf, visitedViewOf } from './visited-view-of';

interface Entry {
  viewRoute: ViewRoute;
  location: Location;
}

/**
 * The main area (spec §2): the current view plus every kept-alive one (TabsStore.cachedKeys), each
 * in its own Activity and frozen location. Closing a tab or the LRU limit unmounts a view; noCache
 * views live only while shown; a refresh token in the React key re-creates a view in place.
 */
export const AppMain = observer(function AppMain() {
  const tabs = useService(TabsStore);
  const permissions = useService(PermissionStore);
  const current = useCurrentView();
  /** Where each kept view was last shown, in first-shown order (a stable DOM order). */
  const entries = useRef(new Map<string, Entry>()).current;

  const currentKey = current?.key;
  const currentPath = current ? `${current.location.pathname}${current.location.search}` : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tab follows the key and path only
  useEffect(() => {
    tabs.ensureAffix(affixViewsOf(permissions.viewRoutes));
    if (!current) return;
    tabs.addView(visitedViewOf(current), { onePerPath: current.viewRoute.record.meta.tabPerQuery });
  }, [tabs, permissions.viewRoutes, currentKey, currentPath]);

  // Leaving the page (reload, closing the browser's tab) while some view, shown or hidden, has unsaved
  // changes: the browser asks (its own words; pages may not choose them).
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!tabs.hasUnsaved()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [tabs]);

  // Remember where the current view is, so it keeps that location once hidden; forget dropped views.
  useEffect(() => {
    if (current) entries.set(current.key, { viewRoute: current.viewRoute, location: current.location });
    for (const key of entries.keys()) {
      if (key !== current?.key && !tabs.cachedKeys.includes(key)) entries.delete(key);
    }
  });

  const shown: (Entry & { key: string; visible: boolean })[] = [];
  for (const [key, entry] of entries) {
    if (key === current?.key) shown.push({ ...current, visible: true });
    else if (tabs.cachedKeys.includes(key)) shown.push({ key, ...entry, visible: false });
  }
  if (current && !entries.has(current.key)) shown.push({ ...current, visible: true });

  const agentId = current ? agentIdOf(current.viewRoute, current.location.pathname) : undefined;
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className={agentId ? 'atrium-app-main atrium-app-main--application' : 'atrium-app-main'}
    >
      {shown.map((entry) => (
        <KeptView
          key={`${entry.key}#${tabs.refreshTokens.get(entry.key) ?? 0}`}
          viewRoute={entry.viewRoute}
          location={entry.location}
          visible={entry.visible}
        />
      ))}
      {/* Redirects, the refresh helper and the 404 fallback of the console routes render here. */}
      <Outlet />
    </main>
  );
});
