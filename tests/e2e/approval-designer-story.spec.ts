import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { saveScreenshot, signIn, signInAsAdmin } from './support/console';

/**
 * The story of issue 19, through the pages alone: 张伟 builds 备用金 — 金额 (required) and 事由 — with a
 * flow of two branches (金额 ≤ 1000 元 → 张伟; otherwise 张伟 then 陈刚 in order) and a cc to 李娜.
 * 发布 is refused while the first branch has no condition, the reason shown on that branch; once it
 * has one, the flow publishes, and after a reload the template is published. 刘洋 then starts one for
 * 800 元 and one for 5 000 元, and each detail page's timeline shows the branch it took.
 */

const LIU = '13800000007';

/** The node drawer (审批人设置, 抄送人设置, 条件设置). */
const drawerOf = (page: Page) => page.getByRole('dialog', { name: /设置$/ });

const dropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');

/** Chooses `titles` in a select; a multiple one stays open after a choice and is closed with Esc. */
async function pick(page: Page, select: Locator, titles: string[], multiple = false) {
  await select.click();
  for (const title of titles) await dropdown(page).getByTitle(title, { exact: true }).click();
  // Esc only where it closes the dropdown: pressed after a single choice it would close the dialog.
  if (multiple) await page.keyboard.press('Escape');
  await expect(dropdown(page)).toHaveCount(0);
}

/** Adds a node of `kind` from the + `plus` and opens its settings from its card, found in `scope`. */
async function addNode(page: Page, plus: Locator, kind: string, scope: Locator): Promise<Locator> {
  await plus.click();
  await page.getByRole('menu', { name: '添加节点' }).getByRole('menuitem', { name: kind }).click();
  await scope.getByLabel(kind, { exact: true }).locator('.atrium-flow-card__summary').click();
  const drawer = drawerOf(page);
  await expect(drawer).toBeVisible();
  return drawer;
}

async function closeDrawer(page: Page) {
  await drawerOf(page).locator('.ant-drawer-close').click();
  await expect(drawerOf(page)).toHaveCount(0);
}

async function startAs(browser: Browser, templateName: string, yuan: string, reason: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await signIn(page, LIU);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/PC_APPROVAL_CENTER');
  await page.getByRole('button', { name: new RegExp(templateName) }).click();
  await expect(page.getByRole('heading', { name: `发起「${templateName}」` })).toBeVisible();
  await page.getByLabel('金额').fill(yuan);
  await page.getByLabel('事由').fill(reason);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/PC_APPROVAL_DETAIL\?uniqueId=/);
  return page;
}

test('审批配置: a template with two branches by amount, refused then published, taken both ways', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const templateName = `备用金${String(Date.now()).slice(-4)}`;
  await page.goto('/login');
  await signInAsAdmin(page);
  await page.goto('/PC_APPROVAL_CONFIGURATION');
  await page.getByRole('button', { name: /新建审批/ }).click();
  const create = page.getByRole('dialog');
  await create.getByLabel('审批名称').fill(templateName);
  await pick(page, create.getByLabel('分组'), ['财务']);
  await create.getByRole('button', { name: '创建并设计' }).click();
  await expect(page).toHaveURL(/\/APPROVAL_CONFIG\?uniqueId=/);
  const designerUrl = page.url();

  // 表单配置: 金额 (required) and 事由.
  await page.getByRole('button', { name: '添加金额' }).click();
  const amountProps = page.getByRole('form', { name: '「金额」的属性' });
  await amountProps.getByLabel('必填').check();
  await page.getByRole('button', { name: '添加多行文本' }).click();
  const textProps = page.getByRole('form', { name: '「多行文本」的属性' });
  await textProps.getByLabel('字段名称').fill('事由');
  const fields = page.getByRole('list', { name: '表单字段' });
  await expect(fields.getByText('事由')).toBeVisible();
  await expect(fields.getByText('金额')).toBeVisible();

  // 流程配置: a condition router below 发起人, a cc to 李娜 below it.
  await page.getByText('流程配置', { exact: true }).click();
  await expect(page.getByText('流程结束')).toBeVisible();
  const canvas = page.locator('.atrium-flow-canvas');
  await canvas.getByRole('button', { name: '添加节点' }).first().click();
  await page.getByRole('menu', { name: '添加节点' }).getByRole('menuitem', { name: '条件分支' }).click();
  const columns = page.locator('.atrium-flow-router__column');
  await expect(columns).toHaveCount(2);
  await expect(columns.nth(0)).toContainText('条件1');
  await expect(columns.nth(1)).toContainText('其他情况');
  if (await drawerOf(page).isVisible()) await closeDrawer(page);

  // The cc node, from the + right below the router (the last + of the main chain).
  const ccDrawer = await addNode(
    page,
    canvas.getByRole('button', { name: '添加节点' }).last(),
    '抄送人',
    canvas,
  );
  await pick(page, ccDrawer.getByLabel('选择抄送人'), ['李娜'], true);
  await closeDrawer(page);

  // 条件1 → 张伟.
  const first = await addNode(
    page,
    columns.nth(0).getByRole('button', { name: '添加节点' }).first(),
    '审批人',
    columns.nth(0),
  );
  await pick(page, first.getByLabel('选择审批人'), ['张伟'], true);
  await closeDrawer(page);
  // 其他情况 → 张伟 then 陈刚, in order.
  const other = await addNode(
    page,
    columns.nth(1).getByRole('button', { name: '添加节点' }).first(),
    '审批人',
    columns.nth(1),
  );
  await pick(page, other.getByLabel('选择审批人'), ['张伟', '陈刚'], true);
  await other.getByRole('radio', { name: '依次审批（按顺序）' }).check();
  await closeDrawer(page);
  await expect(columns.nth(1)).toContainText('张伟、陈刚 依次审批');
  await expect(page.locator('.approval-designer__save--saved')).toContainText('已保存');

  // 发布 is refused: 条件1 has no condition; the reason is on its card and in the list.
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText(/还有 \d+ 处需要修改才能发布/)).toBeVisible();
  const branchCard = columns.nth(0).locator('.atrium-flow-card--branch');
  await expect(branchCard).toHaveClass(/atrium-flow-card--problem/);
  await branchCard.hover();
  await expect(page.getByRole('tooltip')).toContainText('请设置条件');
  await expect(page.getByRole('button', { name: '「条件1」：请设置条件' })).toBeVisible();
  await saveScreenshot(page, 'approval-designer-refused');

  // Fixed: 金额 小于等于 1000 元.
  await branchCard.click();
  const condition = drawerOf(page);
  await condition.getByRole('button', { name: '添加条件组' }).click();
  await pick(page, condition.getByLabel('比较方式'), ['小于等于']);
  await condition.getByLabel('金额的比较值').fill('1000');
  await condition.getByLabel('金额的比较值').press('Tab');
  await closeDrawer(page);
  await expect(branchCard).toContainText('金额 ≤ 1000');
  await expect(page.locator('.approval-designer__save--saved')).toContainText('已保存');

  // A third branch for the screenshot of a 3-branch flow, then removed again.
  await page.getByRole('button', { name: '添加条件' }).click();
  await expect(columns).toHaveCount(3);
  await saveScreenshot(page, 'approval-flow-designer-3-branches');
  await columns
    .nth(1)
    .getByRole('button', { name: /^删除条件/ })
    .click();
  await expect(columns).toHaveCount(2);

  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText(/已发布 v1/)).toBeVisible();

  // After a reload the template is published as v1, with nothing left unpublished.
  await page.goto(designerUrl);
  await expect(page.getByRole('heading', { name: templateName })).toBeVisible();
  await expect(page.getByText('v1', { exact: true })).toBeVisible();
  await page.goto('/PC_APPROVAL_CONFIGURATION');
  const row = page.getByRole('listitem', { name: templateName });
  await expect(row).not.toContainText('未发布');
  await expect(row).not.toContainText('有未发布的修改');

  // 刘洋 starts two: 800 元 takes 条件1 (张伟 alone), 5 000 元 the other branch (张伟, then 陈刚).
  const small = await startAs(browser, templateName, '800', '备用金 800');
  const smallTimeline = small.getByRole('region', { name: '审批流程' });
  await expect(smallTimeline).toContainText('张伟');
  await expect(smallTimeline).toContainText('李娜');
  await expect(smallTimeline).not.toContainText('陈刚');
  await saveScreenshot(small, 'approval-designer-story-small');
  const large = await startAs(browser, templateName, '5000', '备用金 5000');
  const largeTimeline = large.getByRole('region', { name: '审批流程' });
  await expect(largeTimeline).toContainText('张伟');
  await expect(largeTimeline).toContainText('张伟、陈刚（依次审批）');
  await expect(largeTimeline).toContainText('李娜');
  await saveScreenshot(large, 'approval-designer-story-large');
});
