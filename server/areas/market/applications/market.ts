import type {
  ApplicationPackage,
  Edition,
  MarketApplication as WireMarketApplication,
} from '../../../../manifests/contracts/market';
import type { Queryable } from '../../../db/database';
import { queryOne } from '../../../db/database';
import {
  applicationColumns,
  type CatalogueApplication,
  holdsApplicationSql,
  installationColumns,
  type MemberSession,
  memberParams,
  nameContainsSql,
} from '../../../domain/applications';
import type { Dated } from '../../../http/wire';

/** A catalogue application with what the member's organisation has of it (null state when not installed). */
export type MarketApplication = CatalogueApplication &
  Dated<
    Pick<WireMarketApplication, 'installed' | 'held' | 'state' | 'inState' | 'expiredTime'>,
    'expiredTime'
  >;

/** What opening an application costs and for how long; `durationDays` null never expires. */
export type { ApplicationPackage, Edition };

const marketSql = `
  select ${applicationColumns}, oa.id is not null as installed,
         (oa.id is not null and ${holdsApplicationSql}) as held, ${installationColumns}
    from applications a
    left join organization_applications oa on oa.application_id = a.id and oa.organization_id = $1`;

/** The whole catalogue in its order, or the applications whose name contains `keyword`. */
export function listMarketApplications(
  db: Queryable,
  session: MemberSession,
  keyword: string | null,
): Promise<MarketApplication[]> {
  return db.query<MarketApplication>(`${marketSql} where ${nameContainsSql('$4')} order by a.sort, a.id`, [
    ...memberParams(session),
    keyword,
  ]);
}

export function findMarketApplication(
  db: Queryable,
  session: MemberSession,
  uniqueId: string,
): Promise<MarketApplication | undefined> {
  return queryOne<MarketApplication>(db, `${marketSql} where a.unique_id = $4`, [
    ...memberParams(session),
    uniqueId,
  ]);
}

/** The categories in catalogue order (where their first application stands), with how many each holds. */
export function listCategories(db: Queryable): Promise<{ categoryName: string; applicationCount: number }[]> {
  return db.query(
    `select category as "categoryName", count(*)::int as "applicationCount"
       from applications group by category order by min(sort), category`,
  );
}

const editionColumns = `e.unique_id as "uniqueId", e.name, e.price_fen as "priceFen",
  e.duration_days as "durationDays", e.features`;

export function listEditions(db: Queryable, applicationId: number): Promise<Edition[]> {
  return db.query<Edition>(
    `select ${editionColumns} from application_editions e where e.application_id = $1 order by e.sort, e.id`,
    [applicationId],
  );
}

/** The named edition of the application, or its first one (基础版) when none is named. */
export function findEdition(
  db: Queryable,
  applicationId: number,
  editionUniqueId: string | undefined,
): Promise<Edition | undefined> {
  return queryOne<Edition>(
    db,
    `select ${editionColumns} from application_editions e
      where e.application_id = $1 and ($2::text is null or e.unique_id = $2::text)
      order by e.sort, e.id limit 1`,
    [applicationId, editionUniqueId ?? null],
  );
}

/** The packages in their order, or those whose name contains `keyword` (ignoring case). */
export function listPackages(db: Queryable, keyword: string | null): Promise<ApplicationPackage[]> {
  return db.query<ApplicationPackage>(
    `select p.unique_id as "uniqueId", p.name, p.introduction,
            coalesce(array_agg(a.unique_id order by i.sort) filter (where a.id is not null), '{}') as "applicationUniqueIds"
       from application_packages p
       left join application_package_items i on i.package_id = p.id
       left join applications a on a.id = i.application_id
      where $1::text is null or strpos(lower(p.name), lower($1::text)) > 0
      group by p.id
      order by p.sort, p.id`,
    [keyword],
  );
}
