import { moveInGrid } from '@plugins/park/components/floor-plan/grid-navigation';
import FloorPlanPage from '@plugins/park/views/floor-plan-page';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { demoPlan } from './support/fake-park-api';
import { parkTestContainer } from './support/park-test-container';

async function renderPlan(uniqueId = 'b1') {
  const test = await parkTestContainer();
  test.park.plans.set('b1', demoPlan());
  await act(async () => {
    renderWithServices(<FloorPlanPage />, {
      container: test.container,
      path: `/childsPage/buildingFloorPlan?uniqueId=${uniqueId}`,
    });
  });
  return {
    ...test,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

const tile = (number: string) => document.querySelector<HTMLElement>(`[data-room="${number}"]`);
const shownNumbers = () =>
  [...document.querySelectorAll<HTMLElement>('[data-room]')].map((cell) => cell.dataset.room);
const floorsShown = () => [...document.querySelectorAll('th[scope="row"]')].map((cell) => cell.textContent);
const legendItem = (state: string) =>
  document.querySelector<HTMLButtonElement>(`.park-legend [data-state="${state}"]`)!;

describe('楼宇平面图', () => {
  it('shows the floors from the top down, each room coloured by its state, with its tenant and area', async () => {
    await renderPlan();
    expect(await screen.findByRole('grid', { name: '星河一号楼平面图' })).toBeInTheDocument();
    expect(screen.getByText('星河一号楼（XH-01）平面图')).toBeInTheDocument();
    expect(floorsShown()).toEqual(['3F', '2F', '1F']);
    expect(shownNumbers()).toEqual(['301', '302', '303', '201', '202', '101', '102', '103', '104']);
    expect(tile('301')).toHaveClass('park-state--leased');
    expect(tile('302')).toHaveClass('park-state--reserved');
    expect(tile('201')).toHaveClass('park-state--self-use');
    expect(tile('101')).toHaveClass('park-state--renovation');
    expect(tile('202')).toHaveClass('park-state--vacant');
    expect(tile('301')).toHaveTextContent('深圳星河数据科技有限公司');
    expect(tile('302')).toHaveTextContent('蓝海生物医药有限公司');
    // The number and the area are drawn from the tile's data by CSS (one element per tile).
    expect(tile('301')).toHaveAttribute('data-number', '301');
    expect(tile('301')).toHaveAttribute('data-area', '120.50 m²');
    // Named by what it shows, its state in words too (hidden beside a tenant's name).
    expect(tile('301')).toHaveAccessibleName('301 已租 深圳星河数据科技有限公司 120.50 m²');
    expect(tile('202')).toHaveAccessibleName('202 空置 120.50 m²');
    // The legend: the five states, the same colours, and their counts.
    const legend = screen.getByRole('group', { name: '房间状态' });
    expect(
      within(legend)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['空置5', '已租1', '已预定1', '自用1', '装修中1']);
    expect(legendItem('leased').querySelector('.park-state--leased')).not.toBeNull();
  });

  it('opens a room’s card on a click: floor, area, use, tenant, the occupancy’s days and the reference rent', async () => {
    const test = await renderPlan();
    await test.user.click(tile('301')!);
    const card = await screen.findByRole('dialog');
    expect(within(card).getByText('房间 301')).toBeInTheDocument();
    for (const text of [
      '3F',
      '已租',
      '深圳星河数据科技有限公司',
      '2026-01-01 至 2027-12-31',
      '120.50 m²',
      '96.00 m²',
      '办公',
      '85.50 元/m²·月',
    ]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
  });

  it('lists the room’s 占用记录 on its card, newest first, a released block marked; none says so', async () => {
    const test = await parkTestContainer();
    test.park.plans.set('b1', demoPlan());
    test.park.histories.set('301', [
      {
        uniqueId: 'o2',
        kind: 'lease',
        from: '2026-01-01',
        to: '2027-12-31',
        holderName: '深圳星河数据科技有限公司',
        companyUniqueId: 'c1',
        reference: 'HT-2026-0001',
        note: '',
        live: true,
      },
      {
        uniqueId: 'o1',
        kind: 'renovation',
        from: '2025-10-01',
        to: '2025-11-30',
        holderName: null,
        companyUniqueId: null,
        reference: null,
        note: '交付前装修',
        live: false,
      },
    ]);
    await act(async () => {
      renderWithServices(<FloorPlanPage />, {
        container: test.container,
        path: '/childsPage/buildingFloorPlan?uniqueId=b1',
      });
    });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(tile('301')!);
    const history = await screen.findByRole('region', { name: '占用记录' });
    const rows = await within(history).findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      '租赁2026-01-01 至2027-12-31深圳星河数据科技有限公司合同：HT-2026-0001有效',
      '装修2025-10-01 至2025-11-30交付前装修已释放',
    ]);
    expect(test.park.callsOf('roomHistory')).toEqual(['301']);

    await user.keyboard('{Escape}');
    await user.click(tile('202')!);
    expect(await screen.findByText('这间房还没有占用记录')).toBeInTheDocument();
  });

  it('has one tab stop; arrows, Home and End move between tiles; Enter opens the card', async () => {
    const test = await renderPlan();
    const focusable = shownNumbers().filter((number) => tile(number!)!.tabIndex === 0);
    expect(focusable).toEqual(['301']);
    tile('301')!.focus();
    await test.user.keyboard('{ArrowRight}');
    expect(tile('302')).toHaveFocus();
    expect(tile('302')!.tabIndex).toBe(0);
    expect(tile('301')!.tabIndex).toBe(-1);
    await test.user.keyboard('{ArrowDown}');
    // 2F has two rooms: the third place is clamped to its last.
    expect(tile('202')).toHaveFocus();
    await test.user.keyboard('{ArrowDown}');
    expect(tile('102')).toHaveFocus();
    await test.user.keyboard('{End}');
    expect(tile('104')).toHaveFocus();
    await test.user.keyboard('{ArrowRight}');
    expect(tile('104')).toHaveFocus();
    await test.user.keyboard('{Home}');
    expect(tile('101')).toHaveFocus();
    await test.user.keyboard('{ArrowUp}{ArrowUp}');
    expect(tile('301')).toHaveFocus();
    await test.user.keyboard('{ArrowDown}{Enter}');
    const card = await screen.findByRole('dialog');
    expect(within(card).getByText('房间 201')).toBeInTheDocument();
    expect(within(card).getByText('2026-06-01 至 2026-12-31')).toBeInTheDocument();
    // Closed, the card gives the focus back to its tile.
    await test.user.click(within(card).getByRole('button', { name: /关闭/ }));
    await waitFor(() => expect(tile('201')).toHaveFocus());
  });

  it('filters by state from the legend and by use; the tab stop follows the rooms shown', async () => {
    const test = await renderPlan();
    await test.user.click(legendItem('vacant'));
    expect(legendItem('vacant')).toHaveAttribute('aria-pressed', 'true');
    expect(shownNumbers()).toEqual(['303', '202', '102', '103', '104']);
    expect(floorsShown()).toEqual(['3F', '2F', '1F']);
    expect(tile('303')!.tabIndex).toBe(0);
    await test.user.click(screen.getByRole('radio', { name: '仓储' }));
    expect(shownNumbers()).toEqual(['104']);
    expect(floorsShown()).toEqual(['1F']);
    // The counts follow the use chosen.
    expect(legendItem('vacant')).toHaveTextContent('空置1');
    expect(legendItem('leased')).toHaveTextContent('已租0');
    await test.user.click(legendItem('leased'));
    expect(screen.getByText('没有符合条件的房间')).toBeInTheDocument();
    await test.user.click(screen.getByRole('radio', { name: '全部用途' }));
    await test.user.click(legendItem('leased'));
    expect(shownNumbers()).toHaveLength(9);
  });

  it('says when the building cannot be found, and when none is chosen', async () => {
    await renderPlan('gone');
    expect(await screen.findByText('平面图加载失败')).toBeInTheDocument();
    document.body.innerHTML = '';
    const test = await parkTestContainer();
    renderWithServices(<FloorPlanPage />, {
      container: test.container,
      path: '/childsPage/buildingFloorPlan',
    });
    expect(await screen.findByText('未指定楼宇')).toBeInTheDocument();
  });

  it('asks the plan of the building in its address once', async () => {
    const test = await renderPlan();
    await waitFor(() => expect(test.park.planCalls).toEqual(['b1']));
    fireEvent.keyDown(tile('301')!, { key: 'ArrowLeft' });
    expect(tile('301')).toHaveFocus();
  });
});

describe('moveInGrid', () => {
  const rows = [['a1', 'a2', 'a3'], ['b1'], [], ['c1', 'c2']];
  it.each([
    ['a2', 'ArrowLeft', false, 'a1'],
    ['a1', 'ArrowLeft', false, 'a1'],
    ['a3', 'ArrowDown', false, 'b1'],
    ['b1', 'ArrowDown', false, 'c1'],
    ['c2', 'ArrowDown', false, 'c2'],
    ['c2', 'ArrowUp', false, 'b1'],
    ['a1', 'End', false, 'a3'],
    ['a3', 'Home', false, 'a1'],
    ['a2', 'End', true, 'c2'],
    ['c2', 'Home', true, 'a1'],
  ] as const)('from %s, %s (ctrl %s) goes to %s', (from, key, ctrl, to) => {
    expect(moveInGrid(rows, from, key, ctrl)).toBe(to);
  });
  it('has nowhere to go in an empty grid', () => {
    expect(moveInGrid([[]], 'a', 'ArrowRight')).toBeUndefined();
  });
});

describe('30 floors × 50 rooms', () => {
  it('renders 1 500 tiles as plain cells (no antd component per tile) and moves the focus quickly', async () => {
    const test = await parkTestContainer();
    const plan = demoPlan();
    plan.floors = Array.from({ length: 30 }, (_, floor) => ({
      uniqueId: `f${30 - floor}`,
      level: 30 - floor,
      name: `${30 - floor}F`,
      rooms: Array.from({ length: 50 }, (__, room) => ({
        ...demoPlan().floors[2]!.rooms[1]!,
        uniqueId: `r${30 - floor}-${room + 1}`,
        number: `${30 - floor}${String(room + 1).padStart(2, '0')}`,
      })),
    }));
    test.park.plans.set('big', plan);
    const started = performance.now();
    await act(async () => {
      renderWithServices(<FloorPlanPage />, {
        container: test.container,
        path: '/childsPage/buildingFloorPlan?uniqueId=big',
      });
    });
    await screen.findByRole('grid');
    expect(document.querySelectorAll('td[data-room]')).toHaveLength(1500);
    expect(document.querySelectorAll('td[data-room] .ant-tag, td[data-room] button')).toHaveLength(0);
    const user = userEvent.setup({ delay: null });
    tile('r30-1')!.focus();
    const moving = performance.now();
    for (let step = 0; step < 20; step += 1) await user.keyboard('{ArrowRight}');
    expect(tile('r30-21')).toHaveFocus();
    expect(performance.now() - moving).toBeLessThan(5000);
    expect(moving - started).toBeLessThan(10000);
  });
});
