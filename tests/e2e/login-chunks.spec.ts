import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { saveScreenshot, signInAsAdmin } from './support/console';

/**
 * What /login may download, gzip JS: issue 17's budget is 230 KiB. Leaving out what the page never shows
 * (antd's tooltip with its trigger, Input's extras, dayjs) brought it from 273.4 to 251.7 KiB, and writing
 * the sign-in forms without antd's Form (its engine, validator and grid: core/pages/login/login-form.ts)
 * and loading antd's Alert with the first call whose answer it shows, to 221.6 KiB; this holds that
 * figure with a small margin: what grows it more is to be looked at. What is left is the framework
 * (react-dom, react-router's data router, inversify, mobx: 127 KiB), antd's input, button, segmented,
 * spin and theme, and core with the areas' registrations (27 KiB). The entry's module factories in
 * parentheses (eager compilation, core/prerender/compile-hints.ts) add 0.1 KiB: 222.4 KiB.
 * Issue 32 adds 2.4 KiB to the entry (224.8 KiB): the composition root's registrations of three more
 * areas (park, contract, billing) with their placements, and the page-slot index every plugin's fills
 * go through. Still under issue 17's budget; the limit holds it with the same small margin.
 * Issues 33 and 34 add 1.3 KiB (226.1 KiB): park's registration now that it has views (its API
 * service and module, its views' loaders, the manifest's new codes), the rule by which routes share a
 * tab (`tabOf`), and the stores sharing a load under way. The pages themselves are chunks of their own.
 * Issue 34's console adds 2.1 KiB (228.2 KiB): the park manifest's fifteen new codes and views (园区概览,
 * 企业管理's pages, 入驻申请's, 新增/编辑楼宇), its two more API services, corpDetail's page slot and its
 * fill of 审批详情. The next registration must take something out before it adds.
 */
const LOGIN_JS_LIMIT_KIB = 229;

/** Text only the libraries of other pages' chunks carry (their chunks have no telling names). */
const NOT_ON_THIS_PAGE = {
  'drag-and-drop (@dnd-kit)': 'To pick up a draggable item',
  'rich text (tiptap / ProseMirror)': 'ProseMirror',
  'dates (dayjs, the date pickers)': 'YYYY-MM-DDTHH:mm:ssZ',
  "tables (antd's Table)": 'showSorterTooltip',
};

test.describe('登录页的脚本', () => {
  test('冷启动打开 /login 时请求的脚本（gzip）在预算之内，且不含拖拽、日期与表格代码', async ({ page }) => {
    const scripts: Promise<{ file: string; raw: number; gzip: number; text: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then((body) => ({
          file: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body).length,
          text: body.toString('utf8'),
        })),
      );
    });

    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-console-ready', 'true');
    await expect(page.getByLabel('手机号')).toBeVisible();
    await page.waitForLoadState('networkidle');

    const chunks = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
    const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    const report = [
      ...chunks.map((chunk) => `${chunk.file}  ${kib(chunk.gzip)} gzip (${kib(chunk.raw)} raw)`),
      `total ${chunks.length} files, ${kib(total)} gzip (limit ${LOGIN_JS_LIMIT_KIB} KiB; issue 17's budget 230 KiB)`,
    ].join('\n');
    console.log(`/login JS:\n${report}`);
    test.info().annotations.push({ type: '/login JS gzip', description: kib(total) });
    await test.info().attach('login-chunks.txt', { body: report, contentType: 'text/plain' });

    expect(chunks.length).toBeGreaterThan(0);
    const strays = Object.entries(NOT_ON_THIS_PAGE)
      .filter(([, marker]) => chunks.some((chunk) => chunk.text.includes(marker)))
      .map(([library]) => library);
    expect(strays).toEqual([]);
    expect(total).toBeLessThanOrEqual(LOGIN_JS_LIMIT_KIB * 1024);
  });

  test('登录后不离开登录页打开员工管理：表格、分页与部门树带着 antd 的样式（登录页生成的只是它自己的组件的样式）', async ({
    page,
  }) => {
    await page.goto('/login');
    // login.html: antd generates the sign-in page's styles; the prebuilt sheets wait, unapplied.
    const deferred = page.locator('link[data-antd-styles-deferred]');
    await expect(deferred).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('data-console-ready', 'true');
    await signInAsAdmin(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    // Into 设置 and 员工管理 by the menu, in the same document.
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '设置' }).click();
    await page.getByRole('menuitem', { name: '员工管理' }).click();
    await expect(page).toHaveURL(/\/PC_STAFF_MANAGEMENT$/);
    await expect(page.getByRole('cell', { name: '13800000001' })).toBeVisible();
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await expect(deferred).toHaveAttribute('rel', 'stylesheet');

    // The rules antd's own generators would have written: the header's fill and weight, the current
    // page's border in the theme colour, the selected department's fill.
    const style = (selector: string, property: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((node, name) => getComputedStyle(node).getPropertyValue(name), property);
    expect(await style('.ant-table-thead > tr > th', 'background-color')).not.toMatch(
      /rgba\(0, 0, 0, 0\)|transparent/,
    );
    expect(await style('.ant-table-thead > tr > th', 'font-weight')).toBe('600');
    expect(await style('.ant-pagination-item-active', 'border-top-style')).toBe('solid');
    expect(await style('.ant-tree', 'font-size')).toBe('14px');
    expect(await style('.ant-tree-treenode', 'display')).toBe('flex');
    await saveScreenshot(page, 'staff-after-sign-in');
  });
});
