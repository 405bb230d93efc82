import WorkbenchSection from '@plugins/market/workbench/workbench-section';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { heldApplication, pcMenuTree } from './support/market-fixtures';
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
  it('shows the favourites first in their saved order, the recent ones, then every held application by category', async () => {
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
    expect(cardTitles(await screen.findByRole('region', { name: '协同办公' }))).toEqual(['审批', '费用']);
    expect(cardTitles(screen.getByRole('region', { name: '服务' }))).toEqual(['工单']);
    const order = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(order).toEqual(['我的收藏', '最近使用', '协同办公', '服务']);
  });

  it('shows empty states in Chinese', async () => {
    await renderWorkbench(() => undefined);
    expect(screen.getByText('暂无收藏，可在顶部「收藏」中添加常用应用')).toBeInTheDocument();
    expect(screen.getByText('暂无最近使用的应用')).toBeInTheDocument();
    expect(await screen.findByText('暂无可用的应用，请联系企业管理员开通')).toBeInTheDocument();
  });

  it('opens a card through the launcher', async () => {
    const { user, navigation, applications } = await renderWorkbench(({ market }) => {
      market.held = [heldApplication('a', { name: '审批' })];
    });
    applications.trees.set('a', pcMenuTree('A_HOME'));
    await user.click(
      await within(await screen.findByRole('region', { name: '协同办公' })).findByRole('button', {
        name: '审批',
      }),
    );
    await waitFor(() => expect(navigation.visits).toEqual(['/APP/agent-a/VIEW/A_HOME']));
  });

  it('shows the 提示 dialog with a QR code for a mobile-only application', async () => {
    const { user, notifier } = await renderWorkbench(({ market }) => {
      market.held = [heldApplication('m', { name: '移动巡检', pcUrl: '', appUrl: 'atrium://apps/m' })];
    });
    await user.click(await screen.findByRole('button', { name: '移动巡检' }));
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(within(dialog).getByText('该应用仅支持移动端打开')).toBeInTheDocument();
    expect(within(dialog).getByText(/请使用手机扫描二维码下载 Atrium 移动端/)).toBeInTheDocument();
    const qr = within(dialog).getByRole('img', { name: '移动端下载二维码' }).querySelector('svg');
    expect(qr).toHaveAttribute('width', '214');
    expect(qr).toHaveAttribute('height', '214');
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '400px' });
    expect(notifier.errors).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).not.toBeInTheDocument());
  });
});
