import { expect, test } from '@playwright/test';
import { accessiblePrimary } from '../../core/app/theme-tokens';
import {
  expectAccessible,
  logOut,
  openUserMenu,
  saveScreenshot,
  signIn,
  signInAsAdmin,
} from './support/console';
import { countFeedback, feedback } from './support/feedback';

type Page = import('@playwright/test').Page;
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: '主导航' });
/** The tab bar: its tabs are links to the visited pages. */
const tabs = (page: Page) => page.getByRole('navigation', { name: '标签页' }).getByRole('link');

test.describe('控制台外壳', () => {
  test('登录页：两种登录方式，标签清楚，可访问', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('登录 - 管理端');
    await expect(page.getByRole('radio', { name: '密码登录' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '验证码登录' })).not.toBeChecked();
    await expect(page.getByLabel('手机号')).toBeVisible();
    await saveScreenshot(page, 'login');
    await expectAccessible(page);
  });

  test('管理员与普通员工看到不同的菜单', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
    await signInAsAdmin(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveTitle('工作台 - 管理端');
    await expect(mainNavigation(page).getByRole('link', { name: '设置' })).toBeVisible();
    await expect(mainNavigation(page).getByRole('link', { name: '审批' })).toBeVisible();
    await expect(tabs(page).filter({ hasText: '工作台' })).toBeVisible();
    // The workbench downloads no chunk of an area it does not show.
    expect(scripts.filter((url) => url.includes('/plugin-'))).toEqual([]);
    await saveScreenshot(page, 'dashboard');
    await expectAccessible(page);
    await logOut(page);

    await signIn(page, '13800000002');
    // One organisation: straight in, without the chooser.
    await expect(page).toHaveURL(/\/$|\/dashboard$/);
    await expect(page.getByText('李娜').first()).toBeVisible();
    await expect(mainNavigation(page).getByRole('link', { name: '应用中心' })).toBeVisible();
    await expect(mainNavigation(page).getByRole('link', { name: '设置' })).toHaveCount(0);
    await expect(mainNavigation(page).getByRole('link', { name: '审批' })).toHaveCount(0);
    await page.goto('/PC_ROLE_MANAGEMENT');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('未登录时转到登录页，登录后回到原页面', async ({ page }) => {
    await page.goto('/PC_PARK_INFORMATION');
    await expect(page).toHaveURL(/\/login\?redirect=%2FPC_PARK_INFORMATION$/);
    await signInAsAdmin(page);
    await expect(page).toHaveURL(/\/PC_PARK_INFORMATION$/);
    await expect(page.locator('.ant-descriptions')).toContainText('星河科技园');
    await expect(page).toHaveTitle('园区详情 - 管理端');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).or(page.locator('.ant-breadcrumb')),
    ).toContainText('园区详情');
    await saveScreenshot(page, 'settings-park-information');
    await expectAccessible(page);
  });

  test('标签页保留未保存的输入，可拖动排序、可关闭，刷新后恢复', async ({ page }) => {
    await page.goto('/PC_PARK_INFORMATION');
    await signInAsAdmin(page);
    await page.getByRole('button', { name: '编辑' }).click();
    const name = page.getByLabel('园区名称');
    await expect(name).toHaveValue('星河科技园');
    await name.fill('星河科技园（草稿）');

    await page.getByRole('complementary', { name: '侧边菜单' }).getByText('组织管理').click();
    await expect(page).toHaveURL(/\/PC_ORG_MANAGEMENT$/);
    await expect(page.getByText('组织架构')).toBeVisible();
    await tabs(page).filter({ hasText: '园区详情' }).click();
    await expect(page).toHaveURL(/\/PC_PARK_INFORMATION$/);
    await expect(page.getByLabel('园区名称')).toHaveValue('星河科技园（草稿）');

    await page.reload();
    await expect(tabs(page)).toHaveText(['工作台', '园区详情', '组织管理']);
    await expect(tabs(page).filter({ hasText: '园区详情' })).toHaveAttribute('aria-current', 'page');

    // Drag 组织管理 in front of 园区详情 with the mouse; the pinned 工作台 stays first, and so after F5.
    const parkTab = tabs(page).filter({ hasText: '园区详情' });
    const orgTitle = tabs(page).filter({ hasText: '组织管理' });
    const from = (await orgTitle.boundingBox())!;
    const to = (await parkTab.boundingBox())!;
    // Plain links until the tab bar is pointed at: its drag-and-drop is a chunk loaded then.
    await expect(orgTitle).not.toHaveAttribute('aria-roledescription');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await expect(orgTitle).toHaveAttribute('aria-roledescription', 'sortable');
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) {
      const x = from.x + from.width / 2 + ((to.x + 4 - (from.x + from.width / 2)) * step) / 10;
      await page.mouse.move(x, from.y + from.height / 2);
    }
    await page.mouse.up();
    await expect(tabs(page)).toHaveText(['工作台', '组织管理', '园区详情']);
    await page.reload();
    await expect(tabs(page)).toHaveText(['工作台', '组织管理', '园区详情']);

    // And back with the keyboard: Space picks the tab up, an arrow moves it, Space drops it.
    // After the reload, focusing the tab loads the drag code; the tab keeps the focus when it comes.
    await tabs(page).filter({ hasText: '组织管理' }).focus();
    await expect(tabs(page).filter({ hasText: '组织管理' })).toHaveAttribute(
      'aria-roledescription',
      'sortable',
    );
    await expect(tabs(page).filter({ hasText: '组织管理' })).toBeFocused();
    const announced = page.getByRole('status').filter({ hasText: '标签页' });
    await page.keyboard.press('Space');
    await expect(announced).toHaveText(
      /^(已拿起标签页「组织管理」。|标签页「组织管理」移到了「组织管理」的位置。)$/,
    );
    // dnd-kit listens for the arrows a moment after the pick-up; on a busy machine the first press can
    // come before that, so press until the move is announced (园区详情 is last: more presses stay there).
    await expect(async () => {
      await page.keyboard.press('ArrowRight');
      await expect(announced).toHaveText('标签页「组织管理」移到了「园区详情」的位置。', { timeout: 1_000 });
    }).toPass();
    await page.keyboard.press('Space');
    await expect(tabs(page)).toHaveText(['工作台', '园区详情', '组织管理']);

    const orgTab = page.locator('[data-key="/PC_ORG_MANAGEMENT"]');
    await orgTab.hover();
    await orgTab.getByRole('button', { name: '关闭' }).click();
    await expect(tabs(page)).toHaveText(['工作台', '园区详情']);
  });

  test('切换组织后回到工作台，菜单随之改变', async ({ page }) => {
    await page.goto('/login');
    await signInAsAdmin(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: '切换组织' }).click();
    await page
      .getByRole('dialog', { name: '切换组织' })
      .getByRole('button', { name: /云杉集团/ })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The navbar leaves the organisation's name to the user menu below 1440 px; the workbench says it.
    await expect(page.getByText('当前组织：云杉集团')).toBeVisible();
    await expect(tabs(page)).toHaveText(['工作台']);
  });

  test('主题颜色在刷新后保持', async ({ page }) => {
    await page.goto('/login');
    await signInAsAdmin(page);
    await page.getByRole('button', { name: '项目配置' }).click();
    await page.getByRole('button', { name: '#f5222d' }).click();
    await page.reload();
    await expect(tabs(page).filter({ hasText: '工作台' })).toBeVisible();
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--atrium-primary').trim(),
    );
    // The chosen swatch, darkened just enough for white text on it to stay readable (WCAG AA).
    expect(primary).toBe(accessiblePrimary('#f5222d'));
    expect(primary).not.toBe(accessiblePrimary('#1890ff'));
  });

  test('密码过期须先修改，之后用新密码登录', async ({ page }) => {
    await countFeedback(page);
    await page.goto('/login');
    await signIn(page, '13800000003');
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await expect(dialog).toBeVisible();
    // One message per cause: the dialog says it; no stack of refusals, no failed page behind it.
    await page.waitForTimeout(1500);
    const shown = await feedback(page);
    expect(shown.toasts.length, shown.toasts.join(' | ')).toBeLessThanOrEqual(1);
    expect(shown.dialogs.filter((text) => !text.startsWith('修改密码'))).toEqual([]);
    await expect(page.getByText(/加载失败/)).toHaveCount(0);
    await expect(dialog).toContainText(
      '请先修改密码后继续使用：首次登录须更换管理员设置的初始密码，密码超过 90 天未修改也须更换',
    );
    await dialog.getByLabel('原密码').fill('Atrium@2026');
    await dialog.getByLabel('新密码').fill('Renewed#2027');
    await dialog.getByLabel('确认密码').fill('Renewed#2027');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('修改密码成功!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await logOut(page);
    await signIn(page, '13800000003', 'Renewed#2027');
    await expect(tabs(page).filter({ hasText: '工作台' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: '修改密码' })).toHaveCount(0);
  });
});
