import { type AreaManifest, areaManifests } from '../../manifests';
import { setUpOrganizations } from '../domain/organizations';
import { type ComposedAreas, seedDemo } from '../platform/compose-areas';
import { prepareJobQueue } from '../platform/jobs/job-runner';
import type { PasswordHasher } from '../services/password-hasher';
import type { Database } from './database';
import { migrate } from './migrate';
import type { Migration } from './migrations';
import { syncReferenceData } from './seed/reference-data';

/**
 * Everything a database needs before the server answers: migrations, the job queue's tables and
 * queues, reference data from the manifests, (when asked and the database is empty) the demo — the
 * platform's, then each area's — and the areas' set-ups of every organisation (`organizationSetups`).
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
    /**
     * The manifests the reference data comes from (resources, applications): the registry's
     * (`areaManifests`) unless a composition serves more areas (the browser tests' fixture server).
     */
    manifests?: readonly AreaManifest[];
  },
): Promise<{ migrations: string[]; seededDemoData: boolean }> {
  const manifests = options.manifests ?? areaManifests;
  const migrations = await migrate(db, options.migrations);
  await prepareJobQueue(db, options.areas.jobs);
  const seededDemoData = await db.transaction(async (tx) => {
    await syncReferenceData(tx, manifests);
    return options.seedDemoData ? seedDemo(tx, options.areas, { ...options, manifests }) : false;
  });
  // What every organisation must hold (an approval type's template…), for those created before an
  // area or a type came: idempotent, each organisation in its own transaction.
  await setUpOrganizations(db, options.areas.extensions, options.now);
  // Fresh statistics for the planner: PGlite never runs autovacuum, so it would never gather them.
  await db.exec('analyze');
  return { migrations, seededDemoData };
}
