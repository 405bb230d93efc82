import { runInAction } from 'mobx';
import type { AuthApi } from '../api/auth-api';
import type { PermissionStore } from '../stores/permission-store';
import type { SessionStore } from '../stores/session-store';
import type { TabsStore } from '../stores/tabs-store';
import type { NavigationService } from './navigation-service';
import type { Notifier } from './notifier';
import {
  loginPathFor,
  type SessionChange,
  type SessionChangeContribution,
  type SessionChangeListener,
  type SessionChangeReason,
  type SignOutService,
} from './sign-out-service';

export interface SignOutDependencies {
  api: AuthApi;
  session: SessionStore;
  permissions: PermissionStore;
  tabs: TabsStore;
  notifier: Notifier;
  navigation: NavigationService;
  /** The bound contributions, asked for at each change (a plugin's store may need the session itself). */
  contributions: () => readonly SessionChangeContribution[];
}

/** See `SignOutService`: one sequence for every way a session ends or changes. */
export class SignOutServiceImpl implements SignOutService {
  private controller = new AbortController();
  private readonly listeners = new Set<SessionChangeListener>();
  /** The 登出 confirm is open: a second refusal does not open another. */
  private confirming = false;

  constructor(private readonly deps: SignOutDependencies) {}

  /** The member has a page in front of them: the user info and the permitted routes are loaded. */
  private get started(): boolean {
    return this.deps.session.userInfo !== null && this.deps.permissions.generated;
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  async logout(currentPath: string): Promise<void> {
    try {
      await this.deps.api.logout();
    } catch {
      // Signed out locally either way.
    }
    this.finish('logout');
    this.deps.navigation.navigate(loginPathFor(currentPath));
  }

  sessionRefused(): void {
    // Whatever the member answers, the server no longer knows this session: nothing polls it again.
    this.deps.session.stopPolling();
    // Refused while the session is still starting (a stale token on load): there is no page to stay
    // on, so no confirm; the session guard ends it and opens the login page with the one message.
    if (!this.started) return;
    if (this.confirming) return;
    this.confirming = true;
    const refused = this.controller.signal;
    void this.deps.notifier
      .confirmLoggedOut()
      .then((signInAgain) => {
        // An answer given after the session already ended another way (退出登录, say) changes nothing.
        if (!signInAgain || refused.aborted) return;
        const current = this.deps.navigation.currentPath();
        this.finish('refused');
        this.deps.navigation.navigate(loginPathFor(current), { replace: true });
      })
      .finally(() => {
        this.confirming = false;
      });
  }

  async switchOrganization(uniqueId: string): Promise<void> {
    const { api, session, permissions, navigation } = this.deps;
    // Exchanged with the old session's token; a refusal leaves the member where they were.
    const issued = await api.organizationToken(uniqueId);
    // Closed and gone first, in one step: the tabs, the kept views and the old page's address. Had the
    // address stayed on the old page until the new routes were in, the session guard (which loads
    // whenever the member is not loaded) would load the old page's first screen and show it, and its
    // tab would come back beside the workbench.
    this.finish('organization-switch', { keepToken: true });
    session.adoptOrganizationToken(issued);
    navigation.navigate('/dashboard');
    // Shared with the guard's load of the same (the stores share a load under way).
    await Promise.all([session.loadUserInfo(), permissions.generate()]);
    session.startPolling();
  }

  passwordChanged(): void {
    this.deps.session.markPasswordChanged();
    this.notify({ reason: 'password-changed', endsSession: false, signedOut: false });
  }

  end(reason: 'load-failed' | 'replaced', options: { redirectTo?: string } = {}): void {
    this.finish(reason);
    if (options.redirectTo !== undefined)
      this.deps.navigation.navigate(options.redirectTo, { replace: true });
  }

  onSessionChange(listener: SessionChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The sequence itself: stop the polling, abort the old session's requests, reset the stores (keeping
   * the token only for an organisation switch, which replaces it at once), then tell every listener.
   */
  private finish(reason: SessionChangeReason, options: { keepToken?: boolean } = {}): void {
    const { session, permissions, tabs } = this.deps;
    session.stopPolling();
    this.controller.abort();
    this.controller = new AbortController();
    runInAction(() => {
      session.clear({ keepToken: options.keepToken === true });
      permissions.reset();
      tabs.delAll();
    });
    this.notify({ reason, endsSession: true, signedOut: options.keepToken !== true });
  }

  private notify(change: SessionChange): void {
    const targets: SessionChangeListener[] = [
      ...this.deps
        .contributions()
        .map((contribution) => (c: SessionChange) => contribution.onSessionChange(c)),
      ...this.listeners,
    ];
    for (const listener of targets) {
      try {
        listener(change);
      } catch (error) {
        // One listener failing must not keep the others (or the sign-out) from finishing.
        console.error('会话变更监听器出错', error);
      }
    }
  }
}
