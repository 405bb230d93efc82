import type { Database, Queryable } from '../db/database';
import { queryOne } from '../db/database';
import type { Extensions } from '../platform/extension-point';
import { organizationSetups } from '../platform/platform-extensions';
import { newUniqueId } from '../services/secrets';
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

/** A new organisation as the platform creates it. */
export interface NewOrganization {
  uniqueId?: string;
  name: string;
  logoUrl?: string;
  now: Date;
}

/**
 * Creates an organisation in `tx` — its root department and built-in 管理员 role come with the row
 * (triggers, migrations 0004 and 0005) — then runs every area's set-up for it (`organizationSetups`:
 * the approval types' templates…) in the same transaction, so the organisation exists complete or not
 * at all. The one way an organisation is created (the demo seed goes through it too).
 */
export async function createOrganization(
  tx: Queryable,
  extensions: Extensions,
  organization: NewOrganization,
): Promise<{ id: number; uniqueId: string }> {
  const created = await queryOne<{ id: number; uniqueId: string }>(
    tx,
    `insert into organizations (unique_id, name, logo_url, created_at) values ($1, $2, $3, $4)
     returning id, unique_id as "uniqueId"`,
    [organization.uniqueId ?? newUniqueId(), organization.name, organization.logoUrl ?? '', organization.now],
  );
  if (!created) throw new Error('organisation not created');
  await setUpOrganization(tx, extensions, created.id, organization.now);
  return created;
}

/** Runs every area's set-up for one organisation, in the areas' dependency order, in `tx`. */
export async function setUpOrganization(
  tx: Queryable,
  extensions: Extensions,
  organizationId: number,
  now: Date,
): Promise<void> {
  for (const setup of extensions.of(organizationSetups))
    await setup.setUp({ tx, organizationId, now, extensions });
}

/**
 * Runs the set-ups for every existing organisation, each organisation in a transaction of its own (a
 * database prepared at start: organisations created before an area or an approval type came). The
 * set-ups are idempotent and take their own locks, so replicas starting together change nothing twice.
 */
export async function setUpOrganizations(db: Database, extensions: Extensions, now: Date): Promise<number> {
  if (extensions.of(organizationSetups).length === 0) return 0;
  const organizations = await db.query<{ id: number }>('select id from organizations order by id');
  for (const { id } of organizations)
    await db.transaction((tx) => setUpOrganization(tx, extensions, id, now));
  return organizations.length;
}
