import { expect, type Page, test } from '@playwright/test';
import { animationsSettled, saveScreenshot, signInAsAdmin } from './support/console';
import { tile } from './support/park';

/**
 * 新增楼宇 and 编辑楼宇 as 张伟 (the demo's admin) lives them: a building of 5 floors × 10 rooms added in
 * one go with its preview, its floor plan all vacant; renamed and a floor added with its rooms; a room
 * blocked as 装修中 from its card. Names are unique per run (the database may be reused).
 */

const run = Date.now().toString(36);
const name = `测试楼${run}`;
const code = `T-${run}`.slice(0, 20);

const group = (page: Page, index: number) => page.locator('.park-batch').nth(index);

async function fillGroup(page: Page, index: number, floors: [string, string], last: string) {
  const card = group(page, index);
  await card.getByLabel('起始楼层').fill(floors[0]);
  await card.getByLabel('结束楼层').fill(floors[1]);
  await card.getByLabel('起始房号').fill('01');
  await card.getByLabel('结束房号').fill(last);
  await card.getByLabel('每间建筑面积').fill('120.5');
  await card.getByLabel('每间使用面积').fill('96');
  await card.getByLabel(/参考租金/).fill('85.5');
}

test.describe.configure({ mode: 'serial' });

test.describe('新增楼宇 / 编辑楼宇 / 自用装修', () => {
  test('adds 5 floors × 10 rooms with a preview, edits the building, blocks a room as 装修中', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await signInAsAdmin(page);
    await page.goto('/PC_PARK_BUILDING');
    await page.getByRole('button', { name: /新增楼宇/ }).click();
    await expect(page.getByText('批量添加房间')).toBeVisible();

    await page.getByLabel('楼宇名称').fill(name);
    await page.getByLabel('楼宇编号').fill(code);
    await page.getByLabel('楼宇地址').fill('科技园路 9 号');
    await page.getByLabel('地上层数').fill('5');
    await page.getByLabel('建筑面积', { exact: true }).fill('6500');
    await page.getByLabel('使用面积', { exact: true }).fill('5200');
    await fillGroup(page, 0, ['1', '5'], '10');
    await page.getByRole('button', { name: '预览' }).click();
    await expect(page.getByRole('status')).toContainText('共 50 间，5 层；建筑面积 6,025.00 m²');
    const preview = page.getByRole('table', { name: '预览的楼层与房间' });
    await expect(preview.getByRole('row')).toHaveCount(5);
    await expect(preview.getByRole('row').first()).toContainText('510');
    await preview.scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await saveScreenshot(page, 'park-building-add-1440');

    await page.getByRole('button', { name: '保存', exact: true }).click();
    const grid = page.getByRole('grid', { name: `${name}平面图` });
    await expect(grid).toBeVisible();
    await expect(grid.locator('td[data-room]')).toHaveCount(50);
    await expect(grid.locator('.park-state--vacant')).toHaveCount(50);
    const legend = page.getByRole('group', { name: '房间状态' });
    await expect(legend.getByRole('button', { name: /^空置/ })).toHaveText('空置50');

    // 编辑楼宇: renamed, a sixth floor with ten rooms.
    await page.getByRole('button', { name: '编辑楼宇' }).click();
    await expect(page.getByText(`编辑楼宇：${name}`)).toBeVisible();
    await expect(page.getByText('现有房间（50 间）')).toBeVisible();
    await page.getByLabel('楼宇名称').fill(`${name}东`);
    await page.getByLabel('地上层数').fill('6');
    await page.getByRole('button', { name: /添加一组房间/ }).click();
    await fillGroup(page, 0, ['6', '6'], '10');
    await page.getByRole('button', { name: '预览' }).click();
    await expect(page.getByRole('status')).toContainText('共 10 间，1 层');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    const renamed = page.getByRole('grid', { name: `${name}东平面图` });
    await expect(renamed).toBeVisible();
    await expect(renamed.locator('td[data-room]')).toHaveCount(60);
    await expect(renamed.locator('th[scope="row"]').first()).toHaveText('6F');

    // 装修中 from the card, confirmed; the plan reloads with it.
    await tile(page, '601').click();
    const card = page.getByRole('dialog', { name: '房间 601', exact: true });
    await expect(card).toBeVisible();
    await card.getByText('装修中', { exact: true }).click();
    await card.getByLabel('备注').fill('更换地面');
    await card.getByRole('button', { name: '确定占用' }).click();
    const question = page.getByRole('dialog', { name: '将房间 601 设为装修中？' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: '确定', exact: true }).click();
    await expect(tile(page, '601')).toHaveClass(/park-state--renovation/);
    await expect(card.getByRole('button', { name: '解除装修中' })).toBeVisible();
    await expect(card).toContainText('装修中');
    await expect(legend.getByRole('button', { name: /^装修中/ })).toHaveText('装修中1');
    await animationsSettled(page);
    await saveScreenshot(page, 'park-room-block-1440');

    // Closed, the card gives the focus back to its tile.
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(tile(page, '601')).toBeFocused();
  });

  test('at 390 px the form fits and previews', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await signInAsAdmin(page);
    await page.goto('/childsPage/buildingAdd');
    await expect(page.getByText('批量添加房间')).toBeVisible();
    await page.getByLabel('地上层数').fill('5');
    await fillGroup(page, 0, ['1', '5'], '10');
    await page.getByRole('button', { name: '预览' }).click();
    await expect(page.getByRole('status')).toContainText('共 50 间');
    await group(page, 0).scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await saveScreenshot(page, 'park-building-add-390');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });
});
