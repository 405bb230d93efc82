import type { RoomHistoryEntry } from '../../../../manifests/contracts/park';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';

/** How many of a room's occupancies its card lists (the newest). */
export const ROOM_HISTORY_LIMIT = 50;

/**
 * A room's occupancies, newest first (by first day), released ones included: its card's history. A room
 * of another organisation, or none, is 房间不存在.
 */
export async function readRoomHistory(
  db: Queryable,
  organizationId: number,
  roomUniqueId: string,
): Promise<RoomHistoryEntry[]> {
  const [room] = await db.query<{ id: number }>(
    'select id from park_rooms where organization_id = $1 and unique_id = $2',
    [organizationId, roomUniqueId],
  );
  if (!room) throw new ApiError(ErrorCode.ParkRoomNotFound, undefined, 200, { field: 'roomUniqueId' });
  return db.query<RoomHistoryEntry>(
    `select o.unique_id as "uniqueId", o.kind, lower(o.during)::text as "from",
            (upper(o.during) - 1)::text as "to", o.holder_name as "holderName",
            c.unique_id as "companyUniqueId", o.reference, o.note, o.state = 'live' as live
       from park_room_occupancies o
       left join park_companies c on c.id = o.company_id
      where o.organization_id = $1 and o.room_id = $2
      order by lower(o.during) desc, o.id desc
      limit ${ROOM_HISTORY_LIMIT}`,
    [organizationId, room.id],
  );
}
