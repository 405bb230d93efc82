import { composedAreas } from '../../../server/areas';
import type { Database } from '../../../server/db/database';
import { checkSchedules, type ScheduleEnvironment } from '../../../server/platform/schedules/run-schedules';
import {
  defineSchedule,
  latestTick,
  type ScheduleDefinition,
  type ScheduleTick,
} from '../../../server/platform/schedules/schedule';
import { DAY, HOUR, MINUTE } from '../support/manual-clock';
import { openWorkerDatabase } from '../support/test-database';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();

const at = (iso: string) => new Date(iso);

describe('defineSchedule', () => {
  it.each([
    ['a name without an area', { name: 'prune' }, '须为「区域.名称」形式'],
    ['a name in capitals', { name: 'Fixture.Prune' }, '须为「区域.名称」形式'],
    ['a cron with seconds', { cron: '0 0 3 * * *' }, '须为五段'],
    ['a cron of four fields', { cron: '0 3 * *' }, '须为五段'],
    ['a cron out of range', { cron: '0 25 * * *' }, '须为五段'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, '时区 Mars/Olympus 无效'],
  ] as const)('refuses %s at start, in Chinese', (_, overrides, words) => {
    expect(() =>
      defineSchedule({ name: 'fixture.prune', cron: '0 3 * * *', run: async () => undefined, ...overrides }),
    ).toThrow(words);
  });
});

describe('latestTick', () => {
  const daily = (timeZone?: string) =>
    defineSchedule({ name: 'fixture.daily', cron: '0 3 * * *', timeZone, run: async () => undefined });
  it.each([
    // 03:00 in Shanghai is 19:00 UTC the day before.
    ['Asia/Shanghai', '2026-11-21T19:00:00.000Z', '2026-11-21T19:00:00.000Z', '2026-11-22'],
    ['Asia/Shanghai', '2026-11-21T18:59:59.999Z', '2026-11-20T19:00:00.000Z', '2026-11-21'],
    ['Asia/Shanghai', '2026-11-22T09:00:00.000Z', '2026-11-21T19:00:00.000Z', '2026-11-22'],
    ['Asia/Shanghai', '2026-11-22T18:59:00.000Z', '2026-11-21T19:00:00.000Z', '2026-11-22'],
    ['UTC', '2026-11-22T02:59:00.000Z', '2026-11-21T03:00:00.000Z', '2026-11-21'],
    ['UTC', '2026-11-22T03:00:00.000Z', '2026-11-22T03:00:00.000Z', '2026-11-22'],
  ] as const)('in %s at %s: the tick of %s (day %s)', (timeZone, now, tick, day) => {
    const schedule = daily(timeZone === 'Asia/Shanghai' ? undefined : timeZone);
    expect(latestTick(schedule, at(now))).toEqual({ name: 'fixture.daily', at: at(tick), day, timeZone });
  });

  it('reads the day of the month in the time zone: 1 January starts at 16:00 UTC on 31 December', () => {
    const monthly = defineSchedule({
      name: 'fixture.monthly',
      cron: '0 0 1 * *',
      run: async () => undefined,
    });
    expect(latestTick(monthly, at('2026-12-31T16:00:00Z'))).toMatchObject({
      at: at('2026-12-31T16:00:00Z'),
      day: '2027-01-01',
    });
    expect(latestTick(monthly, at('2026-12-31T15:59:00Z')).day).toBe('2026-12-01');
  });
});

/** A daily schedule at 03:00 Shanghai that records its ticks (and may be told to fail). */
function recorder(name = 'fixture.daily') {
  const ticks: ScheduleTick[] = [];
  const state = { failures: 0 };
  const schedule = defineSchedule({
    name,
    cron: '0 3 * * *',
    async run(tick, { tx }) {
      // Written in the tick's transaction: kept with the claim, or rolled back with it.
      await tx.query(
        `insert into login_throttle (key, failures, window_started_at) values ($1, 1, $2::timestamptz)`,
        [`test:${name}:${tick.at.toISOString()}`, tick.at],
      );
      if (state.failures > 0) {
        state.failures -= 1;
        throw new Error('the work failed');
      }
      ticks.push(tick);
    },
  });
  return { schedule, ticks, state };
}

const env = (db: Database = server.db): ScheduleEnvironment => ({
  db,
  clock: server.clock,
  extensions: composedAreas.extensions,
});

const check = (schedules: ScheduleDefinition[], now = server.clock.now()) =>
  checkSchedules(env(), schedules, now);

async function claimed(name = 'fixture.daily') {
  return server.db.query<{ tickAt: string }>(
    `select to_char(tick_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as "tickAt" from schedule_ticks where name = $1`,
    [name],
  );
}

async function written(name = 'fixture.daily') {
  const rows = await server.db.query<{ key: string }>(
    `select key from login_throttle where key like $1 order by key`,
    [`test:${name}:%`],
  );
  return rows.map((row) => row.key.slice(`test:${name}:`.length, -8));
}

// The manual clock starts at 2026-11-22T09:00Z, 17:00 in Shanghai: the latest 03:00 is 2026-11-21T19:00Z.
describe('checkSchedules', () => {
  it('runs a tick once: a second check, at the same time or later the same day, changes nothing', async () => {
    const { schedule, ticks } = recorder();
    expect(await check([schedule])).toEqual([
      { name: 'fixture.daily', tickAt: at('2026-11-21T19:00:00Z'), outcome: 'ran' },
    ]);
    expect((await check([schedule]))[0]?.outcome).toBe('already-ran');
    server.clock.advance(9 * HOUR + 59 * MINUTE);
    expect((await check([schedule]))[0]?.outcome).toBe('already-ran');
    expect(ticks.map((tick) => tick.day)).toEqual(['2026-11-22']);
    // 03:00 on the 23rd in Shanghai.
    server.clock.advance(MINUTE);
    expect(await check([schedule])).toEqual([
      { name: 'fixture.daily', tickAt: at('2026-11-22T19:00:00Z'), outcome: 'ran' },
    ]);
    expect(ticks.map((tick) => tick.day)).toEqual(['2026-11-22', '2026-11-23']);
    expect(await claimed()).toEqual([{ tickAt: '2026-11-22T19:00' }]);
    expect(await written()).toEqual(['2026-11-21T19:00', '2026-11-22T19:00']);
  });

  it('coalesces ticks missed while nothing checked into the latest one, and never runs an earlier tick again', async () => {
    const { schedule, ticks } = recorder();
    await check([schedule]);
    server.clock.advance(3 * DAY);
    expect((await check([schedule]))[0]).toMatchObject({
      tickAt: at('2026-11-24T19:00:00Z'),
      outcome: 'ran',
    });
    // A replica whose clock lags two days computes an earlier tick: it is not run again.
    expect((await check([schedule], at('2026-11-23T09:00:00Z')))[0]).toMatchObject({
      tickAt: at('2026-11-22T19:00:00Z'),
      outcome: 'already-ran',
    });
    expect(ticks.map((tick) => tick.day)).toEqual(['2026-11-22', '2026-11-25']);
  });

  it('leaves a tick whose work throws unclaimed, its writes rolled back, and runs it at the next check', async () => {
    const { schedule, ticks, state } = recorder();
    const other = recorder('fixture.other');
    state.failures = 1;
    const [failed, ran] = await check([schedule, other.schedule]);
    expect(failed).toMatchObject({
      name: 'fixture.daily',
      outcome: 'failed',
      error: new Error('the work failed'),
    });
    // One failing schedule does not keep the others from running.
    expect(ran).toMatchObject({ name: 'fixture.other', outcome: 'ran' });
    expect(await claimed()).toEqual([]);
    expect(await written()).toEqual([]);

    expect((await check([schedule]))[0]).toMatchObject({ outcome: 'ran' });
    expect(ticks).toHaveLength(1);
    expect(await claimed()).toEqual([{ tickAt: '2026-11-21T19:00' }]);
    expect(await written()).toEqual(['2026-11-21T19:00']);
  });

  it('runs a tick once when two replicas, each on its own connections, check it at the same time', async () => {
    let runs = 0;
    const slow = defineSchedule({
      name: 'fixture.daily',
      cron: '0 3 * * *',
      async run(_tick, { tx }) {
        runs += 1;
        // Holds the claim a while, so the other replica's check meets it.
        await tx.query('select pg_sleep(0.2)');
      },
    });
    // A second pool on PostgreSQL; on PGlite the same in-process engine.
    const other = await openWorkerDatabase();
    try {
      const now = server.clock.now();
      const results = await Promise.all([
        checkSchedules(env(), [slow], now),
        checkSchedules(env(other), [slow], now),
      ]);
      expect(results.map(([result]) => result?.outcome).sort()).toEqual(['already-ran', 'ran']);
      expect(runs).toBe(1);
    } finally {
      if (other !== server.db) await other.close();
    }
  });
});
