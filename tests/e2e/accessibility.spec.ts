import { expect, type Page, test } from '@playwright/test';
import { areaManifests, areaResources, ResourceType } from '../../manifests';
import { animationsSettled, openUserMenu, severeViolations, signIn, signInAsAdmin } from './support/console';

/**
 * axe on every page of the console, at desktop and phone width: no violation of impact critical or
 * serious. The pages are the manifests' menus the demo admin holds (pages with a view and the
 * 功能开放中 placeholder of those without), the hidden pages reached from them (a staff member's
 * detail, a message, an application's detail), the public pages, and the overlays a member opens on
 * every page (收藏, the user menu, 项目配置, the 下载App popover).
 */

const VIEWPORTS = [
  { name: '桌面', width: 1280, height: 800 },
  { name: '手机', width: 390, height: 844 },
] as const;

/**
 * Every page menu of each manifest, by path: those shown in the menu and the hidden forms that need no
 * record, those it hangs in another area's directory included (billing's 账单管理 in 园区运营).
 */
const AREAS = areaManifests.map((manifest) => ({
  area: manifest.application.name,
  pages: areaResources(manifest)
    .filter((resource) => resource.type === ResourceType.MenuPc && resource.pathUrl)
    // Hidden pages that show one record are reached by clicking that record (below).
    .filter((resource) => !resource.isHidden || !/detail|modify/i.test(resource.code))
    // 审批配置's form and flow pages open only from 审批配置 itself.
    .filter((resource) => !['APPROVAL_CONFIG', 'APPROVAL_WORKFLOW'].includes(resource.code))
    .map((resource) => ({ name: resource.name, path: resource.pathUrl as string })),
}));

/**
 * Opens a navbar entry by its exact name: its button when the navbar shows it, else from the 更多 menu
 * a narrow navbar folds it into.
 */
async function openNavbarEntry(page: Page, name: string): Promise<void> {
  const button = page.getByRole('banner').getByRole('button', { name, exact: true });
  if (await button.isVisible()) return button.click();
  await page.getByRole('banner').getByRole('button', { name: '更多', exact: true }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/**
 * Waits for the page to settle: the progress bar gone, no skeleton or spinner left, and no transition
 * running.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('nprogress'));
  await expect(page.locator('.ant-skeleton-active, .ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
  await animationsSettled(page);
}

// The longest file by far (axe over every page, twice): its tests only read, each signs in on its own,
// so they spread over both workers instead of keeping one busy after the other has finished.
test.describe.configure({ mode: 'parallel' });

for (const viewport of VIEWPORTS) {
  test.describe(`无障碍（${viewport.name} ${viewport.width}×${viewport.height}）`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.describe.configure({ timeout: 240_000 });

    test('登录页与组织选择', async ({ page }) => {
      const found: Record<string, string[]> = {};
      await page.goto('/login');
      await expect(page.getByLabel('手机号')).toBeVisible();
      found['/login'] = await severeViolations(page);
      await page.getByText('验证码登录', { exact: true }).click();
      found['/login 验证码登录'] = await severeViolations(page);
      // Afresh: the code form stays in the page once shown, with a 手机号 of its own.
      await page.goto('/login');
      await signIn(page, '13800000001');
      await expect(page).toHaveURL(/\/organize/);
      await expect(page.getByRole('button', { name: /星河科技园/ })).toBeVisible();
      found['/organize'] = await severeViolations(page);
      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
    });

    /** Signs the admin in on `/dashboard`; `check` runs axe on the settled page and records what it found. */
    async function admin(page: Page) {
      const found: Record<string, string[]> = {};
      await page.goto('/dashboard');
      await signInAsAdmin(page);
      await expect(page).toHaveURL(/\/dashboard$/);
      return {
        found,
        async check(name: string) {
          await settled(page);
          found[name] = await severeViolations(page);
        },
        /** Fails naming every page with a violation, and what it was. */
        expectNone() {
          expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
        },
      };
    }

    for (const { area, pages } of AREAS) {
      test(`${area}的每一页`, async ({ page }) => {
        const axe = await admin(page);
        for (const menu of pages) {
          await page.goto(menu.path);
          await expect(page).toHaveURL(new RegExp(`${menu.path}$`));
          await axe.check(`${menu.name} ${menu.path}`);
        }
        axe.expectNone();
      });
    }

    test('工作台、单条记录的页面与浮层', async ({ page }) => {
      const axe = await admin(page);
      await axe.check('工作台 /dashboard');

      await page.goto('/PC_STAFF_MANAGEMENT');
      // Clicks dispatched: at phone width a row or card may sit outside the view (layout, not a11y).
      await page.getByRole('main').getByText('详情', { exact: true }).first().dispatchEvent('click');
      await expect(page).toHaveURL(/\/childsPage\/staffDetail/);
      await axe.check('员工详情');
      await page.goto('/notice/noticeList');
      await page.getByRole('table').getByRole('link').first().dispatchEvent('click');
      await expect(page).toHaveURL(/\/notice\?/);
      await axe.check('消息详情');
      await page.goto('/PC_APPLICATION_MARKET');
      await page.locator('.market-card__open').first().dispatchEvent('click');
      await expect(page).toHaveURL(/PC_APPLICATION_DETAIL/);
      await axe.check('应用详情');
      await page.goto('/404');
      await axe.check('404');

      // Overlays opened over a page.
      await page.goto('/dashboard');
      await settled(page);
      await openNavbarEntry(page, '收藏');
      await expect(page.locator('.ant-drawer-open')).toBeVisible();
      await axe.check('收藏抽屉');
      await page.keyboard.press('Escape');
      await expect(page.locator('.ant-drawer-open')).toHaveCount(0);

      await openUserMenu(page);
      await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
      await axe.check('用户菜单');
      await page.keyboard.press('Escape');

      await openNavbarEntry(page, '下载App');
      await expect(page.getByRole('img', { name: /下载App二维码/ })).toBeVisible();
      await axe.check('下载App');
      await page.keyboard.press('Escape');

      await openNavbarEntry(page, '项目配置');
      await expect(page.getByRole('dialog', { name: '项目配置' })).toBeVisible();
      await axe.check('项目配置抽屉');
      axe.expectNone();
    });
  });
}
