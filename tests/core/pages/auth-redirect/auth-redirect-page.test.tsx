import type { UserDetail } from '@core/api/auth-api';
import AuthRedirectPage from '@core/pages/auth-redirect/auth-redirect-page';
import { StorageKeys } from '@core/services/storage-service';
import { TokenService } from '@core/services/token-service';
import { SessionStore } from '@core/stores/session-store';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';
import { Route, Routes } from 'react-router-dom';
import { LocationProbe } from '../support/location-probe';

const ZHANG_WEI: UserDetail = {
  uniqueId: 'm-zhang-xinghe',
  nickname: '张伟',
  telephone: '13800000001',
  organizationName: '星河科技园',
  isAdmin: true,
  passwordExpired: false,
};
const LI_NA: UserDetail = {
  uniqueId: 'm-li-xinghe',
  nickname: '李娜',
  telephone: '13800000002',
  organizationName: '星河科技园',
  isAdmin: false,
  passwordExpired: false,
};

/**
 * The page at `path`, with the fake API knowing who each token belongs to; `signedIn` is the token
 * already stored on this browser (a member signed in before the link was opened).
 */
function renderAuthRedirect(
  path: string,
  options: { users?: Record<string, UserDetail | null>; signedIn?: string } = {},
) {
  const harness = createTestContainer();
  harness.api.usersByToken = options.users ?? { 'sso-token': ZHANG_WEI };
  if (options.signedIn) harness.service(TokenService).set(options.signedIn);
  renderWithServices(
    <Routes>
      <Route path="/auth-redirect" element={<AuthRedirectPage />} />
      <Route path="*" element={<LocationProbe label="went" />} />
    </Routes>,
    { container: harness.container, path },
  );
  return harness;
}

const user = () => userEvent.setup({ delay: null });
const confirmation = () => screen.findByRole('region', { name: '确认登录' });
const went = () => screen.findByTestId('location');

describe('AuthRedirectPage', () => {
  it('shows whom the link signs in and stores the token only after 继续登录, then goes to the redirect', async () => {
    const { storage, api } = renderAuthRedirect(
      '/auth-redirect?token=sso-token&redirect=%2FPC_ROLE_MANAGEMENT',
    );
    const card = await confirmation();
    const identity = within(card).getByLabelText('将要登录的身份');
    expect(identity).toHaveTextContent('张伟');
    expect(identity).toHaveTextContent('星河科技园');
    expect(identity).toHaveTextContent('138****0001');
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(api.calls).toEqual(['userDetailOf:sso-token']);
    expect(storage.local.get(StorageKeys.token)).toBeUndefined();

    await user().click(within(card).getByRole('button', { name: '继续登录' }));
    expect(await went()).toHaveTextContent('went:/PC_ROLE_MANAGEMENT');
    expect(storage.local.get(StorageKeys.token)).toBe('sso-token');
  });

  it('goes to / after 继续登录 without a redirect, and never to an address outside the console', async () => {
    renderAuthRedirect('/auth-redirect?token=sso-token&redirect=https%3A%2F%2Fevil.example%2F');
    await user().click(within(await confirmation()).getByRole('button', { name: '继续登录' }));
    expect(await went()).toHaveTextContent(/^went:\/$/);
  });

  it('取消 with nobody signed in: nothing is stored and the login page opens', async () => {
    const { storage } = renderAuthRedirect('/auth-redirect?token=sso-token&redirect=%2Fdashboard');
    await user().click(within(await confirmation()).getByRole('button', { name: '取消' }));
    expect(await went()).toHaveTextContent('went:/login');
    expect(storage.local.get(StorageKeys.token)).toBeUndefined();
  });

  it('another member signed in here: names them, and 继续登录 replaces their token', async () => {
    const { storage, api } = renderAuthRedirect('/auth-redirect?token=sso-token&redirect=%2Fdashboard', {
      users: { 'sso-token': ZHANG_WEI, 'li-na-token': LI_NA },
      signedIn: 'li-na-token',
    });
    const card = await confirmation();
    expect(within(card).getByLabelText('将要登录的身份')).toHaveTextContent('张伟');
    expect(within(card).getByRole('alert')).toHaveTextContent('此浏览器已登录 李娜（星河科技园）');
    expect(card).toHaveTextContent('当前成员保持登录');
    expect(api.calls).toEqual(['userDetailOf:sso-token', 'userDetailOf:li-na-token']);

    await user().click(within(card).getByRole('button', { name: '继续登录' }));
    expect(await went()).toHaveTextContent('went:/dashboard');
    expect(storage.local.get(StorageKeys.token)).toBe('sso-token');
  });

  it('another member signed in here: 取消 keeps them signed in and goes back to their console', async () => {
    const { storage } = renderAuthRedirect('/auth-redirect?token=sso-token&redirect=%2Fdashboard', {
      users: { 'sso-token': ZHANG_WEI, 'li-na-token': LI_NA },
      signedIn: 'li-na-token',
    });
    await user().click(within(await confirmation()).getByRole('button', { name: '取消' }));
    expect(await went()).toHaveTextContent(/^went:\/$/);
    expect(storage.local.get(StorageKeys.token)).toBe('li-na-token');
  });

  it('a member already loaded in this console counts as signed in: 继续登录 ends their session first', async () => {
    const harness = createTestContainer();
    harness.api.usersByToken = { 'sso-token': ZHANG_WEI };
    harness.api.user = LI_NA;
    harness.service(TokenService).set('li-na-token');
    const session = harness.service(SessionStore);
    await session.loadUserInfo();
    renderWithServices(
      <Routes>
        <Route path="/auth-redirect" element={<AuthRedirectPage />} />
        <Route path="*" element={<LocationProbe label="went" />} />
      </Routes>,
      { container: harness.container, path: '/auth-redirect?token=sso-token' },
    );
    const card = await confirmation();
    expect(within(card).getByRole('alert')).toHaveTextContent('李娜');
    // Read from the loaded session: the stored token is not asked about.
    expect(harness.api.calls).not.toContain('userDetailOf:li-na-token');

    await user().click(within(card).getByRole('button', { name: '继续登录' }));
    expect(await went()).toHaveTextContent(/^went:\/$/);
    expect(session.userInfo).toBeNull();
    expect(harness.storage.local.get(StorageKeys.token)).toBe('sso-token');
  });

  it('the same member with a fresh token (a host signing them in again) goes on without asking', async () => {
    const { storage } = renderAuthRedirect('/auth-redirect?token=sso-token&redirect=%2Fdashboard', {
      users: { 'sso-token': ZHANG_WEI, 'older-token': ZHANG_WEI },
      signedIn: 'older-token',
    });
    expect(await went()).toHaveTextContent('went:/dashboard');
    expect(storage.local.get(StorageKeys.token)).toBe('sso-token');
  });

  it('the token this browser already holds goes on without a call', async () => {
    const { api } = renderAuthRedirect('/auth-redirect?token=sso-token&redirect=%2Fdashboard', {
      signedIn: 'sso-token',
    });
    expect(await went()).toHaveTextContent('went:/dashboard');
    expect(api.calls).toEqual([]);
  });

  it('a refused token signs nobody in or out: the link is reported invalid', async () => {
    const { storage, notifier } = renderAuthRedirect('/auth-redirect?token=forged&redirect=%2Fdashboard', {
      users: { 'li-na-token': LI_NA },
      signedIn: 'li-na-token',
    });
    expect(await screen.findByText('登录链接无效或已过期')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '继续登录' })).toBeNull();
    // Refused silently: no toast, no 登出 dialog for the member signed in here.
    expect(notifier.errors).toEqual([]);
    expect(notifier.confirmCount).toBe(0);
    expect(storage.local.get(StorageKeys.token)).toBe('li-na-token');

    await user().click(screen.getByRole('button', { name: '返回' }));
    expect(await went()).toHaveTextContent(/^went:\/$/);
  });

  it('an account-level token (no organisation) is refused as well; with nobody signed in it leads to login', async () => {
    const { storage } = renderAuthRedirect('/auth-redirect?token=account-token', {
      users: { 'account-token': null },
    });
    expect(await screen.findByText('登录链接无效或已过期')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: '前往登录' }));
    expect(await went()).toHaveTextContent('went:/login');
    expect(storage.local.get(StorageKeys.token)).toBeUndefined();
  });

  it('goes to /login without a token', async () => {
    const { storage } = renderAuthRedirect('/auth-redirect?redirect=%2Fdashboard');
    expect(await went()).toHaveTextContent('went:/login');
    expect(storage.local.get(StorageKeys.token)).toBeUndefined();
  });
});
