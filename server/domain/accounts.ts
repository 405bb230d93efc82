import type { Queryable } from '../db/database';
import { queryOne } from '../db/database';

export interface Account {
  id: number;
  uniqueId: string;
  telephone: string;
  passwordHash: string;
  passwordChangedAt: Date;
}

const columns = `id, unique_id as "uniqueId", telephone, password_hash as "passwordHash",
  password_changed_at as "passwordChangedAt"`;

export function findAccountByTelephone(db: Queryable, telephone: string): Promise<Account | undefined> {
  return queryOne<Account>(db, `select ${columns} from accounts where telephone = $1`, [telephone]);
}

export function findAccountById(db: Queryable, id: number): Promise<Account | undefined> {
  return queryOne<Account>(db, `select ${columns} from accounts where id = $1`, [id]);
}

export async function setPasswordHash(db: Queryable, accountId: number, passwordHash: string, now: Date) {
  await db.query('update accounts set password_hash = $2, password_changed_at = $3 where id = $1', [
    accountId,
    passwordHash,
    now,
  ]);
}

export function isPasswordExpired(account: Account, now: Date, maxAgeMs: number): boolean {
  return now.getTime() - account.passwordChangedAt.getTime() > maxAgeMs;
}
