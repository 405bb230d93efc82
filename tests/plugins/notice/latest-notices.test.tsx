import { InboxStore } from '@plugins/notice/stores/inbox-store';
import LatestNotices from '@plugins/notice/workbench/latest-notices';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { Activity, type ReactNode, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { type FakeNoticeApi, message } from './support/fake-notice-api';
import { noticeTestContainer } from './support/notice-test-container';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The workbench's tab, hidden and shown again as the kept-alive main area does. */
function KeptAlive({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setVisible((value) => !value)}>
        切换工作台
      </button>
      <Activity mode={visible ? 'visible' : 'hidden'}>{children}</Activity>
    </>
  );
}

async function renderNotices(shape: (notices: FakeNoticeApi) => void, codes?: readonly string[]) {
  const test = await noticeTestContainer(codes ? { codes } : {});
  shape(test.notices);
  renderWithServices(
    <>
      <KeptAlive>
        <LatestNotices />
      </KeptAlive>
      <LocationProbe />
    </>,
    { container: test.container, path: '/dashboard' },
  );
  if (!codes) await waitFor(() => expect(test.notices.callsOf('page')).toHaveLength(1));
  return { ...test, user: userEvent.setup({ delay: null }) };
}

/** Seven system notices (s1 newest, s1–s2 unread) among other messages. */
function systemNotices(notices: FakeNoticeApi) {
  notices.messages = [
    message('a1', { typeCode: 'APPROVAL', title: '待您审批的请假' }),
    ...Array.from({ length: 7 }, (_, index) =>
      message(`s${index + 1}`, {
        title: `系统通知${index + 1}`,
        read: index >= 2,
        createdAt: new Date(2026, 2, 10 - index, 9, 0).toISOString(),
      }),
    ),
  ];
}

const dotOf = (title: string) => screen.getByText(title).closest('li')!.querySelector('[aria-label="未读"]');

describe('工作台: 最新通知', () => {
  it('shows the five latest system notices, unread ones marked, with their time', async () => {
    const { notices } = await renderNotices(systemNotices);
    expect(notices.callsOf('page')).toEqual([[{ pageNum: 1, pageSize: 5, typeCode: 'SYSTEM' }]]);
    expect(screen.getByText('最新通知')).toBeInTheDocument();
    const titles = (await screen.findAllByRole('link', { name: /^系统通知/ })).map(
      (link) => link.textContent,
    );
    expect(titles).toEqual(['系统通知1', '系统通知2', '系统通知3', '系统通知4', '系统通知5']);
    expect(screen.queryByText('待您审批的请假')).not.toBeInTheDocument();
    expect(dotOf('系统通知1')).not.toBeNull();
    expect(dotOf('系统通知3')).toBeNull();
    expect(screen.getByText('2026-03-10 09:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看全部' })).toHaveAttribute('href', '/notice/noticeList');
  });

  it('opens a notice on its page', async () => {
    const { user } = await renderNotices(systemNotices);
    await user.click(await screen.findByRole('link', { name: '系统通知2' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/notice?uniqueId=s2');
  });

  it('says when there is no notice', async () => {
    await renderNotices(() => undefined);
    expect(await screen.findByText('暂无通知')).toBeInTheDocument();
  });

  it('says when the notices could not be loaded', async () => {
    await renderNotices((notices) => notices.failNext('page'));
    expect(await screen.findByText('通知加载失败，请稍后刷新')).toBeInTheDocument();
  });

  it('refreshes when the inbox changes and when the workbench is shown again', async () => {
    const { notices, service, user } = await renderNotices(systemNotices);
    await screen.findByText('系统通知1');
    await act(() => service(InboxStore).read(['s1']));
    await waitFor(() => expect(notices.callsOf('page')).toHaveLength(2));
    await waitFor(() => expect(dotOf('系统通知1')).toBeNull());

    notices.messages.unshift(message('s0', { title: '刚发布的通知' }));
    await user.click(screen.getByRole('button', { name: '切换工作台' }));
    await user.click(screen.getByRole('button', { name: '切换工作台' }));
    expect(await screen.findByText('刚发布的通知')).toBeInTheDocument();
    expect(notices.callsOf('page')).toHaveLength(3);
  });

  it('shows nothing to a member not granted the messages area', async () => {
    const test = await renderNotices((notices) => {
      notices.messages = [message('m1', { title: '不应出现的通知' })];
    }, []);
    await act(async () => undefined);
    expect(screen.queryByText('最新通知')).toBeNull();
    expect(test.notices.callsOf('page')).toEqual([]);
  });
});
