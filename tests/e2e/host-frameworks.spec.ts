import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from './support/console';

/**
 * The console under the real micro-frontend frameworks, from npm (qiankun 2.10.16, single-spa 6.0.3):
 * three host pages (tests/e2e/support/hosts/) whose registrations are the README's snippets, served at
 * /portal beside the console (same origin, as a host behind one gateway), the libraries under
 * /host-libs/. Each host signs in through the API and hands over the session as README shows.
 */

const root = path.resolve(__dirname, '..', '..');
const hostsDir = path.join(__dirname, 'support', 'hosts');
const LIBRARIES: Record<string, { file: string; type: string }> = {
  'qiankun.js': { file: 'node_modules/qiankun/dist/index.umd.min.js', type: 'text/javascript' },
  'single-spa.js': {
    file: 'node_modules/single-spa/lib/es5/umd/single-spa.min.cjs',
    type: 'text/javascript',
  },
  'host.js': { file: 'tests/e2e/support/hosts/host.js', type: 'text/javascript' },
  'host.css': { file: 'tests/e2e/support/hosts/host.css', type: 'text/css' },
};

const HOSTS = [
  { page: 'qiankun-js-entry', title: 'qiankun（JS 入口）' },
  { page: 'qiankun-html-entry', title: 'qiankun（HTML 入口）' },
  { page: 'single-spa', title: 'single-spa' },
] as const;

declare global {
  interface Window {
    __hostProbe: { urls: string[]; loginShown: boolean };
  }
}

/** Before the page's scripts: every URL pushed, and whether the console's login page ever showed. */
function installProbe() {
  const probe = { urls: [] as string[], loginShown: false };
  window.__hostProbe = probe;
  for (const method of ['pushState', 'replaceState'] as const) {
    const native = history[method].bind(history);
    history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
      if (url) probe.urls.push(String(url));
      native(data, unused, url);
    };
  }
  new MutationObserver(() => {
    if (document.querySelector('.atrium-login')) probe.loginShown = true;
  }).observe(document, { childList: true, subtree: true });
}

/** The host page for every path under /portal, and the libraries it loads. */
async function serveHost(page: Page, host: string): Promise<void> {
  await page.addInitScript(installProbe);
  const html = readFileSync(path.join(hostsDir, `${host}.html`), 'utf8');
  await page.route(
    (url) => url.pathname === '/portal' || url.pathname.startsWith('/portal/'),
    (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.route('**/host-libs/*', (route) => {
    const library = LIBRARIES[new URL(route.request().url()).pathname.split('/').pop() ?? ''];
    return library
      ? route.fulfill({ contentType: library.type, body: readFileSync(path.join(root, library.file)) })
      : route.fulfill({ status: 404 });
  });
}

/**
 * What must stay empty: requests that failed or were refused, errors thrown in the page or logged. An
 * API call the console itself aborts is not a failure: unmounting ends its session's calls in flight
 * (the polling of counts and messages, say).
 */
function watchProblems(page: Page) {
  const problems = {
    failedRequests: [] as string[],
    pageErrors: [] as string[],
    consoleErrors: [] as string[],
  };
  page.on('requestfailed', (request) => {
    const errorText = request.failure()?.errorText;
    const cancelledCall = request.resourceType() === 'xhr' && errorText === 'net::ERR_ABORTED';
    if (!cancelledCall) problems.failedRequests.push(`${request.url()} ${errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.failedRequests.push(`${response.url()} ${response.status()}`);
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  return problems;
}

const panel = (page: Page) => page.locator('#console-panel');
const consoleNavigation = (page: Page) => panel(page).getByRole('navigation', { name: '主导航' });
const hostLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '门户导航' }).getByRole('link', { name });
const hostErrors = (page: Page) => page.getByRole('list', { name: '宿主收到的错误' });

/** The console's element fills the panel's inside (within a pixel), whatever wrapper the framework put between. */
async function expectFillsPanel(page: Page): Promise<void> {
  const inside = await panel(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      x: box.x + element.clientLeft,
      y: box.y + element.clientTop,
      width: element.clientWidth,
      height: element.clientHeight,
    };
  });
  const box = await panel(page).locator('.atrium-console').boundingBox();
  expect(box).not.toBeNull();
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs((box?.[key] ?? 0) - inside[key]), key).toBeLessThanOrEqual(1);
}

async function expectSettingsPage(page: Page): Promise<void> {
  await consoleNavigation(page).getByRole('link', { name: '设置' }).click();
  await expect(page).toHaveURL(/\/portal\/console\/PC_PARK_INFORMATION$/);
  await expect(panel(page).locator('.atrium-ant-descriptions')).toContainText('星河科技园');
}

test.describe('真实的微前端框架（qiankun、single-spa）挂载管理端', () => {
  for (const host of HOSTS) {
    test(`${host.title}：挂载、在 basename 下导航、铺满面板、离开即卸载、回来再挂载`, async ({ page }) => {
      test.setTimeout(60_000);
      const problems = watchProblems(page);
      await serveHost(page, host.page);

      await page.goto('/portal/console');
      await expect(page.locator('#host-status')).toHaveText('宿主已登录');
      await expect(page).toHaveURL(/\/portal\/console\/dashboard$/);
      await expect(consoleNavigation(page).getByRole('link', { name: '设置' })).toBeVisible();
      await expect(panel(page).getByRole('button', { name: /^用户菜单：张伟/ })).toBeVisible();
      await expectFillsPanel(page);

      // Its routes live under the host's basename.
      await expectSettingsPage(page);
      await expectFillsPanel(page);
      await saveScreenshot(page, `host-${host.page}`);

      // The host leaves the console's route: the framework unmounts it, and nothing stays in the panel.
      await hostLink(page, '门户首页').click();
      await expect(page).toHaveURL(/\/portal$/);
      await expect(panel(page).locator('*')).toHaveCount(0);

      // And comes back: mounted again, at its start page, working.
      await hostLink(page, '管理端').click();
      await expect(page).toHaveURL(/\/portal\/console\/dashboard$/);
      await expect(consoleNavigation(page).getByRole('link', { name: '设置' })).toBeVisible();
      await expectFillsPanel(page);
      await expectSettingsPage(page);

      const probe = await page.evaluate(() => window.__hostProbe);
      expect(probe.loginShown).toBe(false);
      expect(probe.urls.filter((url) => url.includes('/login'))).toEqual([]);
      await expect(hostErrors(page).getByRole('listitem')).toHaveCount(0);
      expect(problems).toEqual({ failedRequests: [], pageErrors: [], consoleErrors: [] });
    });
  }

  for (const host of [HOSTS[2], HOSTS[0]]) {
    test(`${host.title}：管理端的代码未能加载时，挂载被拒绝、宿主收到明确的错误，不留下管理端，也不出现登录页`, async ({
      page,
    }) => {
      await serveHost(page, host.page);
      // The HTTP client's chunk, which the console needs before its shell can show.
      await page.route('**/embed/http.*.js', (route) => route.fulfill({ status: 404 }));

      await page.goto('/portal/console');
      await expect(hostErrors(page)).toContainText('atriumConsole.mount：管理端的代码未能加载');
      await expect(hostErrors(page)).toContainText('/embed/http.');
      // Nothing of the console stays (single-spa's panel is empty; qiankun keeps its own wrapper).
      await expect(panel(page).locator('.atrium-console')).toHaveCount(0);
      if (host.page === 'single-spa') await expect(panel(page).locator('*')).toHaveCount(0);
      await expect(page).toHaveURL(/\/portal\/console$/);
      const probe = await page.evaluate(() => window.__hostProbe);
      expect(probe.loginShown).toBe(false);
      expect(probe.urls.filter((url) => url.includes('/login'))).toEqual([]);
    });
  }

  test('qiankun（HTML 入口）：挂载后某个页面的代码未能加载，宿主的 onError 收到，页面显示出错，会话照旧', async ({
    page,
  }) => {
    await serveHost(page, 'qiankun-html-entry');
    await page.route('**/embed/plugin-settings.*.js', (route) => route.fulfill({ status: 404 }));

    await page.goto('/portal/console');
    await expect(page).toHaveURL(/\/portal\/console\/dashboard$/);
    await consoleNavigation(page).getByRole('link', { name: '设置' }).click();
    await expect(page).toHaveURL(/\/portal\/console\/PC_PARK_INFORMATION$/);
    await expect(panel(page).getByText('页面出错了')).toBeVisible();
    await expect(hostErrors(page)).toContainText('/embed/plugin-settings.');
    // Still signed in, in its shell: the failure was the view's, not the session's.
    await expect(panel(page).getByRole('button', { name: /^用户菜单：张伟/ })).toBeVisible();
    await expect(page.locator('#host-status')).toHaveText('宿主已登录');
    expect((await page.evaluate(() => window.__hostProbe)).loginShown).toBe(false);
  });

  test('<script> 载入、挂载时给出 publicPath：代码块都从那个目录载入', async ({ page }) => {
    const problems = watchProblems(page);
    await serveHost(page, 'script-tag');
    // The same build under another folder, as a CDN would serve it.
    await page.route('**/mirror/embed/*', (route) => {
      const file = path.basename(new URL(route.request().url()).pathname);
      return route.fulfill({
        contentType: 'text/javascript',
        body: readFileSync(path.join(root, 'dist', 'embed', file)),
      });
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    await page.goto('/portal');
    await expect(page).toHaveURL(/\/portal\/console\/dashboard$/);
    await expectSettingsPage(page);
    await expectFillsPanel(page);
    const chunks = scripts.filter(
      (script) => script.includes('/embed/') && !script.endsWith('/atrium-console.js'),
    );
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.filter((chunk) => !chunk.startsWith('/mirror/embed/'))).toEqual([]);
    await expect(hostErrors(page).getByRole('listitem')).toHaveCount(0);
    expect(problems).toEqual({ failedRequests: [], pageErrors: [], consoleErrors: [] });
  });
});
