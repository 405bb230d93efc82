import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { RENDERED_DATA_ID } from '../../core/boot/rendered-page';
import { BATCH_URL } from '../../manifests/contracts/batch-constants';
import { FIRST_PAGE_QUERY } from '../../manifests/contracts/list-constants';
import { STAFF_PAGE_URL } from '../../manifests/contracts/settings-constants';
import { TOKEN_COOKIE } from '../../manifests/contracts/signed-in-render';
import { callApi, logOut, saveScreenshot, signInAsAdmin } from './support/console';

/**
 * Issue 17: a member coming back finds the workbench drawn by the server (core/prerender/render-signed-in.tsx),
 * from the cookies the console keeps beside its local storage; the console then takes the page over
 * with the answers it was drawn from, without a blank moment and without asking again.
 */

/**
 * Runs `visit` in a browser context whose member signed in through the login page (the console wrote
 * the session's cookies), closed afterwards.
 */
async function asReturningMember(
  browser: Browser,
  visit: (context: BrowserContext, signedIn: { staffCount: number }) => Promise<void>,
) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await signInAsAdmin(page);
    await expect(page.locator('.atrium-workbench-stat').first()).toBeVisible();
    // Members as the server counts them now: other tests on this worker's server may have added some.
    const staffCount = (await callApi<{ total: number }>(page, STAFF_PAGE_URL, FIRST_PAGE_QUERY)).total;
    await page.close();
    await visit(context, { staffCount });
  } finally {
    await context.close();
  }
}

/** Runs in the page before its scripts: counts the moments the root is empty once it has had content. */
function watchRoot() {
  const state = window as unknown as { __blankMoments: number; __drawnChildren: number };
  state.__blankMoments = 0;
  state.__drawnChildren = 0;
  const watch = (root: HTMLElement) => {
    state.__drawnChildren = root.childElementCount;
    (window as unknown as { __firstCard?: Element | null }).__firstCard =
      root.querySelector('.atrium-workbench-stat');
    new MutationObserver(() => {
      if (root.childElementCount === 0) state.__blankMoments += 1;
    }).observe(root, { childList: true });
  };
  // From the moment the parser has put the root's content in, before any script runs.
  const found = new MutationObserver(() => {
    const root = document.getElementById('root');
    if (root?.nextElementSibling) {
      found.disconnect();
      watch(root);
    }
  });
  found.observe(document, { childList: true, subtree: true });
}

const cards = (page: Page) => page.locator('.atrium-workbench-stat');

test.describe('服务端绘制的工作台', () => {
  test('回访成员：脚本未运行时工作台已随页面到达，卡片带着数字', async ({ browser }) => {
    await asReturningMember(browser, async (context) => {
      expect((await context.cookies()).map((cookie) => cookie.name)).toContain(TOKEN_COOKIE);
      const page = await context.newPage();
      // No script runs: what shows is the server's page alone.
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto('/dashboard');
      await expect(page).toHaveTitle('工作台 - 管理端');
      await expect(page.getByText('张伟，欢迎回来')).toBeVisible();
      await expect(cards(page)).toHaveCount(3);
      await expect(cards(page).filter({ hasText: '已开通应用' })).toContainText(/\d+\s*个/);
      await expect(page.getByRole('navigation').first()).toContainText('审批');
      // Styled: the fixed bar is the shell's column at the left edge, the full height, not an unstyled list.
      const bar = await page.locator('.atrium-fixed-bar').boundingBox();
      expect(bar?.x).toBe(0);
      expect(bar?.height).toBeGreaterThan(700);
      expect(bar?.width).toBeLessThan(200);
    });
  });

  test('控制台接管绘制好的页面：不留白、不再请求首屏数据，随后可正常操作', async ({ browser }) => {
    await asReturningMember(browser, async (context) => {
      await context.addInitScript(watchRoot);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        // A hydration that found the drawn screen different from the console's is said as a warning.
        if (message.type() === 'error' || message.text().includes('不一致')) errors.push(message.text());
      });
      const asked: string[] = [];
      const stylesBeforeReady: string[] = [];
      let ready = false;
      page.on('request', (request) => {
        if (request.method() === 'POST') asked.push(new URL(request.url()).pathname);
        if (request.resourceType() === 'stylesheet' && !ready)
          stylesBeforeReady.push(new URL(request.url()).pathname);
      });
      const response = await page.goto('/dashboard');
      expect(await response?.text()).toContain(`id="${RENDERED_DATA_ID}"`);
      expect(response?.headers()['cache-control']).toBe('no-store');
      await page.waitForSelector('html[data-console-ready]');
      ready = true;
      await expect(cards(page)).toHaveCount(3);
      // The take-over's code did not wait for the rest of antd's styles (only a page beyond the first
      // screen needs them, loaded once the page is idle).
      const rest = await page.locator('link[data-antd-rest]').getAttribute('data-antd-rest');
      expect(rest).toBeTruthy();
      expect(stylesBeforeReady).not.toContain(rest);
      const state = await page.evaluate(() => {
        const { __blankMoments, __drawnChildren } = window as unknown as {
          __blankMoments: number;
          __drawnChildren: number;
        };
        return { __blankMoments, __drawnChildren };
      });
      expect(state.__drawnChildren).toBeGreaterThan(0);
      expect(state.__blankMoments).toBe(0);
      // The console hydrated the drawn screen: the same elements, now its own; the render's data gone,
      // its styles kept until the theme changes (the very variables the console registers).
      expect(
        await page.evaluate(() => (window as unknown as { __firstCard?: Element }).__firstCard?.isConnected),
      ).toBe(true);
      expect(await page.locator('style[data-atrium-rendered]').count()).toBeGreaterThan(0);
      expect(await page.locator(`#${RENDERED_DATA_ID}`).count()).toBe(0);
      // Nothing of the first screen asked again: the answers came with the page.
      for (const call of [
        BATCH_URL,
        '/enterprise/v1/session/user/detail',
        '/enterprise/v1/session/resource/detail',
        '/enterprise/v1/approval/counts',
        '/app/v1/employee/layout/detail',
      ]) {
        expect(asked, call).not.toContain(call);
      }
      // Live: the tab shows, the menu leads on, the theme can change.
      await expect(page.locator('.atrium-tags-view').getByText('工作台')).toBeVisible();
      await saveScreenshot(page, 'dashboard-server-drawn');
      // A theme colour chosen: the rendered styles go, and the cards' links take the new colour.
      const link = page.getByRole('link', { name: '消息中心' }).first();
      const colour = () => link.evaluate((element) => getComputedStyle(element).color);
      const before = await colour();
      await page.getByRole('button', { name: '项目配置' }).click();
      await page.getByRole('button', { name: '#f5222d' }).click();
      await expect(page.locator('style[data-atrium-rendered]')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect.poll(colour).not.toBe(before);
      await page.getByRole('link', { name: '消息中心' }).first().click();
      await expect(page).toHaveURL(/\/notice\/noticeList/);
      expect(errors).toEqual([]);
    });
  });

  test('退出登录后 Cookie 随令牌清除：再打开工作台不再绘制，转到登录页', async ({ browser }) => {
    await asReturningMember(browser, async (context) => {
      const page = await context.newPage();
      await page.goto('/dashboard');
      await page.waitForSelector('html[data-console-ready]');
      await logOut(page);
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(TOKEN_COOKIE);
      const again = await page.goto('/dashboard');
      expect(await again?.text()).not.toContain(`id="${RENDERED_DATA_ID}"`);
      await expect(page).toHaveURL(/\/login\?redirect=/);
    });
  });

  test('会话已在别处结束（Cookie 仍在）：页面不绘制工作台，控制台照常转到登录页', async ({ browser }) => {
    await asReturningMember(browser, async (context) => {
      const token = JSON.parse(
        decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === TOKEN_COOKIE)!.value),
      ) as string;
      // Signed out from another device: the session ends on the server, the cookie stays here.
      const ended = await context.request.post('/enterprise/v1/session/logout', {
        headers: { authorization: token },
        data: {},
      });
      expect((await ended.json()).code).toBe(0);
      const page = await context.newPage();
      const response = await page.goto('/dashboard');
      expect(await response?.text()).not.toContain(`id="${RENDERED_DATA_ID}"`);
      await expect(page).toHaveURL(/\/login\?redirect=/);
      await expect(page.getByLabel('手机号')).toBeVisible();
    });
  });

  test('页面是为另一个会话绘制的（本地令牌与 Cookie 不一致）：丢弃它，按本地会话启动', async ({
    browser,
  }) => {
    await asReturningMember(browser, async (context) => {
      const page = await context.newPage();
      await page.goto('/dashboard');
      await page.waitForSelector('html[data-console-ready]');
      // Another member's session in local storage; the cookie still the admin's (storage edited by hand).
      const other = await page.evaluate(async () => {
        const post = async (url: string, body: unknown, token?: string) =>
          (
            await (
              await fetch(url, {
                method: 'POST',
                headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
                body: JSON.stringify(body),
              })
            ).json()
          ).data;
        const digest = [
          ...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('Atrium@2026'))),
        ]
          .map((byte) => byte.toString(16).padStart(2, '0'))
          .join('');
        const account = await post('/v1/account/login', { telephone: '13800000002', password: digest });
        return (
          await post('/v1/exchange/owner/account/token', { ownerUniqueId: 'xinghe-park' }, account.token)
        ).token as string;
      });
      await page.evaluate((token) => localStorage.setItem('atrium.token', JSON.stringify(token)), other);
      await context.addInitScript(() => {
        // The console's start would bring the cookie in step: keep the admin's for this load.
        const real = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
        Object.defineProperty(document, 'cookie', {
          get: () => real.get!.call(document),
          set: () => undefined,
        });
      });
      const response = await page.goto('/dashboard');
      // Drawn for the admin (the cookie's session).
      expect(await response?.text()).toContain('"nickname":"张伟"');
      await page.waitForSelector('html[data-console-ready]');
      await expect(page.getByText('李娜，欢迎回来')).toBeVisible();
      await expect(page.getByText('张伟，欢迎回来')).toHaveCount(0);
    });
  });

  test('回访成员打开员工管理：列表随页面到达，控制台接管后不再请求，菜单、标签与查询都可用', async ({
    browser,
  }) => {
    await asReturningMember(browser, async (context, { staffCount }) => {
      const shown = Math.min(staffCount, FIRST_PAGE_QUERY.pageSize);
      const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
      const menu = (page: Page) => page.getByRole('complementary', { name: '侧边菜单' });
      // No script file runs: the server's page alone, styled, named by the render's own script.
      const drawn = await context.newPage();
      await drawn.route(/\.js(\?|$)/, (route) => route.abort());
      await drawn.goto('/PC_STAFF_MANAGEMENT');
      await expect(drawn).toHaveTitle('员工管理 - 管理端');
      await expect(rows(drawn)).toHaveCount(shown);
      await expect(rows(drawn).first()).toContainText('在职');
      await expect(drawn.getByRole('navigation', { name: '按部门筛选' })).toContainText('招商部（2）');
      await expect(menu(drawn).getByRole('link', { name: '组织管理' })).toBeVisible();
      await expect(drawn.getByText(`共 ${staffCount} 条`)).toBeVisible();
      await drawn.close();

      await context.addInitScript(() => {
        // The first row as the parser put it in, before any script ran.
        new MutationObserver((_records, observer) => {
          const row = document.querySelector('.ant-table-tbody tr.ant-table-row');
          if (!row) return;
          observer.disconnect();
          (window as unknown as { __firstRow?: Element }).__firstRow = row;
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' || message.text().includes('不一致')) problems.push(message.text());
      });
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') asked.push(new URL(request.url()).pathname);
      });
      const response = await page.goto('/PC_STAFF_MANAGEMENT');
      expect(await response?.text()).toContain(`id="${RENDERED_DATA_ID}"`);
      await page.waitForSelector('html[data-console-ready]');
      await expect(rows(page)).toHaveCount(shown);
      // Hydrated: the drawn row is the console's own now, and nothing of the first screen was asked again.
      expect(
        await page.evaluate(() => (window as unknown as { __firstRow?: Element }).__firstRow?.isConnected),
      ).toBe(true);
      for (const call of [BATCH_URL, '/enterprise/v1/staff/page', '/enterprise/v1/department/tree']) {
        expect(asked, call).not.toContain(call);
      }
      // The sidebar's menu keeps its styles (its variables under the id the server drew), the tab shows.
      await expect(menu(page).getByRole('link', { name: '组织管理' })).toBeVisible();
      await expect(page.locator('.atrium-tags-view').getByText('员工管理')).toBeVisible();
      await saveScreenshot(page, 'staff-server-drawn');
      // Live: a search asks the server and lists what it answers.
      await page.getByLabel('搜索员工').fill('赵敏');
      await page.getByRole('button', { name: '查询' }).click();
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first()).toContainText('13800000005');
      expect(asked).toContain('/enterprise/v1/staff/page');
      // Reloaded, with the tabs in session storage (the server cannot know them): drawn again, and
      // hydrated without a difference; the tabs come back from the render after.
      await page.reload();
      await page.waitForSelector('html[data-console-ready]');
      await expect(page.locator('.atrium-tags-view').getByText('工作台')).toBeVisible();
      await expect(page.locator('.atrium-tags-view').getByText('员工管理')).toBeVisible();
      // A click as the page arrives is given to the console once it owns the button.
      await page.getByRole('main').getByText('详情', { exact: true }).first().dispatchEvent('click');
      await expect(page).toHaveURL(/\/childsPage\/staffDetail/);
      expect(problems).toEqual([]);
    });
  });
});
