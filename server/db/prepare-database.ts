import type { PasswordHasher } from '../services/password-hasher';
import type { Database } from './database';
import { migrate } from './migrate';
import { seedDemoData } from './seed/demo-data';
import { syncReferenceData } from './seed/reference-data';

/**
 * Everything a database needs before the server answers: migrations, reference data from the
 * manifests, and (when asked and the database is empty) the demo organisations and accounts.
 */
export async function prepareDatabase(
  db: Database,
  options: { seedDemoData: boolean; passwordHasher: PasswordHasher; now: Date },
): Promise<{ migrations: string[]; seededDemoData: boolean }> {
  const migrations = await migrate(db);
  const seededDemoData = await db.transaction(async (tx) => {
    await syncReferenceData(tx);
    return options.seedDemoData ? seedDemoData(tx, options) : false;
  });
  // Fresh statistics for the planner: PGlite never runs autovacuum, so it would never gather them.
  await db.exec('analyze');
  return { migrations, seededDemoData };
}
