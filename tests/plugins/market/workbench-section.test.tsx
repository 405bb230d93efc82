import WorkbenchSection from '@plugins/market/workbench/workbench-section';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findDialogTitled } from '@tests/support/dialog-titled';
import { renderWithServices } from '@tests/support/render-with-services';
import { heldApplication, refused } from './support/market-fixtures';
import { marketTestContainer } from './support/market-test-container';

async function renderWorkbench(shape: (test: Awaited<ReturnType<typeof marketTestContainer>>) => void) {
  const test = await marketTestContainer();
  shape(test);
  renderWithServices(<WorkbenchSection />, { container: test.container, path: '/dashboard' });
  await screen.findByRole('region', { name: '我的收藏' });
  return { ...test, user: userEvent.setup({ delay: null }) };
}

const cardTitles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('button')
    .map((button) => button.getAttribute('title'));

describe('工作台: 我的应用', () => {
  it('shows the favourites in their saved order and the recent ones, not the whole catalogue', async () => {
    await renderWorkbench(({ market }) => {
      const held = [
        heldApplication('a', { name: '审批', categoryName: '协同办公' }),
        heldApplication('b', { name: '工单', categoryName: '服务' }),
        heldApplication('c', { name: '费用', categoryName: '协同办公' }),
      ];
      market.held = held;
      market.layoutAnswer = { applications: held, applicationFavoriteUniqueIds: ['c', 'a'] };
      market.recent = [held[1]!];
    });
    expect(cardTitles(screen.getByRole('region', { name: '我的收藏' }))).toEqual(['费用', '审批']);
    expect(cardTitles(screen.getByRole('region', { name: '最近使用' }))).toEqual(['工单']);
    const order = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(order).toEqual(['我的收藏', '最近使用']);
    expect(screen.getByRole('link', { name: '应用市场' })).toHaveAttribute('href', '/PC_APPLICATION_MARKET');
  });

  it('shows empty states in Chinese', async () => {
    await renderWorkbench(() => undefined);
    expect(screen.getByText('暂无收藏，可在顶部「收藏」或应用市场中添加常用应用')).toBeInTheDocument();
    expect(screen.getByText('暂无最近使用的应用')).toBeInTheDocument();
  });

  it('opens a card where the server says it opens', async () => {
    const { user, navigation, market } = await renderWorkbench(({ market }) => {
      const notices = heldApplication('n', {
        name: '消息中心',
        launch: { usable: true, opens: { kind: 'page', path: '/notice/noticeList' } },
      });
      market.layoutAnswer = { applications: [notices], applicationFavoriteUniqueIds: ['n'] };
    });
    await user.click(
      within(screen.getByRole('region', { name: '我的收藏' })).getByRole('button', { name: '消息中心' }),
    );
    await waitFor(() => expect(navigation.visits).toEqual(['/notice/noticeList']));
    expect(market.calls).toContain('agentCheck agent-n');
  });

  it('marks a card the server refuses, with the reason on it before any click and in a toast on a click', async () => {
    const { user, market, notifier } = await renderWorkbench(({ market }) => {
      const disabled = heldApplication('d', {
        name: '薪酬管理',
        launch: refused('停用', '应用已被停用，请联系企业管理员！'),
      });
      const mobile = heldApplication('m', {
        name: '考勤打卡',
        launch: refused('仅移动端', '该应用仅支持移动端打开'),
      });
      market.layoutAnswer = { applications: [disabled, mobile], applicationFavoriteUniqueIds: ['d', 'm'] };
    });
    const favourites = screen.getByRole('region', { name: '我的收藏' });
    const card = within(favourites).getByRole('button', { name: '薪酬管理' });
    expect(card).toHaveAttribute('aria-disabled', 'true');
    expect(card).toHaveAttribute('title', '薪酬管理：应用已被停用，请联系企业管理员！');
    expect(within(favourites).getByText('已停用')).toHaveAttribute(
      'title',
      '应用已被停用，请联系企业管理员！',
    );
    expect(within(favourites).getByText('仅移动端')).toBeInTheDocument();
    await user.click(card);
    expect(market.calls.filter((call) => call.startsWith('agentCheck'))).toEqual([]);
    expect(notifier.errors).toEqual(['应用已被停用，请联系企业管理员！']);
    // 仅移动端: the dialog with the download code (spec §2).
    await user.click(within(favourites).getByRole('button', { name: '考勤打卡' }));
    const dialog = await findDialogTitled('提示');
    expect(within(dialog).getByText('该应用仅支持移动端打开')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '移动端下载二维码' })).toBeInTheDocument();
    expect(notifier.errors).toHaveLength(1);
  });
});
