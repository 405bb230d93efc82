import { ApiError } from '@core/services/api-error';
import FloorPlanPage from '@plugins/park/views/floor-plan-page';
import { floorPlanPresetsOf } from '@plugins/park/views/floor-plan-params';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { demoPlan } from './support/fake-park-api';
import { parkTestContainer, READING_CODES } from './support/park-test-container';

/**
 * 楼宇平面图's address (园区概览 links to it): `state`, `use` and `date` preset the filters and the day;
 * the card's 自用/装修 (PARK_ROOM_BLOCK) blocks a vacant room and releases a block, each confirmed.
 */

async function renderPlan(query: string, codes?: readonly string[]) {
  const test = await parkTestContainer(codes ? { codes } : {});
  const plan = demoPlan();
  plan.floors[0]!.rooms[0] = { ...plan.floors[0]!.rooms[0]! };
  plan.floors[1]!.rooms[0] = { ...plan.floors[1]!.rooms[0]!, occupancyUniqueId: 'occ-201' };
  test.park.plans.set('b1', plan);
  await act(async () => {
    renderWithServices(<FloorPlanPage />, {
      container: test.container,
      path: `/childsPage/buildingFloorPlan?uniqueId=b1${query}`,
    });
  });
  await screen.findByRole('grid');
  return {
    ...test,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

const shownNumbers = () =>
  [...document.querySelectorAll<HTMLElement>('[data-room]')].map((cell) => cell.dataset.room);
const tile = (number: string) => document.querySelector<HTMLElement>(`[data-room="${number}"]`)!;

describe('the address presets the plan', () => {
  it.each([
    ['state=空置', { state: 'vacant' }],
    ['state=renovation', { state: 'renovation' }],
    ['use=仓储&date=2026-12-31', { use: 'storage', date: '2026-12-31' }],
    ['state=出租&use=hotel&date=2026-02-30', {}],
  ])('%s', (query, presets) => {
    expect(floorPlanPresetsOf(new URLSearchParams(query))).toEqual({
      state: undefined,
      use: undefined,
      date: undefined,
      ...presets,
    });
  });

  it('state=空置&use=办公 shows only vacant offices, the legend pressed, the use chosen', async () => {
    await renderPlan('&state=空置&use=办公');
    expect(shownNumbers()).toEqual(['202', '102', '103']);
    expect(document.querySelector('.park-legend [data-state="vacant"]')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('radio', { name: '办公' })).toBeChecked();
  });

  it('date= asks the plan of that day, and the day picker asks another', async () => {
    const test = await renderPlan('&date=2026-12-31');
    expect(test.park.planDays).toEqual(['2026-12-31']);
    const picker = screen.getByLabelText('房态日期') as HTMLInputElement;
    expect(picker.value).toBe('2026-12-31');
    await test.user.click(picker);
    await test.user.clear(picker);
    await test.user.type(picker, '2027-01-15{Enter}');
    await waitFor(() => expect(test.park.planDays.at(-1)).toBe('2027-01-15'));
  });
});

describe('自用/装修 from the card', () => {
  it('blocks a vacant room after a confirm, and the plan reloads', async () => {
    const test = await renderPlan('');
    await test.user.click(tile('202'));
    const card = await screen.findByRole('dialog');
    await test.user.click(within(card).getByRole('radio', { name: '装修中' }));
    await test.user.type(within(card).getByLabelText('备注'), '更换地面');
    const calls = test.park.planCalls.length;
    await test.user.click(within(card).getByRole('button', { name: '确定占用' }));
    await waitFor(() => expect(test.park.callsOf('block')).toHaveLength(1));
    expect(test.notifier.questions[0]!.title).toBe('将房间 202 设为装修中？');
    expect(test.park.callsOf('block')[0]).toEqual({
      roomUniqueId: '202',
      kind: 'renovation',
      from: '2026-12-03',
      to: '2027-01-02',
      note: '更换地面',
    });
    await waitFor(() => expect(test.notifier.successes).toContain('房间 202 已设为装修中'));
    await waitFor(() => expect(test.park.planCalls.length).toBeGreaterThan(calls));
  });

  it('asks before sending, and a refusal shows on the days in Chinese', async () => {
    const test = await renderPlan('');
    await test.user.click(tile('103'));
    const card = await screen.findByRole('dialog');
    test.notifier.answers.push(false);
    await test.user.click(within(card).getByRole('button', { name: '确定占用' }));
    await waitFor(() => expect(test.notifier.questions).toHaveLength(1));
    expect(test.park.callsOf('block')).toEqual([]);
    test.park.refusals.set(
      'block',
      new ApiError(100500, '房间「星河一号楼 103」在 2026-12-06 至 2026-12-31 已被占用，请换个日期或房间', {
        field: 'period',
      }),
    );
    await test.user.click(within(card).getByRole('button', { name: '确定占用' }));
    expect(await within(card).findByText(/已被占用，请换个日期或房间/)).toBeInTheDocument();
  });

  it('releases a block (解除自用) after a confirm', async () => {
    const test = await renderPlan('');
    await test.user.click(tile('201'));
    const card = await screen.findByRole('dialog');
    await test.user.click(within(card).getByRole('button', { name: '解除自用' }));
    await waitFor(() => expect(test.park.callsOf('unblock')).toEqual(['occ-201']));
    expect(test.notifier.questions[0]).toMatchObject({ title: '解除房间 201 的自用？', danger: true });
  });

  it('is not offered without PARK_ROOM_BLOCK', async () => {
    const test = await renderPlan('', READING_CODES);
    await test.user.click(tile('202'));
    const card = await screen.findByRole('dialog');
    expect(within(card).queryByRole('button', { name: '确定占用' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑楼宇' })).toBeNull();
  });
});
