import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { Workbook } from 'exceljs';
import { creditCodeCheckCharacter } from '../../manifests/contracts/credit-code';
import { expectAccessible, saveScreenshot, signInAsAdmin } from './support/console';

/** A fresh, valid 统一社会信用代码: 17 characters of this run, then their check character. */
function freshCreditCode(): string {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  const first17 = `91440300MA${digits}`;
  return first17 + creditCodeCheckCharacter(first17)!;
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  // The option of the open list only: a list just closed is still in the document, leaving.
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** 企业管理, as 张伟 (the demo's admin): 录入企业, its corpDetail, the list searched and exported. */
test.describe('企业管理', () => {
  test('张伟 registers a company, sees its page, finds it in the list and exports the search', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await signInAsAdmin(page);
    await page.goto('/PC_PARK_COMPANY');
    await expect(page.locator('.ant-table-tbody').getByRole('row').first()).toBeVisible();
    await expect(page.getByText('合计')).toBeVisible();
    await expect(page.getByText(/^共 \d+ 家$/)).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, 'park-companies-1440');

    const suffix = String(Date.now()).slice(-6);
    const name = `深圳测试${suffix}科技有限公司`;
    const creditCode = freshCreditCode();
    await page.getByRole('button', { name: '录入企业' }).click();
    await expect(page).toHaveURL(/\/childsPage\/entryCorp/);
    await page.getByLabel('企业名称').fill(name);
    // A wrong check character is refused on its field as it is typed.
    const wrong = creditCode.slice(0, 17) + (creditCode[17] === '0' ? '1' : '0');
    await page.getByLabel('统一社会信用代码').fill(wrong);
    await expect(page.getByText('统一社会信用代码的校验位不正确，请核对后重新输入')).toBeVisible();
    await page.getByLabel('统一社会信用代码').fill(creditCode.toLowerCase());
    await expect(page.getByText('统一社会信用代码的校验位不正确，请核对后重新输入')).toBeHidden();
    await page.getByLabel('法定代表人').fill('王测试');
    await chooseOption(page, '所属行业', '信息技术');
    await chooseOption(page, '企业规模', '小型企业');
    await page.getByLabel('姓名（主要联系人）').fill('赵联系');
    await page.getByLabel('联系电话').fill('13900001111');
    await page.getByLabel('角色').fill('行政');
    await page.getByRole('button', { name: /添加联系人/ }).click();
    const second = page.getByRole('group', { name: '联系人 2' });
    await second.getByLabel('姓名').fill('钱财务');
    await second.getByLabel('联系电话').fill('0755-86001234');
    await second.getByLabel('角色').fill('财务');
    await page.getByRole('button', { name: /添加资质/ }).click();
    await page.getByLabel('资质名称').fill('高新技术企业证书');
    await page.getByLabel('资质附件').setInputFiles({
      name: '证书.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expect(page.getByText('证书.pdf')).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, 'park-entry-corp-1440');

    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page).toHaveURL(/\/childsPage\/corpDetail\?uniqueId=/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText(creditCode)).toBeVisible();
    await expect(page.getByText('主要联系人')).toBeVisible();
    await expect(page.getByRole('link', { name: '证书.pdf' })).toBeVisible();
    await expect(page.getByText('目前没有租用或预定的房间')).toBeVisible();
    const detailUrl = page.url();
    await expectAccessible(page);
    await saveScreenshot(page, 'park-company-detail-1440');

    // settleCorp, as 园区概览 links to it, then searched for the new company.
    await page.goto('/childsPage/settleCorp?state=in_park');
    await page.getByRole('textbox', { name: '搜索企业' }).fill(suffix);
    const table = page.locator('.ant-table-tbody');
    await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^入驻企业-\d{8}\.xlsx$/);
    const workbook = new Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const rows = workbook.getWorksheet('入驻企业')!.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((row) => [row[1], row[2], row[4], row[11]])).toEqual([
      [name, creditCode, '信息技术', '在园'],
    ]);

    await table.getByRole('cell', { name, exact: true }).getByText(name).click();
    await expect(page).toHaveURL(detailUrl);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(detailUrl);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await saveScreenshot(page, 'park-company-detail-390');
  });

  test('settleCorp honours 合同到期 within 90 days from the link', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await signInAsAdmin(page);
    await page.goto('/childsPage/settleCorp?contractEndWithin=90');
    await expect(page.getByText('90 天内到期')).toBeVisible();
    const table = page.locator('.ant-table-tbody');
    await expect(table.getByRole('row').first()).toBeVisible();
    const ends = await table
      .getByRole('row')
      .evaluateAll((rows) => rows.map((row) => row.textContent?.match(/\d{4}-\d{2}-\d{2}/)?.[0] ?? ''));
    expect(ends.length).toBeGreaterThan(0);
  });
});
