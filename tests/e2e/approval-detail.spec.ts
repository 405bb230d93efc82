import { expect, test } from '@playwright/test';
import { callApi, expectAccessible, logOut, signIn } from './support/console';

test.describe('审批详情', () => {
  test('赵敏同意陈刚的报销并填写财务备注；陈刚看到结果，看不到财务备注', async ({ page }) => {
    test.setTimeout(150_000);
    // 陈刚 starts a 报销 of 680 元 (the department head alone decides it).
    await page.goto('/login');
    await signIn(page, '13800000004');
    await expect(page).toHaveURL(/\/dashboard$/);
    const templates = await callApi<{ uniqueId: string; name: string }[]>(
      page,
      '/enterprise/v1/approval/template/startable',
      {},
    );
    const expense = templates.find((template) => template.name === '报销');
    expect(expense).toBeDefined();
    const started = await callApi<{ uniqueId: string }>(page, '/enterprise/v1/approval/start', {
      templateUniqueId: expense?.uniqueId,
      form: { amount: 68000, category: 'office', spentOn: '2026-03-02', detail: '采购打印纸与文件夹' },
      requestId: `e2e-detail-${Date.now()}`,
    });
    await logOut(page);

    await signIn(page, '13800000005');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/PC_APPROVAL_DETAIL?uniqueId=${started.uniqueId}`);
    await expect(page.getByRole('heading', { name: '陈刚提交的报销' })).toBeVisible();
    await expect(page.getByText('680.00 元', { exact: true })).toBeVisible();
    await expect(page.getByText('审批人：赵敏')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: '财务备注' }).fill('票据已核对');
    await page.getByRole('button', { name: '同意', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '同意审批' });
    await dialog.getByRole('textbox').fill('同意报销');
    await dialog.getByRole('button', { name: '确定同意' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('已通过').first()).toBeVisible();
    const flow = page.getByRole('region', { name: '审批流程' });
    await expect(flow.getByText('同意报销')).toBeVisible();
    await expect(page.getByRole('button', { name: '同意', exact: true })).toHaveCount(0);
    await logOut(page);

    // Signing in again goes back to the page left: the same approval, now as its initiator.
    await signIn(page, '13800000004');
    await expect(page).toHaveURL(new RegExp(`/PC_APPROVAL_DETAIL\\?uniqueId=${started.uniqueId}$`));
    await expect(page.getByText('审批结束：已通过')).toBeVisible();
    await expect(page.getByRole('region', { name: '审批流程' }).getByText('同意报销')).toBeVisible();
    await expect(page.getByText('财务备注')).toHaveCount(0);
    await expect(page.getByText('票据已核对')).toHaveCount(0);

    // 打印: the print view asks the browser to print and, printed, shows the sheet alone.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: '打印' }).click();
    await expect(page.getByRole('article', { name: '打印预览' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: '工作台' }).first()).toBeHidden();
  });

  test('无权查看的审批显示服务端的原因', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, '13800000004');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/PC_APPROVAL_DETAIL?uniqueId=0000000000000000');
    await expect(page.getByText('无法查看该审批')).toBeVisible();
  });
});
