import type {
  AuthApi,
  HeldApplication,
  IssuedToken,
  Organization,
  RouteInfo,
  UserDetail,
} from '@core/api/auth-api';
import { ApiError } from '@core/services/api-error';

const issued = (token: string, passwordExpired = false): IssuedToken => ({
  token,
  expiresAt: '2099-01-01T00:00:00.000Z',
  passwordExpired,
});

/**
 * An in-memory AuthApi with one member of two organisations; fields are public so a test can shape
 * the answers (`api.routeInfoAnswer = null`), and `calls` records what was asked.
 */
export class FakeAuthApi implements AuthApi {
  calls: string[] = [];
  password = 'Atrium@2026';
  organizationList: Organization[] = [
    { uniqueId: 'xinghe-park', name: '星河科技园', logoUrl: '', nickname: '张伟', isAdmin: true },
    { uniqueId: 'yunshan-group', name: '云杉集团', logoUrl: '', nickname: '张伟', isAdmin: true },
  ];
  /** `unreadMessageCount` is the messages area's field of the answer. */
  user: (UserDetail & { unreadMessageCount?: number }) | null = {
    uniqueId: 'm1',
    nickname: '张伟',
    telephone: '13800000001',
    organizationName: '星河科技园',
    isAdmin: true,
    passwordExpired: false,
    unreadMessageCount: 0,
  };
  routeInfoAnswer: RouteInfo | null = {
    organization: { uniqueId: 'xinghe-park', name: '星河科技园', logoUrl: '' },
    resources: [],
  };
  applicationList: HeldApplication[] = [];
  /** Who other tokens belong to (`userDetailOf`); a token not listed is refused as not signed in. */
  usersByToken: Record<string, UserDetail | null> = {};
  failWith: ApiError | undefined;

  private record(call: string): void {
    this.calls.push(call);
    if (this.failWith) throw this.failWith;
  }

  async login(telephone: string, _digest: string) {
    this.record(`login:${telephone}`);
    return issued('account-token');
  }
  async sendCaptcha(telephone: string) {
    this.record(`sendCaptcha:${telephone}`);
    return { resendAfterSeconds: 60 };
  }
  async loginWithCaptcha(telephone: string, captcha: string) {
    this.record(`loginWithCaptcha:${telephone}:${captcha}`);
    return issued('account-token');
  }
  async generatePasswordTicket(telephone: string, _captcha: string) {
    this.record(`generatePasswordTicket:${telephone}`);
    return { ticket: 'ticket-1', expiresAt: '2099-01-01T00:00:00.000Z' };
  }
  async resetPassword(ticket: string, _digest: string) {
    this.record(`resetPassword:${ticket}`);
  }
  async organizations() {
    this.record('organizations');
    return this.organizationList;
  }
  async organizationToken(ownerUniqueId: string) {
    this.record(`organizationToken:${ownerUniqueId}`);
    return issued(`token-${ownerUniqueId}`, this.user?.passwordExpired);
  }
  async userDetail() {
    this.record('userDetail');
    return this.user;
  }
  async userDetailOf(token: string) {
    this.record(`userDetailOf:${token}`);
    if (!(token in this.usersByToken)) throw new ApiError(300000, '用户未登录');
    return this.usersByToken[token] ?? null;
  }
  async routeInfo() {
    this.record('routeInfo');
    return this.routeInfoAnswer;
  }
  async applications() {
    this.record('applications');
    return this.applicationList;
  }
  async ownerInfo() {
    this.record('ownerInfo');
    return { logoUrl: '' };
  }
  async logout() {
    this.record('logout');
  }
  async modifyPassword(_old: string, _new: string) {
    this.record('modifyPassword');
  }
}
