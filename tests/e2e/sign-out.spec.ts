import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/console';

const POLL_MS = 60_000;

/** The page's calls to the API: every path asked for, and how many are still unanswered. */
function trackApiCalls(page: Page) {
  const calls: string[] = [];
  let pending = 0;
  const isApi = (url: string) => /^\/(enterprise|app|v1)\//.test(new URL(url).pathname);
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    calls.push(new URL(request.url()).pathname);
    pending += 1;
  });
  const settled = (request: { url(): string }) => {
    if (isApi(request.url())) pending -= 1;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    calls,
    /** Resolves once every call made so far has its answer (and the page has had time to show it). */
    async settle(): Promise<void> {
      await expect.poll(() => pending, { timeout: 10_000 }).toBe(0);
      await page.waitForTimeout(100);
    },
  };
}

/**
 * Polling periods pass. The clock jumps (firing what fell due once), then the test waits in real time
 * until the calls it started are answered: letting the fake clock run on meanwhile would fire their
 * 5 s timeouts instead.
 */
async function periodsPass(
  page: Page,
  api: ReturnType<typeof trackApiCalls>,
  periods: number,
): Promise<void> {
  for (let period = 0; period < periods; period += 1) {
    await page.clock.fastForward(POLL_MS);
    await api.settle();
  }
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
    test.setTimeout(90_000);
    const api = trackApiCalls(page);
    await page.clock.install();
    await page.goto('/login');
    await signIn(page, '13800000002');
    await expect(page).toHaveURL(/\/dashboard$/);
    // The dashboard's views arrive in a transition, which React commits on a timer of the (fake)
    // clock: seconds pass until every first load is answered (their code may load slowly on a busy
    // machine), before the session ends elsewhere.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1_000);
          await page.waitForLoadState('networkidle');
          await api.settle();
          return api.calls.includes('/app/v1/user/layout/preview');
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    await revokeSessionOf(page);
    const { calls } = api;
    const revokedAt = calls.length;
    const toasts = await countToasts(page);
    // Ten polling periods pass: the first poll is refused, after that nothing polls any more.
    await periodsPass(page, api, 1);
    const afterFirstPoll = calls.length;
    await periodsPass(page, api, 9);

    await expect(loggedOutDialog(page)).toHaveCount(1);
    expect(await toasts()).toEqual([expect.stringContaining('登出')]);
    expect(
      calls.slice(revokedAt).filter((path) => path === '/enterprise/v1/session/user/detail'),
    ).toHaveLength(1);
    expect(calls.slice(afterFirstPoll)).toEqual([]);

    // 重新登录: to the login page with the way back; no call of the old session follows.
    await loggedOutDialog(page).getByRole('button', { name: '重新登录' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    const before = calls.length;
    await periodsPass(page, api, 10);
    expect(calls.slice(before)).toEqual([]);
    await expect(loggedOutDialog(page)).toHaveCount(0);
    await expect(page.getByLabel('手机号')).toBeVisible();
  });

  test('退出登录后不再轮询，也不再弹出对话框', async ({ page }) => {
    const api = trackApiCalls(page);
    await page.clock.install();
    await page.goto('/login');
    await signIn(page, '13800000004');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: /^用户菜单：/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await api.settle();
    const before = api.calls.length;
    const toasts = await countToasts(page);
    await periodsPass(page, api, 5);
    expect(api.calls.slice(before)).toEqual([]);
    await expect(loggedOutDialog(page)).toHaveCount(0);
    expect(await toasts()).toEqual([]);
  });
});
