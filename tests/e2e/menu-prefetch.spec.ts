import { expect, type Request, test } from '@playwright/test';
import { signInAsAdmin } from './support/console';

/** A request as the browser timed it: wall-clock milliseconds, like the page's `Date.now()`. */
interface Timed {
  url: string;
  type: string;
  start: number;
  end: number;
}

const CHUNK = /\/assets\/approval-center\.[^/]*\.js$/;
/** The page's own data: the approval area's API. */
const PAGE_DATA = '/enterprise/v1/approval/';
/** What the console's code asks for; the browser's own (the favicon after a navigation) aside. */
const LOADED_BY_CODE = new Set(['script', 'stylesheet', 'xhr', 'fetch']);

function timed(request: Request): Timed {
  const timing = request.timing();
  return {
    url: new URL(request.url()).pathname,
    type: request.resourceType(),
    start: timing.startTime,
    end: timing.startTime + timing.responseEnd,
  };
}

test.describe('菜单预取', () => {
  test('指向「审批」即加载审批中心的代码；点击后只等页面自己的数据', async ({ page }) => {
    test.setTimeout(120_000);
    const requested: Request[] = [];
    const finished: Timed[] = [];
    page.on('request', (request) => requested.push(request));
    page.on('requestfinished', (request) => finished.push(timed(request)));

    await page.goto('/login');
    await signInAsAdmin(page);
    await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible({ timeout: 60_000 });
    const area = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '审批' });
    await expect(area).toBeVisible();
    // Rendering the menu loads nothing of the page it leads to.
    expect(requested.filter((request) => CHUNK.test(request.url()))).toEqual([]);

    // Pointing at 审批 starts loading 审批中心's code; the click waits for it to be here.
    const chunkLoaded = page.waitForResponse((response) => CHUNK.test(response.url()), { timeout: 60_000 });
    await area.hover();
    await chunkLoaded;

    await page.evaluate(() => {
      const marks = window as unknown as { clickedAt?: number; shownAt?: number };
      document.addEventListener('click', () => (marks.clickedAt = Date.now()), { capture: true, once: true });
      // The content: a template to start, a card that shows only once the page's data has answered.
      const observer = new MutationObserver(() => {
        const cards = document.querySelectorAll('main button');
        if ([...cards].some((card) => card.textContent?.includes('报销'))) {
          marks.shownAt = Date.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await area.click();
    await expect(page.getByRole('button', { name: /报销/ })).toBeVisible({ timeout: 60_000 });
    const { clickedAt, shownAt } = await page.evaluate(() => {
      const marks = window as unknown as { clickedAt: number; shownAt: number };
      return { clickedAt: marks.clickedAt, shownAt: marks.shownAt };
    });

    const afterClick = finished.filter(
      (request) => LOADED_BY_CODE.has(request.type) && request.start >= clickedAt && request.start <= shownAt,
    );
    // No code is fetched after the click: the page's chunk was loaded once, before it.
    expect(
      afterClick.filter((request) => request.type === 'script' || request.type === 'stylesheet'),
    ).toEqual([]);
    expect(requested.filter((request) => CHUNK.test(request.url()))).toHaveLength(1);
    // The page's data is asked after the click (what the one round trip is) …
    expect(afterClick.filter((request) => request.url.startsWith(PAGE_DATA)).length).toBeGreaterThan(0);
    // … and nothing waits on another request made after the click, but the page's own data.
    const chained = afterClick.filter(
      (later) =>
        !later.url.startsWith(PAGE_DATA) &&
        afterClick.some((earlier) => earlier !== later && earlier.end <= later.start),
    );
    expect(chained).toEqual([]);
    const data = afterClick.filter((request) => request.url.startsWith(PAGE_DATA));
    test.info().annotations.push({
      type: 'after the click',
      description: `content ${shownAt - clickedAt} ms; data asked at ${data.map((request) => `${Math.round(request.start - clickedAt)}–${Math.round(request.end - clickedAt)} ms ${request.url}`).join(', ')}`,
    });
  });
});
