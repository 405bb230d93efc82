import type { MessageDetail } from '@plugins/notice/api/notice-api';
import MessagesBell from '@plugins/notice/navbar/messages-bell';
import { UnreadMessagesStore } from '@plugins/notice/stores/unread-messages-store';
import NoticeDetailPage from '@plugins/notice/views/notice-detail-page';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { watchTag } from '@tests/support/tag-probe';
import type { Container } from 'inversify';
import { useLocation } from 'react-router-dom';
import { message } from './support/fake-notice-api';
import { noticeTestContainer } from './support/notice-test-container';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const UNSAFE_BODY = [
  '<p>请于<strong>周五</strong>前完成签收。</p>',
  '<script>window.__noticePwned = "script"</script>',
  '<img src=x onerror="window.__noticePwned = \'img\'">',
  '<a href="javascript:window.__noticePwned = \'link\'">点我查看</a>',
  '<p onclick="window.__noticePwned = \'click\'" style="color:red">附言</p>',
].join('');

async function renderDetail(
  path: string,
  messages: MessageDetail[],
  unread = messages.filter((m) => !m.read).length,
  /** Runs before the page renders (it may load and mark a message read within the render's act). */
  before?: (container: Container) => void,
) {
  const test = await noticeTestContainer({ unread });
  test.notices.messages = messages;
  before?.(test.container);
  await act(async () => {
    renderWithServices(
      <>
        <MessagesBell />
        <NoticeDetailPage />
        <LocationProbe />
      </>,
      { container: test.container, path },
    );
  });
  return {
    ...test,
    unread: test.service(UnreadMessagesStore),
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

const bell = () => screen.getByRole('button', { name: /^消息/ });
const location = () => screen.getByTestId('location');

describe('消息详情', () => {
  it('shows the message, its body rendered inert: no script, no handler, no javascript: link', async () => {
    await renderDetail('/notice?uniqueId=m1', [
      message('m1', {
        title: '合同签收提醒',
        typeCode: 'CONTRACT',
        publisherName: '',
        createdAt: new Date(2026, 2, 5, 9, 30).toISOString(),
        body: UNSAFE_BODY,
      }),
    ]);
    expect(await screen.findByRole('heading', { name: '合同签收提醒' })).toBeInTheDocument();
    expect(screen.getByText('合同消息')).toBeInTheDocument();
    expect(screen.getByText('发布人：系统')).toBeInTheDocument();
    expect(screen.getByText('2026-03-05 09:30')).toBeInTheDocument();
    expect(screen.getByText('周五', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('附言')).toBeInTheDocument();

    const body = document.querySelector('.atrium-rich-text')!;
    expect(body.querySelector('script')).toBeNull();
    const elements = [body, ...Array.from(body.querySelectorAll('*'))];
    const handlers = elements.flatMap((element) =>
      element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')),
    );
    expect(handlers).toEqual([]);
    expect(body.querySelector('[style]')).toBeNull();
    for (const link of Array.from(body.querySelectorAll('a')))
      expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    expect((window as { __noticePwned?: string }).__noticePwned).toBeUndefined();
  });

  it('marks an unread message read once shown: the navbar badge drops at once', async () => {
    // The user info said 2 unread when the page opened.
    let views = { invalidations: 0 };
    const test = await renderDetail(
      '/notice?uniqueId=m1',
      [message('m1'), message('m2')],
      undefined,
      (container) => {
        views = watchTag(container, 'inbox');
      },
    );
    await screen.findByRole('heading', { name: '消息m1' });
    await waitFor(() => expect(test.notices.callsOf('read')).toEqual([[['m1']]]));
    await waitFor(() => expect(bell()).toHaveAccessibleName('消息，1 条未读'));
    expect(test.unread.count).toBe(1);
    // The kept-alive list and workbench reload when next shown.
    expect(views.invalidations).toBe(1);
    // Opening is not an action to report.
    expect(test.notifier.successes).toEqual([]);
  });

  it('does not mark a message read again', async () => {
    const test = await renderDetail('/notice?uniqueId=m1', [message('m1', { read: true })], 3);
    await screen.findByRole('heading', { name: '消息m1' });
    expect(test.notices.callsOf('detail')).toEqual([['m1']]);
    expect(test.notices.callsOf('read')).toEqual([]);
    expect(bell()).toHaveAccessibleName('消息，3 条未读');
  });

  it('removes the message after a confirm, then goes back to the list', async () => {
    const test = await renderDetail('/notice?uniqueId=m1', [message('m1'), message('m2')]);
    await screen.findByRole('heading', { name: '消息m1' });
    await test.user.click(screen.getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('确定删除这条消息？')).toBeInTheDocument();
    expect(test.notices.callsOf('remove')).toEqual([]);
    await test.user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(test.notices.callsOf('remove')).toEqual([[['m1']]]));
    await waitFor(() => expect(location()).toHaveTextContent('/notice/noticeList'));
    expect(test.unread.count).toBe(1);
    expect(test.notifier.successes).toEqual(['已删除消息']);
  });

  it('前往处理 leads to where the message points', async () => {
    const test = await renderDetail('/notice?uniqueId=m1', [
      message('m1', { typeCode: 'APPROVAL', link: '/PC_APPROVAL_CENTER' }),
    ]);
    await screen.findByRole('heading', { name: '消息m1' });
    await test.user.click(screen.getByRole('button', { name: /前往处理/ }));
    expect(location()).toHaveTextContent('/PC_APPROVAL_CENTER');
  });

  it('offers no 前往处理 without a link; 返回列表 leads to the inbox', async () => {
    const test = await renderDetail('/notice?uniqueId=m1', [message('m1', { link: '' })]);
    await screen.findByRole('heading', { name: '消息m1' });
    expect(screen.queryByRole('button', { name: /前往处理/ })).not.toBeInTheDocument();
    await test.user.click(screen.getByRole('button', { name: /返回列表/ }));
    expect(location()).toHaveTextContent('/notice/noticeList');
  });

  it('offers no 前往处理 for a link the console will not follow', async () => {
    await renderDetail('/notice?uniqueId=m2', [message('m2', { link: 'javascript:alert(1)' })]);
    await screen.findByRole('heading', { name: '消息m2' });
    expect(screen.queryByRole('button', { name: /前往处理/ })).not.toBeInTheDocument();
  });

  it('says why a message cannot be opened, and retries', async () => {
    const test = await renderDetail('/notice?uniqueId=gone', [message('m1')]);
    expect(await screen.findByText('无法打开这条消息')).toBeInTheDocument();
    expect(screen.getByText('消息不存在或已被删除')).toBeInTheDocument();
    expect(test.notices.callsOf('read')).toEqual([]);

    test.notices.messages.push(message('gone', { title: '迟到的消息' }));
    await test.user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '迟到的消息' })).toBeInTheDocument();
  });

  it('asks for a message when none is named', async () => {
    const test = await renderDetail('/notice', [message('m1')]);
    expect(screen.getByText('未指定消息')).toBeInTheDocument();
    expect(test.notices.callsOf('detail')).toEqual([]);
  });
});
