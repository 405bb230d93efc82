import type { Queryable } from '../db/database';
import { queryOne } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorCode } from '../http/error-codes';
import { digest, newOpaqueToken } from '../services/secrets';
import { isAdminSql } from './administrators';
import type { OwnerInfo } from './organizations';

/** Who the caller is inside the organisation of their session. */
export interface MemberProfile {
  uniqueId: string;
  nickname: string;
  telephone: string;
  organization: OwnerInfo;
  /** Changes whenever what members of the organisation may see changes (migration 0002). */
  accessVersion: number;
}

/** What a request knows about its caller once its token is resolved. */
export interface Session {
  id: number;
  accountId: number;
  /** Null for an account-level session (signed in, no organisation chosen yet). */
  organizationId: number | null;
  membershipId: number | null;
  isAdmin: boolean;
  /** Set for the short-lived token of one installed application. */
  applicationId: number | null;
  passwordExpired: boolean;
  expiresAt: Date;
  /**
   * The member and their organisation, null for an account-level session. Read with the session, so
   * that user/detail and resource/detail need no query of their own for it.
   */
  member: MemberProfile | null;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export type RevokeReason =
  | 'logout'
  | 'password_changed'
  | 'password_reset'
  | 'exchanged'
  | 'membership_disabled'
  | 'membership_removed';

interface NewSession {
  accountId: number;
  organizationId?: number | null;
  applicationId?: number | null;
  passwordExpired: boolean;
  now: Date;
  expiresAt: Date;
}

export async function createSession(db: Queryable, session: NewSession): Promise<IssuedToken> {
  const token = newOpaqueToken();
  await db.query(
    `insert into sessions (token_hash, account_id, organization_id, application_id, password_expired, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      digest(token),
      session.accountId,
      session.organizationId ?? null,
      session.applicationId ?? null,
      session.passwordExpired,
      session.now,
      session.expiresAt,
    ],
  );
  return { token, expiresAt: session.expiresAt };
}

interface SessionRow {
  id: number;
  account_id: number;
  organization_id: number | null;
  application_id: number | null;
  password_expired: boolean;
  expires_at: Date;
  revoked_at: Date | null;
  membership_id: number | null;
  is_admin: boolean | null;
  membership_state: number | null;
  // The member's profile: null exactly when membership_id is.
  member_unique_id: string | null;
  nickname: string | null;
  telephone: string | null;
  organization_unique_id: string | null;
  organization_name: string | null;
  organization_logo_url: string | null;
  access_version: number | null;
}

/** Run by every authenticated request, hence prepared; it reads the member's profile on the way. */
const resolveSessionSql = `
  select s.id, s.account_id, s.organization_id, s.application_id, s.password_expired, s.expires_at, s.revoked_at,
         m.id as membership_id, ${isAdminSql('m')} as is_admin, m.state as membership_state, m.unique_id as member_unique_id,
         m.nickname, a.telephone, o.unique_id as organization_unique_id, o.name as organization_name,
         o.logo_url as organization_logo_url, o.access_version
    from sessions s
    left join memberships m on m.account_id = s.account_id and m.organization_id = s.organization_id
    left join accounts a on a.id = m.account_id
    left join organizations o on o.id = m.organization_id
   where s.token_hash = $1`;

function memberProfile(row: SessionRow): MemberProfile | null {
  if (row.membership_id === null) return null;
  return {
    uniqueId: row.member_unique_id!,
    nickname: row.nickname!,
    telephone: row.telephone!,
    organization: {
      uniqueId: row.organization_unique_id!,
      name: row.organization_name!,
      logoUrl: row.organization_logo_url!,
    },
    accessVersion: row.access_version!,
  };
}

/**
 * Resolves a bearer token: unknown → 300000, revoked (logout, password change, membership ended)
 * → 300002, past its expiry → 300001.
 */
export async function resolveSession(db: Queryable, token: string, now: Date): Promise<Session> {
  const row = await queryOne<SessionRow>(db, resolveSessionSql, [digest(token)], { name: 'resolve-session' });
  if (!row) throw new ApiError(ErrorCode.NotSignedIn);
  if (row.revoked_at) throw new ApiError(ErrorCode.SignedOutElsewhere);
  if (row.expires_at.getTime() <= now.getTime()) throw new ApiError(ErrorCode.SessionExpired);
  if (row.organization_id !== null && (row.membership_id === null || row.membership_state !== 1)) {
    throw new ApiError(ErrorCode.SignedOutElsewhere, '您已不是该组织的成员，请重新登录');
  }
  return {
    id: row.id,
    accountId: row.account_id,
    organizationId: row.organization_id,
    membershipId: row.membership_id,
    isAdmin: row.is_admin === true,
    applicationId: row.application_id,
    passwordExpired: row.password_expired,
    expiresAt: row.expires_at,
    member: memberProfile(row),
  };
}

export async function revokeSession(db: Queryable, sessionId: number, reason: RevokeReason, now: Date) {
  await db.query(
    'update sessions set revoked_at = $2, revoked_reason = $3 where id = $1 and revoked_at is null',
    [sessionId, now, reason],
  );
}

/** Ends every live session of an account except `keepSessionId` (null ends them all). */
export async function revokeAccountSessions(
  db: Queryable,
  accountId: number,
  keepSessionId: number | null,
  reason: RevokeReason,
  now: Date,
) {
  await db.query(
    `update sessions set revoked_at = $3, revoked_reason = $4
      where account_id = $1 and revoked_at is null and id <> coalesce($2, -1)`,
    [accountId, keepSessionId, now, reason],
  );
}

/**
 * Ends the account's live sessions inside one organisation (its organisation tokens and the tokens of
 * that organisation's applications) when the member is disabled or removed there; the account's
 * sessions elsewhere, and its account-level session, go on working.
 */
export async function revokeMembershipSessions(
  db: Queryable,
  membership: { accountId: number; organizationId: number },
  reason: RevokeReason,
  now: Date,
) {
  await db.query(
    `update sessions set revoked_at = $3, revoked_reason = $4
      where account_id = $1 and organization_id = $2 and revoked_at is null`,
    [membership.accountId, membership.organizationId, now, reason],
  );
}
