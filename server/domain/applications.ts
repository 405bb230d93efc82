import type {
  CatalogueApplication as WireCatalogueApplication,
  HeldApplication as WireHeldApplication,
} from '../../manifests/contracts/session';
import type { Queryable } from '../db/database';
import { queryOne } from '../db/database';
import type { Dated } from '../http/wire';
import type { Session } from './sessions';

/** An application of the market catalogue, under the names the wire uses, with its row id. */
export interface CatalogueApplication extends WireCatalogueApplication {
  id: number;
}

/**
 * An installed application as a member sees it (spec §3 "Session entry"), as read: `presentApplication`
 * drops the id, adds `applicationUniqueId` and writes `expiredTime` as an ISO string.
 */
export type HeldApplication = CatalogueApplication &
  Dated<Omit<WireHeldApplication, 'applicationUniqueId' | keyof WireCatalogueApplication>, 'expiredTime'>;

/** The columns of a `CatalogueApplication` read from `applications a`. */
export const applicationColumns = `a.id, a.unique_id as "uniqueId", a.agent_id as "agentId", a.name,
  a.pc_name as "pcName", a.icon_url as "iconUrl", a.introduction, a.category as "categoryName",
  a.pc_url as "pcUrl", a.app_url as "appUrl"`;

/** The installation columns of a `HeldApplication` read from `organization_applications oa`. */
export const installationColumns = `oa.state, oa.in_state as "inState", oa.expired_time as "expiredTime"`;

/**
 * Whether the member holds application `a` once it is installed: they are an admin ($2), it has no
 * resources (open to all members), or one of their roles grants one of its resources (membership $3).
 */
export const holdsApplicationSql = `($2 or not exists (select 1 from resources r where r.application_id = a.id)
  or exists (select 1 from resources r
               join role_resources rr on rr.resource_id = r.id
               join member_roles mr on mr.role_id = rr.role_id
              where r.application_id = a.id and mr.membership_id = $3))`;

/**
 * The installed applications the member holds ($1 organisation, then the parameters of
 * `holdsApplicationSql`). Disabled and expired ones are listed too: the console explains why they
 * do not open.
 */
export const heldApplicationsSql = `
  select ${applicationColumns}, ${installationColumns}
    from organization_applications oa
    join applications a on a.id = oa.application_id
   where oa.organization_id = $1 and ${holdsApplicationSql}`;

export type MemberSession = Session & { organizationId: number; membershipId: number };

/** Parameters $1–$3 of `heldApplicationsSql`. */
export const memberParams = (session: MemberSession) => [
  session.organizationId,
  session.isAdmin,
  session.membershipId,
];

export function listHeldApplications(db: Queryable, session: MemberSession): Promise<HeldApplication[]> {
  return db.query<HeldApplication>(`${heldApplicationsSql} order by a.sort, a.id`, memberParams(session));
}

/** One held application, by its agentId or its uniqueId. */
export function findHeldApplication(
  db: Queryable,
  session: MemberSession,
  key: { agentId: string } | { uniqueId: string },
): Promise<HeldApplication | undefined> {
  const [column, value] = 'agentId' in key ? ['a.agent_id', key.agentId] : ['a.unique_id', key.uniqueId];
  return queryOne<HeldApplication>(db, `${heldApplicationsSql} and ${column} = $4`, [
    ...memberParams(session),
    value,
  ]);
}

/** Why a held application does not open (spec §8 "Application messages"). */
export const unusableMessages = {
  disabled: '应用已被停用，请联系企业管理员！',
  expired: '应用已到期 请联系管理员！',
} as const;

/** Why a held application cannot be opened now (spec §4: disabled before expired), else undefined. */
export function whyUnusable(
  application: Pick<HeldApplication, 'state' | 'inState' | 'expiredTime'>,
  now: Date,
): string | undefined {
  if (application.state !== 1 || application.inState !== 1) return unusableMessages.disabled;
  if (application.expiredTime !== null && application.expiredTime.getTime() <= now.getTime()) {
    return unusableMessages.expired;
  }
  return undefined;
}

/** A catalogue application by its uniqueId, installed or not. */
export function findCatalogueApplication(
  db: Queryable,
  uniqueId: string,
): Promise<CatalogueApplication | undefined> {
  return queryOne<CatalogueApplication>(
    db,
    `select ${applicationColumns} from applications a where a.unique_id = $1`,
    [uniqueId],
  );
}

/**
 * SQL matching the search keyword in parameter `param` (null matches everything): the name or the
 * PC name of `a` contains it, ignoring case.
 */
export const nameContainsSql = (param: string) =>
  `(${param}::text is null or strpos(lower(a.name), lower(${param}::text)) > 0
    or strpos(lower(a.pc_name), lower(${param}::text)) > 0)`;

/** The wire shape of an application: public ids only, times as ISO strings. */
export function presentApplication<T extends { id: number; uniqueId: string; expiredTime: Date | null }>({
  id: _id,
  expiredTime,
  ...application
}: T) {
  return {
    ...application,
    applicationUniqueId: application.uniqueId,
    expiredTime: expiredTime?.toISOString() ?? null,
  };
}
