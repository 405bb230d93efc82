import { Navbar } from '@core/layout/navbar/navbar';
import type { NavbarLink } from '@core/layout/navbar/navbar-links';
import { navbarPlacement } from '@core/layout/navbar/navbar-placement';
import { AppStore } from '@core/stores/app-store';
import approval from '@plugins/approval';
import market from '@plugins/market';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { signedIn } from '../sidebar/layout-fixtures';

const link = (key: string, label: string, external = false): NavbarLink => ({
  key,
  label,
  to: external ? `https://${key}.example` : `/${key}`,
  external,
  order: 0,
});
const links = [
  link('dashboard', '工作台'),
  link('market', '应用中心'),
  link('documentation', '文档', true),
  link('open-platform', '开放平台', true),
];
const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);

describe('navbarPlacement', () => {
  it('shows every link on a wide desktop (and before the width is measured)', () => {
    for (const width of [undefined, 1440, 1920]) {
      const placement = navbarPlacement(links, width);
      expect(placement.compact).toBe(false);
      expect(labels(placement.links)).toEqual(['工作台', '应用中心', '文档', '开放平台']);
      expect(placement.more).toEqual([]);
    }
  });

  it('folds the outward links into 更多 below 1440px, and every link below 1200px', () => {
    const at1280 = navbarPlacement(links, 1280);
    expect(labels(at1280.links)).toEqual(['工作台', '应用中心']);
    expect(labels(at1280.more)).toEqual(['文档', '开放平台']);

    const at1024 = navbarPlacement(links, 1024);
    expect(at1024.compact).toBe(false);
    expect(at1024.links).toEqual([]);
    expect(labels(at1024.more)).toEqual(['工作台', '应用中心', '文档', '开放平台']);
  });

  it('below 992px keeps nothing but logo, hamburger, title and user menu: the rest is in 更多', () => {
    for (const width of [390, 991]) {
      const placement = navbarPlacement(links, width);
      expect(placement.compact).toBe(true);
      expect(placement.links).toEqual([]);
      expect(labels(placement.more)).toEqual([
        '收藏',
        '工作台',
        '应用中心',
        '文档',
        '开放平台',
        '下载App',
        '项目配置',
      ]);
    }
    expect(navbarPlacement(links, 992).compact).toBe(false);
  });
});

describe('Navbar on a phone', () => {
  it('shows the page title instead of the breadcrumb, and offers the rest in 更多', async () => {
    const test = await signedIn({ plugins: [{ ...market, slots: {} }, approval] });
    act(() => test.container.get(AppStore).setWidth(390));
    renderWithServices(<Navbar />, { container: test.container, path: '/PC_PARK_INFORMATION' });

    expect(screen.queryByRole('navigation', { name: '面包屑' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '快捷入口' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下载App' })).not.toBeInTheDocument();
    expect(screen.getByText('园区详情')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '展开菜单' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^用户菜单：/ })).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: '更多' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '收藏',
      '工作台',
      '应用中心',
      '文档',
      '开放平台',
      '下载App',
      '项目配置',
    ]);
  });
});
