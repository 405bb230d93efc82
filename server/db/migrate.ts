import type { Database } from './database';
import type { Migration } from './migrations';

/** Arbitrary constant: the advisory lock that keeps replicas from migrating at the same time. */
const MIGRATION_LOCK = 4_202_611;

/**
 * Applies every pending migration of `migrations` in one transaction and returns the ids it applied.
 * The list is composed by the caller — the core history, then the areas' own in dependency order
 * (`allMigrations` of `server/areas/index.ts`) — so the database layer knows nothing of areas.
 */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
    );
    const applied = new Set(
      (await tx.query<{ id: string }>('select id from schema_migrations')).map((row) => row.id),
    );
    const pending = migrations.filter((migration) => !applied.has(migration.id));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
    }
    return pending.map((migration) => migration.id);
  });
}
