import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorCode } from '../http/error-codes';

type ThrottleConfig = ServerConfig['throttle'];

/** What a throttled request tries to do; an address that fails too often is told in these words. */
export type ThrottledAction = 'signIn' | 'passwordReset';

const actionWords: Record<ThrottledAction, string> = { signIn: '登录', passwordReset: '找回密码' };

const accountKey = (telephone: string) => `account:${telephone}`;
const addressKey = (address: string) => `address:${address}`;

function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

export function accountLockedError(minutes: number): ApiError {
  return new ApiError(ErrorCode.AccountLocked, `密码错误次数过多，账号已锁定，请 ${minutes} 分钟后再试`);
}

/** How many attempts one key may fail within its window, and how long it waits after the last. */
interface Limit {
  max: number;
  windowMs: number;
  lockMs: number;
}

interface Reserved {
  failures: number;
  locked_until: Date | null;
  window_started_at: Date;
}

/** A key's count starts afresh once its lock has ended, or (never locked) once its window has passed. */
const STARTS_AFRESH = `(t.locked_until <= $2::timestamptz
  or (t.locked_until is null and t.window_started_at <= $3::timestamptz))`;

/**
 * Counts one attempt against `key` in one statement, before the attempt is checked, so that
 * concurrent attempts each get a number of their own and no more than `max` are ever checked. The
 * attempt that reaches `max` locks the key; every later one gets a number above `max` and is refused.
 */
const RESERVE = `
  insert into login_throttle as t (key, failures, window_started_at, locked_until)
  values ($1, 1, $2::timestamptz, case when $4::int <= 1 then $5::timestamptz end)
  on conflict (key) do update set
    failures = case when ${STARTS_AFRESH} then 1 else t.failures + 1 end,
    window_started_at = case when ${STARTS_AFRESH} then $2::timestamptz else t.window_started_at end,
    locked_until = case
      when ${STARTS_AFRESH} then case when $4::int <= 1 then $5::timestamptz end
      when t.locked_until is not null then t.locked_until
      when t.failures + 1 >= $4::int then $5::timestamptz
    end
  returning failures, locked_until, window_started_at`;

/** Gives an attempt back (it was not checked, or it succeeded), unless its window has since restarted. */
const RELEASE = `
  update login_throttle set
    failures = failures - 1,
    locked_until = case when failures - 1 < $3::int then null else locked_until end
  where key = $1 and window_started_at = $2::timestamptz and failures > 0`;

/** One attempt the throttle let through: a failure keeps it counted; a success calls `succeeded`. */
export interface ThrottledAttempt {
  /** Tries the telephone has left should this attempt fail; 0 when its failure locks the telephone. */
  readonly triesLeft: number;
  /** Forgets the telephone's failures and gives the address its attempt back. */
  succeeded(): Promise<void>;
}

/**
 * Sign-in throttling kept in the database, so every replica counts the same attempts: consecutive
 * failures lock a telephone for a while; many failures from one address make it wait. An attempt is
 * counted before it is checked (argon2, a code comparison), in one atomic statement per key, so
 * concurrent requests never get more checks than the limits allow; a success gives it back.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Queryable,
    private readonly config: ThrottleConfig,
  ) {}

  private get accountLimit(): Limit {
    const { accountMaxFailures, accountLockMs } = this.config;
    return { max: accountMaxFailures, windowMs: accountLockMs, lockMs: accountLockMs };
  }

  private get addressLimit(): Limit {
    const { addressMaxFailures, addressWindowMs } = this.config;
    return { max: addressMaxFailures, windowMs: addressWindowMs, lockMs: addressWindowMs };
  }

  /**
   * Reserves an attempt for the address and, when given, the telephone; refuses when either is
   * over its limit (a refused attempt costs the other key nothing).
   */
  async reserve(attempt: {
    action: ThrottledAction;
    address: string;
    telephone?: string;
    now: Date;
  }): Promise<ThrottledAttempt> {
    const { action, address, telephone, now } = attempt;
    const addressLimit = this.addressLimit;
    const byAddress = await this.reserveKey(addressKey(address), addressLimit, now);
    if (byAddress.failures > addressLimit.max) {
      const minutes = this.minutesLeft(byAddress, addressLimit, now);
      throw new ApiError(
        ErrorCode.TooManyAttempts,
        `${actionWords[action]}尝试过于频繁，请 ${minutes} 分钟后再试`,
      );
    }
    const releaseAddress = () => this.release(addressKey(address), byAddress, addressLimit);

    let triesLeft = Number.POSITIVE_INFINITY;
    if (telephone !== undefined) {
      const accountLimit = this.accountLimit;
      const byAccount = await this.reserveKey(accountKey(telephone), accountLimit, now);
      if (byAccount.failures > accountLimit.max) {
        await releaseAddress();
        throw accountLockedError(this.minutesLeft(byAccount, accountLimit, now));
      }
      triesLeft = accountLimit.max - byAccount.failures;
    }
    return {
      triesLeft,
      succeeded: async () => {
        if (telephone !== undefined) {
          await this.db.query('delete from login_throttle where key = $1', [accountKey(telephone)]);
        }
        await releaseAddress();
      },
    };
  }

  private async reserveKey(key: string, limit: Limit, now: Date): Promise<Reserved> {
    const rows = await this.db.query<Reserved>(RESERVE, [
      key,
      now,
      new Date(now.getTime() - limit.windowMs),
      limit.max,
      new Date(now.getTime() + limit.lockMs),
    ]);
    const reserved = rows[0];
    if (!reserved) throw new Error(`login_throttle: no row reserved for ${key}`);
    return reserved;
  }

  private release(key: string, reserved: Reserved, limit: Limit): Promise<unknown> {
    return this.db.query(RELEASE, [key, reserved.window_started_at, limit.max]);
  }

  private minutesLeft(reserved: Reserved, limit: Limit, now: Date): number {
    return reserved.locked_until
      ? minutesUntil(reserved.locked_until, now)
      : Math.ceil(limit.lockMs / 60_000);
  }
}

/**
 * Deletes the keys that protect nothing any more: no lock in force (none, or ended by `now`) and the
 * counting window over (a telephone's is its lock time, an address's its window; a key of another kind
 * keeps the longer of the two). Such a key's next attempt would start its count afresh anyway
 * (`STARTS_AFRESH`), so removing it changes no answer. Returns how many it deleted.
 */
export async function pruneLoginThrottle(db: Queryable, config: ThrottleConfig, now: Date): Promise<number> {
  const accountWindowStart = new Date(now.getTime() - config.accountLockMs);
  const addressWindowStart = new Date(now.getTime() - config.addressWindowMs);
  const [row] = await db.query<{ deleted: number }>(
    `with gone as (
       delete from login_throttle
        where (locked_until is null or locked_until <= $1::timestamptz)
          and window_started_at <= case
            when key like 'account:%' then $2::timestamptz
            when key like 'address:%' then $3::timestamptz
            else least($2::timestamptz, $3::timestamptz)
          end
       returning 1)
     select count(*)::int as deleted from gone`,
    [now, accountWindowStart, addressWindowStart],
  );
  return row?.deleted ?? 0;
}
