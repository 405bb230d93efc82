import { expect, type Page, test } from '@playwright/test';
import type { ApplicationLaunch } from '../../manifests/contracts/application-launch';
import { KnownAgentId } from '../../manifests/known-applications';
import { clickUnavailable, expectAccessible, signInAsAdmin } from './support/console';

/**
 * Applications that say what they are: every application the demo admin's market shows as usable
 * opens without an error toast and lands somewhere real; the others say why before any click.
 */

interface MarketApplication {
  uniqueId: string;
  agentId: string;
  name: string;
  pcName: string;
  launch: ApplicationLaunch;
}

const market = (page: Page) => page.getByRole('region', { name: '应用市场' });
const titleOf = (application: MarketApplication) => application.pcName || application.name;
const errorToasts = (page: Page) => page.locator('.ant-message-error, .ant-notification-notice-error');

/** The 应用市场 page as the admin sees it, with the list its page was answered. */
async function openMarketPage(page: Page): Promise<MarketApplication[]> {
  const answer = page.waitForResponse((response) =>
    response.url().endsWith('/app/v1/marketplace/application/group/list'),
  );
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '应用中心' }).click();
  const body = (await (await answer).json()) as { data: { applications: MarketApplication[] }[] };
  await expect(page.getByTestId('market-usable-count')).toBeVisible();
  return body.data.flatMap((group) => group.applications);
}

async function openDrawer(page: Page) {
  if (await market(page).isVisible()) return;
  await page.getByRole('button', { name: '收藏' }).first().click();
  await expect(market(page).getByRole('textbox', { name: '搜索应用' })).toBeVisible();
}

/** The application's row in the 收藏 drawer's market, found by searching its name. */
async function drawerRow(page: Page, name: string) {
  await openDrawer(page);
  await market(page).getByRole('textbox', { name: '搜索应用' }).fill(name);
  const row = market(page)
    .locator('li.market-row')
    .filter({ has: page.getByRole('button', { name, exact: true }) });
  await expect(row).toBeVisible();
  return row;
}

test.describe('应用启动', () => {
  test('每个可使用的应用都能打开，且不弹出错误', async ({ page, context }) => {
    test.setTimeout(180_000);
    await context.route('https://*.apps.atrium.example/**', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>外部应用</title>' }),
    );
    await page.goto('/login');
    await signInAsAdmin(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    const applications = await openMarketPage(page);
    const usable = applications.filter((application) => application.launch.usable);
    // Areas, area pages and other sites: a good share of the demo market opens.
    expect(usable.length).toBeGreaterThan(12);

    // The workbench counts 已开通应用 as the market does.
    const count = usable.length;
    await expect(page.getByTestId('market-usable-count')).toContainText(`已开通应用 ${count} 个`);

    const outcomes: string[] = [];
    for (const application of usable) {
      const name = titleOf(application);
      const launch = application.launch as Extract<ApplicationLaunch, { usable: true }>;
      const row = await drawerRow(page, name);
      await expect(row.locator('.market-tag')).toHaveCount(0);
      if (launch.opens.kind === 'external') {
        const popup = page.waitForEvent('popup');
        await row.getByRole('button', { name, exact: true }).click();
        const opened = await popup;
        await expect(opened).toHaveTitle('外部应用');
        expect(opened.url().startsWith(launch.opens.url)).toBe(true);
        await opened.close();
        outcomes.push(`${name} → ${launch.opens.url}`);
      } else {
        // A console page opens by the application's agent id (spec §2 "Installed applications").
        const path = `/APP/${application.agentId}/VIEW${launch.opens.path}`;
        await row.getByRole('button', { name, exact: true }).click();
        await expect(page).toHaveURL((url) => url.pathname === path);
        // Somewhere real: the page's own content, not the 404 page.
        await expect(page.getByText('404', { exact: true })).toHaveCount(0);
        outcomes.push(`${name} → ${path}`);
      }
      await expect(market(page)).toBeHidden();
      await expect(errorToasts(page)).toHaveCount(0);
    }
    test.info().annotations.push({ type: 'opened', description: outcomes.join('\n') });

    // The others say why before any click (their row marked unavailable, the tag), and on a click.
    for (const [name, label, message] of [
      ['薪酬管理', '已停用', '应用已被停用，请联系企业管理员！'],
      ['招聘管理', '已到期', '应用已到期 请联系管理员！'],
      ['打印中心', '暂无网页端', '该应用暂未配置地址!'],
    ]) {
      const row = await drawerRow(page, name!);
      const button = row.getByRole('button', { name, exact: true });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(row.getByText(label!, { exact: true })).toBeVisible();
      await clickUnavailable(button);
      await expect(errorToasts(page).filter({ hasText: message! })).toBeVisible();
    }
    const mobile = await drawerRow(page, '考勤打卡');
    await expect(mobile.getByText('仅移动端', { exact: true })).toBeVisible();
    // From the keyboard: the row stays focusable.
    await mobile.getByRole('button', { name: '考勤打卡', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: '提示' })).toContainText('该应用仅支持移动端打开');
    await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '关闭' }).click();
    await expect(page.getByRole('dialog', { name: '提示' })).toBeHidden();

    // The workbench's 已开通应用 is the market's count.
    await page.getByRole('dialog', { name: '收藏' }).getByRole('button', { name: '关闭' }).click();
    await expect(market(page)).toBeHidden();
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '工作台', exact: true })
      .click();
    const stat = page.locator('.atrium-workbench-stat').filter({ hasText: '已开通应用' });
    await expect(stat.locator('.ant-statistic-content-value')).toHaveText(String(count));

    // The navbar's 费用 opens where the market says 费用管理 opens.
    const fee = usable.find((application) => titleOf(application) === '费用管理')!;
    const feePath = (fee.launch as { opens: { path: string } }).opens.path;
    await page.getByRole('navigation', { name: '快捷入口' }).getByRole('link', { name: '费用' }).click();
    await expect(page).toHaveURL((url) => url.pathname === feePath);
    await expect(errorToasts(page)).toHaveCount(0);
  });

  test('消息中心从应用详情打开收件箱，详情标签以应用命名', async ({ page }) => {
    // Two market visits and an accessibility scan.
    test.setTimeout(60_000);
    await page.goto('/login');
    await signInAsAdmin(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await openMarketPage(page);
    await page.getByRole('button', { name: '消息中心' }).first().click();
    await expect(page.getByRole('heading', { name: '消息中心' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: '标签页' }).getByRole('link');
    await expect(tabs.filter({ hasText: '应用详情·消息中心' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: '打开应用' }).click();
    await expect(page).toHaveURL(/\/APP\/n7e1d2c5b8a4f360\/VIEW\/notice\/noticeList$/);
    await expect(page.getByText('未指定消息')).toHaveCount(0);
    await expect(errorToasts(page)).toHaveCount(0);

    // A refused application: 打开应用 is marked unavailable, the reason is written next to it, and a
    // click answers with the dialog. (应用市场 again: its catalogue is the query it answered a moment
    // ago, not asked again.)
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '应用中心' }).click();
    await expect(page.getByTestId('market-usable-count')).toBeVisible();
    await page.getByRole('button', { name: '考勤打卡' }).first().click();
    await expect(tabs.filter({ hasText: '应用详情·考勤打卡' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: '打开应用' })).toHaveAttribute('aria-disabled', 'true');
    // The reason beside the icon, and the disabled button described by it (the kit's action bar).
    await expect(page.locator('.ant-typography').getByText('该应用仅支持移动端打开')).toBeVisible();
    await expect(page.getByRole('button', { name: '打开应用' })).toHaveAccessibleDescription(
      '该应用仅支持移动端打开',
    );
    await expectAccessible(page);
    await clickUnavailable(page.getByRole('button', { name: '打开应用' }));
    await expect(page.getByRole('dialog', { name: '提示' })).toContainText('该应用仅支持移动端打开');
    await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '关闭' }).click();

    // The old address of 费用管理 (now billing's application, its menus placed in 园区运营) opens 账单管理.
    await page.goto(`/APP/${KnownAgentId.fee}/VIEW/`);
    await expect(page).toHaveURL(/\/PC_PARK_BILL$/);
    await expect(errorToasts(page)).toHaveCount(0);
  });
});
