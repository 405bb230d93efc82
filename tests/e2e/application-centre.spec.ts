import { expect, type Page, test } from '@playwright/test';
import { KnownAgentId } from '../../manifests/known-applications';
import { expectAccessible, saveScreenshot, signInAsAdmin } from './support/console';

const favouritesList = (page: Page) => page.getByRole('list', { name: '收藏的应用' });
const market = (page: Page) => page.getByRole('region', { name: '应用市场' });
const tabs = (page: Page) => page.getByRole('navigation', { name: '标签页' }).getByRole('link');

async function openDrawer(page: Page) {
  // After a reload the workbench arrives drawn by the server: its 收藏 answers once the console has
  // taken the page over (a click before that went to the drawn page).
  await expect(page.locator('html')).toHaveAttribute('data-console-ready', 'true');
  await page.getByRole('button', { name: '收藏' }).first().click();
  await expect(market(page).getByRole('textbox', { name: '搜索应用' })).toBeVisible();
}

/** Searches the market (debounced 500 ms) and waits for the application's row. */
async function search(page: Page, name: string) {
  await market(page).getByRole('textbox', { name: '搜索应用' }).fill(name);
  await expect(market(page).getByRole('button', { name, exact: true })).toBeVisible();
}

/** Opens an application from the drawer's market (a refused open leaves the drawer open). */
async function openFromMarket(page: Page, name: string) {
  if (!(await market(page).isVisible())) await openDrawer(page);
  await search(page, name);
  await market(page).getByRole('button', { name, exact: true }).click();
}

/** Drags one row's handle onto another's place with the mouse, in steps as a hand would. */
async function drag(page: Page, handleName: string, ontoName: string) {
  const from = (await page.getByRole('button', { name: handleName }).boundingBox())!;
  const to = (await page.getByRole('button', { name: ontoName }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(from.x + from.width / 2, from.y + ((to.y - from.y) * step) / 10 + from.height / 2);
  }
  await page.mouse.up();
}

/** Sets the member's favourites through the API, so the test starts the same on a retry. */
async function setFavourites(page: Page, names: string[]) {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('atrium.token') ?? 'null') as string,
  );
  const call = async <T>(path: string, data: object) => {
    const response = await page.request.post(path, { data, headers: { authorization: token } });
    return ((await response.json()) as { data: T }).data;
  };
  const held = await call<{ name: string; pcName: string; applicationUniqueId: string }[]>(
    '/app/v1/user/application/list',
    {},
  );
  const ids = names.map(
    (name) =>
      held.find((application) => (application.pcName || application.name) === name)!.applicationUniqueId,
  );
  await call('/app/v1/employee/favorite/modify', { applicationUniqueIds: ids });
}

test.describe('应用中心', () => {
  test('收藏抽屉：搜索、收藏两个应用并拖动排序，刷新后顺序仍在', async ({ page }) => {
    await page.goto('/login');
    await signInAsAdmin(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The demo administrator's favourites as seeded: 工单, then 审批中心.
    await setFavourites(page, ['工单', '审批中心']);
    await openDrawer(page);
    await expect(favouritesList(page).getByRole('listitem')).toHaveText([/工单/, /审批中心/]);

    await search(page, '会议室预订');
    await page.getByRole('button', { name: '收藏「会议室预订」' }).click();
    await search(page, '云文档');
    // A keyword matches names containing it; other categories are hidden.
    await expect(market(page).getByRole('heading', { name: '协同办公' })).toBeVisible();
    await expect(market(page).getByRole('heading', { name: '基础管理' })).toHaveCount(0);
    await page.getByRole('button', { name: '收藏「云文档」' }).click();
    await expect(favouritesList(page).getByRole('listitem')).toHaveText([
      /工单/,
      /审批中心/,
      /会议室预订/,
      /云文档/,
    ]);

    await drag(page, '拖动「云文档」调整顺序', '拖动「工单」调整顺序');
    await expect(favouritesList(page).getByRole('listitem')).toHaveText([
      /云文档/,
      /工单/,
      /审批中心/,
      /会议室预订/,
    ]);
    await expectAccessible(page);
    await saveScreenshot(page, 'favourites-drawer');

    await page.reload();
    await openDrawer(page);
    await expect(favouritesList(page).getByRole('listitem')).toHaveText([
      /云文档/,
      /工单/,
      /审批中心/,
      /会议室预订/,
    ]);
    // Unstarring saves at once too.
    await page.getByRole('button', { name: '取消收藏「会议室预订」' }).first().click();
    await expect(favouritesList(page).getByRole('listitem')).toHaveText([/云文档/, /工单/, /审批中心/]);
  });

  test('打开应用：停用、到期、仅移动端先说明原因，外部与网页应用各得其所', async ({ page }) => {
    await page.goto('/login');
    await signInAsAdmin(page);

    // What the server knows will not open is not offered: the row says why before any click.
    for (const [name, reason] of [
      ['薪酬管理', '已停用'],
      ['招聘管理', '已到期'],
      ['考勤打卡', '仅移动端'],
    ] as const) {
      if (!(await market(page).isVisible())) await openDrawer(page);
      await search(page, name);
      const row = market(page)
        .locator('li.market-row')
        .filter({ has: page.getByRole('button', { name, exact: true }) });
      await expect(row.getByRole('button', { name, exact: true })).toBeDisabled();
      await expect(row.getByText(reason, { exact: true })).toBeVisible();
    }

    // An outside application opens in a new tab (reserved at the click), carrying an app token.
    await page
      .context()
      .route('https://*.apps.atrium.example/**', (route) =>
        route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>外部应用</title>' }),
      );
    const popup = page.waitForEvent('popup');
    await openFromMarket(page, '云文档');
    const external = await popup;
    await expect(external).toHaveTitle('外部应用');
    expect(external.url()).toMatch(/^https:\/\/oa04document0000\.apps\.atrium\.example\/\?token=[\w-]+/);
    await external.close();
    // Opened: the drawer closes.
    await expect(market(page)).toBeHidden();

    // An area's application opens its area: its first page, its menus in the sidebar.
    await openFromMarket(page, '审批中心');
    await expect(page).toHaveURL(/\/PC_APPROVAL_CENTER$/);
    await expect(tabs(page).filter({ hasText: '审批中心' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('complementary', { name: '侧边菜单' }).getByText('审批配置')).toBeVisible();

    // Recently used: the application just opened is on the workbench. (Not necessarily first: the
    // launches spec opens every application as the same admin, in parallel on a developer machine.)
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '工作台', exact: true })
      .click();
    await expect(
      page.getByRole('region', { name: '最近使用' }).getByRole('button', { name: /审批中心/ }),
    ).toBeVisible();
  });

  test('应用路由可直接由地址打开，刷新后仍在', async ({ page, context }) => {
    await page.goto('/login');
    await signInAsAdmin(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    const url = `/APP/${KnownAgentId.approval}/VIEW/`;
    await page.goto(url);
    await expect(page).toHaveURL(new RegExp(`/APP/${KnownAgentId.approval}/VIEW/PC_`));
    await expect(tabs(page).filter({ hasText: '审批中心' })).toBeVisible();
    await page.reload();
    await expect(tabs(page).filter({ hasText: '审批中心' })).toHaveAttribute('aria-current', 'page');

    // A new browser tab (no session storage) registers it again through the lookup.
    const other = await context.newPage();
    await other.goto(page.url());
    await expect(
      other.getByRole('navigation', { name: '标签页' }).getByRole('link').filter({ hasText: '审批中心' }),
    ).toBeVisible();

    // An application the member does not hold: the reason, then the workbench.
    await page.goto('/APP/nosuchapp0000000/VIEW/home');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
