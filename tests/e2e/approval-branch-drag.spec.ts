import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './support/console';

/** The branch cards of the first router, in their order. */
const branchOrder = (page: Page) =>
  page
    .locator('.atrium-flow-router')
    .first()
    .locator(
      ':scope > .atrium-flow-router__branches > .atrium-flow-router__column > .atrium-flow-router__head .atrium-flow-card',
    )
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));

/** Drags one handle by the pointer onto another, in small steps as a hand would. */
async function dragOnto(page: Page, from: string, to: string) {
  const start = (await page.getByRole('button', { name: from }).boundingBox())!;
  const end = (await page.getByRole('button', { name: to }).boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++)
    await page.mouse.move(
      start.x + start.width / 2 + ((end.x - start.x) * step) / 10,
      start.y + start.height / 2,
    );
  // The dragged handle follows the pointer, whatever the zoom.
  await expect
    .poll(async () => Math.abs((await page.getByRole('button', { name: from }).boundingBox())!.x - end.x))
    .toBeLessThan(4);
  await page.mouse.up();
}

async function zoomTo(page: Page, percent: number) {
  await page.getByRole('button', { name: '恢复原始大小' }).click();
  const steps = (percent - 100) / 10;
  for (let step = 0; step < Math.abs(steps); step++)
    await page.getByRole('button', { name: steps > 0 ? '放大' : '缩小' }).click();
  await expect(page.getByRole('button', { name: '恢复原始大小' })).toHaveText(`${percent}%`);
}

/**
 * 报销's flow as 张伟 edits it: a second condition added, the branches reordered by dragging at 100 %
 * 200 % and 50 % zoom (其他情况 stays last), a refused 发布 whose problem leaves the list once the branch is
 * removed.
 */
test('流程配置: branches dragged to reorder them at any zoom; a fixed problem leaves the list', async ({
  page,
}) => {
  // Three zooms of pointer drags in small steps: well past the default 30 s on a loaded 2-core machine.
  test.setTimeout(120_000);
  await page.goto('/login');
  await signInAsAdmin(page);
  await page.goto('/PC_APPROVAL_CONFIGURATION');
  await page.getByRole('button', { name: '编辑「报销」' }).click();
  await page.getByText('流程配置', { exact: true }).click();
  await expect(page.getByText('流程结束')).toBeVisible();
  await page.getByRole('button', { name: '添加条件' }).first().click();
  await expect.poll(() => branchOrder(page)).toEqual(['1000 元及以下', '条件2', '其他情况']);
  await expect(page.getByRole('button', { name: '拖动「其他情况」调整优先级' })).toHaveCount(0);

  await dragOnto(page, '拖动「1000 元及以下」调整优先级', '拖动「条件2」调整优先级');
  await expect.poll(() => branchOrder(page)).toEqual(['条件2', '1000 元及以下', '其他情况']);

  // Zoomed in, then out: dnd-kit measures the screen, the canvas is zoomed; the handle keeps up.
  await zoomTo(page, 200);
  await page.getByRole('button', { name: '拖动「1000 元及以下」调整优先级' }).scrollIntoViewIfNeeded();
  await dragOnto(page, '拖动「1000 元及以下」调整优先级', '拖动「条件2」调整优先级');
  await expect.poll(() => branchOrder(page)).toEqual(['1000 元及以下', '条件2', '其他情况']);
  await zoomTo(page, 50);
  await dragOnto(page, '拖动「1000 元及以下」调整优先级', '拖动「条件2」调整优先级');
  await expect.poll(() => branchOrder(page)).toEqual(['条件2', '1000 元及以下', '其他情况']);
  await zoomTo(page, 100);

  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('还有 1 处需要修改才能发布')).toBeAttached();
  await expect(page.getByRole('button', { name: '「条件2」：请设置条件' })).toBeAttached();
  await page.keyboard.press('Escape');
  const branch = page.locator('.atrium-flow-card[aria-label="条件2"]');
  await branch.hover();
  await branch.getByRole('button', { name: '删除条件2' }).click();
  await expect(page.getByText(/处需要修改才能发布/)).toHaveCount(0);
  await expect(page.locator('.atrium-flow-card--problem')).toHaveCount(0);
});
