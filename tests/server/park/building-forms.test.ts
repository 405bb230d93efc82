import type { FloorPlan } from '../../../manifests/contracts/park';
import { ErrorCode } from '../../../server/http/error-codes';
import { buildingBody, officeBatch, parkOf, setupParkServer } from './support';

/**
 * What 新增楼宇/编辑楼宇's form and the floor plan's card rely on: a refusal of a batch names the
 * batch's field (`roomBatches.1.floorTo`), so the form shows it there; the plan on another day shows
 * the states of that day, with the occupancy a card's 解除占用 releases. Today is 2026-11-22.
 */

const server = setupParkServer();
const park = parkOf(server);
beforeEach(() => park.forget());

const refusal = async (path: string, body: object) => {
  const answer = await park.call(path, body);
  return {
    code: answer.body.code,
    message: answer.body.message,
    field: (answer.body.data as { field?: string } | null)?.field,
  };
};

describe('a batch’s refusal names its field', () => {
  it.each([
    [{ floorFrom: 21, floorTo: 21 }, 'roomBatches.1.floorFrom', ErrorCode.ParkRoomsInvalid],
    [{ floorFrom: 5, floorTo: 3 }, 'roomBatches.1.floorTo', ErrorCode.ParkRoomsInvalid],
    [{ floorFrom: 3, floorTo: 22 }, 'roomBatches.1.floorTo', ErrorCode.ParkRoomsInvalid],
    [{ numberFrom: 5, numberTo: 3 }, 'roomBatches.1.numberTo', ErrorCode.ParkRoomsInvalid],
    [{ usableArea: 20_000 }, 'roomBatches.1.usableArea', ErrorCode.ParkRoomsInvalid],
    [{ floorFrom: 5, floorTo: 5 }, 'roomBatches.1.numberFrom', ErrorCode.ParkRoomTaken],
  ])('%o → %s', async (second, field, code) => {
    for (const path of ['building/room/preview', 'building/add']) {
      const body =
        path === 'building/add'
          ? buildingBody({ roomBatches: [officeBatch(), officeBatch(second)] })
          : { floorsAbove: 20, floorsBelow: 2, roomBatches: [officeBatch(), officeBatch(second)] };
      expect(await refusal(path, body)).toMatchObject({ code, field });
    }
  });

  it('the cap concerns the batches as a whole; a field the schema refuses is named by its path', async () => {
    expect(
      await refusal('building/room/preview', {
        floorsAbove: 20,
        floorsBelow: 2,
        roomBatches: [officeBatch({ floorFrom: 1, floorTo: 20, numberTo: 251 })],
      }),
    ).toMatchObject({ code: ErrorCode.ParkTooManyRooms, field: 'roomBatches' });
    expect(
      await refusal('building/add', buildingBody({ roomBatches: [officeBatch({ referenceRent: -1 })] })),
    ).toMatchObject({ field: 'roomBatches.0.referenceRent' });
  });
});

describe('the floor plan on another day', () => {
  it('shows each room’s state on the day asked, with the block a card releases', async () => {
    const { uniqueId } = await park.add(
      buildingBody({
        floorsAbove: 2,
        floorsBelow: 0,
        roomBatches: [officeBatch({ floorTo: 2, numberTo: 2 })],
      }),
    );
    const cell = (plan: FloorPlan, number: string) =>
      plan.floors.flatMap((floor) => floor.rooms).find((room) => room.number === number)!;
    const room = await park.roomId(uniqueId, '201');
    const blocked = await park.data<{ uniqueId: string }>('room/block', {
      roomUniqueId: room,
      kind: 'renovation',
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(cell(await park.floorPlan(uniqueId), '201')).toMatchObject({
      state: 'vacant',
      occupancyUniqueId: null,
    });
    const december = await park.floorPlan(uniqueId, '2026-12-15');
    expect(december.on).toBe('2026-12-15');
    expect(cell(december, '201')).toMatchObject({
      state: 'renovation',
      occupiedFrom: '2026-12-01',
      occupiedTo: '2026-12-31',
      occupancyUniqueId: blocked.uniqueId,
    });
    expect(cell(december, '202').state).toBe('vacant');
    expect(cell(await park.floorPlan(uniqueId, '2027-01-01'), '201').state).toBe('vacant');
    expect((await park.call('room/unblock', { uniqueId: blocked.uniqueId })).body.code).toBe(0);
    expect(cell(await park.floorPlan(uniqueId, '2026-12-15'), '201').state).toBe('vacant');
  });
});
