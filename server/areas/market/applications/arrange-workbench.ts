import type { Queryable } from '../../../db/database';
import { type HeldCodes, withLaunch } from '../../../domain/application-launch';
import {
  findCatalogueApplication,
  listHeldApplications,
  type MemberSession,
  presentApplication,
} from '../../../domain/applications';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { groupByCategory } from './catalogue';
import { listCategories } from './market';
import {
  findCategoryOrder,
  listFavoriteApplications,
  listRecentApplications,
  replaceFavorites,
  saveCategoryOrder,
} from './workbench';

/** The member's workbench: applications by category, favourites in their order, recently used. */

/** `held`: the member's codes when the route has them (the resource-tree cache), else looked up. */
type Member = { session: MemberSession; now: Date; held?: HeldCodes };

/** The applications the member holds by category: their saved order first, then the catalogue's. */
export async function readWorkbenchCards(db: Queryable, { session, now, held }: Member) {
  const [applications, saved, catalogue] = await Promise.all([
    listHeldApplications(db, session).then((applications) =>
      withLaunch(db, session, now, applications, held),
    ),
    findCategoryOrder(db, session.membershipId),
    listCategories(db),
  ]);
  const categoryOrder = [...saved, ...catalogue.map((category) => category.categoryName)];
  return groupByCategory(applications.map(presentApplication), categoryOrder);
}

/** The member's favourites in their order. */
export async function readWorkbenchLayout(db: Queryable, { session, now, held }: Member) {
  const favorited = await listFavoriteApplications(db, session);
  const favorites = (await withLaunch(db, session, now, favorited, held)).map(presentApplication);
  return {
    applications: favorites,
    applicationFavoriteUniqueIds: favorites.map((application) => application.uniqueId),
  };
}

/** Saves the order of the workbench's categories (each named once). */
export async function arrangeCategories(
  tx: Queryable,
  { session, categoryNames, now }: Member & { categoryNames: readonly string[] },
) {
  const distinct = [...new Set(categoryNames)];
  await saveCategoryOrder(tx, session.membershipId, distinct, now);
  return { categoryNames: distinct };
}

/** Replaces the favourites with these applications in this order; each must be one the member holds. */
export async function chooseFavorites(
  tx: Queryable,
  { session, applicationUniqueIds, now }: Member & { applicationUniqueIds: readonly string[] },
) {
  const held = new Map(
    (await listHeldApplications(tx, session)).map((application) => [application.uniqueId, application]),
  );
  const wanted = [...new Set(applicationUniqueIds)];
  const missing = wanted.find((uniqueId) => !held.has(uniqueId));
  if (missing !== undefined) {
    const known = await findCatalogueApplication(tx, missing);
    throw new ApiError(
      ErrorCode.ApplicationNotHeld,
      `应用「${known?.name ?? missing}」不存在或您无权使用，无法收藏`,
    );
  }
  await replaceFavorites(
    tx,
    session.membershipId,
    wanted.map((uniqueId) => held.get(uniqueId)!.id),
  );
  return readWorkbenchLayout(tx, { session, now });
}

/** The latest applications the member opened that they still hold, most recent first. */
export async function listRecentlyUsed(db: Queryable, { session, now, held }: Member) {
  const recent = await withLaunch(db, session, now, await listRecentApplications(db, session), held);
  return recent.map(({ lastUsedAt, ...application }) => ({
    ...presentApplication(application),
    lastUsedAt: lastUsedAt.toISOString(),
  }));
}
