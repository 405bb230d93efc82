import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AuthApi, RouteInfo } from '../api/auth-api';
import type { PluginRegistry } from '../plugin/plugin-registry';
import { FIXED_VIEW_ROUTES } from '../routing/fixed-views';
import { type Resource, ResourceType } from '../routing/resource';
import { flattenRoutes, generateRoutes } from '../routing/route-factory';
import type { RouteRecord } from '../routing/route-record';
import { type ViewRoute, viewRoutesOf } from '../routing/view-routes';
import type { InstalledAppsStore } from './installed-apps-store';

export const ROUTE_INFO_ERROR = '获取路由信息失败，请尝试重新登录！';

/**
 * The permitted routes and button permissions of the signed-in member: the
 * routes generated from the session's resource tree, plus those of the registered installed applications.
 */
export class PermissionStore {
  resourceRoutes: RouteRecord[] = [];
  buttons: ReadonlySet<string> = new Set();
  organization: RouteInfo['organization'] | null = null;
  generated = false;
  /** The tree a host shell gave (embedded console): used instead of fetching the session's. */
  private hostResources: readonly Resource[] | undefined;
  /** The resource tree the routes were generated from. */
  private resources: readonly Resource[] = [];
  /** The generation under way: a second caller (the session guard and 切换组织 at once) shares it. */
  private generating: Promise<RouteRecord[]> | undefined;

  constructor(
    private readonly api: AuthApi,
    private readonly registry: PluginRegistry,
    readonly installedApps: InstalledAppsStore,
  ) {
    makeAutoObservable<PermissionStore, 'api' | 'registry' | 'hostResources' | 'resources' | 'generating'>(
      this,
      {
        api: false,
        generating: false,
        registry: false,
        installedApps: false,
        hostResources: false,
        resources: false,
        // Replaced whole, never changed in place: kept as given rather than made deeply observable, which
        // cost the signed-in first screen ~10 ms (every route record and its meta turned into observables)
        // and made each later read of them (matching, menus, breadcrumb) a tracked one.
        resourceRoutes: observableRef,
        buttons: observableRef,
        organization: observableRef,
      },
    );
  }

  get routes(): RouteRecord[] {
    return [...this.resourceRoutes, ...this.installedApps.routes];
  }

  /**
   * The resource tree a host shell already holds (spec §4 "Host embedding"): every `generate()` builds
   * the routes from it and `/enterprise/v1/session/resource/detail` is not fetched.
   */
  provideResources(resources: readonly Resource[]): void {
    this.hostResources = resources;
  }

  /** Fetches the resource tree (or takes the host's) and builds the routes from it (spec §4 "Navigation guard"). */
  generate(): Promise<RouteRecord[]> {
    if (this.generating) return this.generating;
    const generating = this.generateNow().finally(() => {
      if (this.generating === generating) this.generating = undefined;
    });
    this.generating = generating;
    return generating;
  }

  private async generateNow(): Promise<RouteRecord[]> {
    const info = this.hostResources
      ? { organization: null, resources: [...this.hostResources] }
      : await this.api.routeInfo();
    if (!info) throw new Error(ROUTE_INFO_ERROR);
    const generated = generateRoutes(info.resources ?? [], this.registry);
    runInAction(() => {
      this.resources = info.resources ?? [];
      this.resourceRoutes = generated.routes;
      this.buttons = new Set(generated.buttons);
      this.organization = info.organization;
      this.generated = true;
    });
    return generated.routes;
  }

  /**
   * The member's PC page at `path` (its resource with its buttons), as the one page of an application
   * whose web address is that console page (spec §2: such an application opens under its agent id).
   */
  pageResource(path: string): Resource | undefined {
    const find = (resources: readonly Resource[], parent: boolean): Resource | undefined => {
      for (const resource of resources) {
        const own = resource.pathUrl || (parent ? undefined : `/${resource.code}`);
        if (resource.type === ResourceType.MenuPc && own === path) return resource;
        const found = find(resource.childs ?? [], true);
        if (found) return found;
      }
      return undefined;
    };
    return find(this.resources, false);
  }

  get flatRoutes(): RouteRecord[] {
    return flattenRoutes(this.routes);
  }

  /** Every page the main area can show: the fixed ones (the workbench first), then the generated ones. */
  get viewRoutes(): ViewRoute[] {
    return [...FIXED_VIEW_ROUTES, ...viewRoutesOf(this.routes)];
  }

  /** The codes of the member's own resource tree that have a route (installed applications' aside). */
  get grantedRouteNames(): ReadonlySet<string> {
    return new Set(flattenRoutes(this.resourceRoutes).map((route) => route.name));
  }

  /**
   * Whether the member's resource tree grants this directory or page: what shows an area's shell entry
   * declared `when: 'granted'` (an area's settings entry, spec §6).
   */
  grantsRoute(code: string): boolean {
    return this.grantedRouteNames.has(code);
  }

  hasPermission(code: string): boolean {
    return this.buttons.has(code);
  }

  /** Every code the member holds: button permissions and the names of their pages (hidden ones too). */
  get heldCodes(): ReadonlySet<string> {
    return new Set([...this.buttons, ...this.flatRoutes.map((route) => route.name)]);
  }

  /**
   * Whether the member holds a code, be it a button permission (ROLE_ADD) or a page (STAFF_ADD): what
   * decides if an action is shown. The server refuses the same call to anyone without it.
   */
  holds(code: string): boolean {
    return this.heldCodes.has(code);
  }

  /** Forgets everything of the session, the registered applications too (logout, switch organisation). */
  reset(): void {
    // A generation under way is the old session's: the next caller asks again.
    this.generating = undefined;
    this.resourceRoutes = [];
    this.resources = [];
    this.installedApps.reset();
    this.buttons = new Set();
    this.organization = null;
    this.generated = false;
  }
}
