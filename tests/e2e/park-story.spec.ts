import { expect, type Page } from '@playwright/test';
import { creditCodeCheckCharacter } from '../../manifests/contracts/credit-code';
import type { ParkOverview } from '../../manifests/contracts/park-overview';
import { animationsSettled, callApi, logOut, saveScreenshot, signIn, signInAsAdmin } from './support/console';
import { test } from './support/fixture-server';
import { tile } from './support/park';

/**
 * Issue 34's story as a park manager lives it, on the fixture server (租赁台 stands in for the contract
 * area, moving rooms through park's api.ts): a building of 5 floors × 10 rooms added in one go, its plan
 * all vacant; two rooms reserved and then leased as a contract will, 已租 with the tenant's name; 园区概览's
 * rate moved; a company registered and seen on its page; an entry application submitted by a member,
 * approved in 审批详情 by its approver, and the new company found in 企业管理. Everything is this run's own.
 */

const run = Date.now().toString(36);
const stamp = String(Date.now()).slice(-7);

/** A fresh, valid 统一社会信用代码 (`prefix` keeps two of one run apart). */
function creditCode(prefix: string): string {
  const first17 = `${prefix}MA${stamp}`;
  return first17 + creditCodeCheckCharacter(first17)!;
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
const shanghaiDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

test('园区运营：新增楼宇、出租两间、概览变化、录入企业、入驻申请审批通过', async ({ page }) => {
  test.setTimeout(240_000);
  const building = `故事楼${run}`;
  const tenant = `深圳故事${stamp}租户有限公司`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await signInAsAdmin(page);

  // 1. 新增楼宇: 5 floors × 10 rooms in one go, previewed, saved; the plan opens all vacant.
  await page.goto('/PC_PARK_BUILDING');
  await page.getByRole('button', { name: /新增楼宇/ }).click();
  await page.getByLabel('楼宇名称').fill(building);
  await page.getByLabel('楼宇编号').fill(`S-${run}`.slice(0, 20));
  await page.getByLabel('楼宇地址').fill('科技园路 34 号');
  await page.getByLabel('地上层数').fill('5');
  await page.getByLabel('建筑面积', { exact: true }).fill('6500');
  await page.getByLabel('使用面积', { exact: true }).fill('5200');
  const group = page.locator('.park-batch').first();
  await group.getByLabel('起始楼层').fill('1');
  await group.getByLabel('结束楼层').fill('5');
  await group.getByLabel('起始房号').fill('01');
  await group.getByLabel('结束房号').fill('10');
  await group.getByLabel('每间建筑面积').fill('100');
  await group.getByLabel('每间使用面积').fill('80');
  await group.getByLabel(/参考租金/).fill('90');
  await page.getByRole('button', { name: '预览' }).click();
  await expect(page.getByRole('status')).toContainText('共 50 间，5 层');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const grid = page.getByRole('grid', { name: `${building}平面图` });
  await expect(grid.locator('td[data-room]')).toHaveCount(50);
  await expect(grid.locator('.park-state--vacant')).toHaveCount(50);
  const buildingUniqueId = new URL(page.url()).searchParams.get('uniqueId')!;

  // 园区概览 before the leases.
  const before = await callApi<ParkOverview>(page, '/enterprise/v1/park/overview', {});

  // 2. Two rooms reserved (a contract in approval), then leased (it took effect), through park's api.ts.
  const plan = await callApi<{ floors: { rooms: { uniqueId: string; number: string }[] }[] }>(
    page,
    '/enterprise/v1/park/building/floor-plan',
    { buildingUniqueId },
  );
  const rooms = plan.floors.flatMap((floor) => floor.rooms);
  const held: string[] = [];
  for (const number of ['301', '302']) {
    const room = rooms.find((candidate) => candidate.number === number)!;
    const reserved = await callApi<{ occupancyUniqueId: string }>(page, '/enterprise/v1/lease-desk/reserve', {
      roomUniqueId: room.uniqueId,
      from: shanghaiDay(-30),
      to: shanghaiDay(335),
      holderName: tenant,
    });
    held.push(reserved.occupancyUniqueId);
  }
  await page.reload();
  await expect(tile(page, '301')).toHaveClass(/park-state--reserved/);
  await expect(tile(page, '302')).toContainText(tenant);
  for (const occupancyUniqueId of held)
    await callApi(page, '/enterprise/v1/lease-desk/confirm', { occupancyUniqueId });
  await page.reload();
  for (const number of ['301', '302']) {
    await expect(tile(page, number)).toHaveClass(/park-state--leased/);
    await expect(tile(page, number)).toContainText(tenant);
  }
  await expect(
    page.getByRole('group', { name: '房间状态' }).getByRole('button', { name: /^已租/ }),
  ).toHaveText('已租2');
  await tile(page, '301').click();
  const card = page.getByRole('dialog', { name: '房间 301' });
  await expect(card).toContainText(tenant);
  await animationsSettled(page);
  await saveScreenshot(page, 'park-story-plan-1440');
  await page.keyboard.press('Escape');

  // 3. 园区概览: 200 m² more leased, the rate moved, and the building's own figures.
  const after = await callApi<ParkOverview>(page, '/enterprise/v1/park/overview', {});
  expect(after.park.leasedArea - before.park.leasedArea).toBe(20_000);
  expect(after.park.leased - before.park.leased).toBe(2);
  expect(after.park.areaRate).toBeGreaterThan(before.park.areaRate);
  expect(after.buildings.find((row) => row.uniqueId === buildingUniqueId)).toMatchObject({
    rooms: 50,
    leased: 2,
    areaRate: 400,
  });
  await page.goto('/PC_PARK_OVERVIEW');
  const rate = (after.park.areaRate / 100).toFixed(2);
  await expect(page.getByTestId('stat-area-rate')).toHaveText(`${rate}%`);
  await expect(page.getByRole('link', { name: `${building}已租 2 间` })).toBeVisible();
  await expect(page.locator('figure canvas')).toHaveCount(3, { timeout: 15_000 });
  await page.waitForTimeout(600);
  await saveScreenshot(page, 'park-story-overview-1440');

  // 4. 录入企业, then its page.
  const registered = `深圳故事${stamp}登记有限公司`;
  const registeredCode = creditCode('91440300');
  await page.goto('/childsPage/entryCorp');
  await page.getByLabel('企业名称').fill(registered);
  await page.getByLabel('统一社会信用代码').fill(registeredCode);
  await page.getByLabel('法定代表人').fill('林故事');
  await pickOption(page, '所属行业', '信息技术');
  await pickOption(page, '企业规模', '小型企业');
  await page.getByLabel('姓名（主要联系人）').fill('林联系');
  await page.getByLabel('联系电话').fill('13900002222');
  await page.getByLabel('角色').fill('行政');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/childsPage\/corpDetail\?uniqueId=/);
  await expect(page.getByRole('heading', { name: registered })).toBeVisible();
  await expect(page.getByText(registeredCode)).toBeVisible();
  await logOut(page);

  // 5. 入驻申请: 陈刚 applies for a company not yet registered.
  const applicant = `深圳故事${stamp}入驻有限公司`;
  const applicantCode = creditCode('91440301');
  await signIn(page, '13800000004');
  // Back where the sign-out left (the company's page, which every member may read).
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/PC_PARK_ENTRY');
  await page.getByRole('button', { name: '提交入驻申请' }).click();
  await expect(page).toHaveURL(/\/childsPage\/entryApply$/);
  await page.getByLabel('企业名称').fill(applicant);
  await page.getByLabel('统一社会信用代码').fill(applicantCode);
  await page.getByLabel('法定代表人').fill('周入驻');
  await pickOption(page, '所属行业', '信息技术');
  await pickOption(page, '企业规模', '小型企业');
  await page.getByLabel('联系人', { exact: true }).fill('周入驻');
  await page.getByLabel('联系电话').fill('13812340000');
  await page.getByLabel('需求面积（m²）').fill('200');
  await page.getByLabel('预计入驻日期').fill(shanghaiDay(15));
  await page.getByLabel('预计入驻日期').press('Tab');
  await page.getByText('入驻需求').click();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL(/\/childsPage\/entryTemplateDetail\?uniqueId=/);
  const entryUniqueId = new URL(page.url()).searchParams.get('uniqueId')!;
  const entry = await callApi<{ approval: { instanceUniqueId: string } }>(
    page,
    '/enterprise/v1/park/entry/detail',
    { uniqueId: entryUniqueId },
  );
  await logOut(page);

  // 6. 赵敏 approves it in 审批详情, the application shown through park's panel.
  await signIn(page, '13800000005');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/PC_APPROVAL_DETAIL?uniqueId=${entry.approval.instanceUniqueId}`);
  await expect(page.getByRole('heading', { name: '陈刚提交的入驻申请' })).toBeVisible();
  const panel = page.getByRole('region', { name: '入驻申请' });
  await expect(panel.getByText(applicant)).toBeVisible();
  await expect(panel.getByText('200.00 m²')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel.getByText(applicant)).toBeVisible();
  await animationsSettled(page);
  await saveScreenshot(page, 'park-story-approval-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: '同意', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '同意审批' });
  await dialog.getByRole('textbox').fill('同意入驻');
  await dialog.getByRole('button', { name: '确定同意' }).click();
  await expect(dialog).toBeHidden();
  await logOut(page);

  // 7. The new company in 企业管理, found by its name, and its page.
  await signInAsAdmin(page);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/PC_PARK_COMPANY');
  await page.getByRole('textbox', { name: '搜索企业' }).fill(applicant);
  const table = page.locator('.ant-table-tbody');
  await expect(table.getByRole('cell', { name: applicant, exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(1);
  await table.getByRole('cell', { name: applicant, exact: true }).getByText(applicant).click();
  await expect(page.getByRole('heading', { name: applicant })).toBeVisible();
  await expect(page.getByText(applicantCode).filter({ visible: true }).first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: applicant })).toBeVisible();
  await animationsSettled(page);
  await saveScreenshot(page, 'park-story-company-390');

  // The plan at 390 px, the two leases on it.
  await page.goto(`/childsPage/buildingFloorPlan?uniqueId=${buildingUniqueId}&state=leased&date=${today()}`);
  await expect(tile(page, '301')).toHaveClass(/park-state--leased/);
  await animationsSettled(page);
  await saveScreenshot(page, 'park-story-plan-390');
});
