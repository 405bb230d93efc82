import { matchPath } from 'react-router-dom';
import { isExternal, type Resource, ResourceType } from './resource';
import { generateRoutes } from './route-factory';
import type { RouteRecord } from './route-record';
import type { ViewResolver } from './view-resolver';

export const NO_APPLICATION_PERMISSION = '暂无该应用相关权限！';

/** An installed application opened as a member (VIEW) or as its administrator (ADMIN). */
export type ApplicationMode = 'VIEW' | 'ADMIN';

/** The cached route record per agentId (spec §3): the application's info plus its resource tree. */
export interface RegisteredApplication {
  application: { agentId: string; uniqueId: string; name: string; iconUrl: string };
  mode: ApplicationMode;
  resources: Resource[];
}

const APPLICATION_PATTERN = '/APP/:agentId/:mode/*';

/** Where an application's routes live: /APP/{agentId}/VIEW or /APP/{agentId}/ADMIN (spec §2). */
export function applicationBasePath(agentId: string, mode: ApplicationMode): string {
  return `/APP/${agentId}/${mode}`;
}

/** The application a path belongs to, if it is an installed application's path. */
export function applicationOfPath(pathname: string): { agentId: string; mode: ApplicationMode } | undefined {
  const params = matchPath(APPLICATION_PATTERN, pathname)?.params;
  if (!params?.agentId || (params.mode !== 'VIEW' && params.mode !== 'ADMIN')) return undefined;
  return { agentId: params.agentId, mode: params.mode };
}

/** Whether a resource list holds something to show on a PC: a PC menu or PC directory (spec §4). */
export function hasPcEntry(resources: readonly Resource[]): boolean {
  return resources.some(
    (resource) =>
      resource.type === ResourceType.MenuPc ||
      resource.type === ResourceType.DirectoryPc ||
      hasPcEntry(resource.childs ?? []),
  );
}

function rebase(path: string, base: string): string {
  return path.startsWith('/') && !isExternal(path) ? `${base}${path === '/' ? '' : path}` : path;
}

function rebaseRecord(record: RouteRecord, base: string, agentId: string, tabTitle: string): RouteRecord {
  return {
    ...record,
    path: rebase(record.path, base),
    fullPath: record.external ? record.fullPath : rebase(record.fullPath, base),
    redirect: record.redirect === undefined ? undefined : rebase(record.redirect, base),
    meta: { ...record.meta, agentId, tabTitle },
    children: record.children.map((child) => rebaseRecord(child, base, agentId, tabTitle)),
  };
}

/**
 * An installed application's routes (spec §2 "Installed applications"): its resource tree through the
 * same route factory and plugin registry, every path under /APP/{agentId}/{mode}, every page carrying
 * the agentId and titled in its tab by the application's name. One directory route holds them, so the
 * sidebar shows the application's menus. Throws when nothing in it can be shown on a PC.
 */
export function applicationRoute(entry: RegisteredApplication, views: ViewResolver): RouteRecord {
  const { agentId, name } = entry.application;
  const base = applicationBasePath(agentId, entry.mode);
  const generated = generateRoutes(entry.resources, views).routes;
  // A top-level menu comes wrapped in a layout route; inside the application it is a plain child.
  const children = generated
    .flatMap((record) => (record.kind === 'layout' ? record.children : [record]))
    .map((record) => rebaseRecord(record, base, agentId, name));
  const first = children.find((child) => !child.external);
  if (!first) throw new Error(NO_APPLICATION_PERMISSION);
  return {
    kind: 'directory',
    name: `APP_${agentId}_${entry.mode}`,
    path: base,
    fullPath: base,
    external: false,
    redirect: first.fullPath,
    meta: {
      title: name,
      icon: entry.application.iconUrl || undefined,
      hidden: true,
      noCache: false,
      breadcrumb: true,
      affix: false,
      agentId,
      tabTitle: name,
      tabPerQuery: false,
    },
    children,
  };
}
