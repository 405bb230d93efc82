import { ApplicationApi } from '@core/api/application-api';
import { FirstScreenPreloader } from '@core/app/first-screen';
import { SessionGuard } from '@core/app/session-guard';
import { ApiError } from '@core/services/api-error';
import { TokenService } from '@core/services/token-service';
import { InstalledAppsStore } from '@core/stores/installed-apps-store';
import { PermissionStore } from '@core/stores/permission-store';
import { SessionStore } from '@core/stores/session-store';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { FakeApplicationApi } from '../../support/fakes/fake-application-api';
import { renderWithServices } from '../../support/render-with-services';
import { createTestContainer } from '../../support/test-container';

function LoginProbe() {
  const location = useLocation();
  return <p>登录页 {`${location.pathname}${location.search}`}</p>;
}

function renderGuarded(setup: ReturnType<typeof createTestContainer>, path = '/PC_SETTING_MANAGEMENT?x=1') {
  return renderWithServices(
    <Routes>
      <Route path="/login" element={<LoginProbe />} />
      <Route
        path="*"
        element={
          <SessionGuard>
            <p>受保护的页面</p>
          </SessionGuard>
        }
      />
    </Routes>,
    { container: setup.container, path },
  );
}

describe('navigation guard', () => {
  it('sends a visitor without a token to /login with the path as redirect', async () => {
    const setup = createTestContainer();
    renderGuarded(setup);
    expect(
      await screen.findByText('登录页 /login?redirect=%2FPC_SETTING_MANAGEMENT%3Fx%3D1'),
    ).toBeInTheDocument();
    expect(setup.api.calls).toEqual([]);
  });

  it('loads the user info and the routes on first entry, then shows the page and starts polling', async () => {
    const setup = createTestContainer();
    setup.service(TokenService).set('token-xinghe-park');
    renderGuarded(setup);
    expect(await screen.findByText('受保护的页面')).toBeInTheDocument();
    expect(setup.api.calls).toEqual(expect.arrayContaining(['userDetail', 'routeInfo']));
    const session = setup.service(SessionStore);
    expect(session.name).toBe('张伟');
    expect(setup.service(PermissionStore).generated).toBe(true);
    // The page's code was asked for as the loading began, once (after a sign-in as after a refresh).
    expect(setup.preloaded).toEqual(['/PC_SETTING_MANAGEMENT']);
    session.dispose();
  });

  it('shows the page only once its first screen’s parts have their data (one commit, no skeletons first)', async () => {
    let prepared: () => void = () => undefined;
    const asked: string[] = [];
    const setup = createTestContainer({
      overrides: (c) =>
        c.rebind(FirstScreenPreloader).toConstantValue({
          preload: async () => undefined,
          prepare: (pathname: string) => {
            // Asked once the member is loaded: what a part shows depends on what they may see.
            asked.push(`${pathname} ${c.get(PermissionStore).generated}`);
            return new Promise<void>((resolve) => {
              prepared = resolve;
            });
          },
        }),
    });
    setup.service(TokenService).set('token-xinghe-park');
    renderGuarded(setup);
    await waitFor(() => expect(asked).toEqual(['/PC_SETTING_MANAGEMENT true']));
    expect(screen.queryByText('受保护的页面')).toBeNull();
    prepared();
    expect(await screen.findByText('受保护的页面')).toBeInTheDocument();
    setup.service(SessionStore).dispose();
  });

  it('shows the page only once its first screen’s code is here too (no fallback for React to hold the content behind)', async () => {
    let codeHere: () => void = () => undefined;
    const setup = createTestContainer({
      overrides: (c) =>
        c.rebind(FirstScreenPreloader).toConstantValue({
          preload: () =>
            new Promise<void>((resolve) => {
              codeHere = resolve;
            }),
          prepare: async () => undefined,
        }),
    });
    setup.service(TokenService).set('token-xinghe-park');
    renderGuarded(setup);
    await waitFor(() => expect(setup.service(PermissionStore).generated).toBe(true));
    expect(screen.queryByText('受保护的页面')).toBeNull();
    codeHere();
    expect(await screen.findByText('受保护的页面')).toBeInTheDocument();
    setup.service(SessionStore).dispose();
  });

  it('rejects empty user info with 验证失败，请尝试重新登录！, clears the token and goes to login', async () => {
    const setup = createTestContainer();
    setup.service(TokenService).set('token');
    setup.api.user = null;
    renderGuarded(setup, '/dashboard');
    expect(await screen.findByText('登录页 /login?redirect=%2Fdashboard')).toBeInTheDocument();
    expect(setup.notifier.errors).toEqual(['验证失败，请尝试重新登录！']);
    expect(setup.service(TokenService).token).toBeUndefined();
  });

  it('throws 获取路由信息失败，请尝试重新登录！ when the route info has no data', async () => {
    const setup = createTestContainer();
    setup.service(TokenService).set('token');
    setup.api.routeInfoAnswer = null;
    renderGuarded(setup, '/dashboard');
    await waitFor(() => expect(setup.notifier.errors).toEqual(['获取路由信息失败，请尝试重新登录！']));
    expect(await screen.findByText(/^登录页/)).toBeInTheDocument();
  });

  it('adds no second message when the refused call has shown its own (a stale token on load)', async () => {
    const setup = createTestContainer();
    setup.service(TokenService).set('stale');
    setup.api.failWith = new ApiError(300000, '您还未登录或登录已失效，请重新登录', null, true);
    renderGuarded(setup, '/dashboard');
    expect(await screen.findByText('登录页 /login?redirect=%2Fdashboard')).toBeInTheDocument();
    expect(setup.notifier.errors).toEqual([]);
  });

  it("shows the server's message, or 'Has Error' when there is none", async () => {
    const setup = createTestContainer();
    setup.service(TokenService).set('token');
    setup.api.failWith = new ApiError(300001, '');
    renderGuarded(setup, '/dashboard');
    await waitFor(() => expect(setup.notifier.errors).toEqual(['Has Error']));
  });

  it('refuses a resource tree whose directory holds a button, with the spec message', async () => {
    const setup = createTestContainer();
    setup.service(TokenService).set('token');
    setup.api.routeInfoAnswer = {
      organization: { uniqueId: 'o', name: '组织', logoUrl: '' },
      resources: [
        {
          type: 'RESOURCE_TYPE_DIRECTORY_PC',
          code: 'D',
          name: '目录',
          childs: [{ type: 'RESOURCE_TYPE_PERMISSION_ACTION', code: 'A', name: '按钮' }],
        },
      ],
    };
    renderGuarded(setup, '/dashboard');
    await waitFor(() => expect(setup.notifier.errors).toEqual(['目录下只可以是目录或者菜单，请修改资源！']));
  });
});

function PathProbe() {
  const location = useLocation();
  return <p>页面 {location.pathname}</p>;
}

describe('navigation guard: installed applications named by the URL', () => {
  const approval = {
    agentId: 'a8784ccb1fd04634',
    uniqueId: 'app-approval',
    applicationUniqueId: 'app-approval',
    name: '审批',
    pcName: '审批',
    iconUrl: '',
    introduction: '',
    categoryName: '协同办公',
    pcUrl: '/APPROVAL',
    appUrl: '',
    state: 1,
    inState: 1,
    expiredTime: null,
  };

  function renderApplicationPath(
    path: string,
    shape: (applications: FakeApplicationApi, setup: ReturnType<typeof createTestContainer>) => void,
  ) {
    const applications = new FakeApplicationApi();
    const setup = createTestContainer({
      overrides: (c) => c.rebind(ApplicationApi).toConstantValue(applications),
    });
    shape(applications, setup);
    setup.service(TokenService).set('token-xinghe-park');
    renderWithServices(
      <Routes>
        <Route
          path="*"
          element={
            <SessionGuard>
              <PathProbe />
            </SessionGuard>
          }
        />
      </Routes>,
      { container: setup.container, path },
    );
    return { ...setup, applications };
  }

  it("registers an application from the member's list before showing its page", async () => {
    const { applications, service } = renderApplicationPath(
      '/APP/a8784ccb1fd04634/VIEW/APPROVAL_LIST',
      (fake, setup) => {
        setup.api.applicationList = [approval];
        fake.trees.set('app-approval', [
          { type: 'RESOURCE_TYPE_MENU_PC', code: 'APPROVAL_LIST', name: '审批列表' },
        ]);
      },
    );
    expect(await screen.findByText('页面 /APP/a8784ccb1fd04634/VIEW/APPROVAL_LIST')).toBeInTheDocument();
    expect(service(InstalledAppsStore).isRegistered('a8784ccb1fd04634', 'VIEW')).toBe(true);
    expect(applications.calls).toEqual(['resourceTree app-approval']);
    service(SessionStore).dispose();
  });

  it('shows why an application cannot open and goes to the workbench', async () => {
    const { notifier, service } = renderApplicationPath('/APP/unknown0agent000/VIEW/home', (fake) => {
      fake.lookups.set('unknown0agent000', {
        success: false,
        data: null,
        message: '您暂无该应用的使用权限，请联系企业管理员',
      });
    });
    expect(await screen.findByText('页面 /dashboard')).toBeInTheDocument();
    expect(notifier.errors).toEqual(['您暂无该应用的使用权限，请联系企业管理员']);
    service(SessionStore).dispose();
  });
});
