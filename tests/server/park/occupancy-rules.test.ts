import type { OccupancyKind } from '../../../manifests/contracts/park';
import {
  decideOccupancyChange,
  type OccupancyChange,
  type OccupancyVerdict,
} from '../../../server/areas/park/engine/occupancy-rules';
import { planRooms } from '../../../server/areas/park/engine/room-batches';
import { ApiError } from '../../../server/http/api-error';
import { officeBatch } from './support';

/** Every change of an occupancy, allowed or refused, as the rules decide it (pure, table-driven). */

const days = { first: '2026-12-01', last: '2026-12-31' };
const confirm: OccupancyChange = { action: 'confirmLease' };
const release: OccupancyChange = { action: 'release' };
const endOn = (lastDay: string): OccupancyChange => ({ action: 'endOn', lastDay });
const allowed = (kind: OccupancyKind, live: boolean, last = days.last): OccupancyVerdict => ({
  allowed: true,
  kind,
  live,
  last,
});
const refused = (refusal: string): OccupancyVerdict => ({ allowed: false, refusal });

const table: [OccupancyKind, boolean, OccupancyChange, OccupancyVerdict][] = [
  // A reservation: confirmed as a lease, or released; never ended early.
  ['reservation', true, confirm, allowed('lease', true)],
  ['reservation', true, release, allowed('reservation', false)],
  ['reservation', true, endOn('2026-12-15'), refused('预定中的房间不能提前结束，请确认出租或释放')],
  // A lease: ended on a day within its days; never confirmed again or released.
  ['lease', true, confirm, refused('该房间已确认出租')],
  ['lease', true, release, refused('已租的房间不能释放，请按退租日期结束')],
  ['lease', true, endOn('2026-12-15'), allowed('lease', true, '2026-12-15')],
  ['lease', true, endOn('2026-12-01'), allowed('lease', true, '2026-12-01')],
  ['lease', true, endOn('2026-12-31'), allowed('lease', true, '2026-12-31')],
  ['lease', true, endOn('2026-11-30'), refused('结束日期不能早于开始日期 2026-12-01')],
  ['lease', true, endOn('2027-01-01'), refused('结束日期不能晚于原结束日期 2026-12-31')],
  // The admin's blocks: ended or released; never leased.
  ['self_use', true, confirm, refused('自用或装修中的房间不能确认出租')],
  ['self_use', true, release, allowed('self_use', false)],
  ['self_use', true, endOn('2026-12-10'), allowed('self_use', true, '2026-12-10')],
  ['renovation', true, confirm, refused('自用或装修中的房间不能确认出租')],
  ['renovation', true, release, allowed('renovation', false)],
  ['renovation', true, endOn('2026-12-10'), allowed('renovation', true, '2026-12-10')],
  // Released: nothing more.
  ['reservation', false, confirm, refused('该占用已释放，不能确认出租')],
  ['reservation', false, release, refused('该占用已释放，不能释放')],
  ['self_use', false, endOn('2026-12-10'), refused('该占用已释放，不能结束')],
];

describe('decideOccupancyChange', () => {
  it.each(table)('%s (live %s) %j → %j', (kind, live, change, verdict) => {
    expect(decideOccupancyChange({ kind, live, ...days }, change)).toEqual(verdict);
  });
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.message;
    throw error;
  }
  throw new Error('not refused');
};

describe('planRooms', () => {
  const floors = { above: 20, below: 2 };

  it('numbers floors × numbers, floor 0 skipped and basements as B', () => {
    const rooms = planRooms([officeBatch()], floors);
    expect(rooms).toHaveLength(19 * 12);
    expect(rooms.slice(0, 2).map((room) => room.number)).toEqual(['201', '202']);
    expect(rooms.at(-1)!.number).toBe('2012');
    const below = planRooms([officeBatch({ floorFrom: -2, floorTo: 1, numberFrom: 1, numberTo: 1 })], floors);
    expect(below.map((room) => [room.floorLevel, room.number])).toEqual([
      [-2, 'B201'],
      [-1, 'B101'],
      [1, '101'],
    ]);
    expect(planRooms([officeBatch({ numberWidth: 3, floorTo: 2, numberTo: 1 })], floors)[0]!.number).toBe(
      '2001',
    );
  });

  it.each([
    [{ floorFrom: 0 }, '第 1 组：楼层不能为 0（地下一层为 -1）'],
    [{ floorFrom: 5, floorTo: 3 }, '第 1 组：结束楼层不能低于起始楼层'],
    [{ floorTo: 21 }, '第 1 组：楼宇没有 21F 层（地上 20 层，地下 2 层）'],
    [{ floorFrom: -3 }, '第 1 组：楼宇没有 B3 层（地上 20 层，地下 2 层）'],
    [{ numberFrom: 9, numberTo: 3 }, '第 1 组：结束房号不能小于起始房号'],
    [{ usableArea: 12_001 }, '第 1 组：使用面积不能大于建筑面积'],
  ])('refuses a batch %j', (more, message) => {
    expect(refusal(() => planRooms([officeBatch(more)], floors))).toBe(message);
  });

  it('refuses a number twice on one floor, and past the cap before making any room', () => {
    expect(refusal(() => planRooms([officeBatch(), officeBatch({ floorFrom: 20 })], floors))).toBe(
      '20F 的房间 2001 重复，请检查批量范围',
    );
    const tooMany = officeBatch({ floorFrom: 1, floorTo: 20, numberFrom: 1, numberTo: 251 });
    expect(refusal(() => planRooms([tooMany], floors))).toBe(
      '一次最多新增 5000 间房间，本次为 5020 间，请分批添加',
    );
    expect(planRooms([officeBatch({ floorFrom: 1, floorTo: 20, numberTo: 250 })], floors)).toHaveLength(5000);
  });
});
