import { Breadcrumb } from '@core/layout/breadcrumb/breadcrumb';
import { SettingsDrawer } from '@core/layout/settings-drawer/settings-drawer';
import { settingsDrawerState } from '@core/layout/settings-drawer/settings-drawer-state';
import SettingPage from '@core/pages/setting/setting-page';
import { SETTING_ROUTE } from '@core/routing/fixed-views';
import { matchViewRoute } from '@core/routing/view-routes';
import { StorageKeys } from '@core/services/storage-service';
import { PermissionStore } from '@core/stores/permission-store';
import { DEFAULT_THEME, type Settings, SettingsStore } from '@core/stores/settings-store';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';
import { LocationProbe, signedIn } from '../../layout/sidebar/layout-fixtures';

afterEach(() => act(() => settingsDrawerState.hide()));

describe('项目配置 page (/setting)', () => {
  it('changes the theme and the layout switches through the settings store, and saves them', async () => {
    const { container, storage } = createTestContainer();
    renderWithServices(<SettingPage />, { container, path: '/setting' });
    const user = userEvent.setup({ delay: null });
    const settings = container.get(SettingsStore);
    expect(await screen.findByRole('button', { name: DEFAULT_THEME })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: '#11a983' }));
    expect(settings.theme).toBe('#11a983');
    expect(screen.getByRole('button', { name: '#11a983' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: DEFAULT_THEME })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('switch', { name: '显示标签页' }));
    await user.click(screen.getByRole('switch', { name: '侧边栏标志' }));
    expect(settings.snapshot).toEqual({
      theme: '#11a983',
      tagsView: false,
      fixedHeader: true,
      sidebarLogo: false,
    });
    expect(storage.local.get<Settings>(StorageKeys.settings)).toEqual(settings.snapshot);
  });

  it('follows changes made elsewhere (the drawer) at once', async () => {
    const { container } = createTestContainer();
    renderWithServices(<SettingPage />, { container, path: '/setting' });
    expect(await screen.findByRole('switch', { name: '固定顶栏' })).toBeChecked();
    act(() => container.get(SettingsStore).change('fixedHeader', false));
    expect(screen.getByRole('switch', { name: '固定顶栏' })).not.toBeChecked();
  });

  it('is a fixed view every signed-in member can open, titled 项目配置 after 工作台', async () => {
    const test = await signedIn({ resources: [] });
    const permissions = test.service(PermissionStore);
    const matched = matchViewRoute(permissions.viewRoutes, '/setting');
    expect(matched).toBe(SETTING_ROUTE);
    expect(matched?.record.meta).toMatchObject({ title: '项目配置', hidden: false, affix: false });
    expect((await matched?.record.load?.())?.default).toBe(SettingPage);

    renderWithServices(<Breadcrumb />, { container: test.container, path: '/setting' });
    const breadcrumb = within(screen.getByRole('navigation', { name: '面包屑' }));
    expect(breadcrumb.getByRole('link', { name: '工作台' })).toHaveAttribute('href', '/dashboard');
    expect(breadcrumb.getByText('项目配置')).toHaveAttribute('aria-current', 'page');
  });

  it('opens from the drawer’s 在页面中打开 link, closing the drawer', async () => {
    const { container } = createTestContainer();
    act(() => settingsDrawerState.show());
    renderWithServices(
      <>
        <SettingsDrawer />
        <LocationProbe />
      </>,
      { container, path: '/PC_PARK_INFORMATION' },
    );
    await userEvent.setup({ delay: null }).click(await screen.findByRole('link', { name: '在页面中打开' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/setting');
    expect(settingsDrawerState.open).toBe(false);
  });
});
