import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/console';
import { recordViolations } from './support/csp';

/** What a host's single sign-on would put in the link: 张伟's token for 星河科技园, fetched through the API. */
async function organisationToken(request: APIRequestContext, telephone: string): Promise<string> {
  const password = createHash('sha256').update(DEMO_PASSWORD).digest('hex');
  const login = await (await request.post('/v1/account/login', { data: { telephone, password } })).json();
  expect(login.code).toBe(0);
  const exchange = await (
    await request.post('/v1/exchange/owner/account/token', {
      data: { ownerUniqueId: 'xinghe-park' },
      headers: { authorization: login.data.token },
    })
  ).json();
  expect(exchange.code).toBe(0);
  return exchange.data.token;
}

const userMenu = (name: string) => ({ name: new RegExp(`^用户菜单：${name}`) });

test.describe('通过链接登录（/auth-redirect）', () => {
  test('链接里是别人的令牌：先说明将登录谁、当前是谁，取消则原成员不变，继续登录才切换', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const violations = await recordViolations(page);
    const link = `/auth-redirect?token=${encodeURIComponent(await organisationToken(request, '13800000001'))}&redirect=%2Fdashboard`;

    await page.goto('/login');
    await signIn(page, '13800000002');
    await expect(page.getByRole('button', userMenu('李娜'))).toBeVisible();

    await page.goto(link);
    const confirm = page.getByRole('region', { name: '确认登录' });
    await expect(confirm.getByLabel('将要登录的身份')).toContainText('张伟');
    await expect(confirm.getByLabel('将要登录的身份')).toContainText('星河科技园');
    await expect(confirm.getByRole('alert')).toContainText('此浏览器已登录 李娜（星河科技园）');
    await expect(page).toHaveTitle('确认登录 - 管理端');
    await page.screenshot({ path: testInfo.outputPath('auth-redirect-confirm.png') });

    await confirm.getByRole('button', { name: '取消' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', userMenu('李娜'))).toBeVisible();

    await page.goto(link);
    await page.getByRole('region', { name: '确认登录' }).getByRole('button', { name: '继续登录' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', userMenu('张伟'))).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('无效的链接不登录也不登出任何人', async ({ page }) => {
    await page.goto('/auth-redirect?token=forged-token&redirect=%2Fdashboard');
    await expect(page.getByText('登录链接无效或已过期')).toBeVisible();
    await page.getByRole('button', { name: '前往登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('atrium.token'))).toBeNull();
  });
});
