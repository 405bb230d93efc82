import type { Database } from '../../db/database';
import type { Clock } from '../../services/clock';
import type { Extensions } from '../extension-point';
import { latestTick, type ScheduleDefinition } from './schedule';

/** What checking schedules needs: the database, the clock and the areas' extensions. */
export interface ScheduleEnvironment {
  db: Database;
  clock: Clock;
  extensions: Extensions;
}

/**
 * Claims a tick: the schedule's row moves to `tick_at` only when it is later than the tick last run.
 * Two claimers of one tick queue on the row (or on the first insert's key); the second sees the
 * first's tick once it commits and claims nothing, or claims it after a rollback. A replica whose clock
 * lags, computing an earlier tick, claims nothing either.
 */
const CLAIM = `
  insert into schedule_ticks as t (name, tick_at, ran_at) values ($1, $2::timestamptz, $3::timestamptz)
  on conflict (name) do update set tick_at = excluded.tick_at, ran_at = excluded.ran_at
    where t.tick_at < excluded.tick_at
  returning name`;

export type TickOutcome = 'ran' | 'already-ran';

export interface ScheduleCheck {
  name: string;
  /** The tick checked: the latest occurrence of the schedule's cron at the time of the check. */
  tickAt: Date;
  /** `failed`: the work threw, its transaction rolled back and the tick is left to run again. */
  outcome: TickOutcome | 'failed';
  error?: unknown;
}

/**
 * Runs the schedule's latest tick at `now` unless it (or a later one) has run: the claim and the work
 * in one transaction. Throws what the work throws, the tick then unclaimed.
 */
export async function runLatestTick(
  env: ScheduleEnvironment,
  schedule: ScheduleDefinition,
  now: Date,
): Promise<{ tickAt: Date; outcome: TickOutcome }> {
  const tick = latestTick(schedule, now);
  const outcome = await env.db.transaction(async (tx): Promise<TickOutcome> => {
    const claimed = await tx.query(CLAIM, [schedule.name, tick.at, now]);
    if (claimed.length === 0) return 'already-ran';
    await schedule.run(tick, { tx, clock: env.clock, extensions: env.extensions });
    return 'ran';
  });
  return { tickAt: tick.at, outcome };
}

/**
 * Checks every schedule at `now`, one after another: each runs its latest tick if no replica has.
 * What a runner does at start (the catch-up of ticks due while no replica ran) and what tests call to
 * drive schedules with a manual clock. A schedule whose work throws is reported, the others still run.
 */
export async function checkSchedules(
  env: ScheduleEnvironment,
  schedules: readonly ScheduleDefinition[],
  now: Date,
): Promise<ScheduleCheck[]> {
  const checks: ScheduleCheck[] = [];
  for (const schedule of schedules) {
    try {
      checks.push({ name: schedule.name, ...(await runLatestTick(env, schedule, now)) });
    } catch (error) {
      checks.push({ name: schedule.name, tickAt: latestTick(schedule, now).at, outcome: 'failed', error });
    }
  }
  return checks;
}
