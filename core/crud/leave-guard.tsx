import { type ReactNode, useCallback, useContext, useEffect, useRef } from 'react';
import {
  type BlockerFunction,
  UNSAFE_DataRouterContext as DataRouterContext,
  useBlocker,
} from 'react-router-dom';
import { useService } from '../di/services-context';
import { useCurrentView } from '../routing/use-current-view';
import { matchViewRoute, viewKeyOf } from '../routing/view-routes';
import { Notifier, type Question } from '../services/notifier';
import { PermissionStore } from '../stores/permission-store';
import { TabsStore } from '../stores/tabs-store';

/** What a form with unsaved changes asks before it is left. */
export const LEAVE_QUESTION: Question = {
  title: '有未保存的修改，确定离开吗？',
  okText: '离开',
  cancelText: '留下',
  danger: true,
};

/** Holds router navigations while `block` says so and asks; 离开 lets the navigation go on. */
function RouteLeaveGuard({ block, ask }: { block: BlockerFunction; ask(): Promise<boolean> }) {
  const blocker = useBlocker(block);
  const current = useRef(blocker);
  current.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void ask().then((leave) => {
      const held = current.current;
      if (held.state !== 'blocked') return;
      if (leave) held.proceed();
      else held.reset();
    });
  }, [blocker.state, ask]);
  return null;
}

/**
 * Protects what a page holds while `unsaved()` is true: closing its tab (关闭, 关闭其他, 关闭全部, 刷新)
 * and reloading or closing the browser's page ask 「有未保存的修改，确定离开吗？」 (离开/留下), and so
 * does a router navigation that would drop the view — one outside the tabbed shell, or from a view that
 * is not kept alive (a kept-alive view keeps its draft while another tab shows, so switching tabs does
 * not ask; nor does moving to another route of the same view, one sharing its tab). Once its tab is
 * closed (its question answered), the way to the next tab is not held again.
 * Returns the element that holds router navigations: render it with the page.
 *
 * Router navigations are held under a data router (react-router's `useBlocker`): the console's own
 * (core/app/browser-data-router.tsx) is one. Under a plain `<MemoryRouter>` (component tests of a page)
 * the tab and page guards still work.
 */
export function useLeaveGuard(unsaved: () => boolean): ReactNode {
  const notifier = useService(Notifier);
  const tabs = useService(TabsStore);
  const permissions = useService(PermissionStore);
  const key = useCurrentView()?.key;
  const dataRouter = useContext(DataRouterContext) !== null;
  const latest = useRef(unsaved);
  latest.current = unsaved;

  const ask = useCallback(() => notifier.confirm(LEAVE_QUESTION), [notifier]);

  // Registered once shown, and not withdrawn when the view is hidden (a hidden kept-alive view loses
  // its effects, not its state); the store drops it with the tab. A view no longer kept nor shown
  // (not kept alive, left) holds nothing any more.
  useEffect(() => {
    if (!key) return;
    tabs.registerCloseGuard(key, {
      unsaved: () => (tabs.activeKey === key || tabs.isCached(key)) && latest.current(),
      ask,
    });
  }, [tabs, key, ask]);

  // Outside the tabbed shell (the layout warns for every tab inside it).
  useEffect(() => {
    if (key) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!latest.current()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [key]);

  const block = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      const nextRoute = matchViewRoute(permissions.viewRoutes, nextLocation.pathname);
      // Another route of the same view (a designer's next step, sharing its tab) keeps it mounted.
      const sameView =
        key !== undefined &&
        nextRoute !== undefined &&
        viewKeyOf(nextRoute, nextLocation.pathname, nextLocation.search) === key;
      const leaves =
        !sameView &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search);
      const kept = key !== undefined && tabs.isCached(key);
      // Its tab closed (the member answered its close guard already, or nothing was unsaved): the
      // navigation to the next tab goes on without asking twice.
      const closed = key !== undefined && !tabs.visitedViews.some((view) => view.key === key);
      return leaves && !kept && !closed && latest.current();
    },
    [key, tabs, permissions],
  );
  return dataRouter ? <RouteLeaveGuard block={block} ask={ask} /> : null;
}
