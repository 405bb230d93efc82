import type { Queryable } from '../db/database';
import { queryOne } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorCode } from '../http/error-codes';
import { digest, newOpaqueToken } from '../services/secrets';

/** A one-time ticket that lets the holder of a verified telephone set a new password. */
export async function issuePasswordTicket(db: Queryable, accountId: number, now: Date, ttlMs: number) {
  const ticket = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.query(
    'insert into password_tickets (ticket_hash, account_id, created_at, expires_at) values ($1, $2, $3, $4)',
    [digest(ticket), accountId, now, expiresAt],
  );
  return { ticket, expiresAt };
}

/** Consumes a ticket and returns its account; a used, unknown or expired ticket is refused. */
export async function redeemPasswordTicket(db: Queryable, ticket: string, now: Date): Promise<number> {
  const row = await queryOne<{ account_id: number }>(
    db,
    `update password_tickets set consumed_at = $2
      where ticket_hash = $1 and consumed_at is null and expires_at > $2
      returning account_id`,
    [digest(ticket), now],
  );
  if (!row) throw new ApiError(ErrorCode.InvalidTicket);
  return row.account_id;
}
