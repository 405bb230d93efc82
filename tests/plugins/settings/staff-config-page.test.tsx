import { LEAVE_QUESTION } from '@core/crud/leave-guard';
import { ApiError } from '@core/services/api-error';
import { TabsStore } from '@core/stores/tabs-store';
import StaffConfigPage from '@plugins/settings/views/staff/staff-config-page';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { staffTestContainer } from './support/staff-test-container';

async function renderConfig() {
  const test = await staffTestContainer();
  test.staff.fieldList = [
    { uniqueId: 'f-edu', label: '学历', kind: 'text', options: [], required: true },
    { uniqueId: 'f-years', label: '工龄', kind: 'number', options: [], required: false },
  ];
  await act(async () => {
    renderWithServices(<StaffConfigPage />, {
      container: test.container,
      path: '/childsPage/configureForms',
    });
  });
  await waitFor(() => row(1));
  return {
    ...test,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

// Plain selectors: role queries with names walk the whole (large) antd DOM, seconds each in jsdom.
const row = (position: number) => {
  const found = document.querySelector<HTMLElement>(`[role="group"][aria-label^="字段 ${position}"]`);
  if (!found) throw new Error(`no row 字段 ${position}`);
  return found;
};
const button = (text: string) => screen.getByText(text, { selector: 'button > span' }).closest('button')!;

async function chooseKind(user: ReturnType<typeof userEvent.setup>, position: number, kind: string) {
  const input = within(row(position)).getByLabelText('类型');
  fireEvent.mouseDown(input.closest('.ant-select') ?? input);
  const choice = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].flatMap((popup) =>
      within(popup).queryAllByTitle(kind),
    );
    if (found.length === 0) throw new Error(`no 「${kind}」 option`);
    return found.at(-1)!;
  });
  await user.click(choice);
}

describe('员工字段配置', () => {
  it('adds a select field with options, moves it up and saves the whole list in order', async () => {
    const { staff, notifier, user } = await renderConfig();
    await user.click(button('新增字段'));
    await user.type(within(row(3)).getByLabelText('字段名称'), ' 政治面貌 ');
    await chooseKind(user, 3, '下拉选择');
    await user.type(await within(row(3)).findByLabelText('选项'), '群众,党员,');
    await user.click(within(row(3)).getByRole('switch'));
    await user.click(within(row(3)).getByRole('button', { name: /上移/ }));
    expect(row(2)).toHaveAccessibleName('字段 2：政治面貌');
    await user.click(button('保存'));

    await waitFor(() => expect(staff.savedFieldLists).toHaveLength(1));
    expect(staff.savedFieldLists[0]).toEqual([
      { uniqueId: 'f-edu', label: '学历', kind: 'text', options: [], required: true },
      { label: '政治面貌', kind: 'select', options: ['群众', '党员'], required: true },
      { uniqueId: 'f-years', label: '工龄', kind: 'number', options: [], required: false },
    ]);
    expect(notifier.successes).toEqual(['员工字段已保存']);
  });

  it('asks before its tab closes with unsaved edits, and not once they are saved', async () => {
    const { notifier, service, user } = await renderConfig();
    const tabs = service(TabsStore);
    const key = '/childsPage/configureForms';
    // The page is the shown tab (the shell's tab bar would make it so).
    tabs.activate(key);
    expect(tabs.hasUnsaved([key])).toBe(false);
    await user.type(within(row(2)).getByLabelText('字段名称'), '（年）');
    expect(tabs.hasUnsaved([key])).toBe(true);
    notifier.answers.push(false);
    expect(await tabs.mayClose([key])).toBe(false);
    expect(notifier.questions).toEqual([LEAVE_QUESTION]);

    await user.click(button('保存'));
    await waitFor(() => expect(notifier.successes).toEqual(['员工字段已保存']));
    expect(tabs.hasUnsaved([key])).toBe(false);
  });

  it('checks names and options before saving', async () => {
    const { staff, user } = await renderConfig();
    await user.click(button('新增字段'));
    await user.click(button('新增字段'));
    await user.type(within(row(3)).getByLabelText('字段名称'), '学历');
    await user.type(within(row(4)).getByLabelText('字段名称'), '手机号');
    await user.click(button('新增字段'));
    await chooseKind(user, 5, '下拉选择');
    await user.click(button('保存'));
    expect(await screen.findByText('字段名称「学历」重复')).toBeInTheDocument();
    expect(await screen.findByText('「手机号」是员工的固定信息，请换一个字段名称')).toBeInTheDocument();
    expect(await screen.findByText('请输入字段名称')).toBeInTheDocument();
    expect(await screen.findByText('下拉字段「字段 5」至少需要一个选项')).toBeInTheDocument();
    expect(staff.savedFieldLists).toEqual([]);
  });

  it('asks before removing a saved field, and shows a refusal in place keeping the edits', async () => {
    const { staff, user } = await renderConfig();
    await user.click(within(row(2)).getByRole('button', { name: /删除/ }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('删除「工龄」？')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(document.querySelector('[aria-label$="工龄"]')).toBeNull());

    staff.refusals.set('saveFields', new ApiError(400050, '字段已被修改或删除，请刷新页面后重试'));
    const label = within(row(1)).getByLabelText('字段名称');
    await user.clear(label);
    await user.type(label, '最高学历');
    await user.click(button('保存'));
    expect(await screen.findByRole('alert')).toHaveTextContent('字段已被修改或删除，请刷新页面后重试');
    expect(within(row(1)).getByLabelText('字段名称')).toHaveValue('最高学历');
    expect(staff.savedFieldLists).toEqual([
      [{ uniqueId: 'f-edu', label: '最高学历', kind: 'text', options: [], required: true }],
    ]);
  });
});
