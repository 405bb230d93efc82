import {
  floorNameOf,
  type PreviewRoom,
  ROOMS_PER_REQUEST_MAX,
  type RoomBatch,
  type RoomPreview,
  roomNumberOf,
} from '../../../../manifests/contracts/park';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';

/** A room a batch makes: the preview's row plus what the insert needs. */
export interface PlannedRoom extends PreviewRoom {
  orientation: string;
  decoration: string;
}

/** The building's floors: 1…above and −1…−below. */
export interface FloorSpan {
  above: number;
  below: number;
}

/** A batch's field, as the refusal names it for the form (`roomBatches.1.floorTo`). */
const batchField = (index: number, key: keyof RoomBatch) => `roomBatches.${index}.${key}`;

const invalid = (message: string, field: string): never => {
  throw new ApiError(ErrorCode.ParkRoomsInvalid, message, 200, { field });
};

/** The levels of `from`–`to`, floor 0 skipped (−2…2 is B2, B1, 1F, 2F). */
export const levelsOf = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index).filter((level) => level !== 0);

/** Each refusal names the batch's field it concerns, so the form shows it there. */
function checkBatch(batch: RoomBatch, floors: FloorSpan, index: number): void {
  const name = `第 ${index + 1} 组`;
  const field = (key: keyof RoomBatch) => batchField(index, key);
  if (batch.floorFrom === 0 || batch.floorTo === 0)
    invalid(`${name}：楼层不能为 0（地下一层为 -1）`, field(batch.floorFrom === 0 ? 'floorFrom' : 'floorTo'));
  if (batch.floorFrom > batch.floorTo) invalid(`${name}：结束楼层不能低于起始楼层`, field('floorTo'));
  for (const key of ['floorFrom', 'floorTo'] as const) {
    const level = batch[key];
    if (level > floors.above || -level > floors.below)
      invalid(
        `${name}：楼宇没有 ${floorNameOf(level)} 层（地上 ${floors.above} 层，地下 ${floors.below} 层）`,
        field(key),
      );
  }
  if (batch.numberFrom > batch.numberTo) invalid(`${name}：结束房号不能小于起始房号`, field('numberTo'));
  if (batch.usableArea > batch.buildingArea)
    invalid(`${name}：使用面积不能大于建筑面积`, field('usableArea'));
}

/**
 * The rooms the batches make, all or none: each batch checked against the building's floors, the
 * count checked against the cap before any room is made (`ROOMS_PER_REQUEST_MAX`, refused whole),
 * and no number twice on one floor. Numbers already taken in the database are its unique key's to
 * refuse (the use case maps it).
 */
export function planRooms(batches: readonly RoomBatch[], floors: FloorSpan): PlannedRoom[] {
  let count = 0;
  batches.forEach((batch, index) => {
    checkBatch(batch, floors, index);
    count += levelsOf(batch.floorFrom, batch.floorTo).length * (batch.numberTo - batch.numberFrom + 1);
  });
  if (count > ROOMS_PER_REQUEST_MAX)
    throw new ApiError(
      ErrorCode.ParkTooManyRooms,
      `一次最多新增 ${ROOMS_PER_REQUEST_MAX} 间房间，本次为 ${count} 间，请分批添加`,
      200,
      { field: 'roomBatches' },
    );
  const seen = new Set<string>();
  const rooms: PlannedRoom[] = [];
  for (const [index, batch] of batches.entries())
    for (const level of levelsOf(batch.floorFrom, batch.floorTo))
      for (let number = batch.numberFrom; number <= batch.numberTo; number++) {
        const roomNumber = roomNumberOf(level, number, batch.numberWidth ?? 2);
        const key = `${level}/${roomNumber}`;
        if (seen.has(key))
          throw new ApiError(
            ErrorCode.ParkRoomTaken,
            `${floorNameOf(level)} 的房间 ${roomNumber} 重复，请检查批量范围`,
            200,
            { field: batchField(index, 'numberFrom') },
          );
        seen.add(key);
        rooms.push({
          floorLevel: level,
          number: roomNumber,
          buildingArea: batch.buildingArea,
          usableArea: batch.usableArea,
          use: batch.use,
          referenceRent: batch.referenceRent,
          orientation: batch.orientation,
          decoration: batch.decoration,
        });
      }
  return rooms;
}

/** 预览's answer: the rooms and their sums (hundredths of a m², exact integers). */
export function previewOf(rooms: readonly PlannedRoom[]): RoomPreview {
  return {
    count: rooms.length,
    buildingArea: rooms.reduce((sum, room) => sum + room.buildingArea, 0),
    usableArea: rooms.reduce((sum, room) => sum + room.usableArea, 0),
    rooms: rooms.map(({ orientation: _o, decoration: _d, ...room }) => room),
  };
}
