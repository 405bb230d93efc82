import { composedAreas } from '../../../server/areas';
import { LoginThrottle, pruneLoginThrottle } from '../../../server/domain/login-throttle';
import { ErrorCode } from '../../../server/http/error-codes';
import { platformSchedules } from '../../../server/platform/schedules/platform-schedules';
import { checkSchedules } from '../../../server/platform/schedules/run-schedules';
import { MINUTE } from '../support/manual-clock';
import { setupTestServer, testConfig } from '../support/test-server';

const server = setupTestServer();

// A telephone's window is its lock time (15 minutes), an address's its window (10 minutes).
const { throttle } = testConfig;
const MS = 1;

interface Row {
  key: string;
  /** How long before now its window started, and when its lock ends (relative to now; null: none). */
  startedAgo: number;
  lockedFor: number | null;
}

async function insert(rows: Row[]) {
  const now = server.clock.now().getTime();
  for (const row of rows) {
    await server.db.query(
      'insert into login_throttle (key, failures, window_started_at, locked_until) values ($1, 3, $2, $3)',
      [
        row.key,
        new Date(now - row.startedAgo),
        row.lockedFor === null ? null : new Date(now + row.lockedFor),
      ],
    );
  }
}

const keys = async () =>
  (await server.db.query<{ key: string }>('select key from login_throttle order by key')).map(
    (row) => row.key,
  );

describe('pruning login_throttle', () => {
  it.each<[string, boolean, Row]>([
    [
      'a telephone whose window ended just now',
      true,
      { key: 'account:1', startedAgo: 15 * MINUTE, lockedFor: null },
    ],
    [
      'a telephone 1 ms inside its window',
      false,
      { key: 'account:1', startedAgo: 15 * MINUTE - MS, lockedFor: null },
    ],
    [
      'a telephone whose lock ended just now',
      true,
      { key: 'account:1', startedAgo: 20 * MINUTE, lockedFor: 0 },
    ],
    ['a telephone locked 1 ms more', false, { key: 'account:1', startedAgo: 20 * MINUTE, lockedFor: MS }],
    [
      'a telephone locked long after its window',
      false,
      { key: 'account:1', startedAgo: 60 * MINUTE, lockedFor: MINUTE },
    ],
    [
      'a telephone 14 minutes into its window',
      false,
      { key: 'account:1', startedAgo: 14 * MINUTE, lockedFor: null },
    ],
    [
      'an address whose window ended just now',
      true,
      { key: 'address:10.0.0.1', startedAgo: 10 * MINUTE, lockedFor: null },
    ],
    [
      'an address 1 ms inside its window',
      false,
      { key: 'address:10.0.0.1', startedAgo: 10 * MINUTE - MS, lockedFor: null },
    ],
    ['an address 14 minutes on', true, { key: 'address:10.0.0.1', startedAgo: 14 * MINUTE, lockedFor: null }],
    [
      'an address whose wait ended 1 ms ago',
      true,
      { key: 'address:10.0.0.1', startedAgo: 11 * MINUTE, lockedFor: -MS },
    ],
    [
      'an address still waiting',
      false,
      { key: 'address:10.0.0.1', startedAgo: 11 * MINUTE, lockedFor: MINUTE },
    ],
    // A key of another kind keeps the longer window.
    ['another kind 14 minutes on', false, { key: 'other:x', startedAgo: 14 * MINUTE, lockedFor: null }],
    ['another kind 15 minutes on', true, { key: 'other:x', startedAgo: 15 * MINUTE, lockedFor: null }],
  ])('%s: deleted %s', async (_, deleted, row) => {
    await insert([row]);
    expect(await server.db.transaction((tx) => pruneLoginThrottle(tx, throttle, server.clock.now()))).toBe(
      deleted ? 1 : 0,
    );
    expect(await keys()).toEqual(deleted ? [] : [row.key]);
  });

  it('loses no protection: a locked telephone and a waiting address are refused after each prune as before', async () => {
    const limits = { ...throttle, accountMaxFailures: 2, addressMaxFailures: 2 };
    const guard = new LoginThrottle(server.db, limits);
    const attempt = (address: string, telephone: string) =>
      guard.reserve({ action: 'signIn', address, telephone, now: server.clock.now() });
    const prune = () => pruneLoginThrottle(server.db, limits, server.clock.now());
    // Two failures: the telephone is locked for 15 minutes, the address waits 10.
    await attempt('10.0.0.1', '13800000009');
    await attempt('10.0.0.1', '13800000009');

    server.clock.advance(9 * MINUTE);
    expect(await prune()).toBe(0);
    await expect(attempt('10.0.0.1', '13800000001')).rejects.toMatchObject({
      code: ErrorCode.TooManyAttempts,
    });
    await expect(attempt('10.0.0.2', '13800000009')).rejects.toMatchObject({ code: ErrorCode.AccountLocked });

    // The address's wait is over, the telephone's lock is not: only the address goes.
    server.clock.advance(MINUTE);
    expect(await prune()).toBe(1);
    expect(await keys()).toEqual(['account:13800000009', 'address:10.0.0.2']);
    await expect(attempt('10.0.0.1', '13800000009')).rejects.toMatchObject({ code: ErrorCode.AccountLocked });

    // Past the lock and every window, all go, and the telephone starts afresh.
    server.clock.advance(15 * MINUTE);
    expect(await prune()).toBe(3);
    expect(await keys()).toEqual([]);
    expect((await attempt('10.0.0.1', '13800000009')).triesLeft).toBe(1);
  });

  it('is the platform schedule platform.login-throttle-prune, daily at 03:00 in Shanghai (19:00 UTC)', async () => {
    await insert([
      { key: 'account:stale', startedAgo: 16 * MINUTE, lockedFor: null },
      { key: 'account:fresh', startedAgo: MINUTE, lockedFor: null },
    ]);
    const schedules = platformSchedules(testConfig);
    const env = { db: server.db, clock: server.clock, extensions: composedAreas.extensions };
    expect(await checkSchedules(env, schedules, server.clock.now())).toEqual([
      { name: 'platform.login-throttle-prune', tickAt: new Date('2026-11-21T19:00:00Z'), outcome: 'ran' },
    ]);
    expect(await keys()).toEqual(['account:fresh']);
    // 02:59 the next morning in Shanghai: the day's tick has run.
    server.clock.advance(9 * 60 * MINUTE + 59 * MINUTE);
    expect((await checkSchedules(env, schedules, server.clock.now()))[0]?.outcome).toBe('already-ran');
    expect(await keys()).toEqual(['account:fresh']);
    server.clock.advance(MINUTE);
    expect(await checkSchedules(env, schedules, server.clock.now())).toEqual([
      { name: 'platform.login-throttle-prune', tickAt: new Date('2026-11-22T19:00:00Z'), outcome: 'ran' },
    ]);
    expect(await keys()).toEqual([]);
  });
});
