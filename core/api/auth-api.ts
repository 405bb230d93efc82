import type {
  CaptchaBody,
  CaptchaSendBody,
  CaptchaSent,
  IssuedToken,
  LoginBody,
  ModifyPasswordBody,
  Organization,
  OrganizationListBody,
  OrganizationSummary,
  OrganizationToken,
  OrganizationTokenBody,
  PasswordTicket,
  TicketResetBody,
  UserDetail,
} from '@manifests/contracts/account';
import type { HeldApplication } from '@manifests/contracts/session';
import { token } from '../di/token';
import type { Resource } from '../routing/resource';
import type { RequestService } from '../services/request-service';

/** The platform's request and answer types, declared once in the contract (manifests/contracts/account.ts). */
export type { HeldApplication, IssuedToken, Organization, UserDetail };

/**
 * `/enterprise/v1/session/resource/detail` (spec §3 "Route-info response"): the contract's, with the
 * resources as the route factory reads them (fields the console does not need are optional).
 */
export interface RouteInfo {
  organization: OrganizationSummary;
  resources: Resource[];
}

/** The auth and session calls of spec §7, typed. Passwords are passed already hashed. */
export const AuthApi = token<AuthApi>('core.AuthApi');
export interface AuthApi {
  login(telephone: string, passwordDigest: string): Promise<IssuedToken>;
  sendCaptcha(telephone: string): Promise<CaptchaSent>;
  loginWithCaptcha(telephone: string, captcha: string): Promise<IssuedToken>;
  generatePasswordTicket(telephone: string, captcha: string): Promise<PasswordTicket>;
  resetPassword(ticket: string, passwordDigest: string): Promise<void>;
  organizations(): Promise<Organization[]>;
  organizationToken(ownerUniqueId: string): Promise<IssuedToken>;
  userDetail(): Promise<UserDetail | null>;
  /**
   * Who a token that is not the session's belongs to (/auth-redirect, before the member accepts it):
   * read with that token, silently, and never ending the current session when it is refused.
   */
  userDetailOf(token: string): Promise<UserDetail | null>;
  routeInfo(): Promise<RouteInfo | null>;
  applications(): Promise<HeldApplication[]>;
  ownerInfo(): Promise<{ logoUrl: string }>;
  logout(): Promise<void>;
  modifyPassword(oldPasswordDigest: string, newPasswordDigest: string): Promise<void>;
}

/** The organisation list is "sent with the token and a fixed name" (spec §7). */
const ORGANIZATION_LIST_NAME = 'atrium-console';

export class HttpAuthApi implements AuthApi {
  constructor(private readonly request: RequestService) {}

  login(telephone: string, password: string) {
    return this.request.post<IssuedToken>('/v1/account/login', { telephone, password } satisfies LoginBody, {
      service: 'auth',
      silent: true,
    });
  }
  sendCaptcha(telephone: string) {
    return this.request.post<CaptchaSent>(
      '/v1/account/captcha/send',
      { telephone } satisfies CaptchaSendBody,
      { service: 'auth', silent: true },
    );
  }
  loginWithCaptcha(telephone: string, captcha: string) {
    return this.request.post<IssuedToken>(
      '/v1/account/login/captcha',
      { telephone, captcha } satisfies CaptchaBody,
      { service: 'auth', silent: true },
    );
  }
  generatePasswordTicket(telephone: string, captcha: string) {
    return this.request.post<PasswordTicket>(
      '/v1/account/password/ticket/generate',
      { telephone, captcha } satisfies CaptchaBody,
      { service: 'auth', silent: true },
    );
  }
  async resetPassword(ticket: string, password: string) {
    await this.request.post(
      '/v1/account/password/ticket/reset',
      { ticket, password } satisfies TicketResetBody,
      { service: 'auth', silent: true },
    );
  }
  organizations() {
    return this.request.post<Organization[]>(
      '/v1/exchange/owner/account/list',
      { name: ORGANIZATION_LIST_NAME } satisfies OrganizationListBody,
      { service: 'auth' },
    );
  }
  organizationToken(ownerUniqueId: string) {
    return this.request.post<OrganizationToken>(
      '/v1/exchange/owner/account/token',
      { ownerUniqueId } satisfies OrganizationTokenBody,
      { service: 'auth' },
    );
  }
  userDetail() {
    return this.request.post<UserDetail | null>('/enterprise/v1/session/user/detail');
  }
  userDetailOf(token: string) {
    return this.request.post<UserDetail | null>(
      '/enterprise/v1/session/user/detail',
      {},
      { token, silent: true },
    );
  }
  routeInfo() {
    return this.request.post<RouteInfo | null>('/enterprise/v1/session/resource/detail');
  }
  applications() {
    return this.request.post<HeldApplication[]>('/v1/exchange/owner/app/list', {}, { service: 'auth' });
  }
  ownerInfo() {
    return this.request.post<{ logoUrl: string }>('/enterprise/v1/owner/info/detail');
  }
  async logout() {
    await this.request.post('/enterprise/v1/session/logout');
  }
  async modifyPassword(oldPassword: string, newPassword: string) {
    await this.request.post(
      '/enterprise/v1/user/modify/password',
      { oldPassword, newPassword } satisfies ModifyPasswordBody,
      { silent: true },
    );
  }
}
