import { InboxStore } from '@plugins/notice/stores/inbox-store';
import { UnreadMessagesStore } from '@plugins/notice/stores/unread-messages-store';
import NoticeListPage from '@plugins/notice/views/notice-list-page';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { useLocation } from 'react-router-dom';
import { type FakeNoticeApi, message } from './support/fake-notice-api';
import { noticeTestContainer } from './support/notice-test-container';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A local time as the server would send it (ISO 8601, UTC). */
const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute).toISOString();

/** Four unread (two approvals, a contract, a system notice) and one read park notice; newest first. */
function inbox(extra = 0) {
  return [
    message('m1', {
      typeCode: 'APPROVAL',
      title: '李娜提交的「会议室预约」待您审批',
      publisherName: '',
      createdAt: at(5, 9, 30),
    }),
    message('m2', {
      typeCode: 'SYSTEM',
      title: '春季消防安全演练',
      summary: '本周五下午 15:00 开展演练',
      createdAt: at(4, 16, 5),
    }),
    message('m3', { typeCode: 'CONTRACT', title: '合同即将到期', publisherName: '', createdAt: at(3, 8) }),
    message('m4', {
      typeCode: 'APPROVAL',
      title: '王芳提交的「请假」待您审批',
      publisherName: '',
      createdAt: at(2, 8),
    }),
    message('m5', {
      typeCode: 'PARK',
      title: '3 号楼电梯维保通知',
      read: true,
      publisherName: '',
      createdAt: at(1, 8),
    }),
    ...Array.from({ length: extra }, (_, index) =>
      message(`x${index + 1}`, {
        typeCode: 'PARK',
        title: `旧消息${index + 1}`,
        read: true,
        createdAt: at(1, 7),
      }),
    ),
  ];
}

async function renderList(options: { messages?: ReturnType<typeof inbox>; unread?: number } = {}) {
  const test = await noticeTestContainer({ unread: options.unread ?? 4 });
  test.notices.messages = options.messages ?? inbox();
  await act(async () => {
    renderWithServices(
      <>
        <NoticeListPage />
        <LocationProbe />
      </>,
      { container: test.container, path: '/notice/noticeList' },
    );
  });
  await waitFor(() => expect(test.notices.callsOf('page')).toHaveLength(1));
  await waitFor(() => expect(document.querySelector('.ant-table .ant-spin-spinning')).toBeNull());
  return {
    ...test,
    unread: test.service(UnreadMessagesStore),
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

// Plain text queries: role queries with names walk the whole antd table, seconds each in jsdom.
const rowOf = (title: string) => screen.getAllByText(title)[0]!.closest('tr')!;
const findRow = async (title: string) => (await screen.findAllByText(title))[0]!.closest('tr')!;
const noRow = (title: string) => expect(screen.queryAllByText(title)).toEqual([]);
const byLabel = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;
/** A button the member can use (a row action that does not apply keeps only a hidden place). */
const button = (text: string, scope: HTMLElement = document.body) =>
  within(scope)
    .queryAllByText(text, { selector: 'button > span' })
    .map((label) => label.closest('button'))
    .find((found) => found && !found.closest('[aria-hidden="true"]')) ?? null;
const typeItem = (name: string) => within(byLabel('消息分类')).getByText(name).closest('li')!;
/** The unread count a type's menu item shows ('' without a badge). */
const typeCount = (name: string) =>
  typeItem(name).querySelector('.ant-badge-count')?.getAttribute('title') ?? '';
const lastQuery = (notices: FakeNoticeApi) => notices.callsOf('page').at(-1)?.[0];
const confirmBox = () => screen.findByRole('tooltip');

describe('消息中心 list', () => {
  it('shows each message with its unread mark, type, publisher and time, and the unread count per type', async () => {
    await renderList();
    const approval = rowOf('李娜提交的「会议室预约」待您审批');
    expect(within(approval).getByText('审批消息')).toBeInTheDocument();
    expect(within(approval).getByText('系统')).toBeInTheDocument();
    expect(within(approval).getByText('2026-03-05 09:30')).toBeInTheDocument();
    expect(approval.querySelector('[aria-label="未读"]')).not.toBeNull();
    expect(within(approval).getByText('标为已读', { selector: 'button > span' })).toBeInTheDocument();

    const notice = rowOf('春季消防安全演练');
    expect(within(notice).getByText('张伟')).toBeInTheDocument();
    expect(within(notice).getByText('本周五下午 15:00 开展演练')).toBeInTheDocument();
    expect(within(notice).getByText('2026-03-04 16:05')).toBeInTheDocument();

    const read = rowOf('3 号楼电梯维保通知');
    expect(read.querySelector('[aria-label="未读"]')).toBeNull();
    expect(button('标为已读', read)).toBeNull();

    expect(screen.getByText('共 5 条')).toBeInTheDocument();
    expect(typeCount('全部消息')).toBe('4');
    expect(typeCount('审批消息')).toBe('2');
    expect(typeCount('合同消息')).toBe('1');
    expect(typeCount('园区运营')).toBe('');
  });

  it('sends the type, the read state and the search (once typing settles) in the query', async () => {
    const { notices, user } = await renderList();
    expect(lastQuery(notices)).toEqual({ pageNum: 1, pageSize: 10 });

    await user.click(within(byLabel('消息分类')).getByText('审批消息'));
    await waitFor(() =>
      expect(lastQuery(notices)).toEqual({ pageNum: 1, pageSize: 10, typeCode: 'APPROVAL' }),
    );
    await findRow('王芳提交的「请假」待您审批');
    noRow('春季消防安全演练');

    await user.click(within(byLabel('阅读状态')).getByText('已读'));
    await waitFor(() =>
      expect(lastQuery(notices)).toEqual({ pageNum: 1, pageSize: 10, typeCode: 'APPROVAL', read: true }),
    );
    expect(await screen.findByText('没有符合条件的消息')).toBeInTheDocument();

    await user.click(within(byLabel('消息分类')).getByText('全部消息'));
    await user.click(within(byLabel('阅读状态')).getByText('未读'));
    await waitFor(() => expect(lastQuery(notices)).toEqual({ pageNum: 1, pageSize: 10, read: false }));
    noRow('3 号楼电梯维保通知');

    const before = notices.callsOf('page').length;
    await user.type(screen.getByLabelText('搜索消息'), ' 审批 ');
    await waitFor(
      () => expect(lastQuery(notices)).toEqual({ pageNum: 1, pageSize: 10, read: false, keyword: '审批' }),
      { timeout: 3000 },
    );
    // One query for the settled keyword, none per keystroke.
    expect(notices.callsOf('page').length).toBe(before + 1);
    await waitFor(() => noRow('春季消防安全演练'));
    expect(rowOf('李娜提交的「会议室预约」待您审批')).toBeInTheDocument();
    expect(screen.getByLabelText('搜索消息')).toHaveAttribute('maxlength', '64');
  });

  it('pages through the list and starts again at page 1 when a filter changes', async () => {
    const { notices, user } = await renderList({ messages: inbox(8) });
    expect(screen.getByText('共 13 条')).toBeInTheDocument();
    await user.click(within(document.querySelector<HTMLElement>('.ant-pagination')!).getByTitle('2'));
    await waitFor(() => expect(lastQuery(notices)).toEqual({ pageNum: 2, pageSize: 10 }));
    await findRow('旧消息8');
    noRow('春季消防安全演练');

    await user.click(within(byLabel('消息分类')).getByText('园区运营'));
    await waitFor(() => expect(lastQuery(notices)).toEqual({ pageNum: 1, pageSize: 10, typeCode: 'PARK' }));
  });

  it('marks one message read: the row, the type counts and the navbar count follow', async () => {
    const { notices, user, unread, notifier } = await renderList();
    expect(unread.count).toBe(4);
    await user.click(button('标为已读', rowOf('李娜提交的「会议室预约」待您审批'))!);
    await waitFor(() => expect(notices.callsOf('read')).toEqual([[['m1']]]));
    expect(unread.count).toBe(3);
    expect(notifier.successes).toEqual(['已标为已读']);
    await waitFor(() => expect(typeCount('审批消息')).toBe('1'));
    expect(typeCount('全部消息')).toBe('3');
    const row = rowOf('李娜提交的「会议室预约」待您审批');
    expect(row.querySelector('[aria-label="未读"]')).toBeNull();
    expect(button('标为已读', row)).toBeNull();
  });

  it('marks and removes selected messages in a batch, asking before removing', async () => {
    const { notices, user, unread } = await renderList();
    await user.click(byLabel('选择「李娜提交的「会议室预约」待您审批」'));
    await user.click(byLabel('选择「3 号楼电梯维保通知」'));
    const batch = byLabel('批量操作');
    expect(within(batch).getByText('已选 2 条')).toBeInTheDocument();
    await user.click(button('标为已读', batch)!);
    // Only the unread one of the two is sent.
    await waitFor(() => expect(notices.callsOf('read')).toEqual([[['m1']]]));
    expect(unread.count).toBe(3);
    // A change reloads the page and clears the selection.
    await waitFor(() => expect(document.querySelector('[aria-label="批量操作"]')).toBeNull());

    await user.click(byLabel('选择「春季消防安全演练」'));
    await user.click(byLabel('选择「合同即将到期」'));
    await user.click(button('删除', byLabel('批量操作'))!);
    const confirm = await confirmBox();
    expect(within(confirm).getByText('确定删除选中的 2 条消息？')).toBeInTheDocument();
    expect(notices.callsOf('remove')).toEqual([]);
    await user.click(button('删除', confirm)!);
    await waitFor(() => expect(notices.callsOf('remove')).toEqual([[['m2', 'm3']]]));
    expect(unread.count).toBe(1);
    await waitFor(() => noRow('春季消防安全演练'));
    noRow('合同即将到期');
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
    expect(typeCount('全部消息')).toBe('1');
  });

  it('全部已读 marks the chosen type read after a confirm naming the count, then is disabled', async () => {
    const { notices, user, unread } = await renderList();
    await user.click(within(byLabel('消息分类')).getByText('审批消息'));
    await waitFor(() => expect(lastQuery(notices)).toMatchObject({ typeCode: 'APPROVAL' }));
    await user.click(button('全部已读')!);
    const confirm = await confirmBox();
    expect(within(confirm).getByText('将当前分类下的 2 条未读消息全部标为已读？')).toBeInTheDocument();
    await user.click(button('确定', confirm)!);
    await waitFor(() => expect(notices.callsOf('readAll')).toEqual([['APPROVAL']]));
    expect(unread.count).toBe(2);
    await waitFor(() => expect(typeCount('审批消息')).toBe(''));
    expect(typeCount('全部消息')).toBe('2');
    expect(button('全部已读')).toBeDisabled();

    await user.click(within(byLabel('消息分类')).getByText('全部消息'));
    await waitFor(() => expect(button('全部已读')).toBeEnabled());
  });

  it('removes one message after a confirm; cancelling keeps it', async () => {
    const { notices, user, unread } = await renderList();
    await user.click(button('删除', rowOf('合同即将到期'))!);
    let confirm = await confirmBox();
    expect(within(confirm).getByText('确定删除这条消息？')).toBeInTheDocument();
    await user.click(button('取消', confirm)!);
    expect(notices.callsOf('remove')).toEqual([]);
    // Neither the button nor the confirm opened the message.
    expect(screen.getByTestId('location')).toHaveTextContent('/notice/noticeList');

    await user.click(button('删除', rowOf('合同即将到期'))!);
    confirm = await confirmBox();
    await user.click(button('删除', confirm)!);
    await waitFor(() => expect(notices.callsOf('remove')).toEqual([[['m3']]]));
    expect(unread.count).toBe(3);
    await waitFor(() => noRow('合同即将到期'));
    expect(screen.getByTestId('location')).toHaveTextContent('/notice/noticeList');
  });

  it('goes to the last page with rows when the only row of a later page is removed', async () => {
    const { notices, user } = await renderList({ messages: inbox(6) });
    await user.click(within(document.querySelector<HTMLElement>('.ant-pagination')!).getByTitle('2'));
    const last = await findRow('旧消息6');
    await user.click(button('删除', last)!);
    await user.click(button('删除', await confirmBox())!);
    await waitFor(() => expect(lastQuery(notices)).toEqual({ pageNum: 1, pageSize: 10 }));
    expect(await findRow('旧消息5')).toBeInTheDocument();
    expect(screen.getByText('共 10 条')).toBeInTheDocument();
  });

  it('opens a message from its title or its row', async () => {
    const { user } = await renderList();
    await user.click(screen.getByText('春季消防安全演练'));
    expect(screen.getByTestId('location')).toHaveTextContent('/notice?uniqueId=m2');
    await user.click(within(rowOf('合同即将到期')).getByText('合同消息'));
    expect(screen.getByTestId('location')).toHaveTextContent('/notice?uniqueId=m3');
  });

  it('reloads when the inbox changed elsewhere (a message read on its page)', async () => {
    const { notices, service } = await renderList();
    const before = notices.callsOf('page').length;
    await act(() => service(InboxStore).read(['m1']));
    await waitFor(() => expect(notices.callsOf('page').length).toBe(before + 1));
    await waitFor(() =>
      expect(rowOf('李娜提交的「会议室预约」待您审批').querySelector('[aria-label="未读"]')).toBeNull(),
    );
  });

  it('shows an empty inbox, and a failed load with a retry', async () => {
    const { notices, user } = await renderList({ messages: [], unread: 0 });
    expect(screen.getByText('暂无消息')).toBeInTheDocument();
    expect(button('全部已读')).toBeDisabled();

    notices.failNext('page');
    await user.click(within(byLabel('阅读状态')).getByText('未读'));
    expect(await screen.findByText('消息加载失败')).toBeInTheDocument();
    expect(screen.getByText('请求参数错误')).toBeInTheDocument();
    await user.click(button('重试')!);
    await waitFor(() => expect(screen.queryByText('消息加载失败')).not.toBeInTheDocument());
    expect(screen.getByText('没有符合条件的消息')).toBeInTheDocument();
  });
});
