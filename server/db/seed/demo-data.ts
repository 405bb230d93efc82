import { createHash } from 'node:crypto';
import { areaManifests, codesGrantedToEveryone, KnownAgentId } from '../../../manifests';
import type { PasswordHasher } from '../../services/password-hasher';
import { newUniqueId } from '../../services/secrets';
import type { Queryable } from '../database';
import { queryOne } from '../database';
import { seedDemoMessages } from './demo-messages';
import { marketCatalogue } from './market-catalogue';

const DAY = 86_400_000;

export const DEMO_PASSWORD = 'Atrium@2026';

/** The demo accounts the README lists. */
export const demoAccounts = [
  { telephone: '13800000001', nickname: '张伟', note: '两个组织的管理员，可切换组织' },
  { telephone: '13800000002', nickname: '李娜', note: '星河科技园的普通员工，无设置与审批' },
  {
    telephone: '13800000003',
    nickname: '王芳',
    note: '星河科技园的普通员工，密码已超过 90 天，登录后须先修改',
  },
  { telephone: '13800000004', nickname: '陈刚', note: '星河科技园招商部的普通员工' },
] as const;

/** The applications 张伟 has starred in 星河科技园, in his order: 工单, then 审批. */
export const demoFavorites = [KnownAgentId.workOrder, KnownAgentId.approval];

export const demoOrganizations = [
  { uniqueId: 'xinghe-park', name: '星河科技园' },
  { uniqueId: 'yunshan-group', name: '云杉集团' },
] as const;

/** What the console sends for a password: its lowercase hex SHA-256. */
export const clientDigest = (password: string) => createHash('sha256').update(password).digest('hex');

interface InstallPlan {
  state: number;
  inState: number;
  expiredTime: Date | null;
}

/** A varied market for 星河科技园: most usable, some disabled by the platform or the park, some expired. */
function catalogueInstall(index: number, now: Date): InstallPlan {
  if (index < 2) return { state: 1, inState: 1, expiredTime: null };
  if (index % 9 === 4) return { state: 2, inState: 1, expiredTime: null };
  if (index % 9 === 7) return { state: 1, inState: 2, expiredTime: null };
  if (index % 11 === 5) return { state: 1, inState: 1, expiredTime: new Date(now.getTime() - 10 * DAY) };
  return { state: 1, inState: 1, expiredTime: new Date(now.getTime() + 365 * DAY) };
}

async function insertReturningId(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const row = await queryOne<{ id: number }>(db, `${sql} returning id`, params);
  return row!.id;
}

async function install(db: Queryable, organizationId: number, agentId: string, plan: InstallPlan, now: Date) {
  await db.query(
    `insert into organization_applications (organization_id, application_id, state, in_state, expired_time, created_at)
     select $1, id, $3, $4, $5, $6 from applications where agent_id = $2`,
    [organizationId, agentId, plan.state, plan.inState, plan.expiredTime, now],
  );
}

/**
 * Seeds the demo organisations, accounts and installations into an empty database (no accounts yet).
 * Returns whether it seeded. Reference data (catalogue, resources) must already be in place.
 */
export async function seedDemoData(
  db: Queryable,
  options: { passwordHasher: PasswordHasher; now: Date; passwordHash?: string },
): Promise<boolean> {
  const existing = await queryOne<{ count: number }>(db, 'select count(*)::int as count from accounts');
  if (existing && existing.count > 0) return false;
  const { now } = options;
  const passwordHash =
    options.passwordHash ?? (await options.passwordHasher.hash(clientDigest(DEMO_PASSWORD)));

  const orgIds: number[] = [];
  for (const org of demoOrganizations) {
    orgIds.push(
      await insertReturningId(
        db,
        'insert into organizations (unique_id, name, logo_url, created_at) values ($1, $2, $3, $4)',
        [org.uniqueId, org.name, '', now],
      ),
    );
  }
  const [xinghe, yunshan] = orgIds as [number, number];

  const accountIds: number[] = [];
  for (const [index, account] of demoAccounts.entries()) {
    const changedAt = index === 2 ? new Date(now.getTime() - 120 * DAY) : now;
    accountIds.push(
      await insertReturningId(
        db,
        'insert into accounts (unique_id, telephone, password_hash, password_changed_at, created_at) values ($1, $2, $3, $4, $5)',
        [newUniqueId(), account.telephone, passwordHash, changedAt, now],
      ),
    );
  }
  const [admin, member, expiredMember, investmentMember] = accountIds as [number, number, number, number];

  const addMember = async (accountId: number, organizationId: number, nickname: string, isAdmin: boolean) => {
    const membershipId = await insertReturningId(
      db,
      'insert into memberships (unique_id, account_id, organization_id, nickname, created_at) values ($1, $2, $3, $4, $5)',
      [newUniqueId(), accountId, organizationId, nickname, now],
    );
    // Administrators are the members of the organisation's built-in 管理员 role (migration 0005).
    if (isAdmin) {
      await db.query(
        'insert into member_roles (membership_id, role_id) select $1, id from roles where organization_id = $2 and built_in',
        [membershipId, organizationId],
      );
    }
    return membershipId;
  };
  const adminInXinghe = await addMember(admin, xinghe, '张伟', true);
  await addMember(admin, yunshan, '张伟', true);
  const memberIds = [
    await addMember(member, xinghe, '李娜', false),
    await addMember(expiredMember, xinghe, '王芳', false),
    await addMember(investmentMember, xinghe, '陈刚', false),
  ];

  // Each organisation's root department exists already (migration 0004's trigger); the demo adds
  // departments below it, and places 李娜 in 运营部, 陈刚 in 招商部 and 王芳 in 物业部.
  const addDepartment = (organizationId: number, parentId: number | null, name: string, sort: number) =>
    insertReturningId(
      db,
      `insert into departments (unique_id, organization_id, parent_id, name, sort, created_at)
       select $1, $2, coalesce($3::int, (select id from departments where organization_id = $2 and parent_id is null)), $4, $5, $6`,
      [newUniqueId(), organizationId, parentId, name, sort, now],
    );
  const [operations, investment, property] = [
    await addDepartment(xinghe, null, '运营部', 0),
    await addDepartment(xinghe, null, '招商部', 1),
    await addDepartment(xinghe, null, '物业部', 2),
  ];
  await addDepartment(xinghe, property!, '工程组', 0);
  await addDepartment(yunshan, null, '综合管理部', 0);
  const [liNa, wangFang, chenGang] = memberIds as [number, number, number];
  await db.query(
    'insert into member_departments (membership_id, department_id) values ($1, $2), ($3, $4), ($5, $6)',
    [liNa, operations, wangFang, property, chenGang, investment],
  );

  const always = { state: 1, inState: 1, expiredTime: null };
  for (const manifest of areaManifests) {
    await install(db, xinghe, manifest.application.agentId, always, now);
    if (manifest.id !== 'contract' && manifest.id !== 'park') {
      await install(db, yunshan, manifest.application.agentId, always, now);
    }
  }
  for (const [index, entry] of marketCatalogue.entries()) {
    await install(db, xinghe, entry.agentId, catalogueInstall(index, now), now);
    if (index % 2 === 0) await install(db, yunshan, entry.agentId, always, now);
  }

  // 张伟 starts with two favourites in 星河科技园 (his own, not 云杉集团's nor the other members').
  await db.query(
    `insert into member_favorite_applications (membership_id, application_id, sort)
     select $1, a.id, f.sort from unnest($2::text[]) with ordinality as f (agent_id, sort)
       join applications a on a.agent_id = f.agent_id`,
    [adminInXinghe, demoFavorites],
  );

  // Every organisation has a "普通员工" role holding the areas open to all members.
  const everyoneCodes = areaManifests.flatMap(codesGrantedToEveryone);
  for (const organizationId of orgIds) {
    const roleId = await insertReturningId(
      db,
      'insert into roles (unique_id, organization_id, name, created_at) values ($1, $2, $3, $4)',
      [newUniqueId(), organizationId, '普通员工', now],
    );
    await db.query(
      'insert into role_resources (role_id, resource_id) select $1, id from resources where code = any($2::text[])',
      [roleId, everyoneCodes],
    );
    if (organizationId === xinghe) {
      for (const membershipId of memberIds) {
        await db.query('insert into member_roles (membership_id, role_id) values ($1, $2)', [
          membershipId,
          roleId,
        ]);
      }
    }
  }
  await seedDemoMessages(db, { organizationId: xinghe, admin: adminInXinghe, property: property!, now });
  return true;
}
