import type { Queryable } from '../db/database';
import { queryOne } from '../db/database';
import type { Session } from './sessions';

/** An installed application as a member sees it (spec §3 "Session entry"). */
export interface HeldApplication {
  id: number;
  uniqueId: string;
  agentId: string;
  name: string;
  pcName: string;
  iconUrl: string;
  introduction: string;
  categoryName: string;
  pcUrl: string;
  appUrl: string;
  state: number;
  inState: number;
  expiredTime: Date | null;
}

/**
 * A member holds an installed application when they are an admin, when it has no resources (open to
 * all members), or when one of their roles grants one of its resources. Disabled and expired ones are
 * listed too: the console explains why they do not open.
 */
const heldApplicationsSql = `
  select a.id, a.unique_id as "uniqueId", a.agent_id as "agentId", a.name, a.pc_name as "pcName",
         a.icon_url as "iconUrl", a.introduction, a.category as "categoryName", a.pc_url as "pcUrl",
         a.app_url as "appUrl", oa.state, oa.in_state as "inState", oa.expired_time as "expiredTime"
    from organization_applications oa
    join applications a on a.id = oa.application_id
   where oa.organization_id = $1
     and ($2 or not exists (select 1 from resources r where r.application_id = a.id)
          or exists (select 1 from resources r
                       join role_resources rr on rr.resource_id = r.id
                       join member_roles mr on mr.role_id = rr.role_id
                      where r.application_id = a.id and mr.membership_id = $3))`;

type MemberSession = Session & { organizationId: number };

export function listHeldApplications(db: Queryable, session: MemberSession): Promise<HeldApplication[]> {
  return db.query<HeldApplication>(`${heldApplicationsSql} order by a.sort, a.id`, [
    session.organizationId,
    session.isAdmin,
    session.membershipId,
  ]);
}

export function findHeldApplication(
  db: Queryable,
  session: MemberSession,
  agentId: string,
): Promise<HeldApplication | undefined> {
  return queryOne<HeldApplication>(db, `${heldApplicationsSql} and a.agent_id = $4`, [
    session.organizationId,
    session.isAdmin,
    session.membershipId,
    agentId,
  ]);
}

export function isUsable(application: HeldApplication, now: Date): boolean {
  return (
    application.state === 1 &&
    application.inState === 1 &&
    (application.expiredTime === null || application.expiredTime.getTime() > now.getTime())
  );
}

/** The wire shape of a held application: public ids only, times as ISO strings. */
export function presentApplication({ id: _id, expiredTime, ...application }: HeldApplication) {
  return {
    ...application,
    applicationUniqueId: application.uniqueId,
    expiredTime: expiredTime?.toISOString() ?? null,
  };
}
