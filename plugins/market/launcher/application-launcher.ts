import {
  ApiError,
  type ApplicationApi,
  type ApplicationMode,
  type HeldApplication,
  hasPcEntry,
  type InstalledAppsStore,
  type NavigationService,
  type Notifier,
  type PermissionStore,
  token,
} from '@core';
import type { MarketApi } from '../api/market-api';
import type { BrowserTabs, ReservedTab } from './browser-tabs';
import type { Clock } from './clock';
import { destinationOf, isDisabled, isExpired, LaunchMessage, withToken } from './launch-rules';

/** What came of opening an application. Refusals have been shown to the member already. */
export type LaunchOutcome =
  | { kind: 'opened'; path: string }
  | { kind: 'opened-in-new-tab'; url: string }
  | { kind: 'mobile-only'; application: HeldApplication }
  | { kind: 'refused'; message: string };

/** Opens an application the member holds, as a member ('VIEW') or as its administrator ('ADMIN'). */
export const ApplicationLauncher = token<ApplicationLauncher>('market.ApplicationLauncher');
export interface ApplicationLauncher {
  open(application: HeldApplication, mode?: ApplicationMode): Promise<LaunchOutcome>;
  /**
   * Fetches the application's detail first (spec §4 "Opening an app from the drawer"); `known` is what
   * the caller already shows of it (its addresses), so a new tab can be reserved at the click.
   */
  openByUniqueId(
    uniqueId: string,
    mode?: ApplicationMode,
    known?: Pick<HeldApplication, 'pcUrl' | 'appUrl' | 'launch'>,
  ): Promise<LaunchOutcome>;
}

export interface LauncherDependencies {
  market: MarketApi;
  applications: ApplicationApi;
  installedApps: InstalledAppsStore;
  /** The member's own pages: the one page of an application whose web address is a console page. */
  permissions: Pick<PermissionStore, 'pageResource'>;
  navigation: NavigationService;
  notifier: Notifier;
  tabs: BrowserTabs;
  clock: Clock;
}

/**
 * The launcher of spec §4. An application the server answered with its `launch` opens where that says
 * (a console page, by the application's agent id under /APP/{agentId}/VIEW or ADMIN; or a new tab with
 * an application token for another site) once the server's check
 * agrees; one it refused is refused with its sentence (仅移动端: the mobile-only dialog) — the surfaces
 * disable it before the click anyway. Without a `launch` (an application known only by its agentId),
 * the checks of spec §4 in order: disabled, expired, the server's isCan; then the admin side, the
 * console's own routes of a web application (its resources must hold a PC menu or directory), a new
 * tab, the mobile-only dialog, or 该应用暂未配置地址!.
 */
export class ApplicationLauncherImpl implements ApplicationLauncher {
  constructor(private readonly deps: LauncherDependencies) {}

  open(application: HeldApplication, mode: ApplicationMode = 'VIEW'): Promise<LaunchOutcome> {
    const tab = this.reserveTab(application, mode);
    return this.guarded(tab, () => this.launch(application, mode, tab));
  }

  openByUniqueId(
    uniqueId: string,
    mode: ApplicationMode = 'VIEW',
    known?: Pick<HeldApplication, 'pcUrl' | 'appUrl' | 'launch'>,
  ): Promise<LaunchOutcome> {
    // Refused before the click (未开通, 已停用, 已到期, 未授权, 暂无网页端): its sentence at once, without
    // asking for a detail the member may not hold. 仅移动端 still fetches it, for the dialog.
    const refused = known?.launch && !known.launch.usable ? known.launch : undefined;
    if (refused && refused.reason !== '仅移动端') return Promise.resolve(this.refuse(refused.message));
    const tab = known ? this.reserveTab(known, mode) : undefined;
    return this.guarded(tab, async () =>
      this.launch(await this.deps.market.heldApplication(uniqueId), mode, tab),
    );
  }

  /** Synchronously, while the click is being handled: a tab for an application that opens in one. */
  private reserveTab(
    application: Pick<HeldApplication, 'pcUrl' | 'appUrl' | 'launch'>,
    mode: ApplicationMode,
  ): ReservedTab | undefined {
    const { launch } = application;
    const external = launch
      ? launch.usable && launch.opens.kind === 'external'
      : destinationOf(application) === 'external';
    return mode === 'VIEW' && external ? this.deps.tabs.reserve() : undefined;
  }

  private async guarded(
    tab: ReservedTab | undefined,
    launch: () => Promise<LaunchOutcome>,
  ): Promise<LaunchOutcome> {
    try {
      const outcome = await launch();
      if (outcome.kind !== 'opened-in-new-tab') tab?.cancel();
      return outcome;
    } catch (error) {
      tab?.cancel();
      const message = error instanceof Error && error.message ? error.message : LaunchMessage.noPermission;
      // A refused or failed call has been shown by the request service; anything else is shown here.
      if (!(error instanceof ApiError)) this.deps.notifier.error(message);
      return { kind: 'refused', message };
    }
  }

  private async launch(
    application: HeldApplication,
    mode: ApplicationMode,
    tab: ReservedTab | undefined,
  ): Promise<LaunchOutcome> {
    const { launch } = application;
    if (launch) {
      // The server said before the click whether and where it opens; its check confirms (and records
      // the use) without a second rule here.
      if (!launch.usable) {
        return launch.reason === '仅移动端'
          ? { kind: 'mobile-only', application }
          : this.refuse(launch.message);
      }
      const check = await this.deps.market.agentCheck(application.agentId);
      if (!check.isCan) return this.refuse(check.message || LaunchMessage.noPermission);
      if (launch.opens.kind === 'external') {
        if (mode === 'ADMIN') return this.refuse(LaunchMessage.noPermission);
        return this.openInNewTab(application, tab ?? this.deps.tabs.reserve());
      }
      return this.openInConsole(application, mode, launch.opens.path);
    }
    if (isDisabled(application)) return this.refuse(LaunchMessage.disabled);
    if (isExpired(application, this.deps.clock.now())) return this.refuse(LaunchMessage.expired);
    const check = await this.deps.market.agentCheck(application.agentId);
    if (!check.isCan) return this.refuse(check.message || LaunchMessage.noPermission);
    if (mode === 'ADMIN') return this.openInConsole(application, 'ADMIN');
    switch (destinationOf(application)) {
      case 'web':
        return this.openInConsole(application, 'VIEW');
      case 'external':
        return this.openInNewTab(application, tab ?? this.deps.tabs.reserve());
      case 'mobile-only':
        return { kind: 'mobile-only', application };
      case 'none':
        return this.refuse(LaunchMessage.noAddress);
    }
  }

  private refuse(message: string): LaunchOutcome {
    this.deps.notifier.error(message);
    return { kind: 'refused', message };
  }

  /**
   * Registers the application's routes from its resource tree and opens it by its agent id (spec §2
   * "Installed applications", §4): under /APP/{agentId}/{mode}/, at `page` (the console page the server
   * says it opens) when its routes hold that page, else at its first page. An application with no page
   * of its own that opens an area's page (消息中心's inbox) opens that page itself.
   */
  private async openInConsole(
    application: HeldApplication,
    mode: ApplicationMode,
    page?: string,
  ): Promise<LaunchOutcome> {
    let resources = await this.deps.applications.resourceTree(application.applicationUniqueId);
    if (!hasPcEntry(resources) && page) {
      // No pages of its own (会议室预订 at 园区运营's venues, 消息中心 at the inbox): the console's page
      // it names is its one page, under its agent id.
      const own = this.deps.permissions.pageResource(page);
      resources = own ? [own] : [];
    }
    if (!hasPcEntry(resources)) {
      if (!page) return this.refuse(LaunchMessage.noPermission);
      this.deps.navigation.navigate(page);
      return { kind: 'opened', path: page };
    }
    const path = this.deps.installedApps.register(application, mode, resources, page);
    this.deps.navigation.navigate(path);
    return { kind: 'opened', path };
  }

  private async openInNewTab(application: HeldApplication, tab: ReservedTab): Promise<LaunchOutcome> {
    const issued = await this.deps.market.applicationToken(application.agentId);
    const url = withToken(application.pcUrl.trim(), issued.token);
    tab.go(url);
    return { kind: 'opened-in-new-tab', url };
  }
}
