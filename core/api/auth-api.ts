import type { HeldApplication } from '@manifests/contracts/session';
import { token } from '../di/token';
import type { Resource } from '../routing/resource';
import type { RequestService } from '../services/request-service';

export interface IssuedToken {
  token: string;
  expiresAt: string;
  passwordExpired: boolean;
}

export interface Organization {
  uniqueId: string;
  name: string;
  logoUrl: string;
  nickname: string;
  isAdmin: boolean;
}

/** `/enterprise/v1/session/user/detail` (spec §3 "User info"). */
export interface UserDetail {
  uniqueId: string;
  nickname: string;
  telephone: string;
  organizationName: string;
  isAdmin: boolean;
  passwordExpired: boolean;
}

/** `/enterprise/v1/session/resource/detail` (spec §3 "Route-info response"). */
export interface RouteInfo {
  organization: { uniqueId: string; name: string; logoUrl: string };
  resources: Resource[];
}

/** An installed application as the session sees it (spec §3 "Session entry"): the session contract's. */
export type { HeldApplication };

/** The auth and session calls of spec §7, typed. Passwords are passed already hashed. */
export const AuthApi = token<AuthApi>('core.AuthApi');
export interface AuthApi {
  login(telephone: string, passwordDigest: string): Promise<IssuedToken>;
  sendCaptcha(telephone: string): Promise<{ resendAfterSeconds: number }>;
  loginWithCaptcha(telephone: string, captcha: string): Promise<IssuedToken>;
  generatePasswordTicket(telephone: string, captcha: string): Promise<{ ticket: string }>;
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
    return this.request.post<IssuedToken>(
      '/v1/account/login',
      { telephone, password },
      { service: 'auth', silent: true },
    );
  }
  sendCaptcha(telephone: string) {
    return this.request.post<{ resendAfterSeconds: number }>(
      '/v1/account/captcha/send',
      { telephone },
      { service: 'auth', silent: true },
    );
  }
  loginWithCaptcha(telephone: string, captcha: string) {
    return this.request.post<IssuedToken>(
      '/v1/account/login/captcha',
      { telephone, captcha },
      { service: 'auth', silent: true },
    );
  }
  generatePasswordTicket(telephone: string, captcha: string) {
    return this.request.post<{ ticket: string }>(
      '/v1/account/password/ticket/generate',
      { telephone, captcha },
      { service: 'auth', silent: true },
    );
  }
  async resetPassword(ticket: string, password: string) {
    await this.request.post(
      '/v1/account/password/ticket/reset',
      { ticket, password },
      { service: 'auth', silent: true },
    );
  }
  organizations() {
    return this.request.post<Organization[]>(
      '/v1/exchange/owner/account/list',
      { name: ORGANIZATION_LIST_NAME },
      { service: 'auth' },
    );
  }
  organizationToken(ownerUniqueId: string) {
    return this.request.post<IssuedToken>(
      '/v1/exchange/owner/account/token',
      { ownerUniqueId },
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
      { oldPassword, newPassword },
      { silent: true },
    );
  }
}
