import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from './support/console';

test.describe('审批中心', () => {
  test('陈刚发起报销，提交后打开审批详情，并在「我发起的」看到它；赵敏在「待我审批」看到它', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const detail = `高铁票${String(Date.now()).slice(-5)}`;

    await page.goto('/login');
    await signIn(page, '13800000004');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/PC_APPROVAL_CENTER');
    await expect(page.getByRole('tab', { name: '发起审批', selected: true })).toBeVisible();
    await page.getByRole('button', { name: /报销/ }).click();
    await expect(page.getByRole('heading', { name: '发起「报销」' })).toBeVisible();

    // Required fields first: nothing is sent.
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('请输入报销金额')).toBeVisible();

    await page.getByLabel('报销金额').fill('356.5');
    await page.getByLabel('报销类别').click();
    await page.locator('.ant-select-dropdown').getByTitle('差旅费').click();
    await page.getByLabel('发生日期').fill('2026-03-02');
    await page.getByLabel('发生日期').press('Enter');
    await page.getByLabel('费用说明').fill(detail);
    await expectAccessible(page);
    await page.getByRole('button', { name: '提交' }).click();

    await expect(page.getByText('已提交')).toBeVisible();
    await expect(page).toHaveURL(/\/PC_APPROVAL_DETAIL\?uniqueId=/);

    await page.goto('/PC_APPROVAL_CENTER?tab=mine');
    await expect(page.getByRole('tab', { name: '我发起的', selected: true })).toBeVisible();
    const newest = page.getByRole('table').getByRole('row').nth(1);
    await expect(newest).toContainText('陈刚提交的报销');
    await expect(newest).toContainText('审批中');
    await expectAccessible(page);

    // 赵敏 (陈刚's head) has it waiting, counted on her tab.
    const context = await browser.newContext();
    const approver = await context.newPage();
    await approver.goto('/login');
    await signIn(approver, '13800000005');
    await expect(approver).toHaveURL(/\/dashboard$/);
    await approver.goto('/PC_APPROVAL_CENTER?tab=todo');
    await expect(approver.getByRole('tab', { name: /待我审批/, selected: true })).toBeVisible();
    await expect(approver.getByRole('table')).toContainText('陈刚提交的报销');
    await expectAccessible(approver);
    await context.close();
  });
});
