import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { Workbook } from 'exceljs';
import { saveScreenshot, signIn, signInAsAdmin } from './support/console';

/**
 * The story of issue 18, through the pages alone: 陈刚 asks for two 报销 — 800 元 (his head 赵敏
 * decides) and 5 000 元 (赵敏, then the general manager 孙强). 赵敏 approves the first and sends the
 * second back; 陈刚 changes it and resubmits; 赵敏 approves, 孙强 rejects. 陈刚 follows both in 我发起的
 * and in 消息; the administrator finds both in 审批数据管理 and exports them.
 */

const CHEN = '13800000004';
const ZHAO = '13800000005';
const SUN = '13800000006';

async function asPerson(browser: Browser, telephone: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  if (telephone === 'admin') await signInAsAdmin(page);
  else {
    await signIn(page, telephone);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  return page;
}

/** Fills and submits 报销; answers the new approval's 审批编号, read on the detail page it opens. */
async function startExpense(page: Page, yuan: string, detail: string, screenshot?: string): Promise<string> {
  await page.goto('/PC_APPROVAL_CENTER');
  await page.getByRole('button', { name: /报销/ }).click();
  await expect(page.getByRole('heading', { name: '发起「报销」' })).toBeVisible();
  await page.getByLabel('报销金额').fill(yuan);
  await page.getByLabel('报销类别').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('差旅费').click();
  await page.getByLabel('发生日期').fill('2026-11-20');
  await page.getByLabel('发生日期').press('Enter');
  await page.getByLabel('费用说明').fill(detail);
  if (screenshot) {
    // Pressing Enter in the date picker asked for the fields still empty then; they are filled now.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await saveScreenshot(page, screenshot);
  }
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/PC_APPROVAL_DETAIL\?uniqueId=/);
  const serial = page
    .getByRole('row')
    .filter({ hasText: '审批编号' })
    .or(page.locator('.ant-descriptions-item', { hasText: '审批编号' }));
  await expect(serial.first()).toContainText(/\d{12}/);
  return (await serial.first().textContent())?.match(/\d{12}/)?.[0] ?? '';
}

/** The row of one approval in a list of 审批中心, found by its 审批编号. */
async function rowIn(page: Page, tab: 'todo' | 'mine', serialNo: string) {
  await page.goto(`/PC_APPROVAL_CENTER?tab=${tab}`);
  await page.getByRole('textbox', { name: '搜索审批' }).fill(serialNo);
  await page.getByRole('textbox', { name: '搜索审批' }).press('Enter');
  const row = page.getByRole('table').getByRole('row').filter({ hasText: serialNo });
  await expect(row).toHaveCount(1);
  return row;
}

/** Opens the approval from its row and takes `action` with `comment` (and a 退回 target). */
async function decide(page: Page, serialNo: string, action: '同意' | '拒绝' | '退回', comment: string) {
  await (await rowIn(page, 'todo', serialNo)).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/PC_APPROVAL_DETAIL\?uniqueId=/);
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${action}审批` });
  if (action === '退回') {
    await dialog.getByLabel('退回到').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('发起人').click();
  }
  await dialog
    .getByRole('textbox', { name: /意见|理由/ })
    .last()
    .fill(comment);
  await dialog.getByRole('button', { name: `确定${action}` }).click();
  await expect(dialog).toBeHidden();
}

/** The titles of the member's inbox, newest first (消息 → 消息列表). */
async function inboxTitles(page: Page): Promise<string> {
  await page.goto('/notice/noticeList');
  const table = page.getByRole('table');
  // A row of data (not the header, nor antd's measuring row while the page is still loading).
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  return (await table.textContent()) ?? '';
}

test.describe('审批：从发起到结果', () => {
  test('陈刚报销 800 元与 5 000 元：审批人在待办与消息中处理，陈刚看到结果，管理员查到并导出', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const tag = String(Date.now()).slice(-6);

    // 陈刚 asks for both.
    const chen = await asPerson(browser, CHEN);
    const small = await startExpense(chen, '800', `打印纸 ${tag}`, 'approval-start-form');
    await saveScreenshot(chen, 'approval-detail-initiator');
    const large = await startExpense(chen, '5000', `参展差旅 ${tag}`);

    // 赵敏 has both waiting, and a 待办 message for each.
    const zhao = await asPerson(browser, ZHAO);
    await zhao.goto('/PC_APPROVAL_CENTER?tab=todo');
    await expect(zhao.getByRole('tab', { name: /待我审批/, selected: true })).toBeVisible();
    await expect(zhao.getByRole('table')).toContainText(small);
    await expect(zhao.getByRole('table')).toContainText(large);
    await saveScreenshot(zhao, 'approval-center-todo');
    expect(await inboxTitles(zhao)).toContain('待办：陈刚提交的报销');

    // 800 元: 赵敏 alone decides it.
    await decide(zhao, small, '同意', '同意，票据齐全');
    await expect(zhao.getByText('审批结束：已通过')).toBeVisible();
    await saveScreenshot(zhao, 'approval-detail-approved');

    // 5 000 元: sent back to 陈刚 for the invoice.
    await decide(zhao, large, '退回', '请补充发票后重新提交');
    await expect(zhao.getByText('已退回').first()).toBeVisible();

    // 陈刚 sees both results in 我发起的 and in 消息, changes the returned one and resubmits.
    await expect(await rowIn(chen, 'mine', small)).toContainText('已通过');
    await expect(await rowIn(chen, 'mine', large)).toContainText('已退回');
    await saveScreenshot(chen, 'approval-center-mine');
    const chenInbox = await inboxTitles(chen);
    expect(chenInbox).toContain('陈刚提交的报销已通过');
    expect(chenInbox).toContain('陈刚提交的报销被退回');
    await (await rowIn(chen, 'mine', large)).getByRole('link').first().click();
    await chen.getByRole('button', { name: '重新提交', exact: true }).click();
    await chen.getByLabel('费用说明').fill(`参展差旅 ${tag}，发票已补`);
    await chen.getByRole('button', { name: '提交', exact: true }).click();
    const resubmit = chen.getByRole('dialog', { name: '重新提交审批' });
    await resubmit.getByRole('textbox').fill('发票已补');
    await resubmit.getByRole('button', { name: '确定重新提交' }).click();
    await expect(chen.getByText('已重新提交')).toBeVisible();

    // 赵敏 approves it this time; it goes on to 孙强, who rejects it.
    await decide(zhao, large, '同意', '发票已补，同意');
    const sun = await asPerson(browser, SUN);
    expect(await inboxTitles(sun)).toContain('待办：陈刚提交的报销');
    await decide(sun, large, '拒绝', '本季度差旅预算已用完');
    await expect(sun.getByText('审批结束：已拒绝')).toBeVisible();
    const timeline = sun.getByRole('region', { name: '审批流程' });
    for (const said of ['请补充发票后重新提交', '发票已补，同意', '本季度差旅预算已用完'])
      await expect(timeline.getByText(said)).toBeVisible();
    await saveScreenshot(sun, 'approval-detail-rejected');

    await expect(await rowIn(chen, 'mine', large)).toContainText('已拒绝');
    expect(await inboxTitles(chen)).toContain('陈刚提交的报销已拒绝');
    await saveScreenshot(chen, 'approval-inbox');

    // The administrator finds both on 审批数据管理 and exports them; the file holds what the page shows.
    const admin = await asPerson(browser, 'admin');
    await admin.goto('/PC_APPROVAL_DATA');
    await admin.getByRole('combobox', { name: '审批类型' }).click();
    await admin.getByTitle('报销', { exact: true }).click();
    await admin.getByRole('button', { name: '查询' }).click();
    const table = admin.getByRole('table');
    await expect(table.getByRole('row').filter({ hasText: small })).toContainText('已通过');
    await expect(table.getByRole('row').filter({ hasText: large })).toContainText('已拒绝');
    await saveScreenshot(admin, 'approval-data-found');
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: '导出' }).click(),
    ]);
    const workbook = new Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const rows = (workbook.getWorksheet('审批数据')!.getSheetValues().slice(2) as unknown[][]).map((row) =>
      row.map((cell) => String(cell ?? '')).join('|'),
    );
    const shown = await admin.getByText(/^共 \d+ 条$/).textContent();
    expect(rows).toHaveLength(Number(shown?.match(/\d+/)?.[0]));
    expect(rows.find((row) => row.includes(small))).toMatch(/已通过/);
    expect(rows.find((row) => row.includes(large))).toMatch(/已拒绝/);
    expect(rows.find((row) => row.includes(small))).toContain('800');
    expect(rows.find((row) => row.includes(large))).toContain('5000');
  });
});
