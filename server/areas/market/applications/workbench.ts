import type { Queryable } from '../../../db/database';
import { queryOne } from '../../../db/database';
import {
  type HeldApplication,
  heldApplicationsSql,
  type MemberSession,
  memberParams,
} from '../../../domain/applications';

/**
 * What each member keeps of the application centre, per membership (hence per organisation): their
 * favourites in order, the order of the workbench's categories and the applications they opened.
 * Everything is read through the applications the member holds now, so an application uninstalled
 * or no longer granted drops out without any clean-up.
 */

/** Recently used applications the workbench shows (spec §9). */
export const RECENT_LIMIT = 6;

/** The member's favourite applications in their saved order. */
export function listFavoriteApplications(db: Queryable, session: MemberSession): Promise<HeldApplication[]> {
  return db.query<HeldApplication>(
    `select held.* from (${heldApplicationsSql}) held
       join member_favorite_applications f on f.application_id = held.id and f.membership_id = $3
      order by f.sort`,
    memberParams(session),
  );
}

/** Replaces the member's favourites with exactly these applications, in this order. */
export async function replaceFavorites(
  db: Queryable,
  membershipId: number,
  applicationIds: readonly number[],
) {
  await db.query('delete from member_favorite_applications where membership_id = $1', [membershipId]);
  await db.query(
    `insert into member_favorite_applications (membership_id, application_id, sort)
     select $1, f.application_id, f.sort from unnest($2::int[]) with ordinality as f (application_id, sort)`,
    [membershipId, applicationIds],
  );
}

/** The category order the member saved (empty when never saved). */
export async function findCategoryOrder(db: Queryable, membershipId: number): Promise<string[]> {
  const row = await queryOne<{ categoryNames: string[] }>(
    db,
    'select category_names as "categoryNames" from member_layouts where membership_id = $1',
    [membershipId],
  );
  return row?.categoryNames ?? [];
}

export async function saveCategoryOrder(
  db: Queryable,
  membershipId: number,
  categoryNames: readonly string[],
  now: Date,
) {
  await db.query(
    `insert into member_layouts (membership_id, category_names, updated_at) values ($1, $2::text[], $3)
     on conflict (membership_id) do update set category_names = excluded.category_names, updated_at = excluded.updated_at`,
    [membershipId, categoryNames, now],
  );
}

export async function recordUse(db: Queryable, membershipId: number, applicationId: number, now: Date) {
  await db.query(
    `insert into member_application_usage (membership_id, application_id, last_used_at) values ($1, $2, $3)
     on conflict (membership_id, application_id) do update set last_used_at = excluded.last_used_at`,
    [membershipId, applicationId, now],
  );
}

/** The latest applications the member opened that they still hold, most recent first. */
export function listRecentApplications(
  db: Queryable,
  session: MemberSession,
): Promise<(HeldApplication & { lastUsedAt: Date })[]> {
  return db.query(
    `select held.*, u.last_used_at as "lastUsedAt" from (${heldApplicationsSql}) held
       join member_application_usage u on u.application_id = held.id and u.membership_id = $3
      order by u.last_used_at desc, held.id
      limit ${RECENT_LIMIT}`,
    memberParams(session),
  );
}
