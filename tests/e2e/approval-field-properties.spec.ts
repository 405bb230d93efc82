import { expect, test } from '@playwright/test';
import { saveScreenshot, signInAsAdmin } from './support/console';

/**
 * 表单配置's field properties on the real server: a new template's amount given the unit 万元, a default
 * typed in it, and 可作为流程条件 switched off; the draft saves, and the preview opens with the default
 * in its unit. The template is removed afterwards.
 */
test('表单配置: an amount’s unit, default value and use in conditions', async ({ page }) => {
  await page.goto('/login');
  await signInAsAdmin(page);
  await page.goto('/PC_APPROVAL_CONFIGURATION');
  const name = `付款${String(Date.now()).slice(-4)}`;
  await page.getByRole('button', { name: /新建审批/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('审批名称').fill(name);
  await dialog.getByLabel('分组').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('财务').click();
  await dialog.getByRole('button', { name: '创建并设计' }).click();
  await expect(page).toHaveURL(/\/APPROVAL_CONFIG\?uniqueId=/);

  await page.getByRole('button', { name: '添加金额' }).click();
  const pane = page.getByRole('complementary', { name: '字段属性' });
  await pane.getByText('万元', { exact: true }).click();
  await pane.getByRole('textbox', { name: '默认值' }).fill('1.5');
  await pane.getByRole('switch', { name: '可作为流程条件' }).click();
  await expect(pane.getByRole('switch', { name: '可作为流程条件' })).not.toBeChecked();
  await expect(page.locator('.approval-designer__save--saved')).toContainText('已保存');
  await saveScreenshot(page, 'approval-field-properties');

  await page.getByText('预览', { exact: true }).click();
  const desktop = page.getByRole('region', { name: '电脑端' });
  await expect(desktop.getByLabel('金额')).toHaveValue('1.50');
  await expect(desktop.getByText('万元')).toBeVisible();
  await saveScreenshot(page, 'approval-field-properties-preview');

  await page.getByRole('button', { name: '返回审批配置' }).click();
  await page.getByRole('button', { name: `删除「${name}」` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('listitem', { name })).toHaveCount(0);
});
