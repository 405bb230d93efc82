import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot, signInAsAdmin } from './support/console';

/**
 * Issue 16, phone and narrow widths: at 390 × 844 (a phone, below the 992px breakpoint) and 1024 × 768
 * (a narrow desktop) the workbench, 员工管理, 应用管理, the 收藏 drawer and a dialog fit the window,
 * nothing in the navbar overlaps, the hamburger opens the menu; at 1280 the staff table shows every
 * column. Screenshots: tests/e2e/__screenshots__/narrow/.
 */

type Box = { x: number; y: number; width: number; height: number; label: string };

const shot = (page: Page, name: string) => saveScreenshot(page, `narrow/${name}`);

/** Settled: the page's data is in (no spinner, no 加载中). */
async function settled(page: Page): Promise<void> {
  // The layout first: the session's spinner shows only after 200 ms, so "no spinner" alone can hold
  // before the signed-in page is there at all.
  await expect(page.locator('.atrium-app-main')).toBeVisible();
  await expect(page.getByText('加载中…')).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

/** Nothing runs off the side of the window: not the page, not the main area around the page's cards. */
async function expectNoOverflow(page: Page): Promise<void> {
  const sizes = await page.evaluate(() => {
    const main = document.querySelector('.atrium-app-main');
    return {
      page: document.documentElement.scrollWidth,
      main: main ? main.scrollWidth - main.clientWidth : 0,
      window: window.innerWidth,
    };
  });
  expect(sizes.page).toBeLessThanOrEqual(sizes.window);
  expect(sizes.main, '主区域不横向溢出').toBeLessThanOrEqual(0);
}

/** The boxes of the navbar's items: logo, hamburger, breadcrumb or title, each link and button. */
function navbarBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const items = document.querySelectorAll(
      '.atrium-navbar__left > *, .atrium-navbar__right > :not(.atrium-navbar__links), .atrium-navbar__links > *',
    );
    return Array.from(items)
      .map((item) => {
        const { x, y, width, height } = item.getBoundingClientRect();
        const label = item.getAttribute('aria-label') || item.textContent || item.className;
        return { x, y, width, height, label: String(label).slice(0, 20) };
      })
      .filter((box) => box.width > 0 && box.height > 0);
  });
}

const intersects = (a: Box, b: Box) =>
  a.x + 0.5 < b.x + b.width &&
  b.x + 0.5 < a.x + a.width &&
  a.y + 0.5 < b.y + b.height &&
  b.y + 0.5 < a.y + a.height;

/** No two navbar items overlap, and all lie inside the window. */
async function expectNavbarClear(page: Page): Promise<void> {
  const boxes = await navbarBoxes(page);
  const width = page.viewportSize()!.width;
  expect(boxes.length).toBeGreaterThan(3);
  const overlaps: string[] = [];
  boxes.forEach((a, index) => {
    for (const b of boxes.slice(index + 1)) if (intersects(a, b)) overlaps.push(`${a.label} × ${b.label}`);
  });
  expect(overlaps).toEqual([]);
  for (const box of boxes) expect(box.x + box.width, box.label).toBeLessThanOrEqual(width + 0.5);
}

/** No card title broken onto several lines (the workbench's cards once wrapped one character a line). */
async function expectCardTitlesOnOneLine(page: Page): Promise<void> {
  const tall = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.atrium-app-main .ant-card-head-title'))
      .filter((title) => title.getBoundingClientRect().height > 30)
      .map((title) => title.textContent),
  );
  expect(tall).toEqual([]);
}

async function openFavourites(page: Page, phone: boolean): Promise<void> {
  if (phone) {
    await page.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '收藏' }).click();
  } else {
    await page.getByRole('navigation', { name: '快捷入口' }).getByRole('button', { name: '收藏' }).click();
  }
  await expect(page.getByRole('dialog', { name: '收藏' })).toBeVisible();
  await expect(page.getByRole('list', { name: '收藏的应用' })).toBeVisible();
}

/**
 * The element's width in whole pixels (a drawer still settling after its slide-in measures
 * 390.0000065), once it has stopped changing.
 */
async function widthOf(page: Page, selector: string): Promise<number> {
  const measure = async () => {
    const box = await page.locator(selector).first().boundingBox();
    if (!box) throw new Error(`${selector} 不可见`);
    return Math.round(box.width);
  };
  let width = await measure();
  for (let settled = 0; settled < 20; settled++) {
    await page.waitForTimeout(50);
    const again = await measure();
    if (again === width) return width;
    width = again;
  }
  return width;
}

test.describe('窄屏与手机宽度', () => {
  // Each test walks five screens at one width, signing in once.
  test.describe.configure({ timeout: 90_000 });
  test.describe('390 × 844（手机）', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('固定栏收进侧边抽屉，导航栏只留标志、菜单、标题与用户；页面、抽屉与对话框都不出界', async ({
      page,
    }) => {
      await page.goto('/login');
      await signInAsAdmin(page);
      await expect(page).toHaveURL(/\/dashboard$/);

      // 工作台: no fixed bar; the cards stack one to a row.
      await settled(page);
      await expect(page.locator('.atrium-fixed-bar')).toHaveCount(0);
      await expect(page.locator('.atrium-navbar__title')).toHaveText('工作台');
      await expect(page.getByRole('button', { name: '下载App' })).toHaveCount(0);
      await expectNoOverflow(page);
      await expectNavbarClear(page);
      await expectCardTitlesOnOneLine(page);
      await shot(page, 'workbench-390');

      // The hamburger opens the drawer, headed by the fixed bar's entries.
      await page.getByRole('button', { name: '展开菜单' }).click();
      const drawer = page.getByRole('complementary', { name: '侧边菜单' });
      const areas = drawer.getByRole('navigation', { name: '主导航' });
      for (const name of ['工作台', '审批', '应用中心', '设置'])
        await expect(areas.getByRole('link', { name })).toBeVisible();
      await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
      await shot(page, 'drawer-390');
      // To 员工管理 through the drawer: the area's menu is there under the entries.
      await areas.getByRole('link', { name: '设置' }).click();
      // Following a link closes the drawer.
      await expect(page).toHaveURL(/\/PC_PARK_INFORMATION$/);
      await expect(drawer).not.toBeInViewport();
      await page.getByRole('button', { name: '展开菜单' }).click();
      await expect(drawer.getByRole('menuitem', { name: '员工管理' })).toBeInViewport();
      await drawer.getByRole('menuitem', { name: '员工管理' }).click();
      await expect(page).toHaveURL(/\/PC_STAFF_MANAGEMENT$/);
      await expect(drawer).not.toBeInViewport();

      // 员工管理: the department tree above the list, the table scrolling inside its card.
      await settled(page);
      await expect(page.getByRole('cell', { name: '13800000001' })).toBeVisible();
      const tree = await page.getByRole('navigation', { name: '按部门筛选' }).boundingBox();
      const table = await page.locator('.ant-table').boundingBox();
      expect(table!.y).toBeGreaterThan(tree!.y + tree!.height);
      expect(table!.x + table!.width).toBeLessThanOrEqual(390);
      await expectNoOverflow(page);
      await expectNavbarClear(page);
      await expectCardTitlesOnOneLine(page);
      await shot(page, 'staff-390');

      // 应用管理: the names show, not only 操作.
      await page.goto('/PC_APPLICATION_MANAGEMENT');
      await settled(page);
      await expect(page.getByRole('button', { name: '应用中心' }).first()).toBeInViewport();
      await expect(page.getByRole('columnheader', { name: '应用' })).toBeInViewport();
      await expectNoOverflow(page);
      await expectNavbarClear(page);
      await shot(page, 'applications-390');

      // The 收藏 drawer from 更多, the whole width, the market under the favourites.
      await openFavourites(page, true);
      expect(await widthOf(page, '.ant-drawer-content-wrapper')).toBe(390);
      const market = await page.getByRole('region', { name: '应用市场' }).boundingBox();
      expect(Math.round(market!.width)).toBe(390);
      await expectNoOverflow(page);
      await shot(page, 'favourites-390');
      await page.getByRole('dialog', { name: '收藏' }).getByRole('button', { name: '关闭' }).click();

      // A dialog: 新增角色, the whole width.
      await page.goto('/PC_ROLE_MANAGEMENT');
      await settled(page);
      await page.getByRole('button', { name: '新增角色' }).click();
      await expect(page.getByRole('dialog', { name: '新增角色' })).toBeVisible();
      expect(await widthOf(page, '.ant-modal')).toBe(390);
      await expectNoOverflow(page);
      await shot(page, 'dialog-390');
    });
  });

  test.describe('1024 × 768（窄桌面）', () => {
    test.use({ viewport: { width: 1024, height: 768 } });

    test('面包屑不压导航链接，两栏页面上下排列，抽屉与对话框留在窗口内', async ({ page }) => {
      await page.goto('/login');
      await signInAsAdmin(page);
      await settled(page);
      await expectNoOverflow(page);
      await expectNavbarClear(page);
      await expectCardTitlesOnOneLine(page);
      await shot(page, 'workbench-1024');

      // The hamburger folds the sidebar and opens it again.
      await page.goto('/PC_STAFF_MANAGEMENT');
      await settled(page);
      const sidebar = page.getByRole('complementary', { name: '侧边菜单' });
      // 210px and 64px wide, and its right border.
      const sidebarWidth = async () => Math.round((await sidebar.boundingBox())!.width);
      expect(await sidebarWidth()).toBe(211);
      await page.getByRole('button', { name: '收起菜单' }).click();
      await expect.poll(sidebarWidth).toBe(65);
      await page.getByRole('button', { name: '展开菜单' }).click();
      await expect.poll(sidebarWidth).toBe(211);

      // The breadcrumb is whole and clear of the links, which went into 更多.
      const breadcrumb = page.getByRole('navigation', { name: '面包屑' });
      await expect(breadcrumb).toContainText('员工管理');
      const crumbs = (await breadcrumb.boundingBox())!;
      const right = (await page.locator('.atrium-navbar__right').boundingBox())!;
      expect(crumbs.x + crumbs.width).toBeLessThanOrEqual(right.x);
      expect(await breadcrumb.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
      await expectNavbarClear(page);

      // 员工管理: the tree above the table, every column there.
      const tree = (await page.getByRole('navigation', { name: '按部门筛选' }).boundingBox())!;
      const table = (await page.locator('.ant-table').boundingBox())!;
      expect(table.y).toBeGreaterThan(tree.y + tree.height);
      await expect(page.getByRole('columnheader', { name: '状态' })).toBeInViewport();
      await expectNoOverflow(page);
      await shot(page, 'staff-1024');

      await page.goto('/PC_APPLICATION_MANAGEMENT');
      await settled(page);
      await expect(page.getByRole('columnheader', { name: '可使用角色' })).toBeInViewport();
      await expectNoOverflow(page);
      await expectNavbarClear(page);
      await shot(page, 'applications-1024');

      await openFavourites(page, false);
      expect(await widthOf(page, '.ant-drawer-content-wrapper')).toBeLessThanOrEqual(1024);
      await expectNoOverflow(page);
      await shot(page, 'favourites-1024');
      await page.getByRole('dialog', { name: '收藏' }).getByRole('button', { name: '关闭' }).click();

      await page.goto('/PC_ROLE_MANAGEMENT');
      await settled(page);
      await page.getByRole('button', { name: '新增角色' }).click();
      const dialog = (await page.locator('.ant-modal').boundingBox())!;
      expect(dialog.x).toBeGreaterThanOrEqual(0);
      expect(dialog.x + dialog.width).toBeLessThanOrEqual(1024);
      await shot(page, 'dialog-1024');
    });
  });

  test.describe('1280 × 800', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('员工表格每一列都在，状态不被操作列遮住，面包屑完整', async ({ page }) => {
      await page.goto('/login');
      await signInAsAdmin(page);
      await page.goto('/PC_STAFF_MANAGEMENT');
      await settled(page);
      const table = page.locator('.ant-table-content, .ant-table-body').first();
      // The table fits its card: nothing to scroll to.
      expect(await table.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
      const state = (await page.getByRole('columnheader', { name: '状态' }).boundingBox())!;
      const actions = (await page.getByRole('columnheader', { name: '操作' }).boundingBox())!;
      expect(state.x + state.width).toBeLessThanOrEqual(actions.x + 0.5);
      // What is drawn at the middle of 状态's header is that header.
      const shown = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('th')?.textContent,
        { x: state.x + state.width / 2, y: state.y + state.height / 2 },
      );
      expect(shown).toBe('状态');
      const breadcrumb = page.getByRole('navigation', { name: '面包屑' });
      expect(await breadcrumb.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
      await expectNavbarClear(page);
      await expectNoOverflow(page);
      await shot(page, 'staff-1280');
    });
  });
});
