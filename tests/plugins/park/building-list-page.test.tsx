import { PluginRegistry } from '@core/plugin/plugin-registry';
import { PermissionStore } from '@core/stores/permission-store';
import { formatArea, formatRent } from '@plugins/park/park-format';
import BuildingListPage from '@plugins/park/views/building-list-page';
import { floorPlanPath } from '@plugins/park/views/park-paths';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { useLocation } from 'react-router-dom';
import { building } from './support/fake-park-api';
import { parkTestContainer, READING_CODES } from './support/park-test-container';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

async function renderList(options: { codes?: 'all' | readonly string[] } = {}) {
  const test = await parkTestContainer(options);
  test.park.buildings = [
    building('b1', {
      name: '星河一号楼',
      code: 'XH-01',
      grossArea: 4_560_050,
      roomCount: 92,
      vacantCount: 40,
      leasedCount: 3,
    }),
    building('b2', { name: '星河商业街', code: 'XH-02', use: 'commercial', floorsBelow: 0, floorsAbove: 2 }),
    building('b3', { name: '星河仓储中心', code: 'XH-03', use: 'storage', state: 'under_construction' }),
  ];
  test.park.totals = { rooms: 118, vacantRooms: 60, leasedRooms: 4, grossArea: 9_000_001, usableArea: 1 };
  await act(async () => {
    renderWithServices(
      <>
        <BuildingListPage />
        <LocationProbe />
      </>,
      { container: test.container, path: '/PC_PARK_OPERATION/PC_PARK_BUILDING' },
    );
  });
  await screen.findAllByText('星河一号楼');
  return {
    ...test,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

const rowOf = (name: string) => screen.getAllByText(name)[0]!.closest('tr')!;
const byLabel = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`);

describe('楼宇管理 views', () => {
  it('declares the list and the floor plan (a tab per building) at the paths the list links to', async () => {
    const test = await parkTestContainer();
    const registry = test.service(PluginRegistry);
    expect(registry.resolve('PC_PARK_OPERATION', 'PC_PARK_BUILDING')?.declaration.view).toBe('building-list');
    expect(registry.resolve('PC_PARK_BUILDING', 'PARK_BUILDING_FLOOR_PLAN')?.declaration).toMatchObject({
      view: 'floor-plan',
      tabPerQuery: true,
    });
    const route = test.service(PermissionStore).flatRoutes.find((r) => r.name === 'PARK_BUILDING_FLOOR_PLAN');
    expect(`${route?.fullPath}?uniqueId=b1`).toBe(floorPlanPath('b1'));
  });
});

describe('formats', () => {
  it('writes areas from hundredths and rents from fen exactly', () => {
    expect(formatArea(4_560_050)).toBe('45,600.50 m²');
    expect(formatArea(5)).toBe('0.05 m²');
    expect(formatArea(0)).toBe('0.00 m²');
    expect(formatArea(123_456_789_01)).toBe('123,456,789.01 m²');
    expect(formatRent(8_550)).toBe('85.50 元/m²·月');
    expect(formatRent(3)).toBe('0.03 元/m²·月');
  });
});

describe('楼宇管理 list', () => {
  it('shows each building with floors, rooms, area and state, and the totals over the search', async () => {
    await renderList();
    const first = rowOf('星河一号楼');
    expect(first).toHaveTextContent('XH-01');
    expect(first).toHaveTextContent('写字楼');
    expect(first).toHaveTextContent('12 层（地下 1 层）');
    expect(first).toHaveTextContent('92');
    expect(first).toHaveTextContent('45,600.50 m²');
    expect(first.querySelector('[data-state="in_use"]')).toHaveTextContent('使用中');
    expect(rowOf('星河商业街')).toHaveTextContent('2 层');
    expect(rowOf('星河仓储中心').querySelector('[data-state="under_construction"]')).toHaveTextContent(
      '在建',
    );
    const totals = screen.getByText('合计').closest('tr')!;
    expect(totals).toHaveTextContent('118');
    expect(totals).toHaveTextContent('60');
    expect(totals).toHaveTextContent('90,000.01 m²');
  });

  it('searches by keyword (sending no filter for 全部 use or state), saying when nothing matches', async () => {
    const test = await renderList();
    expect(test.park.pageQueries[0]).toEqual({ pageNum: 1, pageSize: 10 });
    await test.user.type(byLabel('搜索楼宇')!, '仓储');
    await waitFor(() => expect(test.park.pageQueries.at(-1)).toMatchObject({ keyword: '仓储' }));
    await waitFor(() => expect(screen.queryAllByText('星河一号楼')).toEqual([]));
    expect(rowOf('星河仓储中心')).toBeInTheDocument();
    await test.user.clear(byLabel('搜索楼宇')!);
    await test.user.type(byLabel('搜索楼宇')!, '不存在的楼');
    expect(await screen.findByText('没有符合条件的楼宇')).toBeInTheDocument();
  });

  it('opens a floor plan from 平面图 and the name; 编辑 only for holders of its code', async () => {
    const test = await renderList();
    await test.user.click(byLabel('星河一号楼的平面图')!);
    expect(screen.getByTestId('location')).toHaveTextContent(floorPlanPath('b1'));
    expect(byLabel('编辑星河一号楼')).not.toBeNull();
    expect(screen.getByText('新增楼宇')).toBeInTheDocument();
  });

  it('asks for the plan at the click on 平面图, with the plan page’s own parameters (today)', async () => {
    const test = await renderList();
    expect(test.park.planCalls).toEqual([]);
    await test.user.click(byLabel('星河一号楼的平面图')!);
    // Only the list is mounted here: the request is the click's own, on its way before the page is.
    await waitFor(() => expect(test.park.planCalls).toEqual(['b1']));
    expect(test.park.planDays).toEqual([undefined]);
  });

  it('shows a reader neither 编辑 nor 新增楼宇', async () => {
    await renderList({ codes: READING_CODES });
    expect(byLabel('星河一号楼的平面图')).not.toBeNull();
    expect(byLabel('编辑星河一号楼')).toBeNull();
    expect(screen.queryByText('新增楼宇')).toBeNull();
  });

  it('says so when there are no buildings, and shows the loading state first', async () => {
    const test = await parkTestContainer();
    let release = () => undefined as void;
    test.park.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderWithServices(<BuildingListPage />, {
      container: test.container,
      path: '/PC_PARK_OPERATION/PC_PARK_BUILDING',
    });
    await waitFor(() => expect(test.park.pageQueries).toHaveLength(1));
    expect(document.querySelector('.ant-spin, [aria-busy="true"], .ant-skeleton')).not.toBeNull();
    await act(async () => release());
    expect(await screen.findByText('暂无楼宇')).toBeInTheDocument();
  });
});
