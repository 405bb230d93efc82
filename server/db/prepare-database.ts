import { type ComposedAreas, seedDemo } from '../platform/compose-areas';
import { prepareJobQueue } from '../platform/jobs/job-runner';
import type { PasswordHasher } from '../services/password-hasher';
import type { Database } from './database';
import { migrate } from './migrate';
import type { Migration } from './migrations';
import { syncReferenceData } from './seed/reference-data';

/**
 * Everything a database needs before the server answers: migrations, the job queue's tables and
 * queues, reference data from the manifests, and (when asked and the database is empty) the demo: the
 * platform's, then each area's.
 * `migrations` and `areas` come from the registry (`allMigrations`, `composedAreas` of `server/areas/`).
 */
export async function prepareDatabase(
  db: Database,
  options: {
    migrations: readonly Migration[];
    areas: ComposedAreas;
    seedDemoData: boolean;
    passwordHasher: PasswordHasher;
    now: Date;
  },
): Promise<{ migrations: string[]; seededDemoData: boolean }> {
  const migrations = await migrate(db, options.migrations);
  await prepareJobQueue(db, options.areas.jobs);
  const seededDemoData = await db.transaction(async (tx) => {
    await syncReferenceData(tx);
    return options.seedDemoData ? seedDemo(tx, options.areas, options) : false;
  });
  // Fresh statistics for the planner: PGlite never runs autovacuum, so it would never gather them.
  await db.exec('analyze');
  return { migrations, seededDemoData };
}
