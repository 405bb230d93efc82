import { KnownAgentId } from '../../../../manifests';
import type { ManagedApplication as WireManagedApplication } from '../../../../manifests/contracts/settings';
import { marketManifest } from '../../../../manifests/market';
import type { Queryable } from '../../../db/database';
import { queryOne } from '../../../db/database';
import {
  applicationColumns,
  type HeldApplication,
  installationColumns,
  nameContainsSql,
} from '../../../domain/applications';
import type { Dated } from '../../../http/wire';

/** An application installed for the organisation, as its admins manage it. */
export type ManagedApplication = HeldApplication &
  Dated<Pick<WireManagedApplication, 'installedAt' | 'roleUniqueIds' | 'openToAll'>, 'installedAt'>;

/** 设置 and 应用中心: without them nobody could manage the organisation's applications again. */
export const systemAgentIds: ReadonlySet<string> = new Set([
  KnownAgentId.settings,
  marketManifest.application.agentId,
]);

const installedSql = `
    from organization_applications oa
    join applications a on a.id = oa.application_id
   where oa.organization_id = $1`;

const managedSql = `
  select ${applicationColumns}, ${installationColumns}, oa.created_at as "installedAt",
         coalesce((select array_agg(distinct ro.unique_id)
                     from roles ro
                     join role_resources rr on rr.role_id = ro.id
                     join resources r on r.id = rr.resource_id
                    where ro.organization_id = oa.organization_id and r.application_id = a.id), '{}') as "roleUniqueIds",
         not exists (select 1 from resources r where r.application_id = a.id) as "openToAll"
  ${installedSql}`;

export interface ManagedFilter {
  keyword: string | null;
  inState: number | null;
}

/** One page of the installed applications, in catalogue order, and how many match in all. */
export async function pageManagedApplications(
  db: Queryable,
  organizationId: number,
  filter: ManagedFilter,
  page: { pageNum: number; pageSize: number },
): Promise<{ list: ManagedApplication[]; total: number }> {
  const where = `and ${nameContainsSql('$2')} and ($3::int is null or oa.in_state = $3::int)`;
  const params = [organizationId, filter.keyword, filter.inState];
  const [list, count] = await Promise.all([
    db.query<ManagedApplication>(`${managedSql} ${where} order by a.sort, a.id limit $4 offset $5`, [
      ...params,
      page.pageSize,
      (page.pageNum - 1) * page.pageSize,
    ]),
    queryOne<{ total: number }>(db, `select count(*)::int as total ${installedSql} ${where}`, params),
  ]);
  return { list, total: count?.total ?? 0 };
}

export function findManagedApplication(
  db: Queryable,
  organizationId: number,
  uniqueId: string,
): Promise<ManagedApplication | undefined> {
  return queryOne<ManagedApplication>(db, `${managedSql} and a.unique_id = $2`, [organizationId, uniqueId]);
}

/** Installs the application; false when the organisation already has it. */
export async function installApplication(
  db: Queryable,
  installation: { organizationId: number; applicationId: number; expiredTime: Date | null; now: Date },
): Promise<boolean> {
  const rows = await db.query(
    `insert into organization_applications (organization_id, application_id, expired_time, created_at)
     values ($1, $2, $3, $4)
     on conflict (organization_id, application_id) do nothing
     returning id`,
    [installation.organizationId, installation.applicationId, installation.expiredTime, installation.now],
  );
  return rows.length > 0;
}

export async function setInState(
  db: Queryable,
  organizationId: number,
  applicationId: number,
  inState: number,
) {
  await db.query(
    'update organization_applications set in_state = $3 where organization_id = $1 and application_id = $2',
    [organizationId, applicationId, inState],
  );
}

export async function uninstallApplication(db: Queryable, organizationId: number, applicationId: number) {
  await db.query('delete from organization_applications where organization_id = $1 and application_id = $2', [
    organizationId,
    applicationId,
  ]);
}

export async function countResources(db: Queryable, applicationId: number): Promise<number> {
  const row = await queryOne<{ count: number }>(
    db,
    'select count(*)::int as count from resources where application_id = $1',
    [applicationId],
  );
  return row?.count ?? 0;
}

/**
 * Makes exactly `roleIds` (roles of the organisation) hold every resource of the application: the
 * organisation's other roles lose theirs; other organisations' roles are not touched.
 */
export async function setApplicationRoles(
  db: Queryable,
  organizationId: number,
  applicationId: number,
  roleIds: readonly number[],
): Promise<void> {
  await db.query(
    `delete from role_resources rr using roles ro, resources r
      where rr.role_id = ro.id and rr.resource_id = r.id
        and ro.organization_id = $1 and r.application_id = $2 and not (ro.id = any($3::int[]))`,
    [organizationId, applicationId, roleIds],
  );
  await db.query(
    `insert into role_resources (role_id, resource_id)
     select ro.id, r.id from roles ro cross join resources r
      where ro.organization_id = $1 and ro.id = any($3::int[]) and r.application_id = $2
     on conflict do nothing`,
    [organizationId, applicationId, roleIds],
  );
}
