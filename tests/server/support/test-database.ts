import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type AreaManifest, areaManifests } from '../../../manifests';
import { allMigrations, composedAreas } from '../../../server/areas';
import type { Database, Queryable } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import type { Migration } from '../../../server/db/migrations/migration';
import { PgliteDatabase } from '../../../server/db/pglite-database';
import { PostgresDatabase } from '../../../server/db/postgres-database';
import { clientDigest, DEMO_PASSWORD } from '../../../server/db/seed/demo-data';
import { syncReferenceData } from '../../../server/db/seed/reference-data';
import { type ComposedAreas, seedDemo } from '../../../server/platform/compose-areas';
import { prepareJobQueue } from '../../../server/platform/jobs/job-runner';
import type { PasswordHasher } from '../../../server/services/password-hasher';
import type { WorkerDatabaseSlot } from './server-environment';

// The one file of the harness that imports the server's database and seed modules: when they move,
// only these imports change. The suites take the demo password from here.
export { clientDigest, DEMO_PASSWORD };

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

/** The worker's Ajv compiler for the apps its suites build (see server-environment.ts). */
export function workerValidators(): WorkerDatabaseSlot['buildValidator'] {
  return slot().buildValidator;
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

/**
 * What the demo a suite's tests start from is seeded with: the registry's areas and manifests, or a
 * suite's own composition (a fixture area beside the registry's, `tests/fixtures/equipment-loan/`),
 * whose tables are then migrated into the worker's database, whose manifests' resources are synced,
 * and whose set-ups and seeds run as the demo is seeded.
 */
export interface SeedScope {
  areas: ComposedAreas;
  manifests: readonly AreaManifest[];
}

const REGISTRY_SCOPE: SeedScope = { areas: composedAreas, manifests: areaManifests };

/** Names a scope by what it seeds: its areas and manifests, in order. */
const scopeKey = (scope: SeedScope) =>
  `${scope.areas.areas.map((area) => area.id).join(',')}|${scope.manifests.map((manifest) => manifest.id).join(',')}`;

/** The migrations a scope applies: the core history and every area's, the registry's first. */
function migrationsOf(scope: SeedScope): readonly Migration[] {
  if (scope === REGISTRY_SCOPE) return allMigrations;
  const known = new Set(allMigrations.map((migration) => migration.id));
  return [...allMigrations, ...scope.areas.migrations.filter((migration) => !known.has(migration.id))];
}

/**
 * This worker's database, migrated and holding the reference data (catalogue, resources); with a
 * scope, its areas' tables too (kept for the worker's later suites, which see them empty).
 */
export async function openWorkerDatabase(scope: SeedScope = REGISTRY_SCOPE): Promise<Database> {
  const db = postgresUrl
    ? await openWorkerPostgres(postgresUrl)
    : PgliteDatabase.wrap(await slot().pglite(), 'borrowed');
  if (!slot().memo.has('prepared')) {
    await migrate(db, allMigrations);
    await prepareJobQueue(db, composedAreas.jobs);
    await db.transaction((tx) => syncReferenceData(tx));
    slot().memo.set('prepared', true);
  }
  if (scope !== REGISTRY_SCOPE && !slot().memo.has(`prepared:${scopeKey(scope)}`)) {
    await migrate(db, migrationsOf(scope));
    await prepareJobQueue(db, scope.areas.jobs);
    slot().memo.set(`prepared:${scopeKey(scope)}`, true);
  }
  return db;
}

let scratchCount = 0;

/**
 * Runs `work` on an empty schema of the worker's database, as on a database nobody has migrated yet,
 * then drops it: for tests that migrate from nothing or from an old history. Unqualified names (every
 * migration's) resolve to the scratch schema alone, so its tables are the only ones seen; a second
 * engine on disk costs seconds to start, this a few milliseconds.
 */
export async function withEmptySchema<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const schema = `atrium_scratch_${process.env.JEST_WORKER_ID ?? '1'}_${++scratchCount}`;
  const owner = await openWorkerDatabase();
  await owner.exec(`drop schema if exists ${schema} cascade; create schema ${schema}`);
  let db: Database;
  if (postgresUrl) {
    const url = new URL(postgresUrl);
    url.pathname = `/atrium_test_w${process.env.JEST_WORKER_ID ?? '1'}`;
    url.searchParams.set('options', `-c search_path=${schema}`);
    db = await PostgresDatabase.open(url.toString(), 2);
  } else {
    // The worker's one PGlite connection: its search path is set for the work and put back after.
    db = owner;
    await db.exec(`set search_path to ${schema}`);
  }
  try {
    return await work(db);
  } finally {
    if (postgresUrl) await db.close();
    else await db.exec('reset search_path');
    await owner.exec(`drop schema if exists ${schema} cascade`);
  }
}

/**
 * Where the harness keeps, beside the application's schema, a copy of every table as seeded and the
 * names of the tables written since the last reset. `fingerprintTables` reads the current schema only.
 */
const SEED = 'atrium_test_seed';

/** What a reset runs, prepared once per worker from the catalogue (see `prepareSeededState`). */
interface SeededState {
  /** Per table of the application: its rows deleted and copied back from the seeded copy. */
  restore: Map<string, string>;
  /** Every sequence of the application's schema back to its value after seeding. */
  sequences: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Seeds the demo data once per worker and keeps a copy of it. Every table of the application's schema
 * takes part but `schema_migrations` — those of areas added later, and the reference tables, which a
 * test may change too — read from the catalogue, not from a list kept by hand. A statement trigger on
 * each table notes that it was written, so a reset copies back only those tables (a test writes a few).
 */
async function prepareSeededState(
  db: Database,
  hasher: PasswordHasher,
  now: Date,
  scope: SeedScope,
): Promise<SeededState> {
  const tables = (
    await db.query<{ name: string }>(
      `select table_name::text as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'schema_migrations'
        order by table_name`,
    )
  ).map((row) => row.name);
  const passwordHash = await hasher.hash(clientDigest(DEMO_PASSWORD));
  await db.exec(
    `drop schema if exists ${SEED} cascade;
     truncate ${tables.map(quote).join(', ')} restart identity cascade`,
  );
  await db.transaction(async (tx) => {
    await syncReferenceData(tx, scope.manifests);
    await seedDemo(tx, scope.areas, {
      passwordHasher: hasher,
      now,
      passwordHash,
      manifests: scope.manifests,
    });
  });
  // PGlite never runs autovacuum: fresh statistics keep the planner on indexes as the tables change.
  await db.exec('analyze');

  await db.exec(
    `create schema ${SEED};
     create table ${SEED}.written (name text primary key);
     create function ${SEED}.note_written() returns trigger language plpgsql as $$
       begin
         insert into ${SEED}.written values (tg_table_name) on conflict do nothing;
         return null;
       end $$;`,
  );
  const restore = new Map<string, string>();
  for (const table of tables) {
    // Generated columns are computed again; identity columns take the copied value.
    const columns = (
      await db.query<{ name: string }>(
        `select attname::text as name from pg_attribute
          where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
          order by attnum`,
        [quote(table)],
      )
    )
      .map((row) => quote(row.name))
      .join(', ');
    await db.exec(
      `create table ${SEED}.${quote(table)} as select ${columns} from ${quote(table)};
       create trigger atrium_test_note_written after insert or update or delete or truncate on ${quote(table)}
         for each statement execute function ${SEED}.note_written();`,
    );
    restore.set(
      table,
      `delete from ${quote(table)};
       insert into ${quote(table)} (${columns}) overriding system value select ${columns} from ${SEED}.${quote(table)};`,
    );
  }
  // The job queue's jobs (pg-boss's own schema): none after a reset, as none after seeding.
  await db.exec(
    `delete from pgboss.job;
     create trigger atrium_test_note_written after insert or update or delete on pgboss.job
       for each statement execute function ${SEED}.note_written();`,
  );
  restore.set('job', 'delete from pgboss.job;');
  // Sequences are not transactional: a rolled-back insert moves one on without writing its table.
  const sequences = await db.query<{ name: string; value: string; called: boolean }>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
            coalesce(last_value, start_value)::text as value, last_value is not null as called
       from pg_sequences where schemaname = current_schema() order by 1`,
  );
  return {
    restore,
    sequences: sequences.length
      ? `select ${sequences
          .map((seq) => `setval('${seq.name.replaceAll("'", "''")}', ${seq.value}, ${seq.called})`)
          .join(', ')};`
      : '',
  };
}

/**
 * The worker's seeded state, prepared again only if a suite's clock starts at another time or it
 * seeds another scope (about a second: a fixture suite pays it, and the next registry suite of the
 * worker once more).
 */
async function seededState(
  db: Database,
  hasher: PasswordHasher,
  now: Date,
  scope: SeedScope,
): Promise<SeededState> {
  const memo = slot().memo;
  const key = `seededState:${now.toISOString()}:${scopeKey(scope)}`;
  let state = memo.get(key) as Promise<SeededState> | undefined;
  if (!state) {
    for (const other of [...memo.keys()].filter((name) => name.startsWith('seededState:')))
      memo.delete(other);
    state = prepareSeededState(db, hasher, now, scope);
    memo.set(key, state);
    state.catch(() => memo.delete(key));
  }
  return state;
}

/**
 * Brings every table the tests change back to the demo data as seeded at `now` (the tests' clock
 * start): the first call of a worker seeds and copies it, later calls copy back only the tables written
 * since, with triggers, foreign keys and cascades off while they do (`session_replication_role`).
 */
export async function resetDatabase(
  db: Database,
  hasher: PasswordHasher,
  now: Date,
  scope: SeedScope = REGISTRY_SCOPE,
): Promise<void> {
  const state = await seededState(db, hasher, now, scope);
  await db.transaction(async (tx: Queryable) => {
    const written = await tx.query<{ name: string }>(`delete from ${SEED}.written returning name`);
    const restores = written.flatMap((row) => state.restore.get(row.name) ?? []);
    await tx.exec(
      `set local session_replication_role = replica;
       ${restores.join('\n')}
       ${state.sequences}`,
    );
  });
}

export type { PGlite };
