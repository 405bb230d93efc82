import type {
  BuildingCreateBody,
  BuildingModifyBody,
  BuildingSaved,
  RoomModifyBody,
  RoomPreview,
  RoomPreviewBody,
} from '../../../../manifests/contracts/park';
import { withConstraintRefusals } from '../../../db/constraint-refusals';
import { type Queryable, queryOne } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { newUniqueId } from '../../../services/secrets';
import { planRooms, previewOf } from '../engine/room-batches';
import { buildingOf, buildingTakenRefusals, buildingValues } from './buildings';
import { addMissingFloors, addRooms, floorNotFound } from './floors-and-rooms';

export interface BuildingChange<Body> {
  organizationId: number;
  body: Body;
  now: Date;
}

const checkAreas = (body: { grossArea: number; usableArea: number }) => {
  if (body.usableArea > body.grossArea)
    throw new ApiError(ErrorCode.BadRequest, '使用面积不能大于建筑面积', 200, { field: 'usableArea' });
};

/**
 * 新增楼宇, in the caller's transaction: the building, its floors (every level of its floor counts),
 * and the rooms of its batches — saved together or refused together (a taken name or code, a batch
 * outside the floors, past the cap, a number twice).
 */
export async function createBuilding(
  tx: Queryable,
  { organizationId, body, now }: BuildingChange<BuildingCreateBody>,
): Promise<BuildingSaved> {
  checkAreas(body);
  const span = { above: body.floorsAbove, below: body.floorsBelow };
  // Planned before anything is written: a refused batch writes nothing.
  planRooms(body.roomBatches, span);
  const uniqueId = newUniqueId();
  const building = await withConstraintRefusals(buildingTakenRefusals(body), () =>
    queryOne<{ id: number }>(
      tx,
      `insert into park_buildings (organization_id, unique_id, name, code, address, floors_above, floors_below,
         gross_area, usable_area, use, photos, state, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $13) returning id`,
      [organizationId, uniqueId, ...buildingValues(body), now],
    ),
  );
  const target = { organizationId, building: { id: building!.id, name: body.name }, now };
  const floorsAdded = await addMissingFloors(tx, target, span);
  const roomsAdded = await addRooms(tx, target, span, body.roomBatches);
  return { uniqueId, floorsAdded, roomsAdded };
}

/**
 * 编辑楼宇, in the caller's transaction, the building locked: its fields, the floors its higher counts
 * add, the floors renamed and the rooms of its batches, together. Fewer floors are refused: a floor is
 * never removed (its rooms and their history refer to it).
 */
export async function modifyBuilding(
  tx: Queryable,
  { organizationId, body, now }: BuildingChange<BuildingModifyBody>,
): Promise<BuildingSaved> {
  checkAreas(body);
  const building = await buildingOf(tx, organizationId, body.uniqueId, true);
  if (body.floorsAbove < building.floorsAbove || body.floorsBelow < building.floorsBelow)
    throw new ApiError(
      ErrorCode.ParkFloorsInvalid,
      `楼层不能减少：现有地上 ${building.floorsAbove} 层、地下 ${building.floorsBelow} 层`,
      200,
      { field: body.floorsAbove < building.floorsAbove ? 'floorsAbove' : 'floorsBelow' },
    );
  const span = { above: body.floorsAbove, below: body.floorsBelow };
  planRooms(body.roomBatches ?? [], span);
  await withConstraintRefusals(buildingTakenRefusals(body), () =>
    tx.query(
      `update park_buildings set name = $3, code = $4, address = $5, floors_above = $6, floors_below = $7,
         gross_area = $8, usable_area = $9, use = $10, photos = $11::jsonb, state = $12, updated_at = $13
        where organization_id = $1 and id = $2`,
      [organizationId, building.id, ...buildingValues(body), now],
    ),
  );
  const target = { organizationId, building: { id: building.id, name: body.name }, now };
  const floorsAdded = await addMissingFloors(tx, target, span);
  for (const floor of body.floorNames ?? []) {
    const renamed = await tx.query(
      'update park_floors set name = $3 where building_id = $1 and unique_id = $2 returning id',
      [building.id, floor.uniqueId, floor.name],
    );
    if (renamed.length === 0) throw floorNotFound();
  }
  const roomsAdded = await addRooms(tx, target, span, body.roomBatches ?? []);
  return { uniqueId: building.uniqueId, floorsAdded, roomsAdded };
}

/**
 * 预览: the rooms the batches would add, checked as saving checks them — against the building's
 * numbers already taken too, when it is a modify — and nothing written.
 */
export async function previewRooms(
  db: Queryable,
  organizationId: number,
  body: RoomPreviewBody,
): Promise<RoomPreview> {
  const rooms = planRooms(body.roomBatches, { above: body.floorsAbove, below: body.floorsBelow });
  if (body.buildingUniqueId) {
    const building = await buildingOf(db, organizationId, body.buildingUniqueId);
    const taken = await db.query<{ number: string }>(
      `select r.number from park_rooms r join park_floors f on f.id = r.floor_id
        join unnest($2::int[], $3::text[]) as u (level, number) on u.level = f.level and u.number = r.number
        where r.building_id = $1 limit 1`,
      [building.id, rooms.map((room) => room.floorLevel), rooms.map((room) => room.number)],
    );
    if (taken[0])
      throw new ApiError(ErrorCode.ParkRoomTaken, `「${building.name}」已有房间 ${taken[0].number}`, 200, {
        field: 'roomBatches',
      });
  }
  return previewOf(rooms);
}

/** 编辑房间: its number and fields; its floor and building stay. */
export async function modifyRoom(
  tx: Queryable,
  { organizationId, body, now }: BuildingChange<RoomModifyBody>,
): Promise<void> {
  if (body.usableArea > body.buildingArea)
    throw new ApiError(ErrorCode.ParkRoomsInvalid, '使用面积不能大于建筑面积', 200, { field: 'usableArea' });
  const changed = await withConstraintRefusals(
    {
      park_rooms_number_key: () =>
        new ApiError(ErrorCode.ParkRoomTaken, `该楼层已有房间 ${body.number}`, 200, { field: 'number' }),
    },
    () =>
      tx.query(
        `update park_rooms set number = $3, building_area = $4, usable_area = $5, use = $6, orientation = $7,
           decoration = $8, reference_rent = $9, updated_at = $10
          where organization_id = $1 and unique_id = $2 returning id`,
        [
          organizationId,
          body.uniqueId,
          body.number,
          body.buildingArea,
          body.usableArea,
          body.use,
          body.orientation,
          body.decoration,
          body.referenceRent,
          now,
        ],
      ),
  );
  if (changed.length === 0)
    throw new ApiError(ErrorCode.ParkRoomNotFound, undefined, 200, { field: 'uniqueId' });
}
