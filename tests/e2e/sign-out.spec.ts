import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/console';

const POLL_MS = 60_000;

/**
 * Polling periods pass. The clock jumps (firing what fell due once) and then real time lets the calls
 * it started answer: running the fake clock through a period would also fire their 5 s timeouts.
 */
async function periodsPass(page: Page, periods: number): Promise<void> {
  for (let period = 0; period < periods; period += 1) {
    await page.clock.fastForward(POLL_MS);
    await page.waitForTimeout(250);
  }
}

/** Every call to the API the page makes from now on, by path. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(enterprise|app|v1)\//.test(pathname)) calls.push(pathname);
  });
  return calls;
}

/** The session the page holds ends elsewhere: the server's logout with its own token. */
async function revokeSessionOf(page: Page): Promise<void> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('atrium.token') ?? 'null') as string,
  );
  expect(token).toBeTruthy();
  const answer = await page.request.post('/enterprise/v1/session/logout', {
    headers: { authorization: token, 'content-type': 'application/json' },
    data: {},
  });
  expect((await answer.json()).code).toBe(0);
}

/** Counts every error toast that appears from now on (each notice element once, however long it shows). */
async function countToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen = new WeakSet<Element>();
    const texts: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = texts;
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('.ant-message-notice')) {
        if (seen.has(notice)) continue;
        seen.add(notice);
        texts.push(notice.textContent ?? '');
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { __toasts: string[] }).__toasts]);
}

const loggedOutDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: '您已经被登出' });

test.describe('会话结束', () => {
  test('会话在别处被登出：十个轮询周期里只有一个登出对话框、一条提示，之后不再请求', async ({ page }) => {
    test.setTimeout(60_000);
    await page.clock.install();
    await page.goto('/login');
    await signIn(page, '13800000002');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.waitForLoadState('networkidle');

    await revokeSessionOf(page);
    const calls = recordApiCalls(page);
    const toasts = await countToasts(page);
    // Ten polling periods pass: the first poll is refused, after that nothing polls any more.
    await periodsPass(page, 10);

    await expect(loggedOutDialog(page)).toHaveCount(1);
    expect(await toasts()).toEqual([expect.stringContaining('登出')]);
    expect(calls.filter((path) => path === '/enterprise/v1/session/user/detail')).toHaveLength(1);

    // 重新登录: to the login page with the way back; no call of the old session follows.
    await loggedOutDialog(page).getByRole('button', { name: '重新登录' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    const before = calls.length;
    await periodsPass(page, 10);
    expect(calls.slice(before)).toEqual([]);
    await expect(loggedOutDialog(page)).toHaveCount(0);
    await expect(page.getByLabel('手机号')).toBeVisible();
  });

  test('退出登录后不再轮询，也不再弹出对话框', async ({ page }) => {
    await page.clock.install();
    await page.goto('/login');
    await signIn(page, '13800000004');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: /^用户菜单：/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    const calls = recordApiCalls(page);
    const toasts = await countToasts(page);
    await periodsPass(page, 5);
    expect(calls).toEqual([]);
    await expect(loggedOutDialog(page)).toHaveCount(0);
    expect(await toasts()).toEqual([]);
  });
});
