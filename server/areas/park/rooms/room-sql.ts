/**
 * The SQL of a room's state on a day, written once: the live occupancy covering the day (at most one,
 * the exclusion constraint sees to it), joined laterally so the constraint's GiST index finds it.
 * `$day` is the placeholder of the day (a calendar date).
 */
export const occupancyOn = (day: string, alias = 'o') =>
  `left join lateral (
     select x.kind, x.holder_name, x.unique_id, to_char(lower(x.during), 'YYYY-MM-DD') as first_day,
       to_char(upper(x.during) - 1, 'YYYY-MM-DD') as last_day from park_room_occupancies x
      where x.room_id = r.id and x.state = 'live' and x.during @> ${day}::date limit 1
   ) ${alias} on true`;

/** The room's state from the occupancy joined as `o`: 空置 when none covers the day. */
export const roomStateOf = (alias = 'o') =>
  `coalesce(case ${alias}.kind when 'lease' then 'leased' when 'reservation' then 'reserved' else ${alias}.kind end, 'vacant')`;

/** A room's row (`RoomRow`), with `r` the room, `f` its floor, `b` its building, `o` the occupancy. */
export const roomColumns = `r.unique_id as "uniqueId", b.unique_id as "buildingUniqueId", b.name as "buildingName",
  f.unique_id as "floorUniqueId", f.level as "floorLevel", f.name as "floorName", r.number,
  r.building_area as "buildingArea", r.usable_area as "usableArea", r.use, r.orientation, r.decoration,
  r.reference_rent as "referenceRent", ${roomStateOf()} as state, o.holder_name as "holderName",
  o.unique_id as "occupancyUniqueId"`;

export const roomsFrom = (day: string) => `from park_rooms r join park_floors f on f.id = r.floor_id
  join park_buildings b on b.id = r.building_id ${occupancyOn(day)}`;

/** Floors from the top down, rooms by number (numbers of one width sort as they read). */
export const roomOrder = 'f.level desc, length(r.number), r.number';

/**
 * 房源查询's page located from per-floor counts, in SQL: `g` (floor_id, rooms, building_area,
 * usable_area), defined by the caller's WITH, is put in the list's order (building code, level from
 * the top) and answered as one row: the totals, the floors the page falls on and the rooms of the
 * floors before them. (Shipping a park's 3 000 floor counts to be added up here cost more than
 * counting them.) `offset` and `size` are placeholders of integers.
 */
export const pageWindowOf = (offset: string, size: string) => `o as (
     select g.floor_id, g.rooms,
            sum(g.rooms) over (order by b.code, f.level desc rows unbounded preceding) as upto
       from g join park_floors f on f.id = g.floor_id join park_buildings b on b.id = f.building_id
   )
   select coalesce((select sum(g.rooms) from g), 0)::int as total,
          coalesce((select sum(g.building_area) from g), 0)::text as "buildingArea",
          coalesce((select sum(g.usable_area) from g), 0)::text as "usableArea",
          array(select o.floor_id from o where o.upto > ${offset}::integer
                  and o.upto - o.rooms < ${offset}::integer + ${size}::integer order by o.upto) as floors,
          coalesce((select max(o.upto) from o where o.upto <= ${offset}::integer), 0)::int as skipped`;

/** What `pageWindowOf` answers. */
export interface PageWindow {
  total: number;
  buildingArea: string;
  usableArea: string;
  floors: number[];
  skipped: number;
}
