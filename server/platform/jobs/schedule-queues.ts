import { runLatestTick } from '../schedules/run-schedules';
import { type ScheduleDefinition, timeZoneOf } from '../schedules/schedule';
import type { JobContext } from './jobs';
import { type OnJobError, type WorkOptions, workQueue } from './work-queue';

type PgBoss = import('pg-boss');

/** A schedule's job that failed is tried again 5 times, 1 minute later, then doubling. */
export const SCHEDULE_RETRY = { retryLimit: 5, retryDelay: 60, retryBackoff: true } as const;

/**
 * Declares the schedules to pg-boss: a queue each (its name), and its cron and time zone in
 * `pgboss.schedule`, where the cron monitor of whichever replica holds the minute sends the schedule's
 * job when the cron comes round. A schedule registered earlier that none declares now is unscheduled.
 * Idempotent: every replica does it at start.
 */
export async function registerSchedules(
  boss: PgBoss,
  schedules: readonly ScheduleDefinition[],
): Promise<void> {
  for (const schedule of schedules) {
    await againOnDeadlock(() => boss.createQueue(schedule.name, { name: schedule.name, ...SCHEDULE_RETRY }));
    await againOnDeadlock(() =>
      boss.schedule(schedule.name, schedule.cron, {}, { tz: timeZoneOf(schedule), ...SCHEDULE_RETRY }),
    );
  }
  const declared = new Set(schedules.map((schedule) => schedule.name));
  for (const { name } of await boss.getSchedules()) {
    if (!declared.has(name)) await boss.unschedule(name);
  }
}

/** PostgreSQL's `deadlock_detected`: the statement's transaction was chosen to give way, and rolled back. */
const DEADLOCK_DETECTED = '40P01';

/**
 * Runs a step of the registration again when PostgreSQL chose it as a deadlock's victim: replicas
 * starting together create the same queues at once (pg-boss's queue creation takes its locks in no
 * fixed order; seen in CI with two runners on one server), and each step is idempotent. Up to five
 * tries, 20–120 ms apart (random, so the two do not meet again).
 */
export async function againOnDeadlock<T>(step: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if ((error as { code?: unknown }).code !== DEADLOCK_DETECTED || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 100));
    }
  }
}

/**
 * Works each schedule's queue: a job runs the schedule's latest tick at the clock's now. The tick is
 * claimed with its work, so a job delivered twice, a retry after a crash past the commit, or a job
 * delivered late after another replica ran the tick (the catch-up) changes nothing; a job whose tick
 * failed is failed, and pg-boss retries it.
 */
export async function workSchedules(
  boss: PgBoss,
  options: JobContext & { schedules: readonly ScheduleDefinition[]; work: WorkOptions; onError: OnJobError },
): Promise<void> {
  for (const schedule of options.schedules) {
    const runTick = () => runLatestTick(options, schedule, options.clock.now());
    await workQueue(boss, schedule.name, options.work, runTick, options.onError);
  }
}
