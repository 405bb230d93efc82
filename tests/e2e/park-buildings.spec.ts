import { expect, type Page, test } from '@playwright/test';
import { animationsSettled, expectAccessible, saveScreenshot, signInAsAdmin } from './support/console';
import { tile } from './support/park';

/** 楼宇管理, signed in as 张伟 (the demo's admin). */
async function openBuildings(page: Page) {
  await page.goto('/login');
  await signInAsAdmin(page);
  await page.goto('/PC_PARK_BUILDING');
  await expect(page.getByRole('cell', { name: '星河中心A栋' }).first()).toBeVisible();
}

test.describe('楼宇管理', () => {
  test('张伟 sees the demo’s buildings, opens 星河中心A栋’s plan, a room’s card, and moves with the arrows', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openBuildings(page);
    for (const name of ['星河中心A栋', '星河研发一号楼', '星河研发二号楼', '星河商业裙楼']) {
      await expect(page.getByRole('cell', { name }).first()).toBeVisible();
    }
    await expect(page.getByText('合计')).toBeVisible();
    await saveScreenshot(page, 'park-buildings-1440');

    await page.getByRole('button', { name: '星河中心A栋的平面图' }).click();
    const grid = page.getByRole('grid', { name: '星河中心A栋平面图' });
    await expect(grid).toBeVisible();
    await expect(grid.locator('.park-state--leased').first()).toBeVisible();
    for (const state of ['reserved', 'self-use', 'renovation', 'vacant']) {
      await expect(grid.locator(`.park-state--${state}`).first()).toBeAttached();
    }
    await expect(tile(page, '201')).toContainText('深圳星河数据科技有限公司');
    await expect(tile(page, '1105')).toContainText('云图智能（深圳）有限公司');
    await expectAccessible(page);
    await saveScreenshot(page, 'park-floor-plan-1440');

    // One tab stop; the arrows move between tiles.
    await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);
    await tile(page, '201').click();
    const card = page.getByRole('dialog', { name: '房间 201' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('深圳星河数据科技有限公司');
    await expect(card).toContainText('元/m²·月');
    await expect(card).toContainText(/\d{4}-\d{2}-\d{2}/);
    await animationsSettled(page);
    await saveScreenshot(page, 'park-room-card-1440');
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await tile(page, '201').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tile(page, '202')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(tile(page, '302')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tile(page, '301')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: '房间 301' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The legend filters by state.
    await page.getByRole('group', { name: '房间状态' }).getByRole('button', { name: /^已租/ }).click();
    await expect(grid.locator('.park-state--vacant')).toHaveCount(0);
    await expect(tile(page, '201')).toBeVisible();
  });

  test('at 390 px the list and the plan fit, the plan scrolling sideways', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await signInAsAdmin(page);
    await page.goto('/PC_PARK_BUILDING');
    await expect(page.getByText('星河中心A栋').first()).toBeVisible();
    await saveScreenshot(page, 'park-buildings-390');
    await page.getByRole('button', { name: '星河中心A栋的平面图' }).click();
    await expect(page.getByRole('grid', { name: '星河中心A栋平面图' })).toBeVisible();
    await saveScreenshot(page, 'park-floor-plan-390');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });
});
