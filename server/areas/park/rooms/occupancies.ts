import type { BlockKind, OccupancyKind } from '../../../../manifests/contracts/park';
import { describeDateRange, withConstraintRefusals } from '../../../db/constraint-refusals';
import { type Queryable, queryOne } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { newUniqueId } from '../../../services/secrets';
import { decideOccupancyChange, type OccupancyChange } from '../engine/occupancy-rules';

/**
 * A room's occupancies: held over days, changed by the rules of `engine/occupancy-rules.ts`. The
 * no-overlap rule is the exclusion constraint's alone (no read-then-insert check): of two requests
 * at once, the second waits for the first and is refused, naming the room and the days it met.
 */

export interface HoldRoom {
  organizationId: number;
  roomUniqueId: string;
  kind: OccupancyKind;
  /** Both days included. */
  from: string;
  to: string;
  holderName?: string | null;
  companyId?: number | null;
  reference?: string | null;
  note?: string;
  now: Date;
}

/** The room's label in refusals: 「A 座 1201」. */
async function roomOf(tx: Queryable, organizationId: number, uniqueId: string) {
  const room = await queryOne<{ id: number; label: string }>(
    tx,
    `select r.id, b.name || ' ' || r.number as label from park_rooms r join park_buildings b on b.id = r.building_id
      where r.organization_id = $1 and r.unique_id = $2`,
    [organizationId, uniqueId],
  );
  if (!room) throw new ApiError(ErrorCode.ParkRoomNotFound, undefined, 200, { field: 'roomUniqueId' });
  return room;
}

/** Holds the room over the days for `kind`; answers the occupancy's unique id. */
export async function holdRoom(tx: Queryable, input: HoldRoom): Promise<string> {
  if (input.from > input.to)
    throw new ApiError(ErrorCode.BadRequest, '结束日期不能早于开始日期', 200, { field: 'to' });
  const room = await roomOf(tx, input.organizationId, input.roomUniqueId);
  const uniqueId = newUniqueId();
  await withConstraintRefusals(
    {
      park_room_occupancies_during_excl: ({ conflictingKey }) =>
        new ApiError(
          ErrorCode.PeriodOverlaps,
          `房间「${room.label}」在 ${describeDateRange(conflictingKey?.during ?? '') ?? '这段日期'} 已被占用，请换个日期或房间`,
          200,
          { field: 'period' },
        ),
    },
    () =>
      tx.query(
        `insert into park_room_occupancies (organization_id, room_id, unique_id, kind, during, holder_name,
           company_id, reference, note, created_at, updated_at)
         values ($1, $2, $3, $4, daterange($5::date, $6::date, '[]'), $7, $8, $9, $10, $11, $11)`,
        [
          input.organizationId,
          room.id,
          uniqueId,
          input.kind,
          input.from,
          input.to,
          input.holderName ?? null,
          input.companyId ?? null,
          input.reference ?? null,
          input.note ?? '',
          input.now,
        ],
      ),
  );
  return uniqueId;
}

export interface ChangeOccupancy {
  organizationId: number;
  uniqueId: string;
  change: OccupancyChange;
  now: Date;
  /** The kinds the caller may change (the admin's unblock: only the blocks); every kind when left out. */
  kinds?: readonly OccupancyKind[];
}

/**
 * Confirms, ends or releases an occupancy, in the caller's transaction: the row locked, the rules
 * asked, then written with the same condition. A refused change answers the rule's reason.
 */
export async function changeOccupancy(tx: Queryable, input: ChangeOccupancy): Promise<void> {
  const facts = await queryOne<{
    id: number;
    kind: OccupancyKind;
    live: boolean;
    first: string;
    last: string;
  }>(
    tx,
    `select id, kind, state = 'live' as live, to_char(lower(during), 'YYYY-MM-DD') as first,
       to_char(upper(during) - 1, 'YYYY-MM-DD') as last
       from park_room_occupancies where organization_id = $1 and unique_id = $2 for update`,
    [input.organizationId, input.uniqueId],
  );
  if (!facts || (input.kinds && !input.kinds.includes(facts.kind)))
    throw new ApiError(ErrorCode.ParkOccupancyNotFound, undefined, 200, { field: 'uniqueId' });
  const verdict = decideOccupancyChange(facts, input.change);
  if (!verdict.allowed) throw new ApiError(ErrorCode.ParkOccupancyChangeRefused, verdict.refusal);
  const changed = await tx.query(
    `update park_room_occupancies
        set kind = $4, state = $5, during = daterange(lower(during), $6::date, '[]'), updated_at = $7
      where organization_id = $1 and id = $2 and state = 'live' and kind = $3 returning id`,
    [
      input.organizationId,
      facts.id,
      facts.kind,
      verdict.kind,
      verdict.live ? 'live' : 'released',
      verdict.last,
      input.now,
    ],
  );
  if (changed.length === 0)
    throw new ApiError(ErrorCode.ParkOccupancyChangeRefused, '房间占用已变化，请刷新后重试');
}

/** The admin's block: 自用 or 装修中 over the days. */
export const blockRoom = (
  tx: Queryable,
  input: Omit<HoldRoom, 'kind' | 'holderName' | 'companyId' | 'reference'> & { kind: BlockKind },
) => holdRoom(tx, input);
