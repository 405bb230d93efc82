import { expect, type Page, type Request, test } from '@playwright/test';
import { saveScreenshot } from './support/console';

/**
 * The console as a micro-frontend in the demo host (/host-demo): mounted with the host's token and
 * resources, navigated, unmounted with nothing left behind, mounted again; the host's page unchanged.
 */

/** What the page holds that the console could leave behind or change, counted by the probe below. */
interface Snapshot {
  /** Live listeners on window, document, <html> and <body>: "target:type:capture". */
  listeners: string[];
  intervals: number;
  /** Timeouts set and neither fired nor cleared yet, and where they were set. */
  timeouts: number;
  pendingTimeouts: string[];
  /** <style>, <link> and <script> elements in <head>. */
  headNodes: number;
  /** Elements in <body> outside the console's panel. */
  bodyNodesOutsidePanel: number;
  /** Computed styles of the host's own elements. */
  hostStyles: Record<string, Record<string, string>>;
  htmlAttributes: string;
  title: string;
  localStorageKeys: string[];
  sessionStorageKeys: string[];
  /** Whether the console's login page was ever in the document, and every URL the page pushed. */
  loginShown: boolean;
  urls: string[];
}

declare global {
  interface Window {
    __probe: { snapshot(): Snapshot };
  }
}

/** Installed before any script of the page: wraps listeners and timers, and watches for the login page. */
function installProbe() {
  const tracked = () => [window, document, document.documentElement, document.body];
  const names = ['window', 'document', 'html', 'body'];
  const listeners: { target: EventTarget; type: string; listener: unknown; capture: boolean }[] = [];
  const captureOf = (options: unknown) =>
    typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean } | undefined)?.capture);
  const find = (target: EventTarget, type: string, listener: unknown, capture: boolean) =>
    listeners.findIndex(
      (entry) =>
        entry.target === target &&
        entry.type === type &&
        entry.listener === listener &&
        entry.capture === capture,
    );
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (this: EventTarget, type, listener, options) {
    if (listener && tracked().includes(this as never)) {
      const capture = captureOf(options);
      if (find(this, type, listener, capture) < 0) {
        listeners.push({ target: this, type, listener, capture });
        const signal = (options as AddEventListenerOptions | undefined)?.signal;
        signal?.addEventListener('abort', () => {
          const index = find(this, type, listener, capture);
          if (index >= 0) listeners.splice(index, 1);
        });
      }
    }
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (this: EventTarget, type, listener, options) {
    const index = find(this, type, listener, captureOf(options));
    if (index >= 0) listeners.splice(index, 1);
    return remove.call(this, type, listener, options);
  };

  const intervals = new Set<number>();
  const timeouts = new Map<number, string>();
  const nativeSetInterval = window.setInterval.bind(window);
  const nativeSetTimeout = window.setTimeout.bind(window);
  const nativeClearInterval = window.clearInterval.bind(window);
  const nativeClearTimeout = window.clearTimeout.bind(window);
  window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = nativeSetInterval(handler, ms, ...args);
    intervals.add(id);
    return id;
  }) as typeof window.setInterval;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id: number = nativeSetTimeout(
      (...callArgs: unknown[]) => {
        timeouts.delete(id);
        if (typeof handler === 'function') handler(...callArgs);
      },
      ms,
      ...args,
    );
    timeouts.set(id, `${ms ?? 0} ms ${new Error().stack?.split('\n').slice(2, 6).join(' | ')}`);
    return id;
  }) as typeof window.setTimeout;
  // The two share their ids (HTML): either clears either.
  const forget = (id: unknown) => {
    intervals.delete(id as number);
    timeouts.delete(id as number);
  };
  window.clearInterval = ((id?: number) => {
    forget(id);
    nativeClearInterval(id);
  }) as typeof window.clearInterval;
  window.clearTimeout = ((id?: number) => {
    forget(id);
    nativeClearTimeout(id);
  }) as typeof window.clearTimeout;

  const urls: string[] = [];
  for (const method of ['pushState', 'replaceState'] as const) {
    const native = history[method].bind(history);
    history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
      if (url) urls.push(String(url));
      native(data, unused, url);
    };
  }
  let loginShown = false;
  new MutationObserver(() => {
    if (document.querySelector('.atrium-login')) loginShown = true;
  }).observe(document, { childList: true, subtree: true });

  const hostElements: Record<string, string> = {
    body: 'body',
    title: '.host-title',
    link: '.host-nav a',
    notice: '.host-notice p',
    button: '#host-sign-out',
    heading: '.host-nav__title',
  };
  const properties = [
    'color',
    'background-color',
    'font-family',
    'font-size',
    'font-weight',
    'line-height',
    'letter-spacing',
    'margin',
    'padding',
    'border',
    'text-decoration',
    'box-sizing',
    'display',
    'cursor',
  ];
  window.__probe = {
    snapshot: () => {
      const panel = document.getElementById('console-panel');
      const hostStyles: Record<string, Record<string, string>> = {};
      for (const [name, selector] of Object.entries(hostElements)) {
        const element = document.querySelector(selector);
        if (!element) continue;
        const style = getComputedStyle(element);
        hostStyles[name] = Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]));
      }
      return {
        listeners: listeners
          .map((entry) => `${names[tracked().indexOf(entry.target as never)]}:${entry.type}:${entry.capture}`)
          .sort(),
        intervals: intervals.size,
        timeouts: timeouts.size,
        pendingTimeouts: [...timeouts.values()],
        headNodes: document.head.querySelectorAll('style, link, script').length,
        bodyNodesOutsidePanel: [...document.body.querySelectorAll('*')].filter(
          (element) => !panel?.contains(element) || element === panel,
        ).length,
        hostStyles,
        htmlAttributes: [...document.documentElement.attributes].map((a) => `${a.name}=${a.value}`).join(' '),
        title: document.title,
        localStorageKeys: Object.keys(localStorage).sort(),
        sessionStorageKeys: Object.keys(sessionStorage).sort(),
        loginShown,
        urls: [...urls],
      };
    },
  };
}

const snapshot = (page: Page) => page.evaluate(() => window.__probe.snapshot());
const panel = (page: Page) => page.locator('#console-panel');
const consoleNavigation = (page: Page) => panel(page).getByRole('navigation', { name: '主导航' });

/**
 * Listeners libraries add once per page, when their module first loads, and never remove: React's
 * `selectionchange` on the document (one per document, whatever the number of roots), antd's Modal
 * module's click on <html> (where a dialog opened from) and axios's `message` on window (its
 * setImmediate stand-in). None grows with mounts: the second round below checks that.
 */
const ONCE_PER_PAGE = ['document:selectionchange:false', 'html:click:true', 'window:message:false'];

function added(after: string[], before: string[]): string[] {
  const rest = [...before];
  return after.filter((entry) => {
    const index = rest.indexOf(entry);
    if (index < 0) return true;
    rest.splice(index, 1);
    return false;
  });
}

async function openHost(page: Page): Promise<Snapshot> {
  await page.addInitScript(installProbe);
  await page.goto('/host-demo');
  await expect(page.getByRole('heading', { name: '登录宿主' })).toBeVisible();
  await page.waitForFunction(() => 'atriumConsole' in window);
  return snapshot(page);
}

async function signInOnHost(page: Page): Promise<void> {
  // The form is filled with the demo admin (13800000001 / Atrium@2026).
  await page.getByRole('button', { name: '登录并挂载' }).click();
  await expect(page).toHaveURL(/\/host-demo\/console\/dashboard$/);
  await expect(consoleNavigation(page).getByRole('link', { name: '设置' })).toBeVisible();
}

/** Waits until the timers and nodes the console had are gone, then takes the page's snapshot. */
async function settledAfterUnmount(page: Page, baseline: Snapshot): Promise<Snapshot> {
  await expect(panel(page).locator('*')).toHaveCount(0);
  await expect
    .poll(async () => {
      const now = await snapshot(page);
      return { intervals: now.intervals, timeouts: now.pendingTimeouts };
    })
    .toEqual({ intervals: baseline.intervals, timeouts: baseline.pendingTimeouts });
  return snapshot(page);
}

test.describe('嵌入宿主（微前端）', () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test('宿主挂载管理端、在其中导航、卸载后不留痕迹，再次挂载照常工作', async ({ page }) => {
    test.setTimeout(60_000);
    const consoleRequests: Request[] = [];
    const resourceRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'xhr') consoleRequests.push(request);
      if (request.url().endsWith('/enterprise/v1/session/resource/detail')) resourceRequests.push(request);
    });
    const baseline = await openHost(page);

    await signInOnHost(page);
    const panelBox = await panel(page).boundingBox();
    // The console's own element fills the panel the host gave it.
    const consoleBox = await panel(page).locator('.atrium-console').boundingBox();
    expect(consoleBox).not.toBeNull();
    expect(Math.abs((consoleBox?.height ?? 0) - ((panelBox?.height ?? 0) - 4))).toBeLessThanOrEqual(1);
    await expect(panel(page).getByRole('button', { name: /^用户菜单：张伟/ })).toBeVisible();

    // While mounted the host's page is as it was: styles, <html>, title, storage.
    const mountedSnapshot = await snapshot(page);
    expect(mountedSnapshot.hostStyles).toEqual(baseline.hostStyles);
    expect(mountedSnapshot.htmlAttributes).toBe(baseline.htmlAttributes);
    expect(mountedSnapshot.title).toBe(baseline.title);
    expect(mountedSnapshot.headNodes).toBe(baseline.headNodes);
    expect(mountedSnapshot.localStorageKeys).toEqual(baseline.localStorageKeys);
    expect(mountedSnapshot.sessionStorageKeys).toEqual(['host-demo.session']);
    // The 60 s user-info polling runs while mounted.
    expect(mountedSnapshot.intervals).toBeGreaterThan(baseline.intervals);

    // Navigating inside the console: its routes live under the host's basename.
    await consoleNavigation(page).getByRole('link', { name: '设置' }).click();
    await expect(page).toHaveURL(/\/host-demo\/console\/PC_PARK_INFORMATION$/);
    await expect(panel(page).locator('.atrium-ant-descriptions')).toContainText('星河科技园');
    await panel(page).getByRole('button', { name: /^消息/ }).click();
    await expect(page).toHaveURL(/\/host-demo\/console\/notice\/noticeList$/);
    await expect(panel(page).getByRole('table')).toContainText('消防');
    await saveScreenshot(page, 'host-demo');
    // A popup opens inside the console's element, not in the host's <body>.
    await panel(page)
      .getByRole('button', { name: /^用户菜单：/ })
      .click();
    await expect(panel(page).getByRole('menuitem', { name: '退出登录' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeHidden();

    // The host gave the resources: the console fetched the user, never the resource tree.
    expect(resourceRequests.map((request) => request.resourceType())).toEqual(['fetch']);
    expect(consoleRequests.some((request) => request.url().endsWith('/session/user/detail'))).toBe(true);

    await page.getByRole('button', { name: '卸载', exact: true }).click();
    await expect(page).toHaveURL(/\/host-demo$/);
    const afterFirst = await settledAfterUnmount(page, baseline);
    expect(afterFirst.loginShown).toBe(false);
    expect(afterFirst.urls.filter((url) => url.includes('/login'))).toEqual([]);
    expect(afterFirst.urls.every((url) => url === '/host-demo' || url.startsWith('/host-demo/console'))).toBe(
      true,
    );
    expect(afterFirst.intervals).toBe(baseline.intervals);
    expect(afterFirst.timeouts).toBe(baseline.timeouts);
    expect(afterFirst.headNodes).toBe(baseline.headNodes);
    expect(afterFirst.bodyNodesOutsidePanel).toBe(baseline.bodyNodesOutsidePanel);
    expect(afterFirst.hostStyles).toEqual(baseline.hostStyles);
    expect(afterFirst.htmlAttributes).toBe(baseline.htmlAttributes);
    expect(afterFirst.title).toBe(baseline.title);
    expect(afterFirst.localStorageKeys).toEqual(baseline.localStorageKeys);
    expect(added(afterFirst.listeners, baseline.listeners).filter((l) => !ONCE_PER_PAGE.includes(l))).toEqual(
      [],
    );
    test.info().annotations.push({
      type: 'counts',
      description: JSON.stringify({
        baseline: {
          listeners: baseline.listeners.length,
          intervals: baseline.intervals,
          timeouts: baseline.timeouts,
        },
        mounted: {
          listeners: mountedSnapshot.listeners.length,
          intervals: mountedSnapshot.intervals,
          timeouts: mountedSnapshot.timeouts,
        },
        unmounted: {
          listeners: afterFirst.listeners.length,
          intervals: afterFirst.intervals,
          timeouts: afterFirst.timeouts,
          added: added(afterFirst.listeners, baseline.listeners),
        },
      }),
    });

    // Mounting again works, and a second round leaves exactly what the first did.
    await page.getByRole('button', { name: '挂载', exact: true }).click();
    await expect(page).toHaveURL(/\/host-demo\/console\/dashboard$/);
    await consoleNavigation(page).getByRole('link', { name: '设置' }).click();
    await expect(page).toHaveURL(/\/host-demo\/console\/PC_PARK_INFORMATION$/);
    await expect(panel(page).locator('.atrium-ant-descriptions')).toContainText('星河科技园');
    expect(resourceRequests.map((request) => request.resourceType())).toEqual(['fetch', 'fetch']);
    await page.getByRole('button', { name: '卸载', exact: true }).click();
    const afterSecond = await settledAfterUnmount(page, baseline);
    expect(afterSecond.listeners).toEqual(afterFirst.listeners);
    expect(afterSecond.headNodes).toBe(baseline.headNodes);
    expect(afterSecond.bodyNodesOutsidePanel).toBe(baseline.bodyNodesOutsidePanel);
    expect(afterSecond.hostStyles).toEqual(baseline.hostStyles);
    expect(afterSecond.loginShown).toBe(false);
  });

  test('会话被登出（300000–300002）或在管理端退出登录时，交给宿主的 onLogout', async ({ page, request }) => {
    await openHost(page);
    await signInOnHost(page);

    // The member signs out elsewhere: the token is revoked, and the console's next call is refused.
    const { token } = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('host-demo.session') ?? '{}') as { token: string },
    );
    const logout = await request.post('/enterprise/v1/session/logout', {
      headers: { authorization: token },
      data: {},
    });
    expect((await logout.json()).code).toBe(0);
    await consoleNavigation(page).getByRole('link', { name: '设置' }).click();
    const confirm = panel(page).getByRole('dialog').filter({ hasText: '您已经被登出' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: '重新登录' }).click();
    await expect(page.getByText('已从管理端退出，请重新登录。')).toBeVisible();
    await expect(page).toHaveURL(/\/host-demo$/);
    await expect(panel(page).locator('*')).toHaveCount(0);
    expect((await snapshot(page)).loginShown).toBe(false);

    // 退出登录 in the console's user menu: the host signs in again too.
    await page.getByRole('button', { name: '登录并挂载' }).click();
    await expect(page).toHaveURL(/\/host-demo\/console\/dashboard$/);
    await panel(page)
      .getByRole('button', { name: /^用户菜单：/ })
      .click();
    await panel(page).getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page.getByText('已从管理端退出，请重新登录。')).toBeVisible();
    await expect(panel(page).locator('*')).toHaveCount(0);
    expect((await snapshot(page)).loginShown).toBe(false);
  });

  test('刷新控制台内的地址，宿主页面与管理端照常恢复', async ({ page }) => {
    await openHost(page);
    await signInOnHost(page);
    await consoleNavigation(page).getByRole('link', { name: '设置' }).click();
    await expect(page).toHaveURL(/\/host-demo\/console\/PC_PARK_INFORMATION$/);
    // Every tab links under the host's base path: opened in a new browser tab, it comes back to the host.
    const tabLinks = panel(page).getByRole('navigation', { name: '标签页' }).getByRole('link');
    await expect(tabLinks.last()).toHaveAttribute('href', '/host-demo/console/PC_PARK_INFORMATION');
    const hrefs = await tabLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => !href.startsWith('/host-demo/console/'))).toEqual([]);
    const opened = await page.context().newPage();
    await opened.goto(hrefs.at(-1)!);
    await expect(opened.getByRole('heading', { name: '云桥门户' })).toBeVisible();
    await opened.close();
    await page.reload();
    await expect(page).toHaveURL(/\/host-demo\/console\/PC_PARK_INFORMATION$/);
    await expect(panel(page).locator('.atrium-ant-descriptions')).toContainText('星河科技园');
    await expect(page.getByRole('heading', { name: '云桥门户' })).toBeVisible();
  });
});
