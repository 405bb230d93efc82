import { isExternal, type Resource, ResourcePathType, ResourceType } from './resource';
import type { GeneratedRoutes, RouteMeta, RouteRecord } from './route-record';
import type { ViewResolver } from './view-resolver';

export const DIRECTORY_CONTENT_ERROR = '目录下只可以是目录或者菜单，请修改资源！';

const routable = new Set<string>([ResourceType.DirectoryPc, ResourceType.MenuPc]);
const permissions = new Set<string>([ResourceType.PermissionAction, ResourceType.PermissionData]);

/** Joins a child path onto its parent's absolute path; absolute and external paths stand alone. */
export function resolvePath(basePath: string, path: string): string {
  if (isExternal(path) || path.startsWith('/')) return path;
  return `${basePath.replace(/\/+$/, '')}/${path}`;
}

function metaOf(resource: Resource, view: ReturnType<ViewResolver['resolve']>): RouteMeta {
  const declared = view?.declaration;
  return {
    title: declared?.title ?? resource.name,
    icon: resource.iconUrl || undefined,
    hidden: resource.isHidden === true,
    noCache: declared?.noCache === true,
    activeMenu: declared?.activeMenu,
    breadcrumb: declared?.breadcrumb !== false,
    affix: declared?.affix === true,
    tabPerQuery: declared?.tabPerQuery === true,
  };
}

interface Context {
  views: ViewResolver;
  buttons: string[];
  /** Menus whose view shares another page's tab: their code → that page's code (`tabOf`). */
  sharedTabs: Map<string, string>;
}

function collectPermissions(resource: Resource, context: Context): void {
  if (permissions.has(resource.type)) context.buttons.push(resource.code);
  for (const child of resource.childs ?? []) collectPermissions(child, context);
}

function directoryRoute(resource: Resource, parent: RouteRecord | null, context: Context): RouteRecord {
  const children = resource.childs ?? [];
  if (children.some((child) => !routable.has(child.type))) throw new Error(DIRECTORY_CONTENT_ERROR);
  const path = parent ? resource.code : `/${resource.code}`;
  const record: RouteRecord = {
    kind: 'directory',
    name: resource.code,
    path,
    fullPath: resolvePath(parent?.fullPath ?? '/', path),
    external: false,
    meta: metaOf(resource, undefined),
    children: [],
  };
  record.children = convert(children, record, resource, context);
  record.redirect = firstPageOf(record.children);
  return record;
}

/**
 * Where a directory leads (spec §2 "redirects to its first child"): the first child a member sees in
 * the menu (a hidden detail page or an external link is no place to land), through nested directories
 * to the page itself, so one redirect lands there. With only hidden children, the first of them.
 */
function firstPageOf(children: readonly RouteRecord[]): string | undefined {
  const pages = children.flatMap((child) => {
    if (child.external) return [];
    if (child.kind !== 'directory') return [{ path: child.fullPath, hidden: child.meta.hidden }];
    return child.redirect === undefined ? [] : [{ path: child.redirect, hidden: child.meta.hidden }];
  });
  return (pages.find((page) => !page.hidden) ?? pages[0])?.path;
}

function menuRoute(
  resource: Resource,
  parent: RouteRecord | null,
  parentCode: string | null,
  context: Context,
) {
  const view = context.views.resolve(parentCode, resource.code);
  if (view?.declaration.tabOf) context.sharedTabs.set(resource.code, view.declaration.tabOf);
  const path = resource.pathUrl || (parent ? resource.code : `/${resource.code}`);
  const external = resource.pathType === ResourcePathType.ExternalUrl || isExternal(path);
  const record: RouteRecord = {
    kind: 'menu',
    name: resource.code,
    path,
    fullPath: external ? path : resolvePath(parent?.fullPath ?? '/', path),
    external,
    // An external link gets no view of its own (spec §2).
    load: external ? undefined : view?.load,
    plugin: external ? undefined : (view?.plugin ?? ''),
    meta: metaOf(resource, view),
    children: [],
  };
  // Pages under a menu (details, forms) are hidden routes that highlight the menu by default.
  record.children = convert(
    (resource.childs ?? []).filter((child) => routable.has(child.type)),
    record,
    resource,
    context,
  ).map((child) => ({
    ...child,
    meta: { ...child.meta, activeMenu: child.meta.activeMenu ?? record.fullPath },
  }));
  return record;
}

function convert(
  resources: readonly Resource[],
  parent: RouteRecord | null,
  parentResource: Resource | null,
  context: Context,
): RouteRecord[] {
  const routes: RouteRecord[] = [];
  for (const resource of resources) {
    if (resource.type === ResourceType.DirectoryPc) {
      routes.push(directoryRoute(resource, parent, context));
    } else if (resource.type === ResourceType.MenuPc) {
      const menu = menuRoute(resource, parent, parentResource?.code ?? null, context);
      // At the top level a menu is the one child of a layout route (spec §2).
      routes.push(
        parent
          ? menu
          : {
              kind: 'layout',
              name: `${resource.code}__LAYOUT`,
              path: '/',
              fullPath: '/',
              external: false,
              redirect: menu.fullPath,
              meta: { ...menu.meta, breadcrumb: false },
              children: [menu],
            },
      );
    }
  }
  return routes;
}

/**
 * Turns the resource tree the server returns into the console's routes and button permissions (spec §2 "Route generation from resources", §6). Pure: same tree, same result.
 */
export function generateRoutes(resources: readonly Resource[], views: ViewResolver): GeneratedRoutes {
  const context: Context = { views, buttons: [], sharedTabs: new Map() };
  for (const resource of resources) collectPermissions(resource, context);
  const routes = convert(resources, null, null, context);
  linkSharedTabs(routes, context.sharedTabs);
  return { routes, buttons: context.buttons };
}

/**
 * Gives each page sharing another's tab that page's path (`meta.tabPath`), once every route has its
 * path. A page whose partner the member cannot see keeps a tab of its own.
 */
function linkSharedTabs(routes: readonly RouteRecord[], sharedTabs: ReadonlyMap<string, string>): void {
  if (sharedTabs.size === 0) return;
  const records = flattenRoutes(routes);
  const pages = new Map(
    records.filter((record) => record.kind === 'menu').map((record) => [record.name, record]),
  );
  for (const record of records) {
    const owner = pages.get(sharedTabs.get(record.name) ?? '');
    if (owner && owner !== record && !owner.external)
      record.meta = { ...record.meta, tabPath: owner.fullPath };
  }
}

/** Every route with a page of its own, parents before children: what the router registers. */
export function flattenRoutes(routes: readonly RouteRecord[]): RouteRecord[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children)]);
}
