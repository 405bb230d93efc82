import FavouritesDrawer from '@plugins/market/favourites/favourites-drawer';
import { FIRST_CATEGORY_SCROLL_DELAY_MS } from '@plugins/market/favourites/market-panel';
import { CLOSE_MARK_DELAY_MS } from '@plugins/market/favourites/use-drawer-presence';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passTime, useFakeTimers } from '@tests/support/fake-timers';
import { renderWithServices } from '@tests/support/render-with-services';
import { TEST_TIMINGS } from '@tests/support/test-container';
import { useState } from 'react';
import { heldApplication, marketApplication, pcMenuTree, refused } from './support/market-fixtures';
import { marketTestContainer } from './support/market-test-container';

/** The navbar's part: the drawer mounted open, closed by its onClose. */
function DrawerHarness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开收藏
      </button>
      <FavouritesDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  // jsdom does not scroll; record which element was asked to come into view.
  HTMLElement.prototype.scrollIntoView = function scrollIntoView(this: HTMLElement) {
    scrolled.push(this);
  };
});
afterEach(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
  jest.useRealTimers();
});

async function renderDrawer(options: { admin?: boolean; refusedToo?: boolean } = {}) {
  const test = await marketTestContainer(options);
  const held = ['a', 'b', 'c'].map((id) => heldApplication(id));
  // An application the server refuses, starred: the favourites say why too.
  const stopped = refused('停用', '应用已被停用，请联系企业管理员！');
  if (options.refusedToo) held.push(heldApplication('s', { name: '薪酬管理', launch: stopped }));
  test.market.held = held;
  test.market.layoutAnswer = {
    applications: held,
    applicationFavoriteUniqueIds: options.refusedToo ? ['a', 's'] : ['a'],
  };
  test.market.recent = [heldApplication('c')];
  test.market.catalogue = [
    marketApplication('a', { name: '审批', categoryName: '协同办公' }),
    marketApplication('b', { name: '工单', categoryName: '服务' }),
    marketApplication('c', { name: '费用审批', categoryName: '财务' }),
    marketApplication('x', { name: '访客', categoryName: '园区', installed: false, held: false }),
    ...(options.refusedToo
      ? [
          marketApplication('s', { name: '薪酬管理', categoryName: '财务', launch: stopped }),
          marketApplication('m', {
            name: '考勤打卡',
            categoryName: '财务',
            launch: refused('仅移动端', '该应用仅支持移动端打开'),
          }),
        ]
      : []),
  ];
  test.market.categoryList = ['财务', '协同办公', '服务', '园区', '无应用分类'].map((categoryName) => ({
    categoryName,
    applicationCount: categoryName === '无应用分类' ? 0 : 1,
  }));
  test.applications.trees.set('a', pcMenuTree('A_HOME'));
  renderWithServices(<DrawerHarness />, { container: test.container });
  await screen.findByRole('dialog');
  const marketPanel = await screen.findByRole('region', { name: '应用市场' });
  await within(marketPanel).findByRole('region', { name: '协同办公' });
  return { ...test, marketPanel, user: userEvent.setup({ delay: null }) };
}

const favouritesList = () => screen.getByRole('list', { name: '收藏的应用' });
const categoryIndex = () => screen.getByRole('navigation', { name: '应用分类' });

/** The drawer's dialog while it is open (closed, antd keeps it in the document inside a hidden wrapper). */
const shownDialog = () =>
  screen.queryAllByRole('dialog').find((dialog) => !dialog.closest('.ant-drawer-content-wrapper-hidden'));

describe('收藏 drawer', () => {
  it('opens at once with a skeleton while the layout and recent applications load, then fills', async () => {
    const test = await marketTestContainer();
    test.market.layoutAnswer = { applications: [heldApplication('a')], applicationFavoriteUniqueIds: ['a'] };
    let release: () => void = () => undefined;
    test.market.layoutGate = new Promise((resolve) => {
      release = resolve;
    });
    renderWithServices(<DrawerHarness />, { container: test.container });
    // The drawer and the market panel do not wait for the layout.
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '收藏加载中' })).toBeInTheDocument();
    await waitFor(() =>
      expect(test.market.calls).toEqual(expect.arrayContaining(['layout', 'recentApplications'])),
    );
    // Nothing says there are no favourites before the answer does.
    expect(screen.queryByText(/暂无收藏/)).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('list', { name: '收藏的应用' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '收藏加载中' })).not.toBeInTheDocument();
    await waitFor(() => expect(test.market.calls).toContain('marketGroups'));
  });

  it('groups the market by category, with the index in the catalogue order and empty categories hidden', async () => {
    const { marketPanel } = await renderDrawer();
    const groups = within(marketPanel)
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'));
    expect(groups).toEqual(['财务', '协同办公', '服务', '园区']);
    const index = within(categoryIndex())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(index).toEqual(['财务', '协同办公', '服务', '园区']);
    // What the organisation has not installed cannot be opened or starred here.
    const visitor = within(marketPanel).getByRole('button', { name: /访客/ });
    expect(visitor).toHaveAttribute('aria-disabled', 'true');
    expect(within(marketPanel).getByText('未开通')).toBeInTheDocument();
    expect(within(marketPanel).queryByRole('button', { name: '收藏「访客」' })).not.toBeInTheDocument();
  });

  it('scrolls to the first category 200 ms after opening', async () => {
    useFakeTimers();
    const { marketPanel } = await renderDrawer();
    await passTime(FIRST_CATEGORY_SCROLL_DELAY_MS);
    expect(scrolled).toContain(within(marketPanel).getByRole('region', { name: '财务' }));
  });

  it('scrolls to a category picked in the index', async () => {
    const { user, marketPanel } = await renderDrawer();
    scrolled.length = 0;
    await user.click(within(categoryIndex()).getByRole('button', { name: '财务' }));
    expect(scrolled.at(-1)).toBe(within(marketPanel).getByRole('region', { name: '财务' }));
    expect(within(categoryIndex()).getByRole('button', { name: '财务' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('searches names containing the keyword once typing pauses, hiding empty categories', async () => {
    const { user, market, marketPanel } = await renderDrawer();
    useFakeTimers();
    await user.type(screen.getByRole('textbox', { name: '搜索应用' }), '审批');
    await passTime(TEST_TIMINGS.searchSettleMs - 1);
    expect(market.calls.filter((call) => call.startsWith('marketGroups '))).toEqual([]);
    await passTime(1);
    await waitFor(() => expect(market.calls).toContain('marketGroups 审批'));
    // Typing 审 then 批 made one search, not one per character.
    expect(market.calls.filter((call) => call.startsWith('marketGroups '))).toEqual(['marketGroups 审批']);
    await waitFor(() =>
      expect(within(marketPanel).queryByRole('region', { name: '服务' })).not.toBeInTheDocument(),
    );
    expect(within(marketPanel).getByRole('button', { name: '审批' })).toBeInTheDocument();
    expect(within(marketPanel).getByRole('button', { name: '费用审批' })).toBeInTheDocument();
    expect(
      within(categoryIndex())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['财务', '协同办公']);
  });

  it('shows an empty state when nothing matches', async () => {
    const { user, marketPanel } = await renderDrawer();
    useFakeTimers();
    await user.type(screen.getByRole('textbox', { name: '搜索应用' }), '不存在');
    expect(await within(marketPanel).findByText('没有名称包含「不存在」的应用')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '应用分类' })).not.toBeInTheDocument();
  });

  it('stars from the market panel and unstars from the favourites panel, saving the whole order', async () => {
    const { user, market, marketPanel } = await renderDrawer();
    expect(within(favouritesList()).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(marketPanel).getByRole('button', { name: '收藏「工单」' }));
    await user.click(within(marketPanel).getByRole('button', { name: '收藏「费用审批」' }));
    expect(market.savedOrders).toEqual([
      ['a', 'b'],
      ['a', 'b', 'c'],
    ]);
    expect(within(favouritesList()).getByRole('button', { name: '应用b' })).toBeInTheDocument();
    await user.click(within(favouritesList()).getByRole('button', { name: '取消收藏「应用a」' }));
    expect(market.savedOrders.at(-1)).toEqual(['b', 'c']);
    expect(within(marketPanel).getByRole('button', { name: '收藏「审批」' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(
      within(favouritesList())
        .getAllByRole('button', { name: /^拖动/ })
        .map((handle) => handle.getAttribute('aria-label')),
    ).toEqual(['拖动「应用b」调整顺序', '拖动「应用c」调整顺序']);
  });

  it('opens an application through the launcher and closes; marked closed 400 ms later', async () => {
    const { user, market, navigation } = await renderDrawer();
    useFakeTimers();
    await user.click(within(favouritesList()).getByRole('button', { name: '应用a' }));
    await waitFor(() => expect(navigation.visits).toEqual(['/APP/agent-a/VIEW/A_HOME']));
    expect(market.calls).toContain('heldApplication a');
    await waitFor(() => expect(shownDialog()).toBeUndefined());
    // The content is kept through the closing animation, then dropped.
    const search = () => screen.queryByRole('textbox', { name: '搜索应用', hidden: true });
    expect(search()).toBeInTheDocument();
    await passTime(CLOSE_MARK_DELAY_MS);
    expect(search()).not.toBeInTheDocument();
  });

  it('closes with its 关闭 control, and reloads the layout when opened again', async () => {
    const { user, market } = await renderDrawer();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(shownDialog()).toBeUndefined());
    market.calls = [];
    await user.click(screen.getByRole('button', { name: '打开收藏' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(market.calls.slice(0, 2)).toEqual(['layout', 'recentApplications']);
  });

  it('offers admins 管理 on each application, opening its admin side', async () => {
    const { user, navigation, marketPanel } = await renderDrawer({ admin: true });
    await user.click(within(marketPanel).getByRole('button', { name: '管理「审批」' }));
    await waitFor(() => expect(navigation.visits).toEqual(['/APP/agent-a/ADMIN/A_HOME']));
  });

  it('says why an application does not open before any click, and again on a click, without opening it', async () => {
    const { user, market, notifier, marketPanel } = await renderDrawer({ admin: true, refusedToo: true });
    const finance = within(marketPanel).getByRole('region', { name: '财务' });
    const stopped = within(finance).getByRole('button', { name: '薪酬管理' });
    // Unavailable, yet focusable: keyboard and screen-reader users reach the reason too.
    expect(stopped).toHaveAttribute('aria-disabled', 'true');
    expect(stopped).toBeEnabled();
    expect(within(finance).getByText('已停用')).toHaveAttribute('title', '应用已被停用，请联系企业管理员！');
    expect(within(finance).getByRole('button', { name: '考勤打卡' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(finance).getByText('仅移动端')).toHaveAttribute('title', '该应用仅支持移动端打开');
    // Not installed: 未开通, and no star nor 管理.
    const park = within(marketPanel).getByRole('region', { name: '园区' });
    const visitor = within(park).getByRole('button', { name: '访客' });
    expect(visitor).toHaveAttribute('aria-disabled', 'true');
    expect(within(park).getByText('未开通')).toBeInTheDocument();
    // No 管理 for what does not open; the star stays (it is held).
    expect(within(finance).queryByRole('button', { name: '管理「薪酬管理」' })).not.toBeInTheDocument();
    expect(within(finance).getByRole('button', { name: '收藏「考勤打卡」' })).toBeInTheDocument();
    // The starred one says it in the favourites too.
    const favourite = within(favouritesList()).getByRole('button', { name: '薪酬管理' });
    expect(favourite).toHaveAttribute('aria-disabled', 'true');
    // A click answers with the server's sentence (spec §8), asking the server nothing more.
    await user.click(favourite);
    stopped.focus();
    await user.keyboard('{Enter}');
    await user.click(visitor);
    expect(market.calls.filter((call) => /^(heldApplication|agentCheck)/.test(call))).toEqual([]);
    expect(notifier.errors).toEqual([
      '应用已被停用，请联系企业管理员！',
      '应用已被停用，请联系企业管理员！',
      // The fake market's sentence for 未开通.
      '未开通的说明',
    ]);
    expect(screen.getByRole('dialog', { name: '收藏' })).toBeInTheDocument();
  });

  it('shows no 管理 to members', async () => {
    await renderDrawer();
    expect(screen.queryByRole('button', { name: /^管理「/ })).not.toBeInTheDocument();
  });

  it('logs failures loading the categories and the market instead of showing them', async () => {
    const test = await marketTestContainer();
    test.market.failCatalogueWith = new Error('网络错误');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderWithServices(<DrawerHarness />, { container: test.container });
      const marketPanel = await screen.findByRole('region', { name: '应用市场' });
      expect(await within(marketPanel).findByText('暂无应用')).toBeInTheDocument();
      expect(logged.mock.calls.map(([message]) => message)).toEqual(
        expect.arrayContaining(['应用分类加载失败', '应用列表加载失败']),
      );
      expect(test.notifier.errors).toEqual([]);
    } finally {
      logged.mockRestore();
    }
  });
});
