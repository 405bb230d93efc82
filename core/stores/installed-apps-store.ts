import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ApplicationApi } from '../api/application-api';
import type { HeldApplication } from '../api/auth-api';
import type { PluginRegistry } from '../plugin/plugin-registry';
import {
  type ApplicationMode,
  applicationRoute,
  hasPcEntry,
  NO_APPLICATION_PERMISSION,
  type RegisteredApplication,
} from '../routing/application-routes';
import type { Resource } from '../routing/resource';
import type { RouteRecord } from '../routing/route-record';
import { StorageKeys, type StorageService } from '../services/storage-service';
import type { SessionStore } from './session-store';

function isRegisteredApplication(value: unknown): value is RegisteredApplication {
  const entry = value as Partial<RegisteredApplication> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.application?.agentId === 'string' &&
    (entry.mode === 'VIEW' || entry.mode === 'ADMIN') &&
    Array.isArray(entry.resources)
  );
}

/** Whether a route or one of its descendants is the page at `fullPath`. */
function holdsPage(route: RouteRecord, fullPath: string): boolean {
  return (
    (route.kind !== 'directory' && route.fullPath === fullPath) ||
    route.children.some((child) => holdsPage(child, fullPath))
  );
}

/**
 * The installed applications whose routes are registered (spec §2 "Installed applications", §4 guard):
 * each with its resource tree, remembered in session storage and re-added on reload. An unknown
 * agentId is looked up in the member's application list, else by the launch lookup.
 */
export class InstalledAppsStore {
  entries: RegisteredApplication[];

  constructor(
    private readonly api: ApplicationApi,
    private readonly session: SessionStore,
    private readonly registry: PluginRegistry,
    private readonly storage: StorageService,
  ) {
    const saved = storage.session.get<unknown[]>(StorageKeys.appRoutes);
    this.entries = (Array.isArray(saved) ? saved : [])
      .filter(isRegisteredApplication)
      .filter((entry) => this.routeOf(entry) !== undefined);
    makeAutoObservable<InstalledAppsStore, 'api' | 'session' | 'registry' | 'storage'>(this, {
      api: false,
      session: false,
      registry: false,
      storage: false,
      // Replaced whole on each change (as PermissionStore's routes): no deep observables of the trees.
      entries: observableRef,
    });
  }

  private routeOf(entry: RegisteredApplication): RouteRecord | undefined {
    try {
      return applicationRoute(entry, this.registry);
    } catch {
      return undefined;
    }
  }

  /** One directory route per registered application (and mode). */
  get routes(): RouteRecord[] {
    return this.entries.flatMap((entry) => this.routeOf(entry) ?? []);
  }

  isRegistered(agentId: string, mode: ApplicationMode): boolean {
    return this.entries.some((entry) => entry.application.agentId === agentId && entry.mode === mode);
  }

  /**
   * Registers (or refreshes) an application's routes; returns where it opens: `page` (a console path
   * such as /PC_APPROVAL_CENTER) under the application's base path when its routes hold it, else its
   * first page. Throws 暂无该应用相关权限！ when its resources hold nothing to show on a PC, or the tree
   * is malformed.
   */
  register(
    application: HeldApplication,
    mode: ApplicationMode,
    resources: Resource[],
    page?: string,
  ): string {
    const entry: RegisteredApplication = {
      application: {
        agentId: application.agentId,
        uniqueId: application.uniqueId,
        name: application.pcName || application.name,
        iconUrl: application.iconUrl,
      },
      mode,
      resources,
    };
    const route = applicationRoute(entry, this.registry);
    this.entries = [
      ...this.entries.filter(
        (candidate) => !(candidate.application.agentId === application.agentId && candidate.mode === mode),
      ),
      entry,
    ];
    this.persist();
    const wanted = page ? `${route.path}${page}` : undefined;
    return wanted && holdsPage(route, wanted) ? wanted : route.redirect!;
  }

  /**
   * Registers an application the URL names but the console does not know yet (spec §4 guard). An
   * application the server says does not open is refused with its sentence; one without pages of its
   * own that opens a page of an area answers that page, where the guard goes instead (an old
   * /APP/{agentId}/VIEW/… address of such an application).
   */
  async ensure(agentId: string, mode: ApplicationMode): Promise<string | undefined> {
    if (this.isRegistered(agentId, mode)) return undefined;
    let application = this.session.applications.find((candidate) => candidate.agentId === agentId);
    if (!application) {
      const lookup = await this.api.agentDetail(agentId);
      if (!lookup.success || !lookup.data) throw new Error(lookup.message || NO_APPLICATION_PERMISSION);
      application = lookup.data;
    }
    const { launch } = application;
    if (launch && !launch.usable) throw new Error(launch.message);
    const resources = await this.api.resourceTree(application.applicationUniqueId);
    if (!hasPcEntry(resources) && launch?.usable && launch.opens.kind === 'page') return launch.opens.path;
    runInAction(() => this.register(application, mode, resources));
    return undefined;
  }

  reset(): void {
    this.entries = [];
    this.storage.session.remove(StorageKeys.appRoutes);
  }

  private persist(): void {
    this.storage.session.set(StorageKeys.appRoutes, this.entries);
  }
}
