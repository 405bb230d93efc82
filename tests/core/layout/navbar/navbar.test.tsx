import { FAVOURITES_PENDING, Navbar } from '@core/layout/navbar/navbar';
import { definePlugin, type ShellSlotProps } from '@core/plugin/define-plugin';
import { AppStore } from '@core/stores/app-store';
import { PermissionStore } from '@core/stores/permission-store';
import { SessionStore } from '@core/stores/session-store';
import { KnownAgentId } from '@manifests/known-applications';
import { defineManifest } from '@manifests/resource-types';
import approval from '@plugins/approval';
import market from '@plugins/market';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import {
  held,
  LocationProbe,
  layoutResources,
  oneOrganization,
  type SignedInOptions,
  signedIn,
} from '../sidebar/layout-fixtures';

/**
 * The areas whose manifests declare navbar links (应用中心, 审批); the market without its slots, so the
 * 收藏 tests below decide what fills the drawer.
 */
const linkingPlugins = [{ ...market, slots: {} }, approval];

async function renderNavbar(path: string, options: SignedInOptions = {}) {
  const test = await signedIn({ ...options, plugins: [...linkingPlugins, ...(options.plugins ?? [])] });
  renderWithServices(
    <>
      <Navbar />
      <LocationProbe />
    </>,
    { container: test.container, path },
  );
  return test;
}

const user = () => userEvent.setup({ delay: null });

/** A 收藏 drawer as a plugin would contribute it. */
function TestDrawer({ open, onClose }: ShellSlotProps['favourites']) {
  return (
    <section aria-label="测试收藏抽屉" data-open={open}>
      <button type="button" onClick={onClose}>
        关闭抽屉
      </button>
    </section>
  );
}
describe('Navbar links', () => {
  it('shows 费用 and 工单 only to members holding them, and 审批 not without approval', async () => {
    await renderNavbar('/dashboard', {
      applications: [
        held(KnownAgentId.fee, '费用管理', `/APP/${KnownAgentId.fee}/VIEW/index`),
        held(KnownAgentId.workOrder, '工单'),
      ],
    });
    const links = within(screen.getByRole('navigation', { name: '快捷入口' }));
    expect(links.getByRole('link', { name: '费用' })).toHaveAttribute(
      'href',
      `/APP/${KnownAgentId.fee}/VIEW/index`,
    );
    expect(links.getByRole('link', { name: '工单' })).toBeInTheDocument();
    expect(links.queryByRole('link', { name: '审批' })).not.toBeInTheDocument();
  });

  it('leads 费用 and 工单 where the server says they open, and hides one it says does not open', async () => {
    await renderNavbar('/dashboard', {
      applications: [
        {
          ...held(KnownAgentId.fee, '费用管理', '/PC_PARK_BILL'),
          launch: { usable: true, opens: { kind: 'page', path: '/PC_PARK_BILL' } },
        },
        {
          ...held(KnownAgentId.workOrder, '工单'),
          launch: { usable: false, reason: '停用', message: '应用已被停用，请联系企业管理员！' },
        },
      ],
    });
    const links = within(screen.getByRole('navigation', { name: '快捷入口' }));
    expect(links.getByRole('link', { name: '费用' })).toHaveAttribute('href', '/PC_PARK_BILL');
    expect(links.queryByRole('link', { name: '工单' })).not.toBeInTheDocument();
  });

  it('hides 费用, 工单 and 审批 when nothing is held; 文档 and 开放平台 open in a new tab', async () => {
    await renderNavbar('/dashboard');
    const links = within(screen.getByRole('navigation', { name: '快捷入口' }));
    for (const name of ['费用', '工单', '审批'])
      expect(links.queryByRole('link', { name })).not.toBeInTheDocument();
    for (const name of ['文档', '开放平台']) {
      expect(links.getByRole('link', { name })).toHaveAttribute('target', '_blank');
      expect(links.getByRole('link', { name }).getAttribute('rel')).toContain('noopener');
    }
    expect(links.getByRole('link', { name: '工作台' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows 审批 to members holding approval, and 应用中心 only when its route was granted', async () => {
    await renderNavbar('/dashboard', {
      applications: [held(KnownAgentId.approval, '审批', '/PC_APPROVAL_MANAGEMENT')],
      resources: layoutResources.filter((resource) => resource.code !== 'PC_APPLICATION_CENTER'),
    });
    const links = within(screen.getByRole('navigation', { name: '快捷入口' }));
    expect(links.getByRole('link', { name: '审批' })).toHaveAttribute('href', '/PC_APPROVAL_MANAGEMENT');
    expect(links.queryByRole('link', { name: '应用中心' })).not.toBeInTheDocument();
  });

  it('offers 应用中心 when granted', async () => {
    await renderNavbar('/dashboard');
    expect(screen.getByRole('link', { name: '应用中心' })).toHaveAttribute('href', '/PC_APPLICATION_CENTER');
  });

  it('收藏 warns that favourites are on their way; the 消息 bell is the messages plugin’s, absent without it', async () => {
    const test = await renderNavbar('/dashboard');
    await user().click(screen.getByRole('button', { name: '收藏' }));
    expect(test.notifier.warnings).toEqual([FAVOURITES_PENDING]);
    expect(screen.queryByRole('button', { name: /^消息/ })).not.toBeInTheDocument();
  });

  it('收藏 opens the drawer a plugin contributes, loading it on first open; closing keeps it mounted', async () => {
    const loads: string[] = [];
    const plugin = definePlugin({
      id: 'favourites-test',
      manifest: defineManifest({
        id: 'favourites-test',
        grantedToEveryone: true,
        application: {
          agentId: 'favourites0test00',
          name: '收藏测试',
          pcName: '收藏测试',
          category: '测试',
          iconUrl: '',
          introduction: '',
          pcUrl: '',
          appUrl: '',
        },
        resources: [],
      }),
      views: {},
      slots: {
        favourites: async () => {
          loads.push('favourites');
          return { default: TestDrawer };
        },
      },
    });
    const test = await renderNavbar('/dashboard', { plugins: [plugin] });
    expect(loads).toEqual([]);
    await user().click(screen.getByRole('button', { name: '收藏' }));
    const drawer = await screen.findByRole('region', { name: '测试收藏抽屉' });
    expect(drawer).toHaveAttribute('data-open', 'true');
    await user().click(screen.getByRole('button', { name: '关闭抽屉' }));
    expect(screen.getByRole('region', { name: '测试收藏抽屉' })).toHaveAttribute('data-open', 'false');
    await user().click(screen.getByRole('button', { name: '收藏' }));
    expect(screen.getByRole('region', { name: '测试收藏抽屉' })).toHaveAttribute('data-open', 'true');
    expect(loads).toEqual(['favourites']);
    expect(test.notifier.warnings).toEqual([]);
  });

  it('toggles the sidebar with a labelled hamburger', async () => {
    const test = await renderNavbar('/dashboard');
    const app = test.container.get(AppStore);
    expect(app.sidebarOpened).toBe(true);
    await user().click(screen.getByRole('button', { name: '收起菜单' }));
    expect(app.sidebarOpened).toBe(false);
    expect(screen.getByRole('button', { name: '展开菜单' })).toBeInTheDocument();
  });

  it('shows the organisation and the user name, and a breadcrumb from 工作台 down to the page', async () => {
    await renderNavbar('/STAFF_DETAIL');
    expect(screen.getByText('星河科技园')).toBeInTheDocument();
    expect(screen.getByText('张伟')).toBeInTheDocument();
    const breadcrumb = within(screen.getByRole('navigation', { name: '面包屑' }));
    const crumbs = breadcrumb
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace('/', '').trim());
    expect(crumbs.filter(Boolean)).toEqual(['工作台', '设置', '员工管理', '员工详情']);
    expect(breadcrumb.getByRole('link', { name: '员工管理' })).toHaveAttribute(
      'href',
      '/PC_STAFF_MANAGEMENT',
    );
    expect(breadcrumb.getByText('员工详情')).toHaveAttribute('aria-current', 'page');
  });
});

describe('User menu', () => {
  const openMenu = async () => {
    await user().click(screen.getByRole('button', { name: /用户菜单/ }));
    return screen.findByRole('menu');
  };

  it('offers 切换组织 only with more than one organisation', async () => {
    await renderNavbar('/dashboard', { organizations: oneOrganization });
    const menu = await openMenu();
    expect(within(menu).queryByText('切换组织')).not.toBeInTheDocument();
    expect(within(menu).getByText('修改密码')).toBeInTheDocument();
    expect(within(menu).getByText('退出登录')).toBeInTheDocument();
  });

  it('switches organisation: new token, user info, routes, polling, closed tabs, then the workbench', async () => {
    const test = await renderNavbar('/PC_PARK_INFORMATION');
    const menu = await openMenu();
    await user().click(within(menu).getByText('切换组织'));
    await user().click(await screen.findByRole('button', { name: /云杉集团/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(test.api.calls).toEqual(
      expect.arrayContaining(['organizationToken:yunshan-group', 'userDetail', 'routeInfo']),
    );
    act(() => test.container.get(SessionStore).stopPolling());
  });

  it('logs out: server call, session and routes cleared, then login with the way back', async () => {
    const test = await renderNavbar('/PC_PARK_INFORMATION');
    test.api.logout = async () => {
      test.api.calls.push('logout');
      throw new Error('network down');
    };
    const menu = await openMenu();
    await user().click(within(menu).getByText('退出登录'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login?redirect=${encodeURIComponent('/PC_PARK_INFORMATION')}`,
      ),
    );
    expect(test.api.calls).toContain('logout');
    expect(test.container.get(SessionStore).token).toBeUndefined();
    expect(test.container.get(SessionStore).name).toBe('');
    expect(test.container.get(PermissionStore).routes).toEqual([]);
  });

  it('opens the change-password dialog', async () => {
    await renderNavbar('/dashboard');
    const menu = await openMenu();
    await user().click(within(menu).getByText('修改密码'));
    expect(await screen.findByRole('dialog', { name: '修改密码' })).toBeInTheDocument();
  });
});
