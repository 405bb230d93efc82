import type { Queryable } from '../../../db/database';
import { type HeldCodes, loadLaunchContext, marketLaunchOf } from '../../../domain/application-launch';
import {
  findCatalogueApplication,
  type MemberSession,
  presentApplication,
} from '../../../domain/applications';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { groupByCategory } from './catalogue';
import {
  findMarketApplication,
  listCategories,
  listEditions,
  listMarketApplications,
  listPackages,
} from './market';

/** The market: every catalogue application, what the organisation has of it, editions and packages. */

export function listMarketCategories(db: Queryable) {
  return listCategories(db);
}

/** The catalogue (or the applications whose name contains `keyword`) grouped by category, in catalogue order. */
export async function listMarketGroups(
  db: Queryable,
  {
    session,
    keyword,
    now,
    held,
  }: { session: MemberSession; keyword: string | null; now: Date; held?: HeldCodes },
) {
  const [applications, categories, context] = await Promise.all([
    listMarketApplications(db, session, keyword),
    listCategories(db),
    loadLaunchContext(db, session, now, held),
  ]);
  const categoryOrder = categories.map((category) => category.categoryName);
  return groupByCategory(
    applications.map((application) =>
      presentApplication({ ...application, launch: marketLaunchOf(application, context) }),
    ),
    categoryOrder,
  );
}

/** One application as the market shows it, with its editions. */
export async function readMarketApplication(
  db: Queryable,
  { session, uniqueId, now, held }: { session: MemberSession; uniqueId: string; now: Date; held?: HeldCodes },
) {
  const application = await findMarketApplication(db, session, uniqueId);
  if (!application) throw new ApiError(ErrorCode.ApplicationNotFound);
  const launch = marketLaunchOf(application, await loadLaunchContext(db, session, now, held));
  return {
    ...presentApplication({ ...application, launch }),
    editions: await listEditions(db, application.id),
  };
}

export async function listApplicationEditions(db: Queryable, { uniqueId }: { uniqueId: string }) {
  const application = await findCatalogueApplication(db, uniqueId);
  if (!application) throw new ApiError(ErrorCode.ApplicationNotFound);
  return listEditions(db, application.id);
}

export function listApplicationPackages(db: Queryable, { keyword }: { keyword: string | null }) {
  return listPackages(db, keyword);
}
