import { expect, test } from '@playwright/test';
import { countFeedback, feedback } from './support/feedback';

test.describe('一个原因只说一次', () => {
  test('打开页面时登录已失效：回到登录页，只有一条提示，没有登出确认框', async ({ page }) => {
    await countFeedback(page);
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('atrium.token', JSON.stringify('a'.repeat(64))));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    // Late answers and toasts have had their time.
    await page.waitForTimeout(1500);
    const { toasts, dialogs } = await feedback(page);
    expect(dialogs).toEqual([]);
    expect(toasts, toasts.join(' | ')).toHaveLength(1);
    await expect(page.getByRole('dialog', { name: '登出' })).toHaveCount(0);
  });
  // A sign-in with an expired password: counted in console-shell.spec.ts (密码过期须先修改), the one test
  // that may change 王芳's password.
});
