import { expect, type Page, test } from '@playwright/test';
import { creditCodeCheckCharacter } from '../../manifests/contracts/credit-code';
import { animationsSettled, callApi, logOut, saveScreenshot, signIn } from './support/console';

/** The calendar day `days` from today in Shanghai, as the server counts days. */
const shanghaiDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** A fresh company: a unique name and a valid 统一社会信用代码 (its check character computed). */
function freshCompany() {
  const stamp = String(Date.now()).slice(-8);
  const first17 = `91440300MA${stamp.slice(0, 7)}`;
  return { name: `深圳星途${stamp}科技有限公司`, creditCode: first17 + creditCodeCheckCharacter(first17)! };
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

test.describe('入驻申请', () => {
  test('陈刚 applies, 赵敏 approves in 审批详情 seeing the application, and the company is registered', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const company = freshCompany();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await signIn(page, '13800000004');
    await expect(page).toHaveURL(/\/dashboard$/);

    // The list: the demo's two waiting applications; 提交入驻申请 opens the form.
    await page.goto('/PC_PARK_ENTRY');
    await expect(page.getByRole('cell', { name: '深圳云帆智能装备有限公司', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: '深圳青禾生物科技有限公司', exact: true })).toBeVisible();
    // The company's name opens entryTemplateDetail.
    await page.getByRole('button', { name: '深圳云帆智能装备有限公司', exact: true }).click();
    await expect(page).toHaveURL(/\/childsPage\/entryTemplateDetail\?uniqueId=/);
    await expect(page.getByRole('heading', { name: '深圳云帆智能装备有限公司的入驻申请' })).toBeVisible();
    await page.goto('/PC_PARK_ENTRY');
    await page.getByRole('button', { name: '提交入驻申请' }).click();
    await expect(page).toHaveURL(/\/childsPage\/entryApply$/);
    await page.getByLabel('企业名称').fill(company.name);
    await page.getByLabel('统一社会信用代码').fill('91440300MA0000000X');
    await page.getByLabel('法定代表人').fill('郭星途');
    await expect(page.getByText(/校验位/).first()).toBeVisible();
    await page.getByLabel('统一社会信用代码').fill(company.creditCode);
    await pickOption(page, '所属行业', '信息技术');
    await pickOption(page, '企业规模', '小型企业');
    await page.getByLabel('联系人', { exact: true }).fill('郭星途');
    await page.getByLabel('联系电话').fill('13812345678');
    await page.getByLabel('需求面积（m²）').fill('320.5');
    await page.getByLabel('预计入驻日期').fill(shanghaiDay(20));
    await page.getByLabel('预计入驻日期').press('Tab');
    await page.getByLabel('申请说明').fill('研发团队 30 人，需要整层办公。');
    await page.getByText('入驻需求').click();
    await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
    await saveScreenshot(page, 'park-entry-apply-1440');
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page).toHaveURL(/\/childsPage\/entryTemplateDetail\?uniqueId=/);
    const uniqueId = new URL(page.url()).searchParams.get('uniqueId')!;
    await expect(page.getByRole('heading', { name: `${company.name}的入驻申请` })).toBeVisible();
    await expect(page.getByText('审批中').filter({ visible: true }).first()).toBeVisible();
    const entry = await callApi<{ approval: { instanceUniqueId: string } }>(
      page,
      '/enterprise/v1/park/entry/detail',
      { uniqueId },
    );
    await logOut(page);

    // 赵敏, 陈刚's head, decides in 审批详情 with the application beside the form.
    await signIn(page, '13800000005');
    // Back where the sign-out left (the application's page, which 赵敏 may read too).
    await expect(page).toHaveURL(/\/childsPage\/entryTemplateDetail/);
    await page.goto(`/PC_APPROVAL_DETAIL?uniqueId=${entry.approval.instanceUniqueId}`);
    await expect(page.getByRole('heading', { name: '陈刚提交的入驻申请' })).toBeVisible();
    const panel = page.getByRole('region', { name: '入驻申请' });
    await expect(panel.getByText(company.name)).toBeVisible();
    await expect(panel.getByText(company.creditCode)).toBeVisible();
    await expect(panel.getByText('320.50 m²')).toBeVisible();
    await animationsSettled(page);
    await saveScreenshot(page, 'park-entry-approval-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(panel.getByText(company.name)).toBeVisible();
    await animationsSettled(page);
    await saveScreenshot(page, 'park-entry-approval-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: '同意', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '同意审批' });
    await dialog.getByRole('textbox').fill('欢迎入驻');
    await dialog.getByRole('button', { name: '确定同意' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: '同意', exact: true })).toHaveCount(0);

    // entryTemplateDetail: 已通过, the company registered, the timeline with the comment.
    await page.goto(`/childsPage/entryTemplateDetail?uniqueId=${uniqueId}`);
    await expect(page.getByRole('heading', { name: `${company.name}的入驻申请` })).toBeVisible();
    await expect(page.getByText('已通过').filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText(/已登记为入驻企业/)).toBeVisible();
    await expect(page.getByRole('region', { name: '审批记录' }).getByText('欢迎入驻')).toBeVisible();
    await animationsSettled(page);
    await saveScreenshot(page, 'park-entry-detail-1440');
    // And in 企业管理's register.
    const companies = await callApi<{ list: { name: string; creditCode: string; state: string }[] }>(
      page,
      '/enterprise/v1/park/company/page',
      { keyword: company.creditCode },
    );
    expect(companies.list).toEqual([
      expect.objectContaining({ name: company.name, creditCode: company.creditCode, state: 'in_park' }),
    ]);
  });
});
