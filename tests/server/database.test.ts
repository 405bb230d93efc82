import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allMigrations, composedAreas } from '../../server/areas';
import { migrate } from '../../server/db/migrate';
import { prepareDatabase } from '../../server/db/prepare-database';
import { syncReferenceData } from '../../server/db/seed/reference-data';
import { Argon2PasswordHasher } from '../../server/services/password-hasher';
import { openPgliteOnDisk, openWorkerDatabase } from './support/test-database';

const hasher = new Argon2PasswordHasher({ memoryCost: 1024, timeCost: 1 });
const composed = { migrations: allMigrations, areas: composedAreas };

describe('migrations and reference data', () => {
  it('applies each migration once, however often it runs', async () => {
    const db = await openWorkerDatabase();
    expect(await migrate(db, allMigrations)).toEqual([]);
    const applied = await db.query<{ id: string }>('select id from schema_migrations');
    // The core history, then the areas' own migrations (server/areas/), each once. (The worker's
    // database may also hold those of a fixture area an earlier suite of the worker served.)
    const registry = new Set(allMigrations.map((migration) => migration.id));
    expect(
      applied
        .map((row) => row.id)
        .filter((id) => registry.has(id))
        .sort(),
    ).toEqual([...registry].sort());
    expect(new Set(applied.map((row) => row.id)).size).toBe(applied.length);
    await db.close();
  });

  it('keeps resources and the catalogue in line with the manifests, idempotently', async () => {
    const db = await openWorkerDatabase();
    const count = async () =>
      (
        await db.query<{ resources: number; applications: number }>(
          'select (select count(*)::int from resources) as resources, (select count(*)::int from applications) as applications',
        )
      )[0];
    const before = await count();
    await db.transaction((tx) => syncReferenceData(tx));
    expect(await count()).toEqual(before);
    expect(before!.applications).toBeGreaterThanOrEqual(50);
    const categories = await db.query<{ count: number }>(
      'select count(distinct category)::int as count from applications',
    );
    expect(categories[0]!.count).toBeGreaterThanOrEqual(6);
    await db.close();
  });
});

describe('embedded database on disk', () => {
  let dataDir = '';
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-db-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps its data across a restart, and seeds the demo data only once', async () => {
    const now = new Date('2026-11-22T09:00:00Z');
    const first = await openPgliteOnDisk(dataDir);
    expect(
      await prepareDatabase(first, { ...composed, seedDemoData: true, passwordHasher: hasher, now }),
    ).toMatchObject({
      seededDemoData: true,
    });
    await first.query("update organizations set logo_url = '/kept.png' where unique_id = 'xinghe-park'");
    await first.close();

    const second = await openPgliteOnDisk(dataDir);
    expect(
      await prepareDatabase(second, { ...composed, seedDemoData: true, passwordHasher: hasher, now }),
    ).toEqual({
      migrations: [],
      seededDemoData: false,
    });
    const rows = await second.query<{ logo_url: string }>(
      "select logo_url from organizations where unique_id = 'xinghe-park'",
    );
    expect(rows).toEqual([{ logo_url: '/kept.png' }]);
    const accounts = await second.query<{ count: number }>('select count(*)::int as count from accounts');
    expect(accounts[0]!.count).toBe(7);
    await second.close();
  }, 60_000);
});
