import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorCode } from '../http/error-codes';

type ThrottleConfig = ServerConfig['throttle'];

const accountKey = (telephone: string) => `account:${telephone}`;
const addressKey = (address: string) => `address:${address}`;

function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

/**
 * Sign-in throttling kept in the database, so every replica counts the same failures:
 * consecutive failures lock a telephone for a while; many failures from one address make it wait.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Queryable,
    private readonly config: ThrottleConfig,
  ) {}

  async assertAllowed(telephone: string, address: string, now: Date): Promise<void> {
    const rows = await this.db.query<{ key: string; locked_until: Date }>(
      'select key, locked_until from login_throttle where key in ($1, $2) and locked_until > $3',
      [accountKey(telephone), addressKey(address), now],
    );
    for (const row of rows) {
      const minutes = minutesUntil(row.locked_until, now);
      if (row.key.startsWith('account:')) {
        throw new ApiError(ErrorCode.AccountLocked, `密码错误次数过多，账号已锁定，请 ${minutes} 分钟后再试`);
      }
      throw new ApiError(ErrorCode.TooManyAttempts, `登录尝试过于频繁，请 ${minutes} 分钟后再试`);
    }
  }

  /** Counts a failure and returns how many tries the telephone has left before it is locked. */
  async recordFailure(telephone: string, address: string, now: Date): Promise<number> {
    const { accountMaxFailures, accountLockMs, addressMaxFailures, addressWindowMs } = this.config;
    const accountFailures = await this.count(accountKey(telephone), now, accountLockMs);
    if (accountFailures >= accountMaxFailures) {
      await this.lock(accountKey(telephone), new Date(now.getTime() + accountLockMs));
    }
    const addressFailures = await this.count(addressKey(address), now, addressWindowMs);
    if (addressFailures >= addressMaxFailures) {
      await this.lock(addressKey(address), new Date(now.getTime() + addressWindowMs));
    }
    return Math.max(0, accountMaxFailures - accountFailures);
  }

  async recordSuccess(telephone: string): Promise<void> {
    await this.db.query('delete from login_throttle where key = $1', [accountKey(telephone)]);
  }

  private async count(key: string, now: Date, windowMs: number): Promise<number> {
    const windowStart = new Date(now.getTime() - windowMs);
    const rows = await this.db.query<{ failures: number }>(
      `insert into login_throttle (key, failures, window_started_at) values ($1, 1, $2)
       on conflict (key) do update set
         failures = case when login_throttle.window_started_at <= $3 then 1 else login_throttle.failures + 1 end,
         window_started_at = case when login_throttle.window_started_at <= $3 then $2 else login_throttle.window_started_at end
       returning failures`,
      [key, now, windowStart],
    );
    return rows[0]?.failures ?? 1;
  }

  /** Locks the key and starts its count afresh, so the next failure after the lock counts from one. */
  private async lock(key: string, until: Date): Promise<void> {
    await this.db.query('update login_throttle set locked_until = $2, failures = 0 where key = $1', [
      key,
      until,
    ]);
  }
}
