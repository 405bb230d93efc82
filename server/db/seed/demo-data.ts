import { createHash } from 'node:crypto';
import { createOrganization } from '../../domain/organizations';
import type { Extensions } from '../../platform/extension-point';
import type { PasswordHasher } from '../../services/password-hasher';
import { newUniqueId } from '../../services/secrets';
import type { Queryable } from '../database';
import { queryOne } from '../database';

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
  { telephone: '13800000004', nickname: '陈刚', note: '星河科技园招商部的普通员工，可发起审批' },
  { telephone: '13800000005', nickname: '赵敏', note: '星河科技园招商部主管，审批陈刚的请假与报销' },
  { telephone: '13800000006', nickname: '孙强', note: '星河科技园总经理，审批大额报销与采购' },
  { telephone: '13800000007', nickname: '刘洋', note: '星河科技园财务部主管，会签采购、知悉报销' },
] as const;

export const demoOrganizations = [
  { uniqueId: 'xinghe-park', name: '星河科技园' },
  { uniqueId: 'yunshan-group', name: '云杉集团' },
] as const;

/** What the console sends for a password: its lowercase hex SHA-256. */
export const clientDigest = (password: string) => createHash('sha256').update(password).digest('hex');

async function insertReturningId(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const row = await queryOne<{ id: number }>(db, `${sql} returning id`, params);
  return row!.id;
}

/** What the platform's demo seeded, handed to each area's seed (`ServerArea.seed`). */
export interface DemoPlatform {
  now: Date;
  organizations: { xinghe: number; yunshan: number };
  /** Memberships: 张伟 in each organisation (an administrator), and the other members of 星河科技园. */
  members: {
    adminInXinghe: number;
    adminInYunshan: number;
    liNa: number;
    wangFang: number;
    chenGang: number;
    zhaoMin: number;
    sunQiang: number;
    liuYang: number;
  };
}

/**
 * Seeds the platform's demo into an empty database (no accounts yet): the organisations (through
 * `createOrganization`, so the areas' set-ups run for them), the accounts and their memberships, 张伟
 * an administrator of both. Returns what it seeded, or undefined when the
 * database was not empty; the areas' seeds (`ServerArea.seed`) add the rest. Reference data
 * (catalogue, resources) must already be in place.
 */
export async function seedDemoData(
  db: Queryable,
  options: { passwordHasher: PasswordHasher; now: Date; passwordHash?: string; extensions: Extensions },
): Promise<DemoPlatform | undefined> {
  const existing = await queryOne<{ count: number }>(db, 'select count(*)::int as count from accounts');
  if (existing && existing.count > 0) return undefined;
  const { now } = options;
  const passwordHash =
    options.passwordHash ?? (await options.passwordHasher.hash(clientDigest(DEMO_PASSWORD)));

  const orgIds: number[] = [];
  for (const org of demoOrganizations)
    orgIds.push((await createOrganization(db, options.extensions, { ...org, now })).id);
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
  const [admin, member, expiredMember, investmentMember, investmentHead, generalManager, financeHead] =
    accountIds as [number, number, number, number, number, number, number];

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
  const adminInYunshan = await addMember(admin, yunshan, '张伟', true);
  const liNa = await addMember(member, xinghe, '李娜', false);
  const wangFang = await addMember(expiredMember, xinghe, '王芳', false);
  const chenGang = await addMember(investmentMember, xinghe, '陈刚', false);
  const zhaoMin = await addMember(investmentHead, xinghe, '赵敏', false);
  const sunQiang = await addMember(generalManager, xinghe, '孙强', false);
  const liuYang = await addMember(financeHead, xinghe, '刘洋', false);

  return {
    now,
    organizations: { xinghe, yunshan },
    members: { adminInXinghe, adminInYunshan, liNa, wangFang, chenGang, zhaoMin, sunQiang, liuYang },
  };
}
