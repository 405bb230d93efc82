import { DirectoryApi } from '@core';
import settingsPlugin from '@plugins/settings';
import { DepartmentApi } from '@plugins/settings/api/department-api';
import OrganizationPage from '@plugins/settings/views/organization-page';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { signedInContainer } from '@tests/support/signed-in-container';
import { departmentMember, FakeOrganizationDepartmentApi } from './support/fake-organization-department-api';

const ALL_ORG_CODES = ['PC_ORG_MANAGEMENT', 'ORG_ADD', 'ORG_MODIFY', 'ORG_REMOVE'];

/** 组织管理 for a member (not an admin) holding `codes`, over an in-memory DepartmentApi. */
async function renderPage(
  options: { codes?: readonly string[]; prepare?: (departments: FakeOrganizationDepartmentApi) => void } = {},
) {
  const departments = new FakeOrganizationDepartmentApi();
  options.prepare?.(departments);
  const test = await signedInContainer({
    plugin: settingsPlugin,
    codes: options.codes ?? ALL_ORG_CODES,
    overrides: (c) => {
      c.rebind(DepartmentApi).toConstantValue(departments);
      c.rebind(DirectoryApi).toConstantValue(departments);
    },
  });
  await act(async () => {
    renderWithServices(<OrganizationPage />, { container: test.container, path: '/PC_ORG_MANAGEMENT' });
  });
  // The data layer hands the tree over a moment after the call answers.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...test, departments, user };
}

const treePanel = () => screen.getByRole('navigation', { name: '部门树' });
/** A department's title in the tree: its name and its counts, direct/total. */
const treeTitle = (name: string) =>
  within(treePanel()).getByText(
    (_content, element) =>
      element?.classList.contains('ant-tree-title') === true &&
      element.textContent?.startsWith(name) === true &&
      !!element.textContent.slice(name.length).match(/^\d+\/\d+$/),
  );
const detailCard = () =>
  screen
    .getByText(
      (_c, element) =>
        element?.classList.contains('ant-card-head-title') === true &&
        element.closest('nav') === null &&
        element.textContent !== '组织架构',
    )
    .closest('.ant-card') as HTMLElement;

async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(treePanel()).getByText(name));
  await waitFor(() =>
    expect(within(detailCard()).getByText(name, { selector: '.ant-card-head-title' })).toBeInTheDocument(),
  );
}

/**
 * The open dialog with this title. (antd names every dialog after an element with id `test-id` under
 * Jest, which other widgets on the page share, so the accessible name is not reliable here.)
 */
const queryDialog = (title: string) =>
  screen
    .queryAllByRole('dialog')
    .find((dialog) => within(dialog).queryByText(title, { selector: '.ant-modal-title' })) ?? null;
const findDialog = (title: string) =>
  waitFor(() => {
    const dialog = queryDialog(title);
    if (!dialog) throw new Error(`no dialog titled ${title}`);
    return dialog;
  });

const memberRow = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('组织管理', () => {
  it('shows the tree with each department’s direct/total member counts and the root’s members', async () => {
    await renderPage();
    expect(await screen.findByText('星河科技园', { selector: '.ant-card-head-title' })).toBeInTheDocument();
    expect(treeTitle('星河科技园')).toHaveTextContent('星河科技园1/7');
    expect(treeTitle('招商部')).toHaveTextContent('招商部2/2');
    expect(treeTitle('物业部')).toHaveTextContent('物业部1/4');
    expect(treeTitle('保安组')).toHaveTextContent('保安组3/3');
    expect(within(treeTitle('物业部')).getByTitle('直属成员 1 人，含下级部门共 4 人')).toBeInTheDocument();

    const boss = await screen.findByRole('row', { name: /张伟/ });
    expect(within(boss).getByText('管理员')).toBeInTheDocument();
    expect(within(boss).getByText('在职')).toBeInTheDocument();
  });

  it('shows the chosen department’s members with their state, and everyone below it on request', async () => {
    const { departments, user } = await renderPage();
    await choose(user, '招商部');
    expect(await screen.findByRole('row', { name: /李娜/ })).toBeInTheDocument();
    expect(within(memberRow('李娜')).getByText('13800000002')).toBeInTheDocument();
    expect(within(memberRow('王芳')).getByText('停用')).toBeInTheDocument();
    expect(within(memberRow('李娜')).queryByText('管理员')).not.toBeInTheDocument();

    await choose(user, '物业部');
    await screen.findByRole('row', { name: /赵强/ });
    expect(screen.queryByRole('row', { name: /成员m-4/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: '包含下级部门' }));
    expect(await screen.findByRole('row', { name: /成员m-4/ })).toBeInTheDocument();
    expect(departments.memberQueries.at(-1)).toEqual({
      uniqueId: 'd-property',
      pageNum: 1,
      pageSize: 10,
      includeDescendants: true,
    });
  });

  it('pages through a large department', async () => {
    const { departments, user } = await renderPage({
      prepare: (fake) => {
        fake.departments[0]!.members = Array.from({ length: 12 }, (_, index) =>
          departmentMember(`p${index + 1}`, { nickname: `员工${index + 1}号` }),
        );
      },
    });
    expect(await screen.findByRole('row', { name: /员工1号/ })).toBeInTheDocument();
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11); // the header and ten members
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('row', { name: /员工11号/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /员工1号/ })).not.toBeInTheDocument();
    expect(departments.memberQueries.at(-1)).toMatchObject({ uniqueId: 'd-root', pageNum: 2, pageSize: 10 });
  });

  it('says when a department has no members, and offers to retry when they cannot be loaded', async () => {
    const { departments, user } = await renderPage();
    departments.departments[1]!.members = [];
    await choose(user, '招商部');
    expect(await screen.findByText('该部门暂无直属成员')).toBeInTheDocument();

    departments.refusals.set('memberPage', new Error('网络异常'));
    await choose(user, '保安组');
    expect(await screen.findByText('网络异常')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('row', { name: /成员m-4/ })).toBeInTheDocument();
  });

  it('adds a sub-department under the chosen one and keeps it chosen', async () => {
    const { departments, notifier, user } = await renderPage();
    await choose(user, '物业部');
    await user.click(screen.getByRole('button', { name: /新增子部门/ }));
    const dialog = await findDialog('新增子部门');
    expect(within(dialog).getByText('上级部门：物业部')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('部门名称'), '  保洁组 {Enter}');

    await waitFor(() =>
      expect(departments.additions).toEqual([{ parentUniqueId: 'd-property', name: '保洁组' }]),
    );
    await waitFor(() => expect(queryDialog('新增子部门')).not.toBeInTheDocument());
    expect(notifier.successes).toEqual(['已新增部门「保洁组」']);
    expect(await within(treePanel()).findByText('保洁组')).toBeInTheDocument();
    expect(treeTitle('保洁组')).toHaveTextContent('保洁组0/0');
    expect(
      within(detailCard()).getByText('物业部', { selector: '.ant-card-head-title' }),
    ).toBeInTheDocument();
  });

  it('checks the name before sending it', async () => {
    const { departments, user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: /新增子部门/ }));
    const dialog = await findDialog('新增子部门');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入部门名称')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('部门名称'), '<b>');
    expect(await within(dialog).findByText('部门名称不能包含尖括号 < >')).toBeInTheDocument();
    expect(departments.additions).toEqual([]);
  });

  it('renames a department, keeping the typed name and showing the refusal in the dialog', async () => {
    const { departments, user } = await renderPage();
    await choose(user, '招商部');
    await user.click(screen.getByRole('button', { name: /重命名/ }));
    const dialog = await findDialog('重命名部门');
    const input = within(dialog).getByLabelText('部门名称');
    expect(input).toHaveValue('招商部');
    await user.clear(input);
    await user.type(input, '物业部');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('同级部门中已有「物业部」');
    expect(input).toHaveValue('物业部');
    expect(queryDialog('重命名部门')).toBeInTheDocument();

    // Changing the name clears the refusal; the second try goes through.
    await user.type(input, '二部');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(queryDialog('重命名部门')).not.toBeInTheDocument());
    expect(departments.renames).toEqual([
      { uniqueId: 'd-invest', name: '物业部' },
      { uniqueId: 'd-invest', name: '物业部二部' },
    ]);
    expect(await within(treePanel()).findByText('物业部二部')).toBeInTheDocument();
    expect(
      within(detailCard()).getByText('物业部二部', { selector: '.ant-card-head-title' }),
    ).toBeInTheDocument();
  });

  it('moves a department under another one chosen among the allowed parents', async () => {
    const { departments, user } = await renderPage();
    await choose(user, '物业部');
    await user.click(screen.getByRole('button', { name: /移动到/ }));
    const dialog = await findDialog('移动部门「物业部」');
    await user.click(within(dialog).getByRole('combobox'));
    const options = document.querySelector('.ant-select-dropdown') as HTMLElement;
    await waitFor(() => expect(within(options).getByText('招商部')).toBeInTheDocument());
    // Not under itself or below itself; its current parent is shown but cannot be chosen.
    expect(within(options).queryByText('物业部')).not.toBeInTheDocument();
    expect(within(options).queryByText('保安组')).not.toBeInTheDocument();
    expect(
      within(options).getByText('星河科技园（当前上级）').closest('.ant-select-tree-treenode'),
    ).toHaveClass('ant-select-tree-treenode-disabled');
    await user.click(within(options).getByText('招商部'));
    await user.click(within(dialog).getByRole('button', { name: '移动' }));

    await waitFor(() =>
      expect(departments.moves).toEqual([{ uniqueId: 'd-property', parentUniqueId: 'd-invest' }]),
    );
    await waitFor(() => expect(treeTitle('招商部')).toHaveTextContent('招商部2/6'));
    expect(
      within(detailCard()).getByText('物业部', { selector: '.ant-card-head-title' }),
    ).toBeInTheDocument();
  });

  it('keeps the move dialog open with the refusal', async () => {
    const { departments, user } = await renderPage({
      prepare: (fake) => {
        fake.departments.push({ uniqueId: 'd-dup', name: '保安组', parentUniqueId: 'd-invest', members: [] });
      },
    });
    await choose(user, '物业部');
    await user.click(within(treePanel()).getAllByText('保安组')[1]!);
    await user.click(screen.getByRole('button', { name: /移动到/ }));
    const dialog = await findDialog('移动部门「保安组」');
    await user.click(within(dialog).getByRole('combobox'));
    const options = document.querySelector('.ant-select-dropdown') as HTMLElement;
    await user.click(await within(options).findByText('招商部'));
    await user.click(within(dialog).getByRole('button', { name: '移动' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('同级部门中已有「保安组」');
    expect(departments.moves).toEqual([{ uniqueId: 'd-guard', parentUniqueId: 'd-invest' }]);
    // The choice stays, to change it or try again.
    expect(dialog.querySelector('.ant-select-content')).toHaveTextContent('招商部');
  });

  it('asks before deleting, and shows why a department with members cannot go', async () => {
    const { departments, user } = await renderPage();
    await choose(user, '保安组');
    await user.click(screen.getByRole('button', { name: /删除/ }));
    const confirm = await screen.findByRole('tooltip', { name: /删除部门「保安组」/ });
    expect(within(confirm).getByText('该部门下还有 3 名成员，需先调整成员的部门。')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('该部门下还有 3 名成员，请先调整成员的部门')).toBeInTheDocument();
    expect(departments.removals).toEqual(['d-guard']);
    expect(within(treePanel()).getByText('保安组')).toBeInTheDocument();
  });

  it('deletes an empty department once confirmed and chooses its parent', async () => {
    const { departments, notifier, user } = await renderPage({
      prepare: (fake) => {
        fake.departments[3]!.members = [];
      },
    });
    await choose(user, '保安组');
    await user.click(screen.getByRole('button', { name: /删除/ }));
    const confirm = await screen.findByRole('tooltip', { name: /删除部门「保安组」/ });
    expect(within(confirm).getByText('删除后不可恢复。')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(treePanel()).queryByText('保安组')).not.toBeInTheDocument());
    expect(departments.removals).toEqual(['d-guard']);
    expect(notifier.successes).toEqual(['部门「保安组」已删除']);
    expect(
      within(detailCard()).getByText('物业部', { selector: '.ant-card-head-title' }),
    ).toBeInTheDocument();
  });

  it('does not offer to move or delete the root', async () => {
    await renderPage();
    await screen.findByText('星河科技园', { selector: '.ant-card-head-title' });
    expect(screen.getByRole('button', { name: /移动到/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /删除/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /新增子部门/ })).toBeEnabled();
  });

  it('shows no action and no dragging to a member without the ORG_* codes', async () => {
    const { user } = await renderPage({ codes: ['PC_ORG_MANAGEMENT'] });
    await choose(user, '招商部');
    await screen.findByRole('row', { name: /李娜/ });
    for (const name of [/新增子部门/, /重命名/, /移动到/, /删除/])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(treePanel().querySelector('[draggable="true"]')).toBeNull();
  });

  it('shows each action only with its own code', async () => {
    await renderPage({ codes: ['PC_ORG_MANAGEMENT', 'ORG_ADD'] });
    expect(await screen.findByRole('button', { name: /新增子部门/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /重命名/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();
    expect(treePanel().querySelector('[draggable="true"]')).toBeNull();
  });

  it('lets holders of 编辑部门 drag departments other than the root', async () => {
    await renderPage({ codes: ['PC_ORG_MANAGEMENT', 'ORG_MODIFY'] });
    await screen.findByText('星河科技园', { selector: '.ant-card-head-title' });
    const draggable = [...treePanel().querySelectorAll('[draggable="true"]')].map((node) => node.textContent);
    expect(draggable).toEqual(['招商部2/2', '物业部1/4', '保安组3/3']);
  });

  it('is usable from the keyboard: arrows and Space choose, Enter opens and submits the dialog', async () => {
    const { departments, user } = await renderPage();
    await screen.findByText('星河科技园', { selector: '.ant-card-head-title' });
    act(() => within(treePanel()).getByRole('tree').focus());
    // The tree starts from the chosen department (the root).
    await user.keyboard('{ArrowDown}{ArrowDown} ');
    await waitFor(() =>
      expect(
        within(detailCard()).getByText('物业部', { selector: '.ant-card-head-title' }),
      ).toBeInTheDocument(),
    );
    act(() => screen.getByRole('button', { name: /新增子部门/ }).focus());
    await user.keyboard('{Enter}');
    const dialog = await findDialog('新增子部门');
    await waitFor(() => expect(within(dialog).getByLabelText('部门名称')).toHaveFocus());
    await user.keyboard('保洁组{Enter}');
    await waitFor(() =>
      expect(departments.additions).toEqual([{ parentUniqueId: 'd-property', name: '保洁组' }]),
    );
  });

  it('filters the tree by name, keeping the matches’ ancestors', async () => {
    const { user } = await renderPage();
    await user.type(within(treePanel()).getByRole('searchbox', { name: '搜索部门' }), '保安');
    await waitFor(() => expect(within(treePanel()).queryByText('招商部')).not.toBeInTheDocument());
    expect(treeTitle('星河科技园')).toBeInTheDocument();
    expect(treeTitle('物业部')).toBeInTheDocument();
    expect(within(treePanel()).getByText('保安', { selector: 'mark' })).toBeInTheDocument();
    await user.clear(within(treePanel()).getByRole('searchbox', { name: '搜索部门' }));
    await user.type(within(treePanel()).getByRole('searchbox', { name: '搜索部门' }), '财务');
    expect(await within(treePanel()).findByText('没有匹配的部门')).toBeInTheDocument();
  });

  it('offers to retry when the tree cannot be loaded', async () => {
    const { departments, user } = await renderPage({
      prepare: (
        fake, // A plain failure: the data layer asks again by itself after a network one.
      ) => fake.refusals.set('tree', new Error('timeout of 5000ms exceeded')),
    });
    expect(await screen.findByText('部门加载失败')).toBeInTheDocument();
    expect(screen.getByText('timeout of 5000ms exceeded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('星河科技园', { selector: '.ant-card-head-title' })).toBeInTheDocument();
    expect(departments.treeCalls).toBe(2);
  });
});
