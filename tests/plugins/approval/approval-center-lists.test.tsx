import { ApiError, NETWORK_ERROR_CODE } from '@core';
import type { BatchApproved } from '@plugins/approval/api/approval-api';
import ApprovalCenterPage, { centerTabOf } from '@plugins/approval/views/approval-center-page';
import { startedRangeOf } from '@plugins/approval/views/center/approval-columns';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import dayjs from 'dayjs';
import { useLocation } from 'react-router-dom';
import { approvalTestContainer, type Boxes, item } from './support/approval-fixtures';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A local time as the server would send it (ISO 8601, UTC). */
const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute).toISOString();
const location = () => screen.getByTestId('location').textContent;
const rowOf = (title: string) => screen.getAllByText(title)[0]!.closest('tr')!;
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(name) });

async function renderCenter(options: Parameters<typeof approvalTestContainer>[0] & { path?: string } = {}) {
  const test = await approvalTestContainer(options);
  await act(async () => {
    renderWithServices(
      <>
        <ApprovalCenterPage />
        <LocationProbe />
      </>,
      { container: test.container, path: options.path ?? '/PC_APPROVAL_CENTER?tab=todo' },
    );
  });
  return {
    ...test,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

const BOXES: Boxes = {
  todo: [
    item('a1', { title: '陈刚提交的报销', summary: '报销金额：¥1,200.00', startedAt: at(1, 9, 30) }),
    item('a2', { title: '陈刚提交的请假', templateName: '请假', batchApprovable: false }),
    item('a3', { title: '王芳提交的采购', templateName: '采购', initiatorName: '王芳' }),
  ],
  done: [item('d1', { title: '陈刚提交的用印', state: 'approved', actedAt: at(2, 10) })],
  mine: [item('m1', { title: '我发起的报销', state: 'rejected', currentNodes: '' })],
};

describe('审批中心 lists', () => {
  it('opens the tab the address names and shows 待我审批 with its count and columns', async () => {
    const test = await renderCenter({ boxes: BOXES, todo: 3 });
    await waitFor(() => expect(screen.getByText('陈刚提交的报销')).toBeInTheDocument());
    expect(test.lists.at(-1)).toEqual({ box: 'todo', pageNum: 1, pageSize: 10 });
    expect(tab('待我审批')).toHaveAttribute('aria-selected', 'true');
    expect(within(tab('待我审批')).getByText('3')).toBeInTheDocument();

    const row = rowOf('陈刚提交的报销');
    expect(within(row).getByText('报销金额：¥1,200.00')).toBeInTheDocument();
    expect(within(row).getByText('审批中')).toBeInTheDocument();
    expect(within(row).getByText('主管审批')).toBeInTheDocument();
    expect(within(row).getByText('2026-03-01 09:30')).toBeInTheDocument();
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
    // The title is a link to 审批详情 (the keyboard reaches it).
    expect(within(row).getByRole('link', { name: '陈刚提交的报销' })).toHaveAttribute(
      'href',
      '/PC_APPROVAL_DETAIL?uniqueId=a1',
    );
  });

  it('switches the box with the tab, keeps it in the address, and shows 处理时间 in 我已审批', async () => {
    const test = await renderCenter({ boxes: BOXES });
    await screen.findByText('陈刚提交的报销');

    await test.user.click(tab('我已审批'));
    await screen.findByText('陈刚提交的用印');
    expect(test.lists.at(-1)).toMatchObject({ box: 'done' });
    expect(location()).toBe('/PC_APPROVAL_CENTER?tab=done');
    expect(screen.getAllByText('处理时间').length).toBeGreaterThan(0);
    expect(within(rowOf('陈刚提交的用印')).getByText('2026-03-02 10:00')).toBeInTheDocument();

    await test.user.click(tab('我发起的'));
    await screen.findByText('我发起的报销');
    expect(test.lists.at(-1)).toMatchObject({ box: 'mine' });
    expect(location()).toBe('/PC_APPROVAL_CENTER?tab=mine');
    expect(within(rowOf('我发起的报销')).getByText('已拒绝')).toBeInTheDocument();
    expect(screen.queryAllByText('处理时间')).toEqual([]);

    await test.user.click(tab('抄送我的'));
    await waitFor(() => expect(test.lists.at(-1)).toMatchObject({ box: 'cc' }));
    expect(await screen.findByText('暂无抄送给您的审批')).toBeInTheDocument();
  });

  it('sends the keyword, the template and the state with the list query', async () => {
    const test = await renderCenter({ boxes: BOXES });
    await screen.findByText('陈刚提交的报销');

    await test.user.type(screen.getByLabelText('搜索审批'), '报销');
    fireEvent.mouseDown(screen.getByLabelText('审批类型').closest('.ant-select')!);
    await test.user.click(await screen.findByTitle('报销'));
    fireEvent.mouseDown(screen.getByLabelText('状态').closest('.ant-select')!);
    await test.user.click(await screen.findByTitle('审批中'));
    await test.user.click(screen.getByRole('button', { name: '查询' }));

    await waitFor(() =>
      expect(test.lists.at(-1)).toEqual({
        box: 'todo',
        pageNum: 1,
        pageSize: 10,
        keyword: '报销',
        templateUniqueId: 'tpl-expense',
        state: 'running',
      }),
    );
    await waitFor(() => expect(screen.queryByText('陈刚提交的请假')).toBeNull());
    expect(screen.getByText('陈刚提交的报销')).toBeInTheDocument();
  });

  it('turns 发起时间 into startedFrom/startedTo days, and reads an unknown tab as 发起审批', () => {
    expect(startedRangeOf([dayjs('2026-03-01'), dayjs('2026-03-31')])).toEqual({
      startedFrom: '2026-03-01',
      startedTo: '2026-03-31',
    });
    expect(startedRangeOf(undefined)).toEqual({});
    expect(centerTabOf('cc')).toBe('cc');
    expect(centerTabOf('whatever')).toBe('start');
    expect(centerTabOf(null)).toBe('start');
  });

  it('opens 审批详情 of a row clicked', async () => {
    const test = await renderCenter({ boxes: BOXES });
    await screen.findByText('王芳提交的采购');
    await test.user.click(within(rowOf('王芳提交的采购')).getByText('王芳'));
    expect(location()).toBe('/PC_APPROVAL_DETAIL?uniqueId=a3');
  });

  it('approves in a batch only the rows 批量同意 may take, asks first, and lists the refusals', async () => {
    const sent: { tasks: string[]; requestId: string }[] = [];
    const test = await renderCenter({
      boxes: BOXES,
      todo: 3,
      api: {
        batchApprove: async (tasks, requestId): Promise<BatchApproved> => {
          sent.push({ tasks, requestId });
          return { approved: 1, refused: [{ taskUniqueId: 'task-a3', message: '该审批已被他人处理' }] };
        },
      },
    });
    await screen.findByText('陈刚提交的报销');
    expect(screen.getByLabelText('「陈刚提交的请假」需填写意见或表单，不能批量同意')).toBeDisabled();

    // antd measures the header in a hidden row too: the title checkbox there is inert.
    const selectPage = screen
      .getAllByLabelText('选择本页可批量同意的审批')
      .find((box) => !box.closest('[inert]'))!;
    await test.user.click(selectPage);
    expect(screen.getByText('已选择 2 项')).toBeInTheDocument();
    const listsBefore = test.lists.length;
    const countsBefore = test.reads.counts;
    await test.user.click(screen.getByRole('button', { name: '批量同意' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(test.notifier.questions.map((question) => question.title)).toEqual(['批量同意 2 项审批？']);
    expect(sent[0]!.tasks).toEqual(['task-a1', 'task-a3']);
    expect(sent[0]!.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const report = await screen.findByRole('alert');
    expect(within(report).getByText('已同意 1 项，1 项未能同意')).toBeInTheDocument();
    expect(within(report).getByText('王芳提交的采购：该审批已被他人处理')).toBeInTheDocument();
    // The lists and the counts reload; the choice is cleared.
    await waitFor(() => expect(test.lists.length).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(test.reads.counts).toBeGreaterThan(countsBefore));
    expect(screen.queryByText(/已选择/)).toBeNull();
  });

  it('shows a failed 批量同意 and sends the same request id when the same rows are approved again', async () => {
    const sent: { tasks: string[]; requestId: string }[] = [];
    const answers: (() => Promise<BatchApproved>)[] = [
      async () => {
        throw new ApiError(NETWORK_ERROR_CODE, '网络异常，请检查网络后重试');
      },
      async () => ({ approved: 1, refused: [] }),
    ];
    const test = await renderCenter({
      boxes: BOXES,
      api: {
        batchApprove: (tasks, requestId) => {
          sent.push({ tasks, requestId });
          return answers.shift()!();
        },
      },
    });
    await screen.findByText('陈刚提交的报销');
    await test.user.click(screen.getByLabelText('选择「陈刚提交的报销」'));
    await test.user.click(screen.getByRole('button', { name: '批量同意' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('批量同意失败：网络异常，请检查网络后重试');
    expect(screen.getByText('已选择 1 项')).toBeInTheDocument();

    await test.user.click(screen.getByRole('button', { name: '批量同意' }));
    await waitFor(() => expect(test.notifier.successes).toEqual(['已同意 1 项审批']));
    expect(sent.map((call) => call.tasks)).toEqual([['task-a1'], ['task-a1']]);
    expect(sent[1]!.requestId).toBe(sent[0]!.requestId);
  });

  it('sends nothing when the batch question is answered 取消', async () => {
    const sent: string[][] = [];
    const test = await renderCenter({
      boxes: BOXES,
      api: {
        batchApprove: async (tasks) => {
          sent.push(tasks);
          return { approved: tasks.length, refused: [] };
        },
      },
    });
    await screen.findByText('陈刚提交的报销');
    await test.user.click(screen.getByLabelText('选择「陈刚提交的报销」'));
    test.notifier.answers.push(false);
    await test.user.click(screen.getByRole('button', { name: '批量同意' }));
    await waitFor(() => expect(test.notifier.questions).toHaveLength(1));
    expect(test.notifier.questions[0]!.title).toBe('批量同意 1 项审批？');
    expect(sent).toEqual([]);
  });
});
