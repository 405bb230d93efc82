import { invalidate } from '@core/data/invalidate';
import { QueryClientService } from '@core/data/query-client-service';
import { PluginRegistry } from '@core/plugin/plugin-registry';
import { ApiError } from '@core/services/api-error';
import { PermissionStore } from '@core/stores/permission-store';
import { NoticePaths } from '@manifests/notice';
import { NoticeTag } from '@plugins/notice/api/notice-queries';
import NoticeManagementPage from '@plugins/notice/views/notice-management-page';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useFakeTimers } from '@tests/support/fake-timers';
import { renderWithServices } from '@tests/support/render-with-services';
import { useLocation } from 'react-router-dom';
import { publishedNotice } from './support/fake-notice-api';
import { ALL_NOTICE_CODES, noticeTestContainer } from './support/notice-test-container';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const localIso = (month: number, day: number, hour: number, minute: number) =>
  new Date(2026, month - 1, day, hour, minute).toISOString();

const HOSTILE_BODY =
  '<p>请各部门<strong>做好准备</strong></p><script>window.hacked = true</script>' +
  '<img src="x" onerror="window.hacked = true"><p onclick="window.hacked = true">' +
  '<a href="javascript:window.hacked = true">详情</a><a href="https://example.com/plan">预案</a></p>';

async function renderManagement(
  options: { codes?: readonly string[]; extra?: number; empty?: boolean } = {},
) {
  const test = await noticeTestContainer({ codes: options.codes ?? ALL_NOTICE_CODES });
  if (!options.empty) {
    test.notices.notices = [
      publishedNotice('n1', {
        title: '园区停电检修通知',
        body: HOSTILE_BODY,
        publisherName: '王芳',
        publishedAt: localIso(3, 2, 9, 30),
        recipientCount: 3,
        readCount: 2,
      }),
      publishedNotice('n2', {
        title: '消防演练安排',
        scope: 'departments',
        departments: [
          { uniqueId: 'd-operations', name: '运营部' },
          { uniqueId: 'd-invest', name: '招商部' },
          { uniqueId: 'd-property', name: '物业部' },
        ],
        publishedAt: localIso(3, 1, 14, 5),
        recipientCount: 2,
        readCount: 0,
      }),
      ...Array.from({ length: options.extra ?? 0 }, (_, index) =>
        publishedNotice(`x${index + 1}`, { title: `例行通知${index + 1}` }),
      ),
    ];
  }
  await act(async () => {
    renderWithServices(
      <>
        <NoticeManagementPage />
        <LocationProbe />
      </>,
      { container: test.container, path: NoticePaths.management },
    );
  });
  if (!options.empty) await findRow('园区停电检修通知');
  return {
    ...test,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

// Plain text queries: role queries with names walk the whole antd table, seconds each in jsdom.
const rowOf = (text: string) => screen.getAllByText(text)[0]!.closest('tr')!;
const findRow = async (text: string, timeout = 1000) =>
  (await screen.findAllByText(text, {}, { timeout }))[0]!.closest('tr')!;
const noRow = (text: string) => expect(screen.queryAllByText(text)).toEqual([]);
const button = (text: string, within: ParentNode = document) =>
  [...within.querySelectorAll('button')].find((candidate) => candidate.textContent === text) ?? null;
const lastQuery = (test: { notices: { callsOf(method: 'noticePage'): unknown[][] } }) =>
  test.notices.callsOf('noticePage').at(-1)?.[0];

afterEach(() => jest.useRealTimers());

describe('通知管理 views', () => {
  it('declares the management and publish pages at their paths', async () => {
    const test = await noticeTestContainer();
    const registry = test.service(PluginRegistry);
    expect(registry.resolve('NOTICE', 'NOTICE_MANAGEMENT')?.declaration.view).toBe('notice-management');
    expect(registry.resolve('NOTICE_MANAGEMENT', 'NOTICE_PUBLISH')?.declaration.view).toBe('notice-publish');
    const pathOf = (code: string) =>
      test.service(PermissionStore).flatRoutes.find((route) => route.name === code)?.fullPath;
    expect(pathOf('NOTICE_MANAGEMENT')).toBe(NoticePaths.management);
    expect(pathOf('NOTICE_PUBLISH')).toBe(NoticePaths.publish);
  });
});

describe('通知管理 list', () => {
  it('shows each notice with its scope, publisher, local time and read figures', async () => {
    await renderManagement();
    const outage = rowOf('园区停电检修通知');
    for (const text of ['全体成员', '王芳', '2026-03-02 09:30', '2/3'])
      expect(within(outage).getByText(text)).toBeInTheDocument();
    expect(within(outage).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');

    const drill = rowOf('消防演练安排');
    expect(within(drill).getByText('运营部')).toBeInTheDocument();
    expect(within(drill).getByText('招商部')).toBeInTheDocument();
    // The third department folds into "+1".
    expect(within(drill).queryByText('物业部')).not.toBeInTheDocument();
    expect(within(drill).getByText('+1')).toBeInTheDocument();
    expect(within(drill).getByText('2026-03-01 14:05')).toBeInTheDocument();
    expect(within(drill).getByText('0/2')).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
  });

  it('sends the search once typing settles, starting again at page 1', async () => {
    const test = await renderManagement({ extra: 10 });
    expect(lastQuery(test)).toEqual({ pageNum: 1, pageSize: 10 });
    await test.user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastQuery(test)).toEqual({ pageNum: 2, pageSize: 10 }));
    expect(await findRow('例行通知10')).toBeInTheDocument();

    // The search pause on a fake clock, which waitFor moves on (no real wait).
    useFakeTimers();
    await test.user.type(screen.getByLabelText('搜索通知'), ' 消防 ');
    const typed = test.notices.callsOf('noticePage').length;
    await waitFor(() => expect(lastQuery(test)).toEqual({ pageNum: 1, pageSize: 10, keyword: '消防' }), {
      timeout: 3000,
    });
    // One query for the settled keyword, none per keystroke.
    expect(test.notices.callsOf('noticePage').length).toBe(typed + 1);
    expect(await findRow('消防演练安排')).toBeInTheDocument();
    noRow('园区停电检修通知');

    await test.user.clear(screen.getByLabelText('搜索通知'));
    await test.user.type(screen.getByLabelText('搜索通知'), '没有这条');
    expect(await screen.findByText('没有符合条件的通知', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('offers 发布通知 only with NOTICE_PUBLISH, leading to the publish page', async () => {
    const { user } = await renderManagement();
    await user.click(button('发布通知')!);
    expect(screen.getByTestId('location')).toHaveTextContent(NoticePaths.publish);
  });

  it('hides 发布通知 and 撤回 from a member who holds only the list, and still lets them view', async () => {
    await renderManagement({ codes: ['NOTICE', 'NOTICE_MANAGEMENT'] });
    expect(button('发布通知')).toBeNull();
    expect(button('撤回', rowOf('园区停电检修通知'))).toBeNull();
    expect(button('查看', rowOf('园区停电检修通知'))).not.toBeNull();
  });

  it('shows 撤回 with NOTICE_REMOVE alone, and withdraws only after confirming', async () => {
    const test = await renderManagement({ codes: ['NOTICE', 'NOTICE_MANAGEMENT', 'NOTICE_REMOVE'] });
    expect(button('发布通知')).toBeNull();
    await test.user.click(button('撤回', rowOf('消防演练安排'))!);
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('撤回后，所有接收人将不再看到这条通知。确定撤回？')).toBeInTheDocument();
    expect(test.notices.callsOf('noticeRemove')).toEqual([]);

    const before = test.notices.callsOf('noticePage').length;
    await test.user.click(button('撤回', confirm)!);
    await waitFor(() => expect(test.notices.callsOf('noticeRemove')).toEqual([['n2']]));
    expect(test.notifier.successes).toEqual(['已撤回「消防演练安排」']);
    await waitFor(() => expect(test.notices.callsOf('noticePage').length).toBe(before + 1));
    await waitFor(() => noRow('消防演练安排'));
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
  });

  it('reports a refused withdrawal with the server message and keeps the row', async () => {
    const test = await renderManagement();
    test.notices.failNext('noticeRemove', new ApiError(400061, '通知不存在或已撤回'));
    await test.user.click(button('撤回', rowOf('园区停电检修通知'))!);
    await test.user.click(button('撤回', await screen.findByRole('tooltip'))!);
    await waitFor(() => expect(test.notifier.errors).toEqual(['通知不存在或已撤回']));
    expect(rowOf('园区停电检修通知')).toBeInTheDocument();
  });

  it('opens a notice in a drawer with its body rendered inert', async () => {
    const test = await renderManagement();
    await test.user.click(button('查看', rowOf('园区停电检修通知'))!);
    const drawer = (await screen.findByText('通知详情')).closest<HTMLElement>('.ant-drawer')!;
    const body = await within(drawer).findByRole('region', { name: '通知正文' });
    expect(await within(body).findByText('做好准备')).toBeInTheDocument();
    expect(test.notices.callsOf('noticeDetail')).toEqual([['n1']]);
    expect(within(drawer).getByText('王芳')).toBeInTheDocument();
    expect(within(drawer).getByText('2 / 3 人')).toBeInTheDocument();

    expect(body.querySelector('script, img')).toBeNull();
    const attributes = [...body.querySelectorAll('*')].flatMap((element) => element.getAttributeNames());
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
    expect(within(body).getByText('详情')).not.toHaveAttribute('href');
    expect(within(body).getByText('预案')).toHaveAttribute('href', 'https://example.com/plan');
    expect(within(body).getByText('预案')).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('reloads once a notice was published elsewhere (the publish tab invalidates the notices tag)', async () => {
    const test = await renderManagement();
    const before = test.notices.callsOf('noticePage').length;
    test.notices.notices.unshift(publishedNotice('n9', { title: '新发布的通知' }));
    await act(() => invalidate(test.service(QueryClientService).current!, NoticeTag.notices));
    await waitFor(() => expect(test.notices.callsOf('noticePage').length).toBe(before + 1));
    expect(await findRow('新发布的通知', 5000)).toBeInTheDocument();
  });

  it('shows the empty state, and a failed load with a retry', async () => {
    const test = await renderManagement({ empty: true });
    expect(await screen.findByText('暂无通知，点击「发布通知」向成员发送第一条通知')).toBeInTheDocument();

    // A refusal, not a network failure: the data layer asks once more after the latter by itself.
    test.notices.failNext('noticePage', new ApiError(100500, '服务繁忙，请稍后再试'));
    await act(() => invalidate(test.service(QueryClientService).current!, NoticeTag.notices));
    expect(await screen.findByText('通知列表加载失败')).toBeInTheDocument();
    expect(screen.getByText('服务繁忙，请稍后再试')).toBeInTheDocument();
    test.notices.notices = [publishedNotice('n1', { title: '恢复后的通知' })];
    await test.user.click(button('重试')!);
    expect(await findRow('恢复后的通知')).toBeInTheDocument();
    expect(screen.queryByText('通知列表加载失败')).not.toBeInTheDocument();
  });
});
