import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { allMigrations, composedAreas } from '../../../server/areas';
import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { PgliteDatabase } from '../../../server/db/pglite-database';
import { PostgresDatabase } from '../../../server/db/postgres-database';
import { clientDigest, DEMO_PASSWORD } from '../../../server/db/seed/demo-data';
import { syncReferenceData } from '../../../server/db/seed/reference-data';
import { seedDemo } from '../../../server/platform/compose-areas';
import type { PasswordHasher } from '../../../server/services/password-hasher';
import type { WorkerDatabaseSlot } from './server-environment';

declare global {
  var __atriumWorkerDatabase: WorkerDatabaseSlot | undefined;
}

/** An embedded database in a folder, created outside Jest's sandbox (PGlite loads its file system lazily). */
export async function openPgliteOnDisk(dataDir: string): Promise<PgliteDatabase> {
  return PgliteDatabase.wrap(await slot().pgliteOnDisk(dataDir), 'adopted');
}

/** Set by `npm run test:pg`: the same suites then run against a real PostgreSQL server. */
export const postgresUrl = process.env.ATRIUM_TEST_DATABASE_URL;

function slot(): WorkerDatabaseSlot {
  const value = globalThis.__atriumWorkerDatabase;
  if (!value) throw new Error('server tests must run in tests/server/support/server-environment.ts');
  return value;
}

/** A database of this worker's own on the PostgreSQL server, created on first use. */
async function openWorkerPostgres(url: string): Promise<Database> {
  const name = `atrium_test_w${process.env.JEST_WORKER_ID ?? '1'}`;
  if (!slot().memo.has(`created:${name}`)) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
    await admin.end();
    slot().memo.set(`created:${name}`, true);
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return PostgresDatabase.open(target.toString(), 4);
}

/** This worker's database, migrated and holding the reference data (catalogue, resources). */
export async function openWorkerDatabase(): Promise<Database> {
  const db = postgresUrl
    ? await openWorkerPostgres(postgresUrl)
    : PgliteDatabase.wrap(await slot().pglite(), 'borrowed');
  if (!slot().memo.has('prepared')) {
    await migrate(db, allMigrations);
    await db.transaction((tx) => syncReferenceData(tx));
    slot().memo.set('prepared', true);
  }
  return db;
}

// An area's own tables (server/areas/) reference organizations, so the truncate's cascade empties them.
const mutableTables = [
  'accounts',
  'organizations',
  'memberships',
  'organization_applications',
  'roles',
  'role_resources',
  'member_roles',
  'sessions',
  'captchas',
  'password_tickets',
  'login_throttle',
  'member_favorite_applications',
  'member_layouts',
  'member_application_usage',
  'departments',
  'member_departments',
  'message_contents',
  'message_content_departments',
  'messages',
];

/** Empties every table the tests change and seeds the demo organisations again. */
export async function resetDatabase(db: Database, hasher: PasswordHasher, now: Date): Promise<void> {
  const memo = slot().memo;
  let passwordHash = memo.get('demoPasswordHash') as string | undefined;
  if (!passwordHash) {
    passwordHash = await hasher.hash(clientDigest(DEMO_PASSWORD));
    memo.set('demoPasswordHash', passwordHash);
  }
  await db.exec(`truncate ${mutableTables.join(', ')} restart identity cascade`);
  await db.transaction((tx) => seedDemo(tx, composedAreas, { passwordHasher: hasher, now, passwordHash }));
}

export type { PGlite };
