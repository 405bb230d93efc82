import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible, saveScreenshot, signIn, signInAsAdmin } from './support/console';

/** A second browser context: another person at another machine. */
async function asAnotherPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  return page;
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: '主导航' });

/** The grant tree's checkbox of the first node named exactly `name` (an application comes before its directory). */
const grantCheckbox = (page: Page, name: string) =>
  page
    .getByRole('tree', { name: '授权资源' })
    .locator('.ant-tree-treenode')
    .filter({ has: page.getByText(name, { exact: true }) })
    .first()
    .locator('.ant-tree-checkbox');

test.describe('设置', () => {
  test('角色授权：只授予园区详情与审批，成员只看到这些；撤销后刷新即消失', async ({ page, browser }) => {
    // Two people, two sign-ins and a dozen server round trips.
    test.setTimeout(90_000);
    const roleName = `园区与审批${String(Date.now()).slice(-4)}`;
    await page.goto('/login');
    await signInAsAdmin(page);
    await page.goto('/PC_ROLE_MANAGEMENT');
    await page.getByRole('button', { name: '新增角色' }).click();
    const naming = page.getByRole('dialog', { name: '新增角色' });
    await naming.getByLabel('角色名称').fill(roleName);
    await naming.getByRole('button', { name: '确定' }).click();
    await expect(naming).toBeHidden();
    await page.getByRole('menuitem', { name: new RegExp(roleName) }).click();

    await grantCheckbox(page, '园区详情').click();
    await grantCheckbox(page, '审批').click();
    await expect(grantCheckbox(page, '设置')).toHaveClass(/ant-tree-checkbox-indeterminate/);
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('有未保存的修改')).toHaveCount(0);
    await saveScreenshot(page, 'settings-role-grant');

    await page.getByRole('tab', { name: '成员' }).click();
    await page.getByRole('button', { name: '添加成员' }).click();
    const adding = page.getByRole('dialog', { name: new RegExp(`添加成员到「${roleName}」`) });
    await adding.getByLabel('选择 李娜').check();
    await adding.getByRole('button', { name: '添加 1 人' }).click();
    await expect(adding).toBeHidden();
    await expect(page.getByRole('table')).toContainText('13800000002');

    const member = await asAnotherPerson(browser);
    await signIn(member, '13800000002');
    await expect(member).toHaveURL(/\/dashboard$/);
    await expect(mainNavigation(member).getByRole('link', { name: '审批' })).toBeVisible();
    await expect(mainNavigation(member).getByRole('link', { name: '设置' })).toHaveCount(0);
    await member.goto('/PC_PARK_INFORMATION');
    await expect(member.getByText('园区名称').first()).toBeVisible();
    await expect(member.getByRole('button', { name: '编辑' })).toBeVisible();
    await member.goto('/PC_ORG_MANAGEMENT');
    await expect(member).toHaveURL(/\/404$/);

    // Revoke: take 李娜 out of the role; her next reload no longer has those pages.
    await page.getByRole('button', { name: '移除 李娜' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '移除', exact: true }).click();
    await expect(page.getByRole('table')).not.toContainText('13800000002');
    await member.goto('/PC_PARK_INFORMATION');
    await expect(member).toHaveURL(/\/404$/);
    await expect(mainNavigation(member).getByRole('link', { name: '审批' })).toHaveCount(0);
    await member.context().close();
  });

  test('新增员工：填写表单保存后，该员工用初始密码登录并按要求修改密码', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const telephone = `139${String(Date.now()).slice(-8)}`;
    await page.goto('/login');
    await signInAsAdmin(page);
    await page.goto('/PC_STAFF_MANAGEMENT');
    await expect(page.getByRole('table')).toContainText('李娜');
    await page.getByRole('button', { name: '新增员工' }).click();
    await expect(page).toHaveURL(/\/childsPage\/staffAdd/);

    await page.getByLabel('姓名').fill('周静');
    await page.getByLabel('手机号').fill(telephone);
    await page.getByRole('combobox', { name: /部门/ }).click();
    await page.locator('.ant-select-tree-title', { hasText: '运营部' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('职位').fill('招商经理');
    // A weak password is refused in place, and what was typed stays.
    await page.getByLabel('初始密码').fill('weak');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('密码必须包含大写、小写、数字和特殊字符，且长度是8位以上')).toBeVisible();
    await expect(page.getByLabel('姓名')).toHaveValue('周静');
    // A telephone that is already a member's is refused on the 手机号 field itself.
    await page.getByLabel('手机号').fill('13800000002');
    await page.getByLabel('初始密码').fill('Welcome#2026');
    await page.getByRole('button', { name: '保存' }).click();
    const telephoneItem = page.locator('.ant-form-item').filter({ has: page.getByLabel('手机号') });
    await expect(telephoneItem.getByText('该手机号已是本组织成员')).toBeVisible();
    await page.getByLabel('手机号').fill(telephone);
    await page.getByRole('button', { name: '保存' }).click();

    await expect(page).toHaveURL(/\/childsPage\/staffDetail\?uniqueId=/);
    await expect(page.getByText(telephone)).toBeVisible();
    await expect(page.getByText('招商经理')).toBeVisible();
    await saveScreenshot(page, 'settings-staff-detail');

    const newcomer = await asAnotherPerson(browser);
    await signIn(newcomer, telephone, 'Welcome#2026');
    const dialog = newcomer.getByRole('dialog', { name: '修改密码' });
    await expect(dialog).toContainText('首次登录须更换管理员设置的初始密码');
    await dialog.getByLabel('原密码').fill('Welcome#2026');
    await dialog.getByLabel('新密码').fill('MyOwn#2026x');
    await dialog.getByLabel('确认密码').fill('MyOwn#2026x');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(newcomer.getByText('修改密码成功!')).toBeVisible();
    await expect(newcomer.getByRole('button', { name: /^用户菜单：周静/ })).toBeVisible();
    await newcomer.context().close();
  });

  test('员工列表按部门筛选与搜索，停用需先确认', async ({ page }) => {
    await page.goto('/login');
    await signInAsAdmin(page);
    await page.goto('/PC_STAFF_MANAGEMENT');
    const table = page.getByRole('table');
    await expect(table).toContainText('王芳');
    const departments = page.getByRole('navigation', { name: '按部门筛选' });
    await departments.getByText(/^物业部/).click();
    await expect(table).not.toContainText('李娜');
    await expect(table).toContainText('王芳');
    // 停用 asks first; cancelling changes nothing.
    await table.getByRole('button', { name: '停用' }).click();
    await expect(page.getByRole('tooltip')).toContainText('停用「王芳」？');
    await page.getByRole('tooltip').getByRole('button', { name: '取消' }).click();
    await expect(table).toContainText('在职');
    await departments.getByText('全部', { exact: true }).click();
    await page.getByLabel('搜索员工').fill('李娜');
    await expect(table).not.toContainText('王芳');
    await expect(table).toContainText('李娜');
    await saveScreenshot(page, 'settings-staff-list');
    await expectAccessible(page);
  });
});
