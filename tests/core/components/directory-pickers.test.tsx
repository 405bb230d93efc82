import { DirectoryApi } from '@core';
import { DepartmentPicker, MemberPicker } from '@core/components';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { departmentNode, FakeDirectoryApi } from '@tests/support/fakes/fake-directory-api';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';
import { useState } from 'react';

const MEMBERS = [
  { uniqueId: 'm-chen', name: '陈刚', departments: '招商部' },
  { uniqueId: 'm-zhao', name: '赵敏', departments: '招商部、物业部' },
  { uniqueId: 'm-sun', name: '孙强', departments: '总经理办公室' },
];
const TREE = [
  departmentNode(
    'd-root',
    '星河科技园',
    [
      departmentNode('d-invest', '招商部', [], 2),
      departmentNode('d-property', '物业部', [departmentNode('d-guard', '保安组', [], 1)], 3),
      departmentNode('d-finance', '财务部'),
    ],
    5,
  ),
];

/** A picker beside what was chosen. */
function Chooser({ picker }: { picker: (change: (value: unknown) => void) => React.ReactElement }) {
  const [chosen, setChosen] = useState<unknown>();
  return (
    <>
      {picker(setChosen)}
      <output aria-label="已选">{JSON.stringify(chosen ?? null)}</output>
    </>
  );
}

/** A picker in a page that shows what was chosen, over an in-memory directory. */
async function show(
  picker: (change: (value: unknown) => void) => React.ReactElement,
  directory = new FakeDirectoryApi(TREE, MEMBERS),
) {
  const test = createTestContainer({ overrides: (c) => c.rebind(DirectoryApi).toConstantValue(directory) });
  await act(async () => {
    renderWithServices(<Chooser picker={picker} />, { container: test.container });
  });
  return { directory, user: userEvent.setup({ delay: null }) };
}

/**
 * A key pressed in a picker's input. rc-select reads the key's `which`, which browsers set and
 * user-event leaves out under jsdom, so the keys are sent with it.
 */
const KEY_CODES = { ArrowDown: 40, ArrowUp: 38, Enter: 13 } as const;
function press(input: HTMLElement, ...keys: (keyof typeof KEY_CODES)[]) {
  for (const key of keys) {
    const code = KEY_CODES[key];
    act(() => {
      fireEvent.keyDown(input, { key, keyCode: code, which: code });
      fireEvent.keyUp(input, { key, keyCode: code, which: code });
    });
  }
}

const chosen = () => screen.getByRole('status', { name: '已选' }).textContent;
const listbox = () =>
  document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)') as HTMLElement;

describe('MemberPicker', () => {
  it('lists the organisation’s members with their departments and searches by name or department', async () => {
    const { user, directory } = await show((change) => <MemberPicker aria-label="成员" onChange={change} />);
    await user.click(screen.getByRole('combobox', { name: '成员' }));
    expect(await screen.findByText('孙强（总经理办公室）')).toBeInTheDocument();
    expect(screen.getByText('赵敏（招商部、物业部）')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: '成员' }), '物业');
    await waitFor(() => expect(screen.queryByText('孙强（总经理办公室）')).not.toBeInTheDocument());
    expect(screen.getByText('赵敏（招商部、物业部）')).toBeInTheDocument();
    await user.click(screen.getByText('赵敏（招商部、物业部）'));
    expect(chosen()).toBe('"m-zhao"');
    expect(directory.calls.members).toBe(1);
  });

  it('is used with the keyboard: type, arrow down, Enter; the chosen member shows by name', async () => {
    const { user } = await show((change) => <MemberPicker aria-label="成员" onChange={change} />);
    const input = screen.getByRole('combobox', { name: '成员' });
    await user.click(input);
    await screen.findByText('陈刚（招商部）');
    press(input, 'ArrowDown', 'Enter');
    expect(chosen()).toBe('"m-zhao"');
    const picker = input.closest('.ant-select') as HTMLElement;
    expect(within(picker).getByText('赵敏')).toBeInTheDocument();
    expect(within(picker).queryByText('赵敏（招商部、物业部）')).not.toBeInTheDocument();
  });

  it('chooses several when multiple', async () => {
    const { user } = await show((change) => <MemberPicker aria-label="成员" multiple onChange={change} />);
    await user.click(screen.getByRole('combobox', { name: '成员' }));
    await user.click(await screen.findByText('陈刚（招商部）'));
    await user.click(screen.getByText('孙强（总经理办公室）'));
    expect(chosen()).toBe('["m-chen","m-sun"]');
  });

  it('says it is loading, then that nothing matches, and that there is no one to choose', async () => {
    const directory = new FakeDirectoryApi(TREE, MEMBERS);
    const release = directory.hold();
    const { user } = await show((change) => <MemberPicker aria-label="成员" onChange={change} />, directory);
    await user.click(screen.getByRole('combobox', { name: '成员' }));
    expect(await within(listbox()).findByText('加载中…')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('陈刚（招商部）')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: '成员' }), '王');
    expect(await within(listbox()).findByText('没有匹配的成员')).toBeInTheDocument();
  });

  it('says when there is no one to choose, and when the members failed, with 重试', async () => {
    const directory = new FakeDirectoryApi(TREE, []);
    directory.fail = true;
    const { user } = await show((change) => <MemberPicker aria-label="成员" onChange={change} />, directory);
    await user.click(screen.getByRole('combobox', { name: '成员' }));
    const failed = await within(listbox()).findByRole('alert');
    expect(failed).toHaveTextContent('成员加载失败，重试');
    directory.fail = false;
    await user.click(within(failed).getByRole('button', { name: '重试' }));
    expect(await within(listbox()).findByText('暂无可选的成员')).toBeInTheDocument();
  });

  it('chooses among given members only, without asking the directory', async () => {
    const { user, directory } = await show((change) => (
      <MemberPicker aria-label="审批人" among={[{ value: 'm-sun', label: '孙强' }]} onChange={change} />
    ));
    await user.click(screen.getByRole('combobox', { name: '审批人' }));
    await user.click(await screen.findByText('孙强'));
    expect(chosen()).toBe('"m-sun"');
    expect(screen.queryByText('陈刚（招商部）')).not.toBeInTheDocument();
    expect(directory.calls.members).toBe(0);
  });
});

describe('DepartmentPicker', () => {
  it('shows the tree expanded, searches it by name, and chooses', async () => {
    const { user, directory } = await show((change) => (
      <DepartmentPicker aria-label="部门" onChange={change} />
    ));
    await user.click(screen.getByRole('combobox', { name: '部门' }));
    expect(await screen.findByText('保安组')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: '部门' }), '保安');
    await waitFor(() => expect(within(listbox()).queryByText('招商部')).not.toBeInTheDocument());
    await user.click(within(listbox()).getByText('保安组'));
    expect(chosen()).toBe('"d-guard"');
    expect(directory.calls.departmentTree).toBe(1);
  });

  it('ticks departments with their member counts, a ticked parent standing for those below it', async () => {
    const { user } = await show((change) => (
      <DepartmentPicker aria-label="接收部门" checkable countMembers onChange={change} />
    ));
    await user.click(screen.getByRole('combobox', { name: '接收部门' }));
    await user.click(await screen.findByText('招商部（2 人）'));
    expect(chosen()).toBe('["d-invest"]');
    // 保安组 is all of 物业部: ticking it ticks 物业部, which then stands for it.
    await user.click(screen.getByText('保安组（1 人）'));
    expect(chosen()).toBe('["d-invest","d-property"]');
    const picker = screen.getByRole('combobox', { name: '接收部门' }).closest('.ant-select') as HTMLElement;
    expect(within(picker).getByText('物业部（3 人）')).toBeInTheDocument();
    expect(within(picker).queryByText('保安组（1 人）')).not.toBeInTheDocument();
  });

  it('is used with the keyboard: type, Enter', async () => {
    const { user } = await show((change) => <DepartmentPicker aria-label="部门" onChange={change} />);
    await user.click(screen.getByRole('combobox', { name: '部门' }));
    await screen.findByText('招商部');
    const input = screen.getByRole('combobox', { name: '部门' });
    await user.type(input, '招商');
    press(input, 'Enter');
    expect(chosen()).toBe('"d-invest"');
  });

  it('says it is loading, that nothing matches, and when the tree failed, with 重试', async () => {
    const directory = new FakeDirectoryApi(TREE, MEMBERS);
    const release = directory.hold();
    directory.fail = true;
    const { user } = await show(
      (change) => <DepartmentPicker aria-label="部门" onChange={change} />,
      directory,
    );
    await user.click(screen.getByRole('combobox', { name: '部门' }));
    expect(await within(listbox()).findByText('加载中…')).toBeInTheDocument();
    await act(async () => release());
    const failed = await within(listbox()).findByRole('alert', {}, { timeout: 3000 });
    expect(failed).toHaveTextContent('部门加载失败，重试');
    directory.fail = false;
    await user.click(within(failed).getByRole('button', { name: '重试' }));
    expect(await within(listbox()).findByText('保安组')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: '部门' }), '法务');
    expect(await within(listbox()).findByText('没有匹配的部门')).toBeInTheDocument();
  });

  it('says there is nothing to choose in an empty tree', async () => {
    const { user } = await show(
      (change) => <DepartmentPicker aria-label="部门" onChange={change} />,
      new FakeDirectoryApi([], MEMBERS),
    );
    await user.click(screen.getByRole('combobox', { name: '部门' }));
    expect(await within(listbox()).findByText('暂无可选的部门')).toBeInTheDocument();
  });
});
