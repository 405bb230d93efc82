import { ResponsiveWatcher } from '@core/layout/responsive/use-responsive';
import { Sidebar } from '@core/layout/sidebar/sidebar';
import { AppStore } from '@core/stores/app-store';
import approval from '@plugins/approval';
import market from '@plugins/market';
import settings from '@plugins/settings';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { signedIn } from '../sidebar/layout-fixtures';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

const initialWidth = window.innerWidth;
afterEach(() => resizeTo(initialWidth));

describe('responsive layout', () => {
  it('becomes mobile with a closed sidebar below 992px and restores the desktop on widening', async () => {
    const test = await signedIn();
    const app = test.container.get(AppStore);
    resizeTo(1440);
    renderWithServices(<ResponsiveWatcher />, { container: test.container });
    expect(app.device).toBe('desktop');
    expect(app.sidebarOpened).toBe(true);

    resizeTo(800);
    expect(app.device).toBe('mobile');
    expect(app.sidebarOpened).toBe(false);

    resizeTo(1200);
    expect(app.device).toBe('desktop');
    expect(app.sidebarOpened).toBe(true);
  });

  it('on mobile the sidebar overlays the page and a click outside closes it', async () => {
    const test = await signedIn();
    const app = test.container.get(AppStore);
    renderWithServices(<Sidebar />, { container: test.container, path: '/PC_PARK_INFORMATION' });
    resizeTo(800);
    expect(app.device).toBe('mobile');
    expect(screen.getByRole('complementary', { hidden: true })).toHaveClass('atrium-sidebar--mobile');

    act(() => app.toggleSidebar());
    const mask = screen.getByRole('button', { name: '收起菜单' });
    await userEvent.setup({ delay: null }).click(mask);
    expect(app.sidebarOpened).toBe(false);
    expect(screen.queryByRole('button', { name: '收起菜单' })).not.toBeInTheDocument();
  });
});

describe('the sidebar drawer on a phone', () => {
  it('is headed by the fixed bar’s entries, also on the workbench, which has no area menu', async () => {
    const test = await signedIn({ plugins: [approval, market, settings] });
    resizeTo(390);
    renderWithServices(<Sidebar />, { container: test.container, path: '/dashboard' });
    act(() => test.container.get(AppStore).toggleSidebar());

    const drawer = screen.getByRole('complementary', { name: '侧边菜单' });
    const areas = within(drawer).getByRole('navigation', { name: '主导航' });
    expect(
      within(areas)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['工作台', '应用中心', '设置']);
    expect(within(areas).getByRole('link', { name: '工作台' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).queryByRole('menu')).not.toBeInTheDocument();
  });

  it('is not there on a desktop workbench', async () => {
    const test = await signedIn({ plugins: [approval, market, settings] });
    resizeTo(1280);
    renderWithServices(<Sidebar />, { container: test.container, path: '/dashboard' });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
