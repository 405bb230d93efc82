import { PluginRegistry } from '@core/plugin/plugin-registry';
import OverviewPage from '@plugins/park/views/overview-page';
import { floorPlanPath } from '@plugins/park/views/park-paths';
import { act, screen, within } from '@testing-library/react';
import { renderWithServices } from '@tests/support/render-with-services';
import { emptyOverview, overviewFixture } from './support/overview-fixture';
import { parkTestContainer } from './support/park-test-container';

/** 园区概览 from a swapped ParkApi: its figures, the links behind them, loading and empty states. */

async function renderOverview(answer = overviewFixture(), hold?: Promise<void>) {
  const test = await parkTestContainer();
  test.park.overviewAnswer = answer;
  test.park.hold = hold;
  await act(async () => {
    renderWithServices(<OverviewPage />, {
      container: test.container,
      path: '/PC_PARK_OPERATION/PC_PARK_OVERVIEW',
    });
  });
  return test;
}

const hrefOf = (label: string) => screen.getByRole('link', { name: label }).getAttribute('href');

describe('园区概览', () => {
  it('is 园区运营’s first menu, and its view is the overview', async () => {
    const test = await parkTestContainer();
    expect(
      test.service(PluginRegistry).resolve('PC_PARK_OPERATION', 'PC_PARK_OVERVIEW')?.declaration.view,
    ).toBe('overview');
  });

  it('shows the headline figures, read from the integers of the answer', async () => {
    const test = await renderOverview();
    expect(await screen.findByTestId('stat-area-rate')).toHaveTextContent('48.65%');
    expect(screen.getByTestId('stat-room-rate')).toHaveTextContent('50.00%');
    expect(screen.getByTestId('stat-vacant-area')).toHaveTextContent('180.00 m²');
    expect(screen.getByTestId('stat-lease-ends')).toHaveTextContent('3 份');
    expect(screen.getByText('已租 360.00 m² / 共 740.00 m²')).toBeInTheDocument();
    expect(screen.getByText('2026-11-22 数据')).toBeInTheDocument();
    expect(test.park.overviewQueries).toEqual([{}]);
  });

  it('links every figure to the list behind it', async () => {
    await renderOverview();
    await screen.findByTestId('stat-area-rate');
    const statLink = (key: string) => screen.getByTestId(`stat-${key}`).closest('a')?.getAttribute('href');
    expect(statLink('lease-ends')).toBe('/childsPage/settleCorp?contractEndWithin=90');
    for (const days of [30, 60, 90]) {
      const window = screen.getAllByRole('link').find((link) => link.textContent?.startsWith(`${days} 天内`));
      expect(window?.getAttribute('href')).toBe(`/childsPage/settleCorp?contractEndWithin=${days}`);
    }
    expect(statLink('area-rate')).toBe('/PC_PARK_BUILDING');
    expect(statLink('vacant-area')).toBe('/PC_PARK_BUILDING');
    expect(screen.getByRole('link', { name: 'A 座' }).getAttribute('href')).toBe(floorPlanPath('b-a'));
    expect(hrefOf('A 座已租 3 间')).toBe('/childsPage/buildingFloorPlan?uniqueId=b-a&state=leased');
    expect(hrefOf('A 座空置 1 间')).toBe('/childsPage/buildingFloorPlan?uniqueId=b-a&state=vacant');
    expect(hrefOf('B 座已预定 0 间')).toBe('/childsPage/buildingFloorPlan?uniqueId=b-b&state=reserved');
    expect(hrefOf('办公：查看楼宇')).toBe('/PC_PARK_BUILDING');
    const leases = screen.getByRole('list', { name: '最近到期的租约' });
    expect(within(leases).getByText('甲公司')).toBeInTheDocument();
    expect(within(leases).getByRole('link', { name: 'A 座 101' }).getAttribute('href')).toBe(
      '/childsPage/buildingFloorPlan?uniqueId=b-a&state=leased',
    );
    expect(within(leases).getByText('剩 30 天')).toBeInTheDocument();
  });

  it('draws each building’s floors top down, each cell naming its rate', async () => {
    await renderOverview();
    const floors = await screen.findByRole('list', { name: 'A 座各楼层出租率' });
    expect(
      within(floors)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['2F：33.33%，已租 1/3 间', '1F：66.67%，已租 2/3 间']);
  });

  it('names the charts: per building, by use and the year’s trend', async () => {
    await renderOverview();
    await screen.findByTestId('stat-area-rate');
    for (const title of ['各楼宇出租率（%）', '房间用途分布（间）', '近 12 个月出租率（面积，%）'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
  });

  it('shows a skeleton while loading, then an empty park’s call to add a building', async () => {
    let release!: () => void;
    await renderOverview(
      emptyOverview(),
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    expect(screen.queryByTestId('stat-area-rate')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    await act(async () => release());
    expect(await screen.findByText('园区还没有楼宇')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '新增楼宇' }).getAttribute('href')).toBe(
      '/childsPage/buildingAdd',
    );
  });
});
