import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/console';

test.describe('预渲染的登录页', () => {
  test('脚本运行前即显示表单；其间的输入与点击登录在控制台就绪后照常生效', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Hold the entry script back: the page must work from its HTML until the console is live.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/login?redirect=%2Fdashboard', { waitUntil: 'commit' });
    await expect(page.getByLabel('手机号')).toBeVisible();
    await expect(page).toHaveTitle('登录 - 管理端');
    await expect(page.locator('html')).not.toHaveAttribute('data-console-ready');

    await page.getByLabel('手机号').fill('13800000002');
    await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    // Nothing was sent natively: the password never appears in a URL.
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);

    release();
    await expect(page.locator('html')).toHaveAttribute('data-console-ready', 'true');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(errors).toEqual([]);
  });

  test('已登录时打开 /login 直接进入工作台，不复用预渲染的表单', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, '13800000002');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByLabel('手机号')).toHaveCount(0);
  });
});
