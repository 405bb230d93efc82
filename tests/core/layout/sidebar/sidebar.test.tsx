import { Sidebar } from '@core/layout/sidebar/sidebar';
import { sidebarEntries } from '@core/layout/sidebar/sidebar-entries';
import { sharedPrefixLength } from '@core/layout/sidebar/sidebar-menu';
import { PermissionStore } from '@core/stores/permission-store';
import { SettingsStore } from '@core/stores/settings-store';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { LocationProbe, signedIn } from './layout-fixtures';

async function renderSidebar(path: string) {
  const test = await signedIn();
  renderWithServices(
    <>
      <Sidebar />
      <LocationProbe />
    </>,
    { container: test.container, path },
  );
  // rc-menu measures its items once after mounting.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return test;
}

describe('Sidebar', () => {
  it('heads the menu with the owner’s logo and the console’s name while 侧边栏标志 is on', async () => {
    const test = await renderSidebar('/PC_PARK_INFORMATION');
    const sidebar = screen.getByRole('complementary', { name: '侧边菜单' });
    expect(within(sidebar).getByText('企业管理端')).toBeInTheDocument();
    expect(within(sidebar).getByRole('img', { name: /Logo$/ })).toBeInTheDocument();
    act(() => test.service(SettingsStore).change('sidebarLogo', false));
    expect(within(sidebar).queryByText('企业管理端')).not.toBeInTheDocument();
    expect(within(sidebar).queryByRole('img', { name: /Logo$/ })).not.toBeInTheDocument();
    expect(within(sidebar).getByRole('menu')).toBeInTheDocument();
  });

  it('lists the children of the current top-level route, skipping hidden ones', async () => {
    await renderSidebar('/PC_PARK_INFORMATION');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /园区详情/ })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /员工管理/ })).toBeInTheDocument();
    expect(within(menu).queryByText('隐藏菜单')).not.toBeInTheDocument();
    expect(within(menu).queryByText('员工详情')).not.toBeInTheDocument();
    // Another area's pages are not in this sidebar.
    expect(within(menu).queryByText('审批中心')).not.toBeInTheDocument();
  });

  it('shows a parent with exactly one visible child as that child', async () => {
    await renderSidebar('/PC_PARK_INFORMATION');
    expect(screen.getByRole('menuitem', { name: /角色管理/ })).toBeInTheDocument();
    expect(screen.queryByText('角色分组')).not.toBeInTheDocument();
    // A parent with two visible children stays a submenu.
    expect(screen.getByText('更多设置')).toBeInTheDocument();
  });

  it("selects the route's activeMenu: a hidden detail page highlights its list", async () => {
    await renderSidebar('/STAFF_DETAIL');
    const staff = screen.getByRole('menuitem', { name: /员工管理/ });
    expect(staff).toHaveClass('ant-menu-item-selected');
    expect(screen.getByRole('menuitem', { name: /园区详情/ })).not.toHaveClass('ant-menu-item-selected');
  });

  it('opens the submenu holding the current page, and only one submenu at a time', async () => {
    await renderSidebar('/PC_ORG_MANAGEMENT');
    const submenuOf = (title: string) => screen.getByText(title).closest('li');
    expect(screen.getByRole('menuitem', { name: /组织管理/ })).toHaveClass('ant-menu-item-selected');
    expect(submenuOf('更多设置')).toHaveClass('ant-menu-submenu-open');
    expect(submenuOf('日志')).not.toHaveClass('ant-menu-submenu-open');

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByText('日志'));
    expect(submenuOf('日志')).toHaveClass('ant-menu-submenu-open');
    expect(submenuOf('更多设置')).not.toHaveClass('ant-menu-submenu-open');
  });

  it('opens external links in a new tab', async () => {
    await renderSidebar('/PC_PARK_INFORMATION');
    const link = screen.getByRole('link', { name: '外部文档' });
    expect(link).toHaveAttribute('href', 'https://docs.example.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('navigates when an item is chosen', async () => {
    await renderSidebar('/PC_PARK_INFORMATION');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('link', { name: '员工管理' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/PC_STAFF_MANAGEMENT');
  });

  it('is absent on the workbench, which belongs to no area', async () => {
    await renderSidebar('/dashboard');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('builds entries from the route tree (pure rules)', async () => {
    const test = await signedIn();
    const [settings] = test.container.get(PermissionStore).routes;
    const titles = sidebarEntries(settings!.children).map((entry) => `${entry.kind}:${entry.title}`);
    expect(titles).toEqual([
      'item:园区详情',
      'item:员工管理',
      'item:角色管理',
      'submenu:更多设置',
      'submenu:日志',
      'item:外部文档',
    ]);
    expect(sharedPrefixLength(['审批中心', '审批数据管理', '审批配置'])).toBe(2);
    expect(sharedPrefixLength(['园区详情', '组织管理'])).toBe(0);
  });
});
