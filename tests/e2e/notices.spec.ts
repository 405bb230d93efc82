import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible, saveScreenshot, signIn, signInAsAdmin } from './support/console';

/** A second browser context: another person at another machine, its timers under the test's control. */
async function asAnotherPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/login');
  return page;
}

/** The navbar's 消息 button, named after the unread count ("消息，3 条未读"). */
const bell = (page: Page) => page.getByRole('button', { name: /^消息(，\d+ 条未读)?$/ });
/** A choice of the read-state filter (antd button radios: the label is what a person clicks). */
const readFilter = (page: Page, name: string) =>
  page.locator('label.ant-radio-button-wrapper').filter({ hasText: new RegExp(`^${name}$`) });
const expectUnread = (page: Page, count: number) =>
  expect(bell(page)).toHaveAccessibleName(count > 0 ? `消息，${count} 条未读` : '消息');

test.describe('消息与通知', () => {
  test('管理员向运营部发布通知：部门成员看到角标并打开，角标随即减少；部门外成员看不到', async ({
    page,
    browser,
  }) => {
    // Three people, each signing in, and a minute of polling skipped on one clock.
    test.setTimeout(120_000);
    const title = `运营部周会通知${String(Date.now()).slice(-4)}`;

    // 李娜 (运营部) is signed in before the notice exists: the 60 s polling brings it to her badge.
    const member = await asAnotherPerson(browser);
    await signIn(member, '13800000002');
    await expect(member).toHaveURL(/\/dashboard$/);
    await expectUnread(member, 2);

    await page.goto('/login');
    await signInAsAdmin(page);
    await page.goto('/notice/noticeManage');
    await expect(page.getByRole('table')).toContainText('关于开展园区春季消防安全演练的通知');
    await page.getByRole('button', { name: '发布通知' }).click();
    await expect(page).toHaveURL(/\/notice\/noticePublish$/);
    await page.getByLabel('通知标题').fill(title);
    await page.getByRole('radio', { name: '指定部门' }).check();
    await page.getByRole('combobox', { name: /接收部门/ }).click();
    await page.locator('.ant-select-tree-title', { hasText: '运营部' }).click();
    await page.keyboard.press('Escape');
    const editor = page.getByRole('textbox', { name: '通知正文' });
    await editor.click();
    await page.keyboard.type('本周五 10:00 在 2 号会议室召开运营部周会。');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('请准时参加');
    await saveScreenshot(page, 'notice-publish');
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确定|发布/ })
      .last()
      .click();
    // Published: back to 通知管理, the toast said as it left. (A refusal keeps the form with its reason
    // above it: the failure's page snapshot then shows why.)
    await expect(page).toHaveURL(/\/notice\/noticeManage$/);
    await expect(page.getByText(/通知已发布，共 \d+ 人接收/)).toBeVisible();
    await expect(page.getByRole('table')).toContainText(title);
    await saveScreenshot(page, 'notice-management');

    // A minute later 李娜's user-info polling has brought the new count.
    await member.clock.fastForward(61_000);
    await expectUnread(member, 3);
    await bell(member).click();
    await expect(member).toHaveURL(/\/notice\/noticeList$/);
    await expect(member.getByText(title)).toBeVisible();
    await saveScreenshot(member, 'notice-list');
    await expectAccessible(member);
    await member.getByText(title).click();
    await expect(member).toHaveURL(/\/notice\?uniqueId=/);
    await expect(member.getByRole('heading', { name: title })).toBeVisible();
    await expect(member.locator('strong', { hasText: '请准时参加' })).toBeVisible();
    // Opened: the badge drops at once, without waiting for the polling.
    await expectUnread(member, 2);
    await saveScreenshot(member, 'notice-detail');
    await member.context().close();

    // 陈刚 (招商部) is outside 运营部: the notice is not among his messages (the demo's, and those other
    // tests' approvals sent him).
    const outsider = await asAnotherPerson(browser);
    await signIn(outsider, '13800000004');
    await expect(outsider).toHaveURL(/\/dashboard$/);
    await bell(outsider).click();
    const inbox = outsider.getByRole('table');
    await expect(inbox.getByText('关于开展园区春季消防安全演练的通知')).toBeVisible();
    await expect(inbox.getByText(title)).toHaveCount(0);
    await outsider.context().close();
  });

  test('消息列表按类型与已读状态筛选，全部标为已读后角标清零', async ({ page }) => {
    await page.goto('/login');
    await signInAsAdmin(page);
    await expect(page.getByText('最新通知')).toBeVisible();
    await page.goto('/notice/noticeList');
    await expect(page.getByText('李娜提交的「会议室预约」待您审批')).toBeVisible();
    await page.getByRole('menuitem', { name: /审批消息/ }).click();
    await expect(page.getByText('李娜提交的「会议室预约」待您审批')).toBeVisible();
    await expect(page.getByText('3 号楼电梯维保通知')).toHaveCount(0);
    await page.getByRole('menuitem', { name: /全部消息/ }).click();
    await expect(page.getByText('3 号楼电梯维保通知')).toBeVisible();
    await readFilter(page, '未读').click();
    await expect(page.getByRole('table')).toContainText('3 号楼电梯维保通知');

    // 全部已读 asks first, then empties the unread view and the badge at once.
    await page.getByRole('button', { name: /全部已读/ }).click();
    await expect(page.getByRole('tooltip')).toContainText('条未读消息全部标为已读');
    await page.getByRole('tooltip').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('没有符合条件的消息')).toBeVisible();
    await expectUnread(page, 0);
    await readFilter(page, '已读').click();
    await expect(page.getByRole('table')).toContainText('3 号楼电梯维保通知');
  });
});
