import { composedAreas } from '../../../../server/areas';
import type { Database } from '../../../../server/db/database';
import { type JobRunner, startJobRunner } from '../../../../server/platform/jobs/job-runner';
import { jobName, sendJob } from '../../../../server/platform/jobs/jobs';
import { defineSchedule, type ScheduleDefinition } from '../../../../server/platform/schedules/schedule';
import { DAY } from '../../support/manual-clock';
import { openWorkerDatabase } from '../../support/test-database';
import { setupTestServer } from '../../support/test-server';

const server = setupTestServer();

/** A schedule counting its runs (the work itself in the tick's transaction), failing the first `failures`. */
function counted(name: string, cron = '0 3 * * *') {
  const runs: string[] = [];
  const state = { failures: 0 };
  const schedule = defineSchedule({
    name,
    cron,
    async run(tick, { tx }) {
      await tx.query('select 1');
      if (state.failures > 0) {
        state.failures -= 1;
        throw new Error(`${name} failed`);
      }
      runs.push(tick.day);
    },
  });
  return { schedule, runs, state };
}

const errors: unknown[] = [];
const runners: JobRunner[] = [];
const pools: Database[] = [];

async function start(
  schedules: ScheduleDefinition[],
  options: { db?: Database; cronWorkerSeconds?: number } = {},
): Promise<JobRunner> {
  const runner = await startJobRunner({
    db: options.db ?? server.db,
    clock: server.clock,
    extensions: composedAreas.extensions,
    jobs: [],
    schedules,
    pollingSeconds: 0.5,
    cronWorkerSeconds: options.cronWorkerSeconds,
    onError: (error) => errors.push(error),
  });
  runners.push(runner);
  return runner;
}

async function stopAll() {
  await Promise.all(runners.splice(0).map((runner) => runner.stop(2_000)));
}

/** A second replica's own pool on PostgreSQL; the same in-process engine on PGlite. */
async function secondPool(): Promise<Database> {
  const db = await openWorkerDatabase();
  pools.push(db);
  return db;
}

async function waitFor(condition: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const jobStates = async (name: string) =>
  (
    await server.db.query<{ state: string }>(
      'select state::text as state from pgboss.job where name = $1 order by created_on',
      [name],
    )
  ).map((row) => row.state);

const claimed = async (name: string) =>
  (
    await server.db.query<{ tickAt: string }>(
      `select to_char(tick_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as "tickAt" from schedule_ticks where name = $1`,
      [name],
    )
  ).map((row) => row.tickAt);

beforeEach(() => {
  errors.length = 0;
});
afterEach(async () => {
  await stopAll();
  await Promise.all(pools.splice(0).map((db) => (db === server.db ? undefined : db.close())));
  // pg-boss's schedules outlive the reset between tests (its schema is its own): none left behind.
  await server.db.query(`delete from pgboss.schedule where name like 'fixture.%'`);
});

// The manual clock starts at 2026-11-22T09:00Z, 17:00 in Shanghai: the latest 03:00 is 2026-11-21T19:00Z.
describe('the job runner’s schedules', () => {
  it('registers each schedule with pg-boss (cron, time zone, retries) and unschedules one no longer declared', async () => {
    const kept = counted('fixture.kept').schedule;
    const removed = counted('fixture.removed', '30 8 * * 1').schedule;
    await start([kept, removed]);
    const registered = () =>
      server.db.query<{ name: string; cron: string; timezone: string; retries: number }>(
        `select name, cron, timezone, (options->>'retryLimit')::int as retries from pgboss.schedule order by name`,
      );
    expect(await registered()).toEqual([
      { name: 'fixture.kept', cron: '0 3 * * *', timezone: 'Asia/Shanghai', retries: 5 },
      { name: 'fixture.removed', cron: '30 8 * * 1', timezone: 'Asia/Shanghai', retries: 5 },
    ]);
    await stopAll();
    await start([kept]);
    expect((await registered()).map((row) => row.name)).toEqual(['fixture.kept']);
    expect(errors).toEqual([]);
  });

  it('runs on start a tick that came round while no replica ran: once, however many replicas start or restart', async () => {
    const { schedule, runs } = counted('fixture.daily');
    // Two replicas start together, each on its own pool.
    await Promise.all([start([schedule]), start([schedule], { db: await secondPool() })]);
    expect(runs).toEqual(['2026-11-22']);
    await stopAll();
    await start([schedule]);
    expect(runs).toEqual(['2026-11-22']);
    await stopAll();

    // Down for two days: the latest missed tick runs once at the restart (the older one coalesces into it).
    server.clock.advance(2 * DAY);
    await Promise.all([start([schedule]), start([schedule], { db: await secondPool() })]);
    expect(runs).toEqual(['2026-11-22', '2026-11-24']);
    expect(await claimed('fixture.daily')).toEqual(['2026-11-23T19:00']);
    expect(errors).toEqual([]);
  });

  it('runs once when two replicas on their own pools check at the same manual time', async () => {
    const { schedule, runs } = counted('fixture.daily');
    const [first, second] = await Promise.all([
      start([schedule]),
      start([schedule], { db: await secondPool() }),
    ]);
    server.clock.advance(DAY);
    const checks = await Promise.all([first!.checkSchedules(), second!.checkSchedules()]);
    expect(checks.map(([check]) => check?.outcome).sort()).toEqual(['already-ran', 'ran']);
    expect(runs).toEqual(['2026-11-22', '2026-11-23']);
  });

  it('runs a tick delivered as a job (what pg-boss’s cron monitor sends) once; a second delivery changes nothing', async () => {
    const { schedule, runs } = counted('fixture.daily');
    await start([schedule]);
    server.clock.advance(DAY);
    const delivered = jobName<object>('fixture.daily');
    // Due for the database too, which keeps its own time.
    const due = { startAfter: new Date(Date.now() - 1_000) };
    await sendJob(server.db, delivered, {}, due);
    await sendJob(server.db, delivered, {}, due);
    await waitFor(
      async () => (await jobStates('fixture.daily')).join() === 'completed,completed',
      'both deliveries',
    );
    expect(runs).toEqual(['2026-11-22', '2026-11-23']);
    expect(await claimed('fixture.daily')).toEqual(['2026-11-22T19:00']);
    expect(errors).toEqual([]);
  });

  it('retries a tick whose work throws, leaving it unclaimed until a try succeeds', async () => {
    const { schedule, runs, state } = counted('fixture.daily');
    // The catch-up at start fails, then the first retry of the queue.
    state.failures = 2;
    await start([schedule]);
    expect(errors).toEqual([new Error('fixture.daily failed')]);
    await waitFor(
      async () => (await jobStates('fixture.daily')).join() === 'retry',
      'the first retry to fail',
    );
    expect(errors).toHaveLength(2);
    expect(await claimed('fixture.daily')).toEqual([]);
    expect(runs).toEqual([]);

    // Its backoff over (the database's time moved on instead of waiting a minute).
    await server.db.query(`update pgboss.job set start_after = now() where name = 'fixture.daily'`);
    await waitFor(async () => (await jobStates('fixture.daily')).join() === 'completed', 'the retry');
    expect(runs).toEqual(['2026-11-22']);
    expect(await claimed('fixture.daily')).toEqual(['2026-11-21T19:00']);
  });

  it('is triggered in production by pg-boss’s cron monitor: it sends the schedule’s job, which the runner works', async () => {
    // Every minute, so pg-boss's monitor (on the real clock) finds it due whenever it looks.
    const { schedule, runs } = counted('fixture.minutely', '* * * * *');
    await start([schedule]);
    await stopAll();
    // The monitor looks once per 30 s across replicas: as if none had looked lately.
    await server.db.query('update pgboss.version set cron_on = null');
    await start([schedule], { cronWorkerSeconds: 1 });
    await waitFor(
      async () => (await jobStates('fixture.minutely')).includes('completed'),
      'the job sent by the cron monitor',
    );
    // The tick ran once: at the first start's catch-up; the job sent for it found it claimed.
    expect(runs).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
