import { PluginRegistry } from '@core/plugin/plugin-registry';
import ApplicationAddPage from '@plugins/market/views/application-add-page';
import ApplicationDetailPage from '@plugins/market/views/application-detail-page';
import ApplicationMarketPage from '@plugins/market/views/application-market-page';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogTitled, findDialogTitled } from '@tests/support/dialog-titled';
import { useFakeTimers } from '@tests/support/fake-timers';
import { renderWithServices } from '@tests/support/render-with-services';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { heldApplication, marketApplication, refused } from './support/market-fixtures';
import { marketTestContainer } from './support/market-test-container';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

async function renderPage(page: ReactElement, options: { admin?: boolean; path?: string } = {}) {
  const test = await marketTestContainer(options);
  test.market.catalogue = [
    marketApplication('a', { name: '审批', categoryName: '协同办公', introduction: '审批流程' }),
    marketApplication('b', { name: '工单', categoryName: '服务', held: false }),
    marketApplication('s', {
      name: '薪酬管理',
      categoryName: '服务',
      launch: refused('停用', '应用已被停用，请联系企业管理员！'),
    }),
    marketApplication('x', { name: '访客', categoryName: '园区', installed: false, held: false }),
  ];
  test.market.editionsOf.set('x', [
    { uniqueId: 'x-basic', name: '基础版', priceFen: 0, durationDays: null, features: ['访客登记'] },
    {
      uniqueId: 'x-pro',
      name: '专业版',
      priceFen: 99900,
      durationDays: 365,
      features: ['访客登记', '车辆预约'],
    },
  ]);
  const rendered = (
    <>
      {page}
      <LocationProbe />
    </>
  );
  // The first answers arrive inside act: the pages render them before the test looks.
  await act(async () => {
    renderWithServices(rendered, {
      container: test.container,
      path: options.path ?? '/PC_APPLICATION_MARKET',
    });
  });
  return { ...test, user: userEvent.setup({ delay: null }) };
}

afterEach(() => jest.useRealTimers());

describe('application centre views', () => {
  it('declares the three views, a detail per query string', async () => {
    const test = await marketTestContainer();
    const registry = test.service(PluginRegistry);
    expect(registry.resolve('PC_APPLICATION_CENTER', 'PC_APPLICATION_MARKET')?.plugin).toBe('market');
    expect(registry.resolve('PC_APPLICATION_CENTER', 'PC_APPLICATION_DETAIL')?.declaration.tabPerQuery).toBe(
      true,
    );
    expect(registry.resolve('PC_APPLICATION_CENTER', 'PC_APPLICATION_ADD')?.plugin).toBe('market');
  });
});

describe('应用市场', () => {
  it('shows the catalogue by category, each saying whether it opens or why not, and leads to the detail', async () => {
    const { user } = await renderPage(<ApplicationMarketPage />);
    const collaboration = await screen.findByRole('region', { name: '协同办公' });
    expect(within(collaboration).getByText('已开通')).toBeInTheDocument();
    expect(within(collaboration).getByText('可使用')).toBeInTheDocument();
    const service = screen.getByRole('region', { name: '服务' });
    expect(within(service).queryByText('可使用')).not.toBeInTheDocument();
    expect(within(service).getByText('未授权')).toHaveAttribute('title', '无权限的说明');
    expect(within(service).getByText('已停用')).toHaveAttribute('title', '应用已被停用，请联系企业管理员！');
    expect(within(screen.getByRole('region', { name: '园区' })).getByText('未开通')).toBeInTheDocument();
    // Counted as the workbench counts: the one application that opens.
    expect(screen.getByTestId('market-usable-count')).toHaveTextContent('已开通应用 1 个，市场共 4 个应用');
    await user.click(within(collaboration).getByRole('button', { name: /审批/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/PC_APPLICATION_DETAIL?uniqueId=a');
  });

  it('pages a large market, 48 cards a page, under their categories', async () => {
    const test = await marketTestContainer();
    test.market.catalogue = Array.from({ length: 60 }, (_, index) =>
      marketApplication(`m${index}`, { name: `应用 ${index}`, categoryName: index < 30 ? '甲类' : '乙类' }),
    );
    await act(async () => {
      renderWithServices(<ApplicationMarketPage />, {
        container: test.container,
        path: '/PC_APPLICATION_MARKET',
      });
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByText('共 60 个应用');
    expect(within(screen.getByRole('region', { name: '甲类' })).getAllByRole('button')).toHaveLength(30);
    expect(within(screen.getByRole('region', { name: '乙类' })).getAllByRole('button')).toHaveLength(18);
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(screen.queryByRole('region', { name: '甲类' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '乙类' })).getAllByRole('button')).toHaveLength(12);
  });

  it('searches by name and filters by category', async () => {
    const { user, market } = await renderPage(<ApplicationMarketPage />);
    await screen.findByRole('region', { name: '协同办公' });
    const category = (name: string) => screen.getByRole('radio', { name }).closest('label')!;
    await user.click(category('服务'));
    expect(screen.queryByRole('region', { name: '协同办公' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '服务' })).toBeInTheDocument();
    await user.click(category('全部'));
    // The search pause on a fake clock, which waitFor moves on (no real wait).
    useFakeTimers();
    await user.type(screen.getByRole('textbox', { name: '搜索应用' }), '访');
    await waitFor(() => expect(market.calls).toContain('marketGroups 访'));
    await waitFor(() => expect(screen.queryByRole('region', { name: '协同办公' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: '园区' })).toBeInTheDocument();
  });

  it('offers 添加应用 to admins only', async () => {
    const { user } = await renderPage(<ApplicationMarketPage />, { admin: true });
    await screen.findByRole('region', { name: '协同办公' });
    await user.click(screen.getByRole('button', { name: /添加应用/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/PC_APPLICATION_ADD');
  });

  it('hides 添加应用 from members', async () => {
    await renderPage(<ApplicationMarketPage />);
    await screen.findByRole('region', { name: '协同办公' });
    expect(screen.queryByRole('button', { name: /添加应用/ })).not.toBeInTheDocument();
  });
});

describe('应用详情', () => {
  it('shows the introduction and the editions; members cannot open one', async () => {
    await renderPage(<ApplicationDetailPage />, { path: '/PC_APPLICATION_DETAIL?uniqueId=x' });
    expect(await screen.findByRole('heading', { name: '访客' })).toBeInTheDocument();
    const editions = screen.getByText('基础版').closest('table')!;
    const rows = within(editions).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '版本价格时长功能',
      '基础版免费长期有效访客登记',
      '专业版¥999.00365 天访客登记车辆预约',
    ]);
    expect(screen.queryByRole('button', { name: /^开通/ })).not.toBeInTheDocument();
  });

  it('lets admins open an edition for the organisation after confirming', async () => {
    const { user, market, notifier, api } = await renderPage(<ApplicationDetailPage />, {
      admin: true,
      path: '/PC_APPLICATION_DETAIL?uniqueId=x',
    });
    const userInfoLoads = () => api.calls.filter((call) => call === 'userDetail').length;
    await user.click(await screen.findByRole('button', { name: '开通专业版' }));
    expect(await screen.findByText('确定为本组织开通「访客」专业版吗？')).toBeInTheDocument();
    expect(market.opened).toEqual([]);
    const loadsBefore = userInfoLoads();
    await user.click(screen.getByRole('button', { name: '开通' }));
    await waitFor(() => expect(market.opened).toEqual([{ uniqueId: 'x', editionUniqueId: 'x-pro' }]));
    await waitFor(() => expect(notifier.successes).toEqual(['已开通「访客」']));
    expect(await screen.findByText('可使用')).toBeInTheDocument();
    // The member's applications changed: the user info (and with it the menus) is loaded again.
    expect(userInfoLoads()).toBe(loadsBefore + 1);
  });

  it('marks 打开应用 unavailable with the reason the server gave, and says it again on a click', async () => {
    const { user, market, notifier } = await renderPage(<ApplicationDetailPage />, {
      path: '/PC_APPLICATION_DETAIL?uniqueId=s',
    });
    expect(await screen.findByRole('heading', { name: '薪酬管理' })).toBeInTheDocument();
    const open = screen.getByRole('button', { name: '打开应用' });
    expect(open).toHaveAttribute('aria-disabled', 'true');
    expect(open).toHaveAccessibleDescription('应用已被停用，请联系企业管理员！');
    await user.click(open);
    expect(market.calls.filter((call) => /^(agentCheck|heldApplication)/.test(call))).toEqual([]);
    expect(notifier.errors).toEqual(['应用已被停用，请联系企业管理员！']);
  });

  it('offers the download QR code for a mobile-only application', async () => {
    const test = await marketTestContainer();
    const mobileOnly = refused('仅移动端', '该应用仅支持移动端打开');
    test.market.catalogue = [marketApplication('m', { name: '考勤打卡', launch: mobileOnly })];
    test.market.held = [heldApplication('m', { name: '考勤打卡', launch: mobileOnly })];
    await act(async () => {
      renderWithServices(<ApplicationDetailPage />, {
        container: test.container,
        path: '/PC_APPLICATION_DETAIL?uniqueId=m',
      });
    });
    const user = userEvent.setup({ delay: null });
    const open = await screen.findByRole('button', { name: '打开应用' });
    expect(open).toHaveAttribute('aria-disabled', 'true');
    // 打开应用 itself answers with the dialog, as 扫码在移动端打开 does.
    await user.click(open);
    let dialog = await findDialogTitled('提示');
    expect(within(dialog).getByText('该应用仅支持移动端打开')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(dialogTitled('提示')).toBeUndefined());
    await user.click(screen.getByRole('button', { name: '扫码在移动端打开' }));
    dialog = await findDialogTitled('提示');
    expect(within(dialog).getByRole('img', { name: '移动端下载二维码' })).toBeInTheDocument();
    expect(test.notifier.errors).toEqual([]);
  });

  it('opens a usable application where the server says, from 打开应用', async () => {
    const { user, navigation, market } = await renderPage(<ApplicationDetailPage />, {
      path: '/PC_APPLICATION_DETAIL?uniqueId=a',
    });
    market.held = [
      heldApplication('a', { launch: { usable: true, opens: { kind: 'page', path: '/PC_A' } } }),
    ];
    await user.click(await screen.findByRole('button', { name: '打开应用' }));
    await waitFor(() => expect(navigation.visits).toEqual(['/PC_A']));
  });

  it('asks for an application when the query has none', async () => {
    await renderPage(<ApplicationDetailPage />, { path: '/PC_APPLICATION_DETAIL' });
    expect(screen.getByText('未指定应用')).toBeInTheDocument();
  });
});

describe('添加应用', () => {
  it('is for admins only', async () => {
    await renderPage(<ApplicationAddPage />, { path: '/PC_APPLICATION_ADD' });
    expect(screen.getByText('仅组织管理员可以添加应用')).toBeInTheDocument();
  });

  it('lists what is not installed and opens it after confirming', async () => {
    const { user, market, notifier } = await renderPage(<ApplicationAddPage />, {
      admin: true,
      path: '/PC_APPLICATION_ADD',
    });
    const open = await screen.findByRole('button', { name: '开通「访客」' });
    expect(screen.queryByRole('button', { name: '开通「审批」' })).not.toBeInTheDocument();
    await user.click(open);
    await user.click(await screen.findByRole('button', { name: '开通' }));
    await waitFor(() => expect(market.opened).toEqual([{ uniqueId: 'x' }]));
    expect(notifier.successes).toEqual(['已开通「访客」']);
    expect(await screen.findByText('所有应用均已开通')).toBeInTheDocument();
  });
});
