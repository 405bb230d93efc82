import { callApi, expectAccessible, logOut, saveScreenshot, signIn } from './support/console';
import { expect, test } from './support/fixture-server';

/** The calendar day `days` from today in Shanghai, as the server counts days. */
const shanghaiDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test.describe('设备借用的审批（夹具区域）', () => {
  test('赵敏在审批详情里看到借用单并同意，借用单随之变为已批准', async ({ page }) => {
    test.setTimeout(120_000);
    // 陈刚 borrows the projector for three days from the day after tomorrow, 赵敏 to approve.
    await page.goto('/login');
    await signIn(page, '13800000004');
    await expect(page).toHaveURL(/\/dashboard$/);
    const items = await callApi<{ uniqueId: string; name: string }[]>(
      page,
      '/enterprise/v1/equipment-loan/item/options',
      {},
    );
    const members = await callApi<{ uniqueId: string; name: string }[]>(
      page,
      '/enterprise/v1/staff/options',
      {},
    );
    const [from, to] = [shanghaiDay(2), shanghaiDay(4)];
    const submitted = await callApi<{
      uniqueId: string;
      loanNo: string;
      approval: { instanceUniqueId: string };
    }>(page, '/enterprise/v1/equipment-loan/loan/submit', {
      requestId: `e2e-loan-${Date.now()}`,
      itemUniqueId: items.find((item) => item.name === '投影仪 A')?.uniqueId,
      period: { from, to },
      purpose: '客户交流会演示',
      approverUniqueId: members.find((member) => member.name === '赵敏')?.uniqueId,
    });
    expect(submitted.loanNo).toMatch(/^JY-\d{4}-\d{4}$/);
    await logOut(page);

    await signIn(page, '13800000005');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/PC_APPROVAL_DETAIL?uniqueId=${submitted.approval.instanceUniqueId}`);
    await expect(page.getByRole('heading', { name: '陈刚提交的设备借用' })).toBeVisible();
    // The fixture's panel (the slot approval.detail.business): the loan being decided.
    const panel = page.getByRole('region', { name: '借用信息' });
    await expect(panel.getByText(submitted.loanNo)).toBeVisible();
    await expect(panel.getByText('投影仪 A', { exact: true })).toBeVisible();
    await expect(panel.getByText(`${from} 至 ${to}（3 天）`)).toBeVisible();
    await expect(panel.getByText('审批中')).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, 'approval-detail-business');

    await page.getByRole('button', { name: '同意', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '同意审批' });
    await dialog.getByRole('textbox').fill('按时归还');
    await dialog.getByRole('button', { name: '确定同意' }).click();
    await expect(dialog).toBeHidden();
    // The type's hook moved the loan in the step's transaction: the panel reads it again.
    await expect(panel.getByText('已批准')).toBeVisible();
    await expect(page.getByRole('button', { name: '同意', exact: true })).toHaveCount(0);

    // The area's own page says so too, with the approval's timeline.
    await page.goto(`/equipment-loan/detail?uniqueId=${submitted.uniqueId}`);
    await expect(page.getByRole('heading', { name: `借用单 ${submitted.loanNo}` })).toBeVisible();
    const record = page.getByRole('region', { name: '审批记录' });
    await expect(record.getByText('按时归还')).toBeVisible();
    await expect(page.getByRole('region', { name: '借用信息' }).getByText('已批准')).toBeVisible();
  });
});
