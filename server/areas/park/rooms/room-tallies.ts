import type { RoomPageQuery } from '../../../../manifests/contracts/park';
import type { Queryable } from '../../../db/database';
import { occupancyOn, type PageWindow, pageWindowOf, roomStateOf } from './room-sql';

/**
 * The rooms kept counted between reads (park-0007): per day and park revision, for each floor, use
 * and state on the day, the rooms and their areas. 房源查询 without a keyword counts its search from
 * them (a few thousand rows) instead of from every room and its occupancy.
 *
 * Written by one statement: the park's revision and the rooms are read in its one snapshot, so the
 * tallies are the park exactly at that revision (the revision moves at the commit of every change,
 * park-0006). Replicas counting at once insert the same rows; the first wins, the others' inserts do
 * nothing. A day's tallies are complete once its row in park_room_tally_days is there, and they are
 * read, marker and rows in one statement, only at a revision that is current; the statement that
 * writes a new revision drops the day's older ones and days over a week before today. A new revision's
 * tallies start from the day's older ones: only the floors its changes touched are counted again.
 */

const KEPT_DAYS_BEHIND = 7;

type TallySearch = Omit<RoomPageQuery, 'pageNum' | 'pageSize' | 'keyword'>;

/** The SQL of the organisation's (`$1`) park revision now. */
export const CURRENT_REVISION =
  'coalesce((select v.revision from park_revisions v where v.organization_id = $1), 0)';

/**
 * The WITH part `d` of a read of the tallies: the marker of the day (`$2`) kept at revision `at` (SQL),
 * one row when they are there, none when not. The tallies are read joined to it, in its statement.
 */
export const keptDay = (at: string) => `d as (
       select m.revision from park_room_tally_days m
        where m.organization_id = $1 and m.day = $2::date and m.revision = ${at}
     )`;

/**
 * The search's page located from the tallies of `day` at `revision` (the current one when not
 * given), `pageWindowOf`'s answer; undefined when they are not kept.
 */
async function keptPageWindow(
  db: Queryable,
  organizationId: number,
  day: string,
  search: TallySearch,
  window: { offset: number; size: number },
  revision?: string,
): Promise<PageWindow | undefined> {
  const params: unknown[] = [organizationId, day, window.offset, window.size];
  const param = (value: unknown) => `$${params.push(value)}`;
  const at = revision === undefined ? CURRENT_REVISION : `${param(revision)}::bigint`;
  let where = '';
  if (search.buildingUniqueId)
    where += ` and t.building_id = (select b.id from park_buildings b where b.organization_id = $1
      and b.unique_id = ${param(search.buildingUniqueId)})`;
  if (search.floorUniqueId)
    where += ` and t.floor_id = (select f.id from park_floors f where f.organization_id = $1
      and f.unique_id = ${param(search.floorUniqueId)})`;
  if (search.state) where += ` and t.state = ${param(search.state)}`;
  if (search.use) where += ` and t.use = ${param(search.use)}`;
  // The marker and the tallies in one statement (one snapshot): `kept` says whether they were there.
  const [row] = await db.query<PageWindow & { kept: boolean }>(
    `with ${keptDay(at)}, g as (
       select t.floor_id, sum(t.rooms) as rooms, sum(t.building_area) as building_area,
              sum(t.usable_area) as usable_area
         from park_room_tallies t join d on t.revision = d.revision
        where t.organization_id = $1 and t.day = $2::date${where}
        group by t.floor_id
     ), ${pageWindowOf('$3', '$4')}, exists (select 1 from d) as kept`,
    params,
  );
  if (!row?.kept) return undefined;
  const { kept: _kept, ...found } = row;
  return found;
}

/**
 * Counts the park's rooms on `day` at its current revision, kept; answers the revision counted. From
 * the day's tallies kept at an earlier revision (`base`) when there are some: those of every floor no
 * change since touched are carried over, the floors the changes recorded (park-0008) counted afresh;
 * else every room counted. The floors recorded up to the revision counted are then folded in, and
 * dropped. (The statement's data-modifying parts run whether or not its answer refers to them, and
 * all of them read the one snapshot: what they drop is what they read before it went.)
 */
async function tallyRooms(
  db: Queryable,
  organizationId: number,
  day: string,
  today: string,
): Promise<string> {
  const [row] = await db.query<{ revision: string }>(
    `with v as (
       select ${CURRENT_REVISION} as revision
     ), base as (
       select max(m.revision) as revision from park_room_tally_days m, v
        where m.organization_id = $1 and m.day = $2::date and m.revision < v.revision
     ), touched as (
       select distinct c.floor_id from park_revision_floors c, v, base
        where c.organization_id = $1 and c.revision > base.revision and c.revision <= v.revision
     ), dropped_floors as (
       delete from park_revision_floors c using v where c.organization_id = $1 and c.revision <= v.revision
     ), dropped_days as (
       delete from park_room_tally_days m using v
        where m.organization_id = $1
          and (m.day < $3::date - ${KEPT_DAYS_BEHIND} or (m.day = $2::date and m.revision < v.revision))
     ), dropped as (
       delete from park_room_tallies t using v
        where t.organization_id = $1
          and (t.day < $3::date - ${KEPT_DAYS_BEHIND} or (t.day = $2::date and t.revision < v.revision))
     ), kept as (
       insert into park_room_tally_days (organization_id, day, revision, computed_at)
       select $1, $2::date, v.revision, now() from v
       on conflict do nothing
       returning revision
     ), carried as (
       insert into park_room_tallies (organization_id, day, revision, state, use, floor_id, building_id, rooms,
         building_area, usable_area)
       select $1, $2::date, kept.revision, t.state, t.use, t.floor_id, t.building_id, t.rooms, t.building_area,
              t.usable_area
         from kept cross join base join park_room_tallies t on t.revision = base.revision
        where t.organization_id = $1 and t.day = $2::date
          and not exists (select 1 from touched c where c.floor_id = t.floor_id)
       on conflict do nothing
       returning 1
     ), counted as (
       insert into park_room_tallies (organization_id, day, revision, state, use, floor_id, building_id, rooms,
         building_area, usable_area)
       select $1, $2::date, kept.revision, ${roomStateOf()}, r.use, r.floor_id, r.building_id, count(*),
              sum(r.building_area), sum(r.usable_area)
         from kept cross join base cross join park_rooms r ${occupancyOn('$2')}
        where r.organization_id = $1
          and (base.revision is null or r.floor_id in (select c.floor_id from touched c))
        group by kept.revision, ${roomStateOf()}, r.use, r.floor_id, r.building_id
       on conflict do nothing
       returning 1
     )
     select v.revision::text as revision from v`,
    [organizationId, day, today],
  );
  return row!.revision;
}

/**
 * A read of the tallies of today (`read`, given the revision to read at, or undefined for the current
 * one; answering undefined when they are not kept at it): kept ones when the park has not changed since
 * they were counted, else counted now and kept. Undefined only if the park changed and another reader's
 * newer tallies replaced these between the counting and the reading (the caller counts directly).
 */
export async function fromTallies<T>(
  db: Queryable,
  organizationId: number,
  today: string,
  read: (revision: string | undefined) => Promise<T | undefined>,
): Promise<T | undefined> {
  const kept = await read(undefined);
  if (kept !== undefined) return kept;
  return read(await tallyRooms(db, organizationId, today, today));
}

/** The search's page located from the tallies (see `fromTallies`). */
export function pageWindowFromTallies(
  db: Queryable,
  organizationId: number,
  today: string,
  search: TallySearch,
  window: { offset: number; size: number },
): Promise<PageWindow | undefined> {
  return fromTallies(db, organizationId, today, (revision) =>
    keptPageWindow(db, organizationId, today, search, window, revision),
  );
}
