import { Type } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { allMigrations, serverAreas } from '../../../server/areas';
import {
  areaMigrations,
  defineServerArea,
  registerServerAreas,
  type ServerArea,
} from '../../../server/areas/define-server-area';
import { migrate } from '../../../server/db/migrate';
import { migrations as coreMigrations } from '../../../server/db/migrations';
import { visitorLogManifest } from '../../fixtures/visitor-log/manifest';
import { visitorLogServerArea } from '../../fixtures/visitor-log/server-area';
import { openWorkerDatabase } from '../support/test-database';

const area = (id: string, migrationIds: string[] = []): ServerArea => ({
  id,
  manifest: { ...visitorLogManifest, id },
  routes: async () => undefined,
  migrations: migrationIds.map((migrationId) => ({ id: migrationId, sql: 'select 1' })),
});

describe('the server area contract', () => {
  it('lists the shipped areas, the core history first in what migrate applies', () => {
    expect(serverAreas.map((entry) => entry.id)).toContain('notice');
    expect(allMigrations.slice(0, coreMigrations.length)).toEqual(coreMigrations);
  });

  it('refuses an area whose manifest is not its own, and migrations not named after it', () => {
    expect(() => defineServerArea({ ...visitorLogServerArea, id: 'visitors' })).toThrow(
      '服务端区域 visitors 的清单标识是 visitor-log，两者必须一致',
    );
    expect(() =>
      defineServerArea({ ...area('visitor-log'), migrations: [{ id: '0007-visits', sql: '' }] }),
    ).toThrow('服务端区域 visitor-log 的迁移 0007-visits 必须以「visitor-log-」开头');
  });

  it("orders the areas' migrations by area id, each area's as listed, and refuses duplicates", () => {
    const ids = areaMigrations([
      area('parking', ['parking-0001', 'parking-0002']),
      area('assets', ['assets-0001']),
    ]).map((migration) => migration.id);
    expect(ids).toEqual(['assets-0001', 'parking-0001', 'parking-0002']);
    expect(() => areaMigrations([area('assets'), area('assets')])).toThrow('服务端区域 assets 被重复注册');
    expect(() => areaMigrations([area('assets', ['assets-0001', 'assets-0001'])])).toThrow(
      '迁移 assets-0001 被重复声明',
    );
  });

  it("applies an area's migrations after the core history, each once", async () => {
    const db = await openWorkerDatabase();
    try {
      const withFixture = [...allMigrations, ...areaMigrations([visitorLogServerArea])];
      expect(await migrate(db, withFixture)).toEqual(['visitor-log-0001-visits']);
      expect(await migrate(db, withFixture)).toEqual([]);
      await db.query(
        "insert into visitor_log_visits (organization_id, name) select id, '赵敏' from organizations limit 1",
      );
    } finally {
      // The worker's database is shared with the other suites: leave it as the shipped history made it.
      await db.exec(
        "drop table if exists visitor_log_visits; delete from schema_migrations where id like 'visitor-log-%'",
      );
      await db.close();
    }
  });

  it('registers its routes in a scope of their own', async () => {
    const app = Fastify();
    await registerServerAreas(app, [visitorLogServerArea]);
    await app.ready();
    expect(app.hasRoute({ method: 'POST', url: '/enterprise/v1/visitor-log/visit/list' })).toBe(true);
    await app.close();
  });

  it('refuses at start a route behind a code its manifest does not declare', async () => {
    const app = Fastify();
    const stray = defineServerArea({
      ...visitorLogServerArea,
      routes: async (scope) => {
        scope.post(
          '/enterprise/v1/visitor-log/notice',
          {
            config: { permission: ['VISITOR_LOG_LIST', 'NOTICE_PUBLISH'] },
            schema: { body: Type.Object({}) },
          },
          async () => null,
        );
      },
    });
    await expect(registerServerAreas(app, [stray]).then(() => app.ready())).rejects.toThrow(
      '服务端区域 visitor-log 的接口 /enterprise/v1/visitor-log/notice 要求权限 NOTICE_PUBLISH，但它的清单中没有这个编码',
    );
    await app.close();
  });
});
