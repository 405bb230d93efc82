import type { RoomHistoryEntry } from '../../../manifests/contracts/park';
import { ErrorCode } from '../../../server/http/error-codes';
import { buildingBody, LI_NA, officeBatch, parkOf, setupParkServer } from './support';

/** A room card's history (`room/history`): every occupancy, released ones too, newest first. */
const server = setupParkServer();

async function roomWithHistory() {
  const park = parkOf(server);
  const building = await park.add(
    buildingBody({
      name: '历史 座',
      code: 'H',
      roomBatches: [officeBatch({ floorFrom: 2, floorTo: 2, numberTo: 1 })],
    }),
  );
  const room = await park.roomId(building.uniqueId, '201');
  const block = (kind: string, from: string, to: string, note?: string) =>
    park.data<{ uniqueId: string }>('room/block', {
      roomUniqueId: room,
      kind,
      from,
      to,
      ...(note ? { note } : {}),
    });
  const first = await block('renovation', '2026-01-01', '2026-01-31', '翻新');
  await park.data('room/unblock', { uniqueId: first.uniqueId });
  const second = await block('self_use', '2026-03-01', '2026-03-31');
  return { park, room, first, second };
}

describe('room/history', () => {
  it('lists the room’s occupancies newest first, the released one marked', async () => {
    const { park, room, first, second } = await roomWithHistory();
    const history = await park.data<RoomHistoryEntry[]>('room/history', { roomUniqueId: room });
    expect(history).toEqual([
      {
        uniqueId: second.uniqueId,
        kind: 'self_use',
        from: '2026-03-01',
        to: '2026-03-31',
        holderName: null,
        companyUniqueId: null,
        reference: null,
        note: '',
        live: true,
      },
      expect.objectContaining({ uniqueId: first.uniqueId, kind: 'renovation', note: '翻新', live: false }),
    ]);
    // Every member reads it (the floor plan's code is everyone's).
    expect((await park.call('room/history', { roomUniqueId: room }, LI_NA)).body.code).toBe(0);
  });

  // Another organisation's room: buildings.test.ts (星河科技园 and 云杉集团 apart).
  it.each([
    ['no room id', {}, ErrorCode.BadRequest],
    ['a room that is not there', { roomUniqueId: 'no-such-room' }, ErrorCode.ParkRoomNotFound],
  ])('refuses %s in Chinese', async (_, body, code) => {
    const answer = await parkOf(server).call('room/history', body);
    expect(answer.body.code).toBe(code);
    expect(answer.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
