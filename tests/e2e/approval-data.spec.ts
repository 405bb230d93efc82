import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { Workbook } from 'exceljs';
import { expectAccessible, saveScreenshot, signInAsAdmin } from './support/console';

test.describe('审批数据管理', () => {
  test('管理员按报销筛选，看到金额列并导出；导出的表格与查询一致', async ({ page }) => {
    await page.goto('/login');
    await signInAsAdmin(page);
    await page.goto('/PC_APPROVAL_DATA');
    const table = page.getByRole('table');
    await expect(table).toContainText('陈刚提交的报销');
    await expect(table).toContainText('陈刚提交的请假');

    await page.getByRole('combobox', { name: '审批类型' }).click();
    await page.getByTitle('报销', { exact: true }).click();
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByRole('columnheader', { name: '报销金额（元）' })).toBeVisible();
    await expect(table).not.toContainText('陈刚提交的请假');
    await expect(table).toContainText('3200.00');
    await saveScreenshot(page, 'approval-data');
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^审批数据-\d{8}\.xlsx$/);
    const workbook = new Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const rows = workbook.getWorksheet('审批数据')!.getSheetValues().slice(2) as unknown[][];
    const shown = await page.getByText(/^共 \d+ 条$/).textContent();
    expect(rows).toHaveLength(Number(shown?.match(/\d+/)?.[0]));
    expect(rows.every((row) => row[3] === '报销')).toBe(true);
    expect(rows.some((row) => row[10] === 3200)).toBe(true);
  });

  test('终止须填写原因，终止后状态变为已终止', async ({ page }) => {
    await page.goto('/login');
    await signInAsAdmin(page);
    await page.goto('/PC_APPROVAL_DATA');
    const running = page.getByRole('row').filter({ hasText: '赵敏提交的请假' });
    await running.getByRole('button', { name: /^终止/ }).click();
    const dialog = page.getByRole('dialog', { name: '终止审批' });
    await dialog.getByRole('button', { name: '终止' }).click();
    await expect(dialog.getByText('请输入终止原因')).toBeVisible();
    await dialog.getByLabel('终止原因').fill('申请重复，已线下处理');
    await dialog.getByRole('button', { name: '终止' }).click();
    await expect(dialog).toBeHidden();
    await expect(running).toContainText('已终止');
  });
});
