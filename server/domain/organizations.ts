import type { Queryable } from '../db/database';
import { queryOne } from '../db/database';
import { isAdminSql } from './administrators';

export interface OrganizationMembership {
  organizationId: number;
  uniqueId: string;
  name: string;
  logoUrl: string;
  nickname: string;
  isAdmin: boolean;
}

const membershipColumns = `o.id as "organizationId", o.unique_id as "uniqueId", o.name, o.logo_url as "logoUrl",
  m.nickname, ${isAdminSql('m')} as "isAdmin"`;

/** The organisations an account may sign in to (active memberships only). */
export function listMemberships(db: Queryable, accountId: number): Promise<OrganizationMembership[]> {
  return db.query<OrganizationMembership>(
    `select ${membershipColumns}
       from memberships m join organizations o on o.id = m.organization_id
      where m.account_id = $1 and m.state = 1
      order by m.created_at, o.id`,
    [accountId],
  );
}

export function findMembership(
  db: Queryable,
  accountId: number,
  organizationUniqueId: string,
): Promise<OrganizationMembership | undefined> {
  return queryOne<OrganizationMembership>(
    db,
    `select ${membershipColumns}
       from memberships m join organizations o on o.id = m.organization_id
      where m.account_id = $1 and m.state = 1 and o.unique_id = $2`,
    [accountId, organizationUniqueId],
  );
}

/** What the shell shows of the organisation (user info, route info): its name and navbar logo. */
export interface OwnerInfo {
  uniqueId: string;
  name: string;
  logoUrl: string;
}
