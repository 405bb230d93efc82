import { expect, type Page, test } from '@playwright/test';
import { KnownAgentId } from '../../manifests/known-applications';
import {
  animationsSettled,
  clickUnavailable,
  openUserMenu,
  saveScreenshot,
  severeViolations,
  signInAsAdmin,
} from './support/console';

/**
 * The shell's spec rules as a new admin meets them (spec §2 "Installed applications", "Mobile-only
 * dialog", §4 "Opening an app from the drawer", §8 "Application messages"): an application whose web
 * address is a console page opens by its agent id, and survives F5; an application that does not open
 * answers a click with why (the mobile-only dialog, or the refusal's toast).
 */

const market = (page: Page) => page.getByRole('region', { name: '应用市场' });
const tabs = (page: Page) => page.getByRole('navigation', { name: '标签页' });
const errorToast = (page: Page, text: string) => page.locator('.ant-message-error').filter({ hasText: text });

async function signedIn(page: Page) {
  await page.goto('/login');
  await signInAsAdmin(page);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Finds an application in the 收藏 drawer's market by its name. */
async function inDrawer(page: Page, name: string) {
  if (!(await market(page).isVisible())) await page.getByRole('button', { name: '收藏' }).first().click();
  await market(page).getByRole('textbox', { name: '搜索应用' }).fill(name);
  const button = market(page).getByRole('button', { name, exact: true });
  await expect(button).toBeVisible();
  return button;
}

test.describe('外壳规则', () => {
  test('审批中心从收藏打开在 /APP/{agentId}/VIEW/ 下，标签以应用命名，有返回按钮，刷新后仍在', async ({
    page,
  }) => {
    await signedIn(page);
    await (await inDrawer(page, '审批中心')).click();
    const path = `/APP/${KnownAgentId.approval}/VIEW/PC_APPROVAL_CENTER`;
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(market(page)).toBeHidden();
    const tab = tabs(page).getByRole('link', { name: /审批中心/ });
    await expect(tab).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '发起审批' })).toBeVisible();

    // F5: the registered application comes back from session storage, on the same page.
    await page.reload();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('tab', { name: '发起审批' })).toBeVisible();
    await expect(tabs(page).getByRole('link', { name: /审批中心/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('404', { exact: true })).toHaveCount(0);
    // The application's main area does not scroll as a whole (its pages scroll within).
    expect(await page.locator('main').evaluate((main) => getComputedStyle(main).overflow)).toBe('hidden');
    await saveScreenshot(page, 'application-under-agent-id-after-reload');

    // The back button returns to where the member was.
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('会议室预订（网址是控制台页面）从应用市场打开在它的 agentId 下，管理打开 ADMIN', async ({ page }) => {
    await signedIn(page);
    await (await inDrawer(page, '会议室预订')).click();
    await expect(page).toHaveURL((url) => url.pathname === '/APP/oa01meeting00000/VIEW/PC_PARK_VENUE');
    await expect(market(page)).toBeHidden();
    await expect(tabs(page).getByRole('link', { name: /会议室预订/ })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await inDrawer(page, '审批中心');
    await market(page).getByRole('button', { name: '管理「审批中心」' }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === `/APP/${KnownAgentId.approval}/ADMIN/PC_APPROVAL_CENTER`,
    );
  });

  test('仅移动端的应用点击后弹出提示：400 px 宽，214 px 的二维码', async ({ page }) => {
    await signedIn(page);
    const button = await inDrawer(page, '考勤打卡');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await clickUnavailable(button);
    const dialog = page.getByRole('dialog', { name: '提示' });
    await expect(dialog).toContainText('该应用仅支持移动端打开');
    await expect(dialog).toContainText('请使用手机扫描二维码下载 Atrium 移动端');
    const code = dialog.getByRole('img', { name: '移动端下载二维码' });
    await expect(code).toBeVisible();
    await animationsSettled(page);
    const box = await page.locator('.ant-modal').boundingBox();
    expect(Math.round(box!.width)).toBe(400);
    const codeBox = await code.locator('.ant-qrcode').boundingBox();
    expect(Math.round(codeBox!.width)).toBe(214);
    await saveScreenshot(page, 'mobile-only-dialog');
  });

  test('已停用、已到期的应用在工作台与应用详情点击后提示原因（错误提示 5 秒）', async ({ page }) => {
    await signedIn(page);
    // Starred, so the workbench shows them: 薪酬管理 is switched off, 招聘管理 has lapsed.
    for (const name of ['薪酬管理', '招聘管理']) {
      await inDrawer(page, name);
      // Starred already when this server ran the test before.
      const star = market(page).getByRole('button', { name: `收藏「${name}」`, exact: true });
      const unstar = market(page).getByRole('button', { name: `取消收藏「${name}」`, exact: true });
      await expect(star.or(unstar)).toBeVisible();
      if (await star.isVisible()) await star.click();
      await expect(unstar).toBeVisible();
      // The drawer's favourites list it.
      await expect(
        page
          .getByRole('dialog', { name: '收藏' })
          .getByRole('list', { name: /收藏/ })
          .getByRole('button', { name, exact: true }),
      ).toBeVisible();
    }
    await page.getByRole('dialog', { name: '收藏' }).getByRole('button', { name: '关闭' }).click();
    await expect(market(page)).toBeHidden();
    const favourites = page.getByRole('main').getByRole('region', { name: '我的收藏' });
    for (const [name, message] of [
      ['薪酬管理', '应用已被停用，请联系企业管理员！'],
      ['招聘管理', '应用已到期 请联系管理员！'],
    ] as const) {
      const card = favourites.getByRole('button', { name: new RegExp(`^${name}`) });
      await expect(card).toHaveAttribute('aria-disabled', 'true');
      // From the keyboard too: the card stays focusable. The workbench may still be redrawing its
      // favourites after the drawer's stars (a focused card replaced loses the key): press again then.
      await expect(async () => {
        await card.press('Enter');
        await expect(errorToast(page, message)).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 10_000 });
      await expect(page).toHaveURL(/\/dashboard$/);
    }
    // Shown for 5 seconds, then gone.
    await expect(errorToast(page, '应用已到期 请联系管理员！')).toBeHidden({ timeout: 8_000 });
  });

  test('用户菜单的名称包含它显示的文字（axe label-content-name-mismatch）', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedIn(page);
    const menu = page.getByRole('button', { name: /^用户菜单：张伟$/ });
    await expect(menu).toHaveText('张伟');
    expect(
      (await severeViolations(page)).filter((line) => line.includes('label-content-name-mismatch')),
    ).toEqual([]);
  });

  /** Flips one of 项目配置's switches and closes the drawer. */
  async function toggleSetting(page: Page, name: string) {
    await page.getByRole('button', { name: '项目配置' }).click();
    await page.getByRole('switch', { name }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('switch', { name })).toBeHidden();
  }

  test('切换组织：标签只留工作台，旧组织的页面不留在主区（来回切换三次，接口答得慢）', async ({ page }) => {
    test.setTimeout(120_000);
    await signedIn(page);
    // Every call answered late, by a varying delay: the moment in which the old page could come back
    // (the guard loading it while the switch loads the new session) is wide, and it is tried six times.
    let delays = 0;
    await page.route(
      (url) => url.pathname.startsWith('/enterprise/') || url.pathname.startsWith('/v1/'),
      async (route) => {
        delays += 1;
        await new Promise((resolve) => setTimeout(resolve, 120 + ((delays * 97) % 300)));
        await route.fallback();
      },
    );
    const switchTo = async (organization: string) => {
      await openUserMenu(page);
      await page.getByRole('menuitem', { name: '切换组织' }).click();
      await page
        .getByRole('dialog', { name: '切换组织' })
        .getByRole('button', { name: new RegExp(organization) })
        .click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText(`当前组织：${organization}`)).toBeVisible();
      // Settled: what the old session started has answered by now (the slowest call takes 420 ms).
      await page.waitForTimeout(1_000);
      await expect(tabs(page).getByRole('link')).toHaveText(['工作台']);
      // No view of the other organisation kept hidden in the main area either.
      await expect(page.getByRole('main').getByText('组织架构')).toHaveCount(0);
    };
    const menu = page.getByRole('complementary', { name: '侧边菜单' });
    for (let round = 0; round < 3; round += 1) {
      // The settings area's pages, as a member opens them (the workbench has no side menu).
      await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '设置' }).click();
      await menu.getByRole('link', { name: '园区详情' }).click();
      await expect(page).toHaveTitle('园区详情 - 管理端');
      await menu.getByRole('link', { name: '组织管理' }).click();
      await expect(page).toHaveTitle('组织管理 - 管理端');
      await expect(tabs(page).getByRole('link')).toHaveText(['工作台', '园区详情', '组织管理']);
      await switchTo('云杉集团');
      if (round === 0) await saveScreenshot(page, 'organization-switched');
      await switchTo('星河科技园');
    }
  });

  test('固定顶栏：开时顶栏与标签栏在页面滚动时留在原处，关时随页面滚走', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 600 });
    await signedIn(page);
    await expect(page.getByRole('region', { name: '我的收藏' })).toBeVisible();
    const navbarTop = async () => (await page.getByRole('banner').boundingBox())!.y;
    // The page's content moved up: the page scrolled, whichever element scrolls it.
    const welcome = page.getByText('张伟，欢迎回来');
    const scrollPage = async () => {
      const before = (await welcome.boundingBox())!.y;
      await page.mouse.move(900, 400);
      await page.mouse.wheel(0, 300);
      await expect.poll(async () => (await welcome.boundingBox())!.y).toBeLessThan(before - 200);
    };

    // On (the default): the main area scrolls under the header.
    await scrollPage();
    expect(await navbarTop()).toBe(0);
    await expect(tabs(page)).toBeInViewport();
    await saveScreenshot(page, 'header-fixed-scrolled');

    // Off: the header scrolls away with the page.
    await page.mouse.wheel(0, -3000);
    await toggleSetting(page, '固定顶栏');
    await scrollPage();
    expect(await navbarTop()).toBeLessThan(-100);
    await expect(tabs(page)).not.toBeInViewport();
    await saveScreenshot(page, 'header-scrolls-away');
  });

  test('侧边栏标志：开时侧边栏顶部是组织 Logo 与控制台名称，关时菜单从顶部开始', async ({ page }) => {
    await signedIn(page);
    await page.goto('/PC_APPROVAL_CENTER');
    const sidebar = page.getByRole('complementary', { name: '侧边菜单' });
    const menu = sidebar.getByRole('menu').first();
    await expect(menu).toBeVisible();
    await expect(sidebar.getByText('企业管理端', { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('img', { name: '星河科技园 Logo' })).toBeVisible();
    const withLogo = (await menu.boundingBox())!.y;
    await saveScreenshot(page, 'sidebar-logo');

    await toggleSetting(page, '侧边栏标志');
    await expect(sidebar.getByText('企业管理端', { exact: true })).toHaveCount(0);
    await expect(sidebar.getByRole('img', { name: /Logo$/ })).toHaveCount(0);
    const without = (await menu.boundingBox())!.y;
    expect(without).toBeLessThan(withLogo - 40);
    await toggleSetting(page, '侧边栏标志');
    await expect(sidebar.getByText('企业管理端', { exact: true })).toBeVisible();
  });
});
