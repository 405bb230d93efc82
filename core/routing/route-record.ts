import type { ComponentType } from 'react';
import type { PrepareSlot } from '../plugin/define-plugin';

/**
 * What a view module exports: its component, and, for a view the server draws (its manifest's
 * `drawnChunk`), what it shows at once — loaded before its first render on a signed-in start at its
 * path, as a shell slot's `prepare` is, so the server's render and the console taking it over draw the
 * same rows.
 */
export type ViewModule = { default: ComponentType; prepare?: PrepareSlot };
export type ViewLoader = () => Promise<ViewModule>;

/** Route meta (spec §3), filled from the resource and the manifest's view declaration. */
export interface RouteMeta {
  title: string;
  icon?: string | undefined;
  hidden: boolean;
  noCache: boolean;
  /** Menu path to highlight instead of this route's own. */
  activeMenu?: string | undefined;
  breadcrumb: boolean;
  affix: boolean;
  agentId?: string | undefined;
  /** The tab's title when it is not the page's: an installed application's pages show its name. */
  tabTitle?: string | undefined;
  tabPerQuery: boolean;
  /**
   * The path of the route whose tab this one shares (the view's `tabOf`): its tab and kept-alive key
   * are that path's, so moving between the two keeps one view mounted.
   */
  tabPath?: string | undefined;
}

/** One route generated from a resource: a tree for menus and breadcrumbs, flattened for the router. */
export interface RouteRecord {
  /**
   * 'directory': a group that redirects to its first child; 'menu': a page (or an external link);
   * 'layout': the route wrapping a top-level menu, which has no path of its own in the router.
   */
  kind: 'directory' | 'menu' | 'layout';
  /** The resource code. */
  name: string;
  /** Path as declared: absolute, or relative to the parent. */
  path: string;
  /** Absolute path inside the console, or the address of an external link. */
  fullPath: string;
  external: boolean;
  /** Directories redirect to their first child. */
  redirect?: string | undefined;
  /** The lazy view; absent for directories and external links. */
  load?: ViewLoader | undefined;
  /** Which plugin's view this is ('' for the placeholder), for chunk accounting and error boundaries. */
  plugin?: string | undefined;
  meta: RouteMeta;
  children: RouteRecord[];
}

/** Everything the route factory derives from the resource tree. */
export interface GeneratedRoutes {
  routes: RouteRecord[];
  /** Permission-action and permission-data codes: the member's button permissions. */
  buttons: string[];
}
