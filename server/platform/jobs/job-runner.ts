import type { Database } from '../../db/database';
import { jobSqlOver } from './job-sql';
import { type JobContext, type JobDefinition, loadPgBoss } from './jobs';

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
  for (const job of jobs) await boss.createQueue(job.name);
  await boss.stop({ graceful: false, close: false, wait: true });
}

export interface JobRunner {
  /** Stops fetching; waits for the jobs in hand (up to `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobRunnerOptions extends JobContext {
  jobs: readonly JobDefinition[];
  /** Told of a job that failed (it is retried) and of the queue's own errors. */
  onError(error: unknown, job?: { name: string; id: string }): void;
  pollingSeconds?: number;
}

/**
 * Works the areas' jobs on this replica: each due job is fetched by one replica only, its handler
 * runs, and it is marked done — or retried with backoff when the handler throws. pg-boss's
 * maintenance (expiring stuck jobs, archiving) runs here too, once across replicas.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const PgBoss = await loadPgBoss();
  const boss = new PgBoss({ db: jobSqlOver(options.db), migrate: false, supervise: true, schedule: false });
  boss.on('error', (error) => options.onError(error));
  await boss.start();
  const context: JobContext = { db: options.db, clock: options.clock, extensions: options.extensions };
  for (const job of options.jobs) {
    await boss.work<object>(
      job.name,
      { pollingIntervalSeconds: options.pollingSeconds ?? POLLING_SECONDS, batchSize: BATCH_SIZE },
      async (fetched) => {
        // One by one: a failure fails (and retries) that job alone.
        for (const one of fetched) {
          try {
            await job.handle(one.data, context);
          } catch (error) {
            options.onError(error, { name: job.name, id: one.id });
            await boss.fail(job.name, one.id, {
              message: error instanceof Error ? error.message : String(error),
            });
            continue;
          }
          await boss.complete(job.name, one.id);
        }
      },
    );
  }
  return {
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, close: false, wait: true, timeout: timeoutMs });
    },
  };
}
