import { expect, test } from '@playwright/test';
import { callApi, saveScreenshot, signInAsAdmin } from './support/console';

/**
 * 审批配置 as 张伟 (the administrator) sees it, on the real server: the demo templates in their groups;
 * a group added, moved up from the keyboard, renamed; a blank template created in it, opening the
 * designer, whose 发布 is refused with the reason in 表单配置; 报销 (approvals run on it) refused
 * removal with the reason; the new template and its group removed.
 */
test('审批配置: groups, a new template, its designer, and removals with their reasons', async ({ page }) => {
  await page.goto('/login');
  await signInAsAdmin(page);
  await page.goto('/PC_APPROVAL_CONFIGURATION');
  const group = (name: string) => page.getByRole('region', { name: `分组「${name}」` });
  await expect(group('财务').getByRole('listitem', { name: '报销' })).toBeVisible();
  await expect(group('人事').getByRole('listitem', { name: '请假' })).toContainText('所有人');
  await saveScreenshot(page, 'approval-configuration');

  const suffix = String(Date.now()).slice(-4);
  const groupName = `研发${suffix}`;
  await page.getByRole('button', { name: '新建分组' }).click();
  await page.getByRole('dialog').getByLabel('分组名称').fill(groupName);
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(group(groupName)).toBeVisible();
  await expect(group(groupName)).toContainText('该分组暂无审批');

  // Moved one place up from the keyboard: Space, arrow up, Space.
  const headings = page.locator('.approval-config__group-name');
  const before = await headings.allTextContents();
  const handle = page.getByRole('button', { name: `拖动分组「${groupName}」调整顺序` });
  // The dialog gone first: closing, it gives the focus back to 新建分组, which a Space would press.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await handle.focus();
  await expect(handle).toBeFocused();
  // Each key once the previous one took effect (the handle pressed; dnd-kit's live region naming the
  // group it is now over): a key pressed before the drag has started or moved is lost. The region first
  // says the group is over its own place, so only the name of the group above tells the move was made.
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  const above = before[before.length - 2];
  await expect(page.getByText(`分组「${groupName}」移到了「${above}」的位置。`)).toBeAttached();
  await page.keyboard.press('Space');
  const moved = [...before];
  moved.splice(moved.length - 2, 0, moved.pop() as string);
  await expect(headings).toHaveText(moved);
  await page.reload();
  await expect(headings).toHaveText(moved);

  const renamed = `研发中心${suffix}`;
  await page.getByRole('button', { name: `重命名分组「${groupName}」` }).click();
  await page.getByRole('dialog').getByLabel('分组名称').fill(renamed);
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(group(renamed)).toBeVisible();

  const templateName = `出差${suffix}`;
  await page.getByRole('button', { name: /新建审批/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('审批名称').fill(templateName);
  await dialog.getByLabel('分组').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(renamed).click();
  await dialog.getByRole('button', { name: '创建并设计' }).click();
  await expect(page).toHaveURL(/\/APPROVAL_CONFIG\?uniqueId=/);
  await expect(page.getByRole('heading', { name: templateName })).toBeVisible();
  await expect(page.getByText('从左侧点击或拖入字段类型，开始设计表单')).toBeVisible();
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('还有 1 处需要修改才能发布')).toBeVisible();
  await expect(page.getByRole('button', { name: '表单至少需要一个字段' })).toBeVisible();
  // The form designer: a field added by click lands on the canvas and the draft saves itself.
  await page.getByRole('button', { name: '添加金额' }).click();
  await expect(page.getByRole('list', { name: '表单字段' }).getByText('金额')).toBeVisible();
  await expect(page.locator('.approval-designer__save--saved')).toContainText('已保存');
  await saveScreenshot(page, 'approval-form-designer');
  // The flow designer on the next step: the chain from 发起人 to 流程结束.
  await page.getByText('流程配置', { exact: true }).click();
  await expect(page.getByText('流程结束')).toBeVisible();
  await saveScreenshot(page, 'approval-flow-designer');

  // Back on the list (reloaded: never kept alive), the new template is there, unpublished.
  await page.getByRole('button', { name: '返回审批配置' }).click();
  const created = group(renamed).getByRole('listitem', { name: templateName });
  await expect(created).toContainText('未发布');

  await page.getByRole('button', { name: '删除「报销」' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    /「报销」还有 \d+ 条进行中的审批，请等它们结束或终止后再删除/,
  );
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();

  await expect(page.getByRole('button', { name: `删除分组「${renamed}」` })).toBeDisabled();
  await page.getByRole('button', { name: `删除「${templateName}」` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(created).toHaveCount(0);
  await page.getByRole('button', { name: `删除分组「${renamed}」` }).click();
  await expect(group(renamed)).toHaveCount(0);
});

/**
 * The designer's steps are routes of their own (spec §2: 审批配置's children APPROVAL_CONFIG and
 * APPROVAL_WORKFLOW), on a copy of 报销 made for the test: 流程配置 moves the address, the breadcrumb
 * and the highlighted step; the back button returns to 表单配置 with what was edited there; F5 on
 * 流程配置 stays on it; both steps are one tab, one draft.
 */
test('审批配置: 表单配置 and 流程配置 each have their address, breadcrumb, back button and F5', async ({
  page,
}) => {
  await page.goto('/login');
  await signInAsAdmin(page);
  const catalog = await callApi<{
    templates: { uniqueId: string; name: string; groupUniqueId: string }[];
  }>(page, '/enterprise/v1/approval/template/list', {});
  const expense = catalog.templates.find((template) => template.name === '报销')!;
  const name = `报销步骤${String(Date.now()).slice(-5)}`;
  const { uniqueId } = await callApi<{ uniqueId: string }>(page, '/enterprise/v1/approval/template/create', {
    name,
    groupUniqueId: expense.groupUniqueId,
    copyFrom: expense.uniqueId,
  });
  const formAddress = new RegExp(`/APPROVAL_CONFIG\\?uniqueId=${uniqueId}$`);
  const flowAddress = new RegExp(`/APPROVAL_WORKFLOW\\?uniqueId=${uniqueId}$`);
  const breadcrumb = page.getByRole('navigation', { name: '面包屑' });
  const step = (label: string) => page.getByRole('radio', { name: label });
  const designerTabs = page
    .getByRole('navigation', { name: '标签页' })
    .getByRole('link', { name: new RegExp(name) });
  const added = page.getByRole('button', { name: '多行文本「多行文本」' });

  await page.goto('/PC_APPROVAL_CONFIGURATION');
  await page.getByRole('button', { name: `编辑「${name}」` }).click();
  await expect(page).toHaveURL(formAddress);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(breadcrumb).toHaveText(/审批配置\s*\/\s*表单配置$/);
  await expect(step('表单配置')).toBeChecked();
  // An edit on 表单配置, then 流程配置 before it is saved: the draft is the same on both steps.
  await page.getByRole('button', { name: '添加多行文本' }).click();
  await expect(added).toBeVisible();

  await page.getByText('流程配置', { exact: true }).click();
  await expect(page).toHaveURL(flowAddress);
  await expect(breadcrumb).toHaveText(/工作台\s*\/\s*审批\s*\/\s*审批配置\s*\/\s*流程配置$/);
  await expect(step('流程配置')).toBeChecked();
  await expect(page.getByText('流程结束')).toBeVisible();
  await expect(designerTabs).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
  await saveScreenshot(page, 'approval-designer-flow-step');

  // The browser's back button: 表单配置 again, the added field still there, in the same tab.
  await page.goBack();
  await expect(page).toHaveURL(formAddress);
  await expect(breadcrumb).toHaveText(/审批配置\s*\/\s*表单配置$/);
  await expect(step('表单配置')).toBeChecked();
  await expect(added).toBeVisible();
  await expect(designerTabs).toHaveCount(1);

  // Forward, then F5: 流程配置 stays.
  await page.goForward();
  await expect(page).toHaveURL(flowAddress);
  await expect(step('流程配置')).toBeChecked();
  await page.reload();
  await expect(page).toHaveURL(flowAddress);
  await expect(step('流程配置')).toBeChecked();
  await expect(page.getByText('流程结束')).toBeVisible();
  await expect(breadcrumb).toHaveText(/审批配置\s*\/\s*流程配置$/);
  await expect(designerTabs).toHaveCount(1);
  // And 表单配置 from there shows the field the draft saved.
  await page.getByText('表单配置', { exact: true }).click();
  await expect(page).toHaveURL(formAddress);
  await expect(added).toBeVisible();

  await callApi(page, '/enterprise/v1/approval/template/remove', { uniqueId });
});
