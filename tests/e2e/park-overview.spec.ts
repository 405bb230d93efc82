import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, saveScreenshot, signInAsAdmin } from './support/console';

/** 园区概览 on the demo's 星河科技园 (read only), signed in as 张伟. */
async function openOverviewFromMenu(page: Page) {
  await page.goto('/login');
  await signInAsAdmin(page);
  // 园区运营 opens on its first menu, 园区概览; from 楼宇管理, the section's menu leads back to it.
  await page.goto('/PC_PARK_OPERATION');
  await expect(page).toHaveURL(/PC_PARK_OVERVIEW/);
  await page.goto('/PC_PARK_BUILDING');
  await expect(page.getByRole('cell', { name: '星河研发一号楼' }).first()).toBeVisible();
  await page.getByRole('menuitem', { name: '园区概览' }).click();
  await expect(page).toHaveURL(/PC_PARK_OVERVIEW/);
  await expect(page.getByTestId('stat-area-rate')).toHaveText(/^\d+\.\d{2}%$/);
}

test.describe('园区概览', () => {
  test('张伟 opens it from the menu, reads the figures and charts, and a building opens its floor plan', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openOverviewFromMenu(page);
    await expect(page.getByTestId('stat-room-rate')).toHaveText(/^\d+\.\d{2}%$/);
    await expect(page.getByTestId('stat-vacant-area')).toContainText('m²');
    await expect(page.getByTestId('stat-lease-ends')).toContainText('份');
    // The three charts drawn (ECharts on canvas).
    await expect(page.locator('figure canvas')).toHaveCount(3, { timeout: 15_000 });
    await expect(page.getByRole('list', { name: '星河研发一号楼各楼层出租率' })).toBeVisible();
    await expect(page.getByRole('link', { name: '30 天内到期', exact: false }).first()).toHaveAttribute(
      'href',
      '/childsPage/settleCorp?contractEndWithin=30',
    );
    await expectAccessible(page);
    await page.waitForTimeout(600);
    await saveScreenshot(page, 'park-overview-1440');

    const leased = page.getByRole('link', { name: /^星河研发一号楼已租 \d+ 间$/ });
    await expect(leased).toHaveAttribute(
      'href',
      /\/childsPage\/buildingFloorPlan\?uniqueId=.+&state=leased$/,
    );
    await page.getByRole('link', { name: '星河研发一号楼', exact: true }).click();
    await expect(page).toHaveURL(/\/childsPage\/buildingFloorPlan\?uniqueId=/);
    await expect(page.getByRole('grid', { name: '星河研发一号楼平面图' })).toBeVisible();
  });

  test('at 390 px its cards stack and fit', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await signInAsAdmin(page);
    await page.goto('/PC_PARK_OVERVIEW');
    await expect(page.getByTestId('stat-area-rate')).toHaveText(/^\d+\.\d{2}%$/);
    await expect(page.locator('figure canvas')).toHaveCount(3, { timeout: 15_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.waitForTimeout(600);
    await saveScreenshot(page, 'park-overview-390');
  });
});
