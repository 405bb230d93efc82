import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './support/console';

const bar = (page: Page) => page.getByRole('navigation', { name: '标签页' });
/** The shown tab: the link marked current, with its close button beside it. */
const activeTab = (page: Page) => bar(page).locator('[aria-current="page"]').locator('..');

/** Whether `inner` lies wholly within `outer` on screen (a pixel of rounding allowed). */
async function liesWithin(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!a || !b) return false;
  return a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1;
}

/** Fifteen pages: the admin's menus, then members' pages (a tab per member, known or not). */
const PAGES = [
  '/PC_PARK_INFORMATION',
  '/PC_ORG_MANAGEMENT',
  '/PC_STAFF_MANAGEMENT',
  '/notice/noticeList',
  '/notice/noticeManage',
  ...Array.from({ length: 10 }, (_, index) => `/childsPage/staffDetail?uniqueId=e2e-tab-${index + 1}`),
];

test.describe('标签栏', () => {
  test('标签页溢出时显示滚动箭头，当前标签页总在可见范围内，滚轮可横向滚动', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/login');
    await signInAsAdmin(page);
    for (const [index, path] of PAGES.entries()) {
      await page.goto(path);
      // 工作台 and the pages so far, each in a tab of its own.
      await expect(bar(page).getByRole('link')).toHaveCount(index + 2);
    }
    await expect(bar(page).getByRole('link')).toHaveCount(PAGES.length + 1);
    const left = page.getByRole('button', { name: '向左滚动' });
    const right = page.getByRole('button', { name: '向右滚动' });
    await expect(left).toBeVisible();
    await expect(right).toBeVisible();
    // The last page opened is the shown tab, at the far right: scrolled to it.
    await expect.poll(() => liesWithin(activeTab(page), bar(page))).toBe(true);
    await expect(right).toBeDisabled();

    // A tab far to the left, out of view, shown again: the bar scrolls back to it.
    const orgTab = bar(page).locator('[data-key="/PC_ORG_MANAGEMENT"]');
    expect(await liesWithin(orgTab, bar(page))).toBe(false);
    await orgTab.getByRole('link').evaluate((link) => (link as HTMLElement).click());
    await expect(page).toHaveURL(/\/PC_ORG_MANAGEMENT$/);
    await expect.poll(() => liesWithin(orgTab, bar(page))).toBe(true);

    // The arrows and the wheel scroll the bar.
    const scrollLeft = () => bar(page).evaluate((node) => node.scrollLeft);
    const before = await scrollLeft();
    await right.click();
    await expect.poll(scrollLeft).toBeGreaterThan(before);
    const afterArrow = await scrollLeft();
    await bar(page).hover();
    await page.mouse.wheel(0, -200);
    await expect.poll(scrollLeft).toBeLessThan(afterArrow);
  });

  test('关闭有未保存输入的发布通知标签页先询问：留下则保留，离开则关闭', async ({ page }) => {
    await page.goto('/notice/noticePublish');
    await signInAsAdmin(page);
    const title = page.getByLabel('通知标题');
    await title.fill('停水通知');
    const publishTab = bar(page).locator('[data-key="/notice/noticePublish"]');
    await publishTab.getByRole('button', { name: '关闭' }).click();

    const question = page.getByRole('dialog').filter({ hasText: '有未保存的修改，确定离开吗？' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: '留下' }).click();
    await expect(question).toBeHidden();
    await expect(publishTab).toBeVisible();
    await expect(title).toHaveValue('停水通知');

    await publishTab.getByRole('button', { name: '关闭' }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: '离开' }).click();
    await expect(publishTab).toHaveCount(0);
    await expect(page).not.toHaveURL(/noticePublish/);
  });
});
