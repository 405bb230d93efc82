import { matchPath } from 'react-router-dom';
import type { CurrentView } from '../../routing/use-current-view';
import type { ViewRoute } from '../../routing/view-routes';
import type { VisitedView } from '../../stores/tabs-store';

/** The application a location belongs to: the agent id in the URL, else the route's own (spec §2). */
export function agentIdOf(viewRoute: ViewRoute, pathname: string): string | undefined {
  const params = matchPath({ path: viewRoute.pattern, end: false }, pathname)?.params;
  return params?.agentId || viewRoute.record.meta.agentId || undefined;
}

/** The tab of the current view (spec §3 "Visited view"). */
export function visitedViewOf(current: CurrentView): VisitedView {
  const { record } = current.viewRoute;
  const title = record.meta.tabTitle ?? record.meta.title;
  const meta = {
    title,
    agentId: agentIdOf(current.viewRoute, current.location.pathname),
    affix: record.meta.affix,
    noCache: record.meta.noCache,
  };
  return {
    key: current.key,
    path: `${current.location.pathname}${current.location.search}`,
    name: record.name,
    title,
    meta,
  };
}

/** The pinned tabs among the view routes (the workbench): routes without parameters only. */
export function affixViewsOf(viewRoutes: readonly ViewRoute[]): VisitedView[] {
  return viewRoutes
    .filter((viewRoute) => viewRoute.record.meta.affix && !/[:*]/.test(viewRoute.pattern))
    .map(({ pattern, record }) => ({
      key: pattern,
      path: pattern,
      name: record.name,
      title: record.meta.title,
      meta: {
        title: record.meta.title,
        affix: true,
        agentId: record.meta.agentId,
        noCache: record.meta.noCache,
      },
    }));
}
