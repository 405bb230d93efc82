import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AuthApi, HeldApplication, IssuedToken, Organization, UserDetail } from '../api/auth-api';
import { token } from '../di/token';
import { StorageKeys, type StorageService } from '../services/storage-service';
import type { TokenService } from '../services/token-service';
import { nextSequence } from './sequence';

export const USER_INFO_ERROR = '验证失败，请尝试重新登录！';

/**
 * A contribution point: an area that reads something from the user info (the messages area its unread
 * count) binds one and is handed every answer, the first load's and each poll's. `requestedAt` is the
 * `nextSequence()` taken when the request started, so a change made since (a message read) can win.
 */
export const UserDetailContribution = token<UserDetailContribution>('core.UserDetailContribution');
export interface UserDetailContribution {
  onUserDetail(detail: UserDetail, requestedAt: number): void;
}

/** Where a sign-in leads: straight in, or to the organisation chooser. */
export type SignInOutcome = 'ready' | 'choose-organization';

/**
 * The signed-in member (spec §3 "User info", §4 "User info", "Switch organisation"): token,
 * organisations, user info with its display name, installed applications, and the user-info polling.
 */
export class SessionStore {
  userInfo: UserDetail | null = null;
  organizations: Organization[];
  applications: HeldApplication[] = [];
  logoUrl = '';
  passwordExpired = false;
  private pollTimer: ReturnType<typeof setInterval> | undefined;
  /** After `dispose()` nothing starts again: a sign-in still under way must not leave a timer behind. */
  private disposed = false;
  /** The user-info load under way: a second caller (the session guard and 切换组织 at once) shares it. */
  private loading: Promise<UserDetail> | undefined;

  constructor(
    private readonly api: AuthApi,
    private readonly tokens: TokenService,
    private readonly storage: StorageService,
    private readonly pollIntervalMs: number,
    /** The bound `UserDetailContribution`s, asked for when an answer arrives. */
    private readonly userDetailContributions: () => readonly UserDetailContribution[] = () => [],
  ) {
    this.organizations = storage.local.get<Organization[]>(StorageKeys.organizations) ?? [];
    makeAutoObservable<
      SessionStore,
      'api' | 'tokens' | 'storage' | 'pollTimer' | 'disposed' | 'loading' | 'userDetailContributions'
    >(this, {
      api: false,
      loading: false,
      tokens: false,
      storage: false,
      pollTimer: false,
      disposed: false,
      userDetailContributions: false,
      // The server's answers, replaced whole (never changed in place): kept as they came instead of
      // made deeply observable on the signed-in first screen.
      userInfo: observableRef,
      organizations: observableRef,
      applications: observableRef,
    });
  }

  get token(): string | undefined {
    return this.tokens.token;
  }

  /** Display name: nickname, otherwise telephone (spec §4). */
  get name(): string {
    return this.userInfo ? this.userInfo.nickname || this.userInfo.telephone : '';
  }

  get organizationName(): string {
    return this.userInfo?.organizationName ?? '';
  }

  get isAdmin(): boolean {
    return this.userInfo?.isAdmin === true;
  }

  /** Whether the member holds the application with this agentId (navbar links, fixed bar). */
  holds(agentId: string): boolean {
    return this.applications.some((application) => application.agentId === agentId);
  }

  /** After any sign-in: keep the account token, list its organisations, enter the only one directly. */
  async completeSignIn(issued: IssuedToken): Promise<SignInOutcome> {
    this.tokens.set(issued.token);
    const organizations = await this.api.organizations();
    runInAction(() => {
      this.organizations = organizations;
      this.storage.local.set(StorageKeys.organizations, organizations);
    });
    if (organizations.length === 0) throw new Error('该账号尚未加入任何组织，请联系管理员');
    if (organizations.length === 1) {
      await this.enterOrganization(organizations[0]!.uniqueId);
      return 'ready';
    }
    return 'choose-organization';
  }

  /** Exchanges the current token for one scoped to the organisation, and forgets the loaded user. */
  async enterOrganization(uniqueId: string): Promise<void> {
    this.adoptOrganizationToken(await this.api.organizationToken(uniqueId));
  }

  /** Takes an organisation's token (the chooser, or 切换组织 through the sign-out service). */
  adoptOrganizationToken(issued: IssuedToken): void {
    this.tokens.set(issued.token);
    this.userInfo = null;
    this.passwordExpired = issued.passwordExpired;
  }

  /** Loads the user info; empty info rejects with the spec's message (§5). */
  loadUserInfo(): Promise<UserDetail> {
    if (this.loading) return this.loading;
    const loading = this.loadUserInfoNow().finally(() => {
      if (this.loading === loading) this.loading = undefined;
    });
    this.loading = loading;
    return loading;
  }

  private async loadUserInfoNow(): Promise<UserDetail> {
    const [detail, owner] = await Promise.all([this.loadMember(), this.api.ownerInfo()]);
    runInAction(() => {
      this.logoUrl = owner.logoUrl;
    });
    return detail;
  }

  /** The member's detail and applications: what the poll asks again (the logo changes only in 企业信息, which sets it). */
  private async loadMember(): Promise<UserDetail> {
    const requestedAt = nextSequence();
    const [detail, applications] = await Promise.all([this.api.userDetail(), this.api.applications()]);
    if (!detail?.telephone) throw new Error(USER_INFO_ERROR);
    runInAction(() => {
      this.userInfo = detail;
      this.passwordExpired = detail.passwordExpired;
      this.applications = applications;
      for (const contribution of this.userDetailContributions())
        contribution.onUserDetail(detail, requestedAt);
    });
    return detail;
  }

  /** The repeating user-info call (spec §4 "Switch organisation"), started once. */
  startPolling(): void {
    if (this.pollTimer !== undefined || this.disposed) return;
    this.pollTimer = setInterval(() => {
      this.loadMember().catch(() => undefined);
    }, this.pollIntervalMs);
  }

  stopPolling(): void {
    if (this.pollTimer !== undefined) clearInterval(this.pollTimer);
    this.pollTimer = undefined;
  }

  setLogoUrl(logoUrl: string): void {
    this.logoUrl = logoUrl;
  }

  markPasswordChanged(): void {
    this.passwordExpired = false;
    if (this.userInfo) this.userInfo = { ...this.userInfo, passwordExpired: false };
  }

  /**
   * Forgets the token and everything about the member (spec §4 "Logout"); `keepToken` for an
   * organisation switch, whose new token replaces it at once. Signing out goes through `SignOutService`.
   */
  clear(options: { keepToken?: boolean } = {}): void {
    this.stopPolling();
    if (!options.keepToken) this.tokens.clear();
    // A load under way is the old session's: the next caller asks again.
    this.loading = undefined;
    this.userInfo = null;
    this.applications = [];
    this.logoUrl = '';
    this.passwordExpired = false;
  }

  /** Stops the polling for good (the container's deactivation calls it when the console goes). */
  dispose(): void {
    this.disposed = true;
    this.stopPolling();
  }
}
