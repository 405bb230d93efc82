import { AuthApi, HttpAuthApi } from '@core/api/auth-api';
import { ChangePasswordDialog } from '@core/components/change-password-dialog';
import type { ApiError } from '@core/services/api-error';
import { CANCELLED_CODE } from '@core/services/api-error';
import { NavigationService } from '@core/services/navigation-service';
import { HttpTransport, RequestService } from '@core/services/request-service';
import {
  type SessionChange,
  SessionChangeContribution,
  SignOutService,
} from '@core/services/sign-out-service';
import { TokenService } from '@core/services/token-service';
import { PermissionStore } from '@core/stores/permission-store';
import { SessionStore } from '@core/stores/session-store';
import { TabsStore } from '@core/stores/tabs-store';
import { act, screen, waitFor } from '@testing-library/react';
import { FakeHttpTransport } from '@tests/support/fakes/fake-http-transport';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';
import { fill } from '../pages/support/fill';
import { setupUser } from '../pages/support/user';

const USER_DETAIL = '/enterprise/v1/session/user/detail';
const LOGOUT = '/enterprise/v1/session/logout';
const POLL_MS = 60_000;
const REVOKED = { code: 300002, message: '您的账号已在其他地方退出，请重新登录', data: null };

const member = {
  uniqueId: 'm1',
  nickname: '张伟',
  telephone: '13800000001',
  organizationName: '星河科技园',
  isAdmin: true,
  passwordExpired: false,
};

/**
 * A signed-in member of the real console services (request service, HTTP auth API, stores, sign-out
 * service) over an in-memory server; the navigation, the notifier and one contribution record.
 */
async function signedIn({ start = true }: { start?: boolean } = {}) {
  const server = new FakeHttpTransport();
  const navigated: string[] = [];
  const contributed: SessionChange[] = [];
  const test = createTestContainer({
    overrides: (c) => {
      c.rebind(HttpTransport).toConstantValue(server);
      c.rebind(AuthApi)
        .toDynamicValue((context) => new HttpAuthApi(context.get(RequestService)))
        .inSingletonScope();
      c.rebind(NavigationService).toConstantValue({
        navigate: (to: string) => navigated.push(to),
        currentPath: () => '/PC_STAFF_MANAGEMENT?page=2',
      });
      c.bind(SessionChangeContribution).toConstantValue({
        onSessionChange: (change: SessionChange) => contributed.push(change),
      });
    },
  });
  server.answer(USER_DETAIL, { code: 0, data: member });
  server.answer('/v1/exchange/owner/app/list', { code: 0, data: [] });
  server.answer('/enterprise/v1/owner/info/detail', { code: 0, data: { logoUrl: '' } });
  server.answer('/enterprise/v1/session/resource/detail', {
    code: 0,
    data: { organization: { uniqueId: 'xinghe-park', name: '星河科技园', logoUrl: '' }, resources: [] },
  });
  test.service(TokenService).set('token-xinghe');
  const session = test.service(SessionStore);
  if (start) {
    await session.loadUserInfo();
    await test.service(PermissionStore).generate();
  }
  test.service(TabsStore).addView({
    key: '/PC_STAFF_MANAGEMENT',
    path: '/PC_STAFF_MANAGEMENT',
    name: 'PC_STAFF_MANAGEMENT',
    title: '员工管理',
    meta: { title: '员工管理' },
  });
  const signOut = test.service(SignOutService);
  const told: SessionChange[] = [];
  signOut.onSessionChange((change) => told.push(change));
  server.calls.length = 0;
  return { ...test, server, navigated, contributed, told, session, signOut };
}

/** The member's session as the stores hold it after a sign-out: nothing left. */
function expectSignedOut(test: Awaited<ReturnType<typeof signedIn>>) {
  expect(test.service(TokenService).token).toBeUndefined();
  expect(test.session.userInfo).toBeNull();
  expect(test.session.name).toBe('');
  expect(test.session.organizationName).toBe('');
  expect(test.service(PermissionStore).generated).toBe(false);
  expect(test.service(TabsStore).visitedViews.filter((view) => !view.meta.affix)).toEqual([]);
}

describe('the one sign-out sequence', () => {
  afterEach(() => jest.useRealTimers());

  it('polls the member and their applications, not the organisation’s logo, which only 企业信息 changes', async () => {
    const test = await signedIn();
    jest.useFakeTimers();
    test.session.startPolling();
    for (let period = 0; period < 3; period += 1) await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
    test.session.stopPolling();
    expect(test.server.count(USER_DETAIL)).toBe(3);
    expect(test.server.count('/v1/exchange/owner/app/list')).toBe(3);
    expect(test.server.count('/enterprise/v1/owner/info/detail')).toBe(0);
  });

  describe('the server revokes the session (300002)', () => {
    it('over 10 polling periods: one dialog, one toast, and no request after the first refusal', async () => {
      const test = await signedIn();
      test.notifier.confirmLoggedOut = () => {
        test.notifier.confirmCount += 1;
        return new Promise(() => undefined); // the member has not answered yet
      };
      jest.useFakeTimers();
      test.session.startPolling();
      test.server.answerEverything(REVOKED);

      for (let period = 0; period < 10; period += 1) {
        await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
      }

      expect(test.notifier.confirmCount).toBe(1);
      expect(test.notifier.errors).toEqual([REVOKED.message]);
      // The first poll's two calls (user, applications) went together; nothing after them.
      expect(test.server.count(USER_DETAIL)).toBe(1);
      expect(test.server.calls).toHaveLength(2);
    });

    it('while the session is still starting (a stale token on load): one toast, no confirm', async () => {
      const test = await signedIn({ start: false });
      test.server.answerEverything({
        code: 300000,
        message: '您还未登录或登录已失效，请重新登录',
        data: null,
      });
      const refusals = await Promise.all(
        [0, 1, 2].map(() => test.session.loadUserInfo().catch((error: unknown) => error)),
      );
      expect(test.notifier.confirmCount).toBe(0);
      expect(test.notifier.errors).toEqual(['您还未登录或登录已失效，请重新登录']);
      // Each refusal says it was shown: whoever catches it (the session guard) adds no second message.
      expect(refusals.map((error) => (error as ApiError).shown)).toEqual([true, true, true]);
    });

    it('取消 keeps the member on the page, and nothing polls again', async () => {
      const test = await signedIn();
      test.notifier.confirmAnswer = false;
      jest.useFakeTimers();
      test.session.startPolling();
      test.server.answerEverything(REVOKED);

      for (let period = 0; period < 10; period += 1) {
        await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
      }

      expect(test.notifier.confirmCount).toBe(1);
      expect(test.notifier.errors).toHaveLength(1);
      expect(test.server.count(USER_DETAIL)).toBe(1);
      expect(test.service(TokenService).token).toBe('token-xinghe');
      expect(test.navigated).toEqual([]);
      expect(test.told).toEqual([]);
    });

    it('重新登录 signs out the one way and goes to login with the way back', async () => {
      const test = await signedIn();
      jest.useFakeTimers();
      test.session.startPolling();
      test.server.answerEverything(REVOKED);

      for (let period = 0; period < 10; period += 1) {
        await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
      }

      expect(test.notifier.confirmCount).toBe(1);
      expect(test.server.count(USER_DETAIL)).toBe(1);
      expectSignedOut(test);
      expect(test.navigated).toEqual([
        `/login?redirect=${encodeURIComponent('/PC_STAFF_MANAGEMENT?page=2')}`,
      ]);
      const change = { reason: 'refused', endsSession: true, signedOut: true };
      expect(test.told).toEqual([change]);
      expect(test.contributed).toEqual([change]);
    });
  });

  it('退出登录: the server first, then everything of the session goes, its calls in flight too', async () => {
    const test = await signedIn();
    const answerLate = test.server.hold(USER_DETAIL, member);
    const late = test.session.loadUserInfo();
    late.catch(() => undefined);

    await test.signOut.logout('/PC_STAFF_MANAGEMENT');

    expect(test.server.calls.map((call) => call.url)).toContain(LOGOUT);
    expect(test.server.calls.find((call) => call.url === LOGOUT)?.token).toBe('token-xinghe');
    expectSignedOut(test);
    expect(test.navigated).toEqual([`/login?redirect=${encodeURIComponent('/PC_STAFF_MANAGEMENT')}`]);
    const change = { reason: 'logout', endsSession: true, signedOut: true };
    expect(test.told).toEqual([change]);
    expect(test.contributed).toEqual([change]);
    // The old session's answer arrives after the sign-out: ignored, the member stays signed out.
    answerLate();
    await expect(late).rejects.toMatchObject({ code: CANCELLED_CODE });
    expect(test.session.userInfo).toBeNull();
  });

  it('退出登录 stops the polling', async () => {
    const test = await signedIn();
    jest.useFakeTimers();
    test.session.startPolling();
    await test.signOut.logout('/dashboard');
    test.server.calls.length = 0;
    await act(() => jest.advanceTimersByTimeAsync(10 * POLL_MS));
    expect(test.server.calls).toEqual([]);
  });

  it('退出登录 signs out even when the server cannot be reached', async () => {
    const test = await signedIn();
    test.server.answer(LOGOUT, () => Promise.reject(new Error('Network Error')));
    await test.signOut.logout('/dashboard');
    expectSignedOut(test);
    expect(test.told.map((change) => change.reason)).toEqual(['logout']);
  });

  it('切换组织: the old session’s work stops, the new one is loaded and polled, tabs closed, /dashboard', async () => {
    const test = await signedIn();
    test.server.answer('/v1/exchange/owner/account/token', {
      code: 0,
      data: { token: 'token-yunshan', expiresAt: '2099-01-01T00:00:00.000Z', passwordExpired: false },
    });
    jest.useFakeTimers();
    test.session.startPolling();
    const answerLate = test.server.hold('/enterprise/v1/owner/info/detail', { logoUrl: '/old-logo.png' });
    const oldWork = test.session.loadUserInfo();
    oldWork.catch(() => undefined);
    test.server.answer('/enterprise/v1/owner/info/detail', { code: 0, data: { logoUrl: '' } });

    await test.signOut.switchOrganization('yunshan-group');

    const change = { reason: 'organization-switch', endsSession: true, signedOut: false };
    expect(test.told).toEqual([change]);
    expect(test.contributed).toEqual([change]);
    expect(test.service(TokenService).token).toBe('token-yunshan');
    expect(test.session.userInfo).toEqual(member);
    expect(test.service(PermissionStore).generated).toBe(true);
    expect(test.service(TabsStore).visitedViews.filter((view) => !view.meta.affix)).toEqual([]);
    expect(test.navigated).toEqual(['/dashboard']);
    answerLate();
    await expect(oldWork).rejects.toMatchObject({ code: CANCELLED_CODE });
    expect(test.session.logoUrl).toBe('');
    // The new session polls with its own token.
    test.server.calls.length = 0;
    await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
    expect(test.server.calls.find((call) => call.url === USER_DETAIL)?.token).toBe('token-yunshan');
  });

  it('切换组织 leaves the old page first, and its loads are shared with the session guard’s (one call each)', async () => {
    const test = await signedIn();
    test.server.answer('/v1/exchange/owner/account/token', {
      code: 0,
      data: { token: 'token-yunshan', expiresAt: '2099-01-01T00:00:00.000Z', passwordExpired: false },
    });
    const permissions = test.service(PermissionStore);
    const routesAnswered = test.server.hold('/enterprise/v1/session/resource/detail', {
      organization: null,
      resources: [],
    });
    const memberAnswered = test.server.hold(USER_DETAIL, member);
    const asked = (url: string) => test.server.count(url);
    const before = { user: asked(USER_DETAIL), routes: asked('/enterprise/v1/session/resource/detail') };

    const switching = test.signOut.switchOrganization('yunshan-group');
    // On its way to /dashboard before the new routes are in: the old page's address is gone at once.
    await waitFor(() => expect(test.navigated).toEqual(['/dashboard']));
    expect(permissions.generated).toBe(false);
    // The session guard sees no member and loads too, as it does: it is given the switch's loads.
    const guard = Promise.all([test.session.loadUserInfo(), permissions.generate()]);
    routesAnswered();
    memberAnswered();
    await Promise.all([switching, guard]);

    expect(asked(USER_DETAIL) - before.user).toBe(1);
    expect(asked('/enterprise/v1/session/resource/detail') - before.routes).toBe(1);
    expect(permissions.generated).toBe(true);
  });

  it('切换组织 refused by the server leaves the member where they were', async () => {
    const test = await signedIn();
    test.server.answer('/v1/exchange/owner/account/token', {
      code: 400404,
      message: '组织不存在',
      data: null,
    });
    await expect(test.signOut.switchOrganization('gone')).rejects.toMatchObject({ code: 400404 });
    expect(test.told).toEqual([]);
    expect(test.service(TokenService).token).toBe('token-xinghe');
    expect(test.session.userInfo).toEqual(member);
  });

  it('修改密码 (forced): the session stays, the dialog lifts, and the change is told through the sequence', async () => {
    const test = await signedIn();
    test.session.passwordExpired = true;
    const onClose = jest.fn();
    renderWithServices(<ChangePasswordDialog open forced onClose={onClose} />, { container: test.container });
    const user = setupUser();
    await fill(user, screen.getByLabelText('原密码'), 'Atrium@2026');
    await fill(user, screen.getByLabelText('新密码'), 'Better@2027');
    await fill(user, screen.getByLabelText('确认密码'), 'Better@2027');
    await user.click(screen.getByRole('button', { name: '确定' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(test.server.count('/enterprise/v1/user/modify/password')).toBe(1);
    const change = { reason: 'password-changed', endsSession: false, signedOut: false };
    expect(test.told).toEqual([change]);
    expect(test.contributed).toEqual([change]);
    expect(test.session.passwordExpired).toBe(false);
    expect(test.service(TokenService).token).toBe('token-xinghe');
    expect(test.navigated).toEqual([]);
  });
});
