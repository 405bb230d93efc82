import type { ParkOverview } from '../../../../manifests/contracts/park-overview';
import type { Queryable } from '../../../db/database';
import { readParkOverview } from './read-overview';

/**
 * 园区概览 kept between reads (park-0006): an answer is served again while the park's revision is the
 * one it was read at, for the same day. The database moves the revision at the commit of every
 * transaction that wrote the park's buildings, floors, rooms or occupancies, so a kept answer is never
 * older than the last committed change.
 *
 * The figures are read in several statements (in parallel on PostgreSQL, each with its own snapshot),
 * so the revision is read before and after them: equal, no change committed in between and every
 * statement saw the park at that revision; otherwise the answer is still right for the caller (it
 * saw the changes) but is not kept.
 *
 * Days other than the organisation's today are computed and kept alike (a manager paging back through
 * the trend's days reads each once); kept days older than a week before today are dropped when a new
 * answer is kept.
 */

const KEPT_DAYS_BEHIND = 7;

const revisionOf = async (db: Queryable, organizationId: number): Promise<string> => {
  const [row] = await db.query<{ revision: string }>(
    'select revision::text as revision from park_revisions where organization_id = $1',
    [organizationId],
    { name: 'park_revision_of' },
  );
  return row?.revision ?? '0';
};

/** The overview on `day`: the kept answer when the park has not changed since, else read and kept. */
export async function parkOverviewOn(
  db: Queryable,
  organizationId: number,
  day: string,
  today: string,
): Promise<ParkOverview> {
  const [kept] = await db.query<{ body: string }>(
    `select c.body from park_overview_cache c
      where c.organization_id = $1 and c.day = $2::date
        and c.revision = coalesce((select v.revision from park_revisions v where v.organization_id = $1), 0)`,
    [organizationId, day],
    { name: 'park_overview_kept' },
  );
  if (kept) return JSON.parse(kept.body) as ParkOverview;

  const before = await revisionOf(db, organizationId);
  const overview = await readParkOverview(db, organizationId, day);
  const after = await revisionOf(db, organizationId);
  if (before === after) {
    await db.query(
      `with dropped as (
         delete from park_overview_cache where organization_id = $1 and day < $5::date - ${KEPT_DAYS_BEHIND}
       )
       insert into park_overview_cache (organization_id, day, revision, body, computed_at)
       values ($1, $2::date, $3::bigint, $4, now())
       on conflict (organization_id, day) do update
         set revision = excluded.revision, body = excluded.body, computed_at = excluded.computed_at
         where park_overview_cache.revision <= excluded.revision`,
      [organizationId, day, before, JSON.stringify(overview), today],
    );
  }
  return overview;
}
