import type { Database, Queryable } from '../../db/database';
import type { Clock } from '../../services/clock';
import type { Extensions } from '../extension-point';
import { jobSqlOver } from './job-sql';

/**
 * Jobs in PostgreSQL (pg-boss): work that must happen later — an approval's reminder, a contract's
 * expiry — sent inside the transaction of the step that calls for it, kept in the database (a restart
 * loses nothing), fetched with `FOR UPDATE SKIP LOCKED` so one replica of many runs each, retried when
 * a replica dies mid-job. A handler runs its own transaction and checks the state it acts on, so a
 * job run again (a retry after a crash past its commit) changes nothing twice.
 */

/** What a job's handler works with. */
export interface JobContext {
  db: Database;
  clock: Clock;
  extensions: Extensions;
}

/** A kind of job an area runs: its name (`<area>.<what>`) and what it does with a job's data. */
export interface JobDefinition<Data extends object = object> {
  name: string;
  handle(data: Data, context: JobContext): Promise<void>;
}

export function defineJob<Data extends object>(job: JobDefinition<Data>): JobDefinition<Data> {
  return job;
}

/**
 * A job's name with the type of its data: what a sender needs, without the handler's module (a step
 * sends the job its own area later runs, and the handler may call that step's code again).
 */
export interface JobName<Data extends object> {
  name: string;
  /** Never set: carries `Data` for `sendJob` and `defineJob`. */
  readonly data?: Data;
}

export const jobName = <Data extends object>(name: string): JobName<Data> => ({ name });

export interface SendOptions {
  /** Not before this instant (the job waits in the database until then). */
  startAfter: Date;
  /** Makes a second send of the same key a no-op while the first is waiting or running. */
  singletonKey?: string;
}

/**
 * Jobs and schedules are pg-boss queues by their names: a name declared twice, or by a job and a
 * schedule, fails at start.
 */
export function assertDistinctQueueNames(
  jobs: readonly { name: string }[],
  schedules: readonly { name: string }[],
): void {
  const names = new Set<string>();
  for (const [kind, { name }] of [
    ...jobs.map((job) => ['任务', job] as const),
    ...schedules.map((schedule) => ['定时任务', schedule] as const),
  ]) {
    if (names.has(name)) throw new Error(`${kind} ${name} 被重复声明（任务与定时任务的名称不能相同）`);
    names.add(name);
  }
}

type PgBoss = import('pg-boss');

/** pg-boss, loaded on first use (as ExcelJS is): most requests send no job. */
export async function loadPgBoss(): Promise<typeof import('pg-boss')> {
  return (await import('pg-boss')).default;
}

/** A pg-boss that only builds statements (never started): `send` goes through the caller's transaction. */
let sender: Promise<PgBoss> | undefined;
function jobSender(): Promise<PgBoss> {
  sender ??= loadPgBoss().then(
    (PgBoss) =>
      new PgBoss({
        db: { executeSql: () => Promise.reject(new Error('jobs are sent through a transaction')) },
        schedule: false,
        supervise: false,
        migrate: false,
      }),
  );
  return sender;
}

/** Sends a job in `tx`: it exists once the transaction commits, and never if it rolls back. */
export async function sendJob<Data extends object>(
  tx: Queryable,
  job: JobName<Data>,
  data: Data,
  options: SendOptions,
): Promise<void> {
  await (await jobSender()).send(job.name, data, {
    startAfter: options.startAfter,
    singletonKey: options.singletonKey,
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    db: jobSqlOver(tx),
  });
}
