type PgBoss = import('pg-boss');

export interface WorkOptions {
  pollingIntervalSeconds: number;
  batchSize: number;
}

/** Told of a job that failed (it is retried) or of the queue's own errors. */
export type OnJobError = (error: unknown, job?: { name: string; id?: string }) => void;

/**
 * Works the queue `name` on this replica: each fetched job's `handle` runs, one by one, so a failure
 * fails (and retries, by the job's retry options) that job alone; the others are marked done.
 */
export async function workQueue(
  boss: PgBoss,
  name: string,
  work: WorkOptions,
  handle: (data: object) => Promise<unknown>,
  onError: OnJobError,
): Promise<void> {
  await boss.work<object>(name, work, async (fetched) => {
    for (const one of fetched) {
      try {
        await handle(one.data);
      } catch (error) {
        onError(error, { name, id: one.id });
        await boss.fail(name, one.id, { message: error instanceof Error ? error.message : String(error) });
        continue;
      }
      await boss.complete(name, one.id);
    }
  });
}
