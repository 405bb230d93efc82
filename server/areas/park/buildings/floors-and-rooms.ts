import { floorNameOf, type RoomBatch } from '../../../../manifests/contracts/park';
import { withConstraintRefusals } from '../../../db/constraint-refusals';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { newUniqueId } from '../../../services/secrets';
import { type FloorSpan, levelsOf, type PlannedRoom, planRooms } from '../engine/room-batches';

interface Target {
  organizationId: number;
  building: { id: number; name: string };
  now: Date;
}

/** Adds the floors of `span` the building lacks (1F…, B1…), named by default; answers how many. */
export async function addMissingFloors(tx: Queryable, target: Target, span: FloorSpan): Promise<number> {
  const levels = levelsOf(-span.below, span.above);
  const added = await tx.query(
    `insert into park_floors (organization_id, building_id, unique_id, level, name, created_at)
     select $1, $2, u.unique_id, u.level, u.name, $3 from unnest($4::text[], $5::int[], $6::text[]) as u (unique_id, level, name)
      where not exists (select 1 from park_floors f where f.building_id = $2 and f.level = u.level)
     returning id`,
    [
      target.organizationId,
      target.building.id,
      target.now,
      levels.map(() => newUniqueId()),
      levels,
      levels.map(floorNameOf),
    ],
  );
  return added.length;
}

/**
 * Inserts the planned rooms in one statement (a bulk of 5 000 is one round trip), each on its floor
 * by level. A number the floor already has is refused by the floor's unique key, naming the room;
 * the caller's transaction then rolls back whole.
 */
export async function insertRooms(
  tx: Queryable,
  target: Target,
  rooms: readonly PlannedRoom[],
): Promise<number> {
  if (rooms.length === 0) return 0;
  const column = <K extends keyof PlannedRoom>(key: K) => rooms.map((room) => room[key]);
  const inserted = await withConstraintRefusals(
    {
      park_rooms_number_key: ({ key }) =>
        new ApiError(
          ErrorCode.ParkRoomTaken,
          `「${target.building.name}」已有房间 ${key?.number ?? ''}，未添加任何房间`,
          200,
          { field: 'roomBatches' },
        ),
    },
    () =>
      tx.query(
        `insert into park_rooms (organization_id, building_id, floor_id, unique_id, number, building_area,
           usable_area, use, orientation, decoration, reference_rent, created_at, updated_at)
         select $1, $2, f.id, u.unique_id, u.number, u.building_area, u.usable_area, u.use, u.orientation,
                u.decoration, u.reference_rent, $3, $3
           from unnest($4::text[], $5::int[], $6::text[], $7::int[], $8::int[], $9::text[], $10::text[],
                       $11::text[], $12::int[])
                as u (unique_id, level, number, building_area, usable_area, use, orientation, decoration, reference_rent)
           join park_floors f on f.building_id = $2 and f.level = u.level
         returning id`,
        [
          target.organizationId,
          target.building.id,
          target.now,
          rooms.map(() => newUniqueId()),
          column('floorLevel'),
          column('number'),
          column('buildingArea'),
          column('usableArea'),
          column('use'),
          column('orientation'),
          column('decoration'),
          column('referenceRent'),
        ],
      ),
  );
  return inserted.length;
}

/** The batches planned against the floors and added: floors first, then every room, or nothing. */
export async function addRooms(
  tx: Queryable,
  target: Target,
  span: FloorSpan,
  batches: readonly RoomBatch[],
): Promise<number> {
  return insertRooms(tx, target, planRooms(batches, span));
}

/** 楼层 B3 不存在: for a rename naming a floor the building does not have. */
export const floorNotFound = () =>
  new ApiError(ErrorCode.ParkFloorNotFound, undefined, 200, { field: 'floorNames' });
