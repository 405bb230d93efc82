import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/console';

/**
 * One message per cause: whatever number of calls fail for one reason, the member reads it once.
 * Every toast and dialog the page shows is counted as it appears (a toast that came and went counts).
 */
async function countFeedback(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { toasts: [] as string[], dialogs: [] as string[] };
    (window as unknown as { __feedback: typeof seen }).__feedback = seen;
    const counted = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('.ant-message-notice')) {
        if (counted.has(notice)) continue;
        counted.add(notice);
        seen.toasts.push(notice.textContent ?? '');
      }
      for (const dialog of document.querySelectorAll('[role="dialog"]')) {
        if (counted.has(dialog)) continue;
        counted.add(dialog);
        seen.dialogs.push(dialog.textContent?.slice(0, 40) ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const feedback = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __feedback: { toasts: string[]; dialogs: string[] } }).__feedback,
  );

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

  test('密码已过期的登录：只有修改密码框，没有成串的失败提示，后面的页面不报加载失败', async ({ page }) => {
    await countFeedback(page);
    await page.goto('/login');
    await signIn(page, '13800000003');
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(1500);
    const { toasts, dialogs } = await feedback(page);
    expect(toasts.length, toasts.join(' | ')).toBeLessThanOrEqual(1);
    expect(dialogs.filter((text) => !text.startsWith('修改密码'))).toEqual([]);
    await expect(page.getByText(/加载失败/)).toHaveCount(0);
  });
});
