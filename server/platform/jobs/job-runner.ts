import type { Database } from '../../db/database';
import { checkSchedules, type ScheduleCheck } from '../schedules/run-schedules';
import type { ScheduleDefinition } from '../schedules/schedule';
import { jobSqlOver } from './job-sql';
import { assertDistinctQueueNames, type JobContext, type JobDefinition, loadPgBoss } from './jobs';
import { againOnDeadlock, registerSchedules, SCHEDULE_RETRY, workSchedules } from './schedule-queues';
import { type OnJobError, workQueue } from './work-queue';

/** How often an idle replica asks for due jobs. */
const POLLING_SECONDS = 2;
/** Jobs one replica takes per fetch. */
const BATCH_SIZE = 10;

/**
 * The job queue's own tables (pg-boss's schema `pgboss`, created and migrated by pg-boss under its
 * advisory lock, so replicas starting together do it once) and a queue per job the areas define.
 * Part of preparing a database, after its migrations.
 */
export async function prepareJobQueue(db: Database, jobs: readonly JobDefinition[]): Promise<void> {
  const PgBoss = await loadPgBoss();
  const boss = new PgBoss({ db: jobSqlOver(db), migrate: true, supervise: false, schedule: false });
  boss.on('error', () => undefined);
  await boss.start();
  for (const job of jobs) await againOnDeadlock(() => boss.createQueue(job.name));
  await boss.stop({ graceful: false, close: false, wait: true });
}

export interface JobRunner {
  /**
   * Runs each schedule's latest tick at `at` (the clock's now by default) that no replica has run, as
   * the runner does when it starts; answers what each did. For tests driving schedules with a manual
   * clock, and for an operator.
   */
  checkSchedules(at?: Date): Promise<ScheduleCheck[]>;
  /** Stops fetching; waits for the jobs in hand (up to `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobRunnerOptions extends JobContext {
  jobs: readonly JobDefinition[];
  /**
   * Every schedule of the server, the platform's and the areas' (`platformSchedules(config)`,
   * `composedAreas.schedules`): registered with pg-boss, and a registered one not among them is
   * unscheduled.
   */
  schedules: readonly ScheduleDefinition[];
  /** Told of a job or a tick that failed (it is retried) and of the queue's own errors. */
  onError: OnJobError;
  pollingSeconds?: number;
  /** How often pg-boss's cron worker moves a due schedule's job into its queue (5 s; tests shorten it). */
  cronWorkerSeconds?: number;
}

/**
 * Works the areas' jobs and the schedules on this replica. A due job is fetched by one replica only,
 * its handler runs, and it is marked done — or retried with backoff when the handler throws. pg-boss's
 * cron monitor (once across replicas, every 30 s) sends each schedule's job when its cron comes round;
 * the job runs the schedule's latest tick, claimed in the tick's own transaction. On start the runner
 * runs every tick due while no replica ran (the latest per schedule) before it answers. pg-boss's
 * maintenance (expiring stuck jobs, archiving) runs here too, once across replicas.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  assertDistinctQueueNames(options.jobs, options.schedules);
  const PgBoss = await loadPgBoss();
  const boss = new PgBoss({
    db: jobSqlOver(options.db),
    migrate: false,
    supervise: true,
    schedule: true,
    ...(options.cronWorkerSeconds ? { cronWorkerIntervalSeconds: options.cronWorkerSeconds } : {}),
  });
  boss.on('error', (error) => options.onError(error));
  await boss.start();
  const context: JobContext = { db: options.db, clock: options.clock, extensions: options.extensions };
  const work = { pollingIntervalSeconds: options.pollingSeconds ?? POLLING_SECONDS, batchSize: BATCH_SIZE };
  for (const job of options.jobs) {
    await workQueue(boss, job.name, work, (data) => job.handle(data, context), options.onError);
  }
  await registerSchedules(boss, options.schedules);
  await workSchedules(boss, { ...context, schedules: options.schedules, work, onError: options.onError });

  const check = async (at = options.clock.now()) => {
    const checks = await checkSchedules(context, options.schedules, at);
    for (const failed of checks.filter((one) => one.outcome === 'failed')) {
      options.onError(failed.error, { name: failed.name });
      // Left to the queue, which retries it with backoff; the claim keeps it to one run.
      await boss.send(failed.name, {}, SCHEDULE_RETRY);
    }
    return checks;
  };
  // The catch-up: ticks that came round while no replica ran (pg-boss's monitor only sends a tick
  // within a minute of it).
  await check();

  return {
    checkSchedules: check,
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, close: false, wait: true, timeout: timeoutMs });
    },
  };
}
