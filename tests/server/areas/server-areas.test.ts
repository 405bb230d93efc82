import { Type } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { allMigrations, composedAreas, serverAreas } from '../../../server/areas';
import { migrate } from '../../../server/db/migrate';
import { migrations as coreMigrations } from '../../../server/db/migrations';
import type { DemoPlatform } from '../../../server/db/seed/demo-data';
import { composeAreas, registerAreaRoutes, seedAreas } from '../../../server/platform/compose-areas';
import { defineJob } from '../../../server/platform/jobs/jobs';
import { defineSchedule } from '../../../server/platform/schedules/schedule';
import { defineServerArea, type ServerArea } from '../../../server/platform/server-area';
import type { AppServices } from '../../../server/types';
import { visitorLogManifest } from '../../fixtures/visitor-log/manifest';
import { visitorLogServerArea } from '../../fixtures/visitor-log/server-area';
import { openWorkerDatabase } from '../support/test-database';

const area = (id: string, dependsOn: string[] = [], migrationIds: string[] = []): ServerArea => ({
  id,
  manifest: { ...visitorLogManifest, id },
  dependsOn,
  migrations: migrationIds.map((migrationId) => ({ id: migrationId, sql: 'select 1' })),
});

const idsOf = (areas: readonly ServerArea[]) => composeAreas(areas).areas.map((entry) => entry.id);

/** An app with only the areas' enterprise routes, as buildApp registers them. */
async function appWith(areas: readonly ServerArea[]): Promise<FastifyInstance> {
  const composed = composeAreas(areas);
  const app = Fastify();
  app.decorate('services', { extensions: composed.extensions } as unknown as AppServices);
  await registerAreaRoutes(app, composed, 'enterprise');
  await app.ready();
  return app;
}

describe('the server area contract', () => {
  it('lists the shipped areas in dependency order, the core history first in what migrate applies', () => {
    expect(serverAreas.map((entry) => entry.id)).toEqual(
      expect.arrayContaining(['market', 'notice', 'settings']),
    );
    // notice builds on settings (departments), settings on market (editions), whatever their ids.
    const order = composedAreas.areas.map((entry) => entry.id);
    expect(order.indexOf('market')).toBeLessThan(order.indexOf('settings'));
    expect(order.indexOf('settings')).toBeLessThan(order.indexOf('notice'));
    expect(allMigrations.slice(0, coreMigrations.length)).toEqual(coreMigrations);
    expect(allMigrations.map((migration) => migration.id)).toContain('notice-0001-messages');
  });

  it('refuses an area whose manifest is not its own, and migrations not named after it', () => {
    expect(() => defineServerArea({ ...visitorLogServerArea, id: 'visitors' })).toThrow(
      '服务端区域 visitors 的清单标识是 visitor-log，两者必须一致',
    );
    expect(() =>
      defineServerArea({ ...area('visitor-log'), migrations: [{ id: '0007-visits', sql: '' }] }),
    ).toThrow('服务端区域 visitor-log 的迁移 0007-visits 必须以「visitor-log-」开头');
  });

  it("orders the areas' migrations by area id when independent, each area's as listed, and refuses duplicates", () => {
    const ids = composeAreas([
      area('parking', [], ['parking-0001', 'parking-0002']),
      area('assets', [], ['assets-0001']),
    ]).migrations.map((migration) => migration.id);
    expect(ids).toEqual(['assets-0001', 'parking-0001', 'parking-0002']);
    expect(() => composeAreas([area('assets'), area('assets')])).toThrow('服务端区域 assets 被重复注册');
    expect(() => composeAreas([area('assets', [], ['assets-0001', 'assets-0001'])])).toThrow(
      '迁移 assets-0001 被重复声明',
    );
  });
});

describe('jobs', () => {
  const job = (name: string) => defineJob({ name, handle: async () => undefined });

  it('collects every area’s jobs, named after their area, each name once', () => {
    expect(
      composeAreas([
        { ...area('parking'), jobs: [job('parking.expire')] },
        { ...area('assets'), jobs: [job('assets.audit')] },
      ]).jobs.map((one) => one.name),
    ).toEqual(['assets.audit', 'parking.expire']);
    expect(() => defineServerArea({ ...area('parking'), jobs: [job('expire')] })).toThrow(
      '服务端区域 parking 的任务 expire 必须以「parking.」开头',
    );
    expect(() =>
      composeAreas([{ ...area('parking'), jobs: [job('parking.expire'), job('parking.expire')] }]),
    ).toThrow('任务 parking.expire 被重复声明');
  });
});

describe('schedules', () => {
  const schedule = (name: string) => defineSchedule({ name, cron: '0 3 * * *', run: async () => undefined });
  const job = (name: string) => defineJob({ name, handle: async () => undefined });

  it('collects every area’s schedules, named after their area, no name shared with a job or another schedule', () => {
    expect(
      composeAreas([
        { ...area('parking'), schedules: [schedule('parking.expire-coupons')] },
        { ...area('assets'), schedules: [schedule('assets.audit')] },
      ]).schedules.map((one) => one.name),
    ).toEqual(['assets.audit', 'parking.expire-coupons']);
    expect(() => defineServerArea({ ...area('parking'), schedules: [schedule('billing.overdue')] })).toThrow(
      '服务端区域 parking 的定时任务 billing.overdue 必须以「parking.」开头',
    );
    expect(() =>
      composeAreas([
        { ...area('parking'), jobs: [job('parking.expire')], schedules: [schedule('parking.expire')] },
      ]),
    ).toThrow('定时任务 parking.expire 被重复声明（任务与定时任务的名称不能相同）');
    expect(() =>
      composeAreas([
        { ...area('parking'), schedules: [schedule('parking.expire'), schedule('parking.expire')] },
      ]),
    ).toThrow('定时任务 parking.expire 被重复声明');
  });
});

describe('dependency order', () => {
  it('puts an area after the areas it depends on, even when its id sorts first, ties by id', () => {
    // approval ← park ← contract: the order of registration does not matter.
    const areas = [area('contract', ['park', 'approval']), area('park', ['approval']), area('approval')];
    expect(idsOf(areas)).toEqual(['approval', 'park', 'contract']);
    expect(idsOf([...areas].reverse())).toEqual(['approval', 'park', 'contract']);
    expect(idsOf([area('b'), area('a', ['c']), area('c')])).toEqual(['b', 'c', 'a']);
  });

  it('fails at start on a cycle, naming the areas on it', () => {
    expect(() =>
      composeAreas([area('approval', ['contract']), area('park', ['approval']), area('contract', ['park'])]),
    ).toThrow('服务端区域之间存在循环依赖：approval → contract → park → approval');
    expect(() => composeAreas([area('lonely', ['lonely'])])).toThrow(
      '服务端区域之间存在循环依赖：lonely → lonely',
    );
  });

  it('fails at start on a dependency that is not registered, naming both', () => {
    expect(() => composeAreas([area('contract', ['park'])])).toThrow(
      '服务端区域 contract 依赖的区域 park 没有注册',
    );
  });

  it("applies a dependent area's migrations after its dependency's, each once", async () => {
    const alpha = area('alpha', ['zulu']);
    const zulu = area('zulu');
    const areas = [
      {
        ...alpha,
        migrations: [
          {
            id: 'alpha-0001-refs',
            sql: 'create table alpha_refs (id integer primary key, thing_id integer references zulu_things (id))',
          },
        ],
      },
      {
        ...zulu,
        migrations: [{ id: 'zulu-0001-things', sql: 'create table zulu_things (id integer primary key)' }],
      },
    ];
    const db = await openWorkerDatabase();
    try {
      const withFixtures = [...allMigrations, ...composeAreas(areas).migrations];
      // alpha's table references zulu's: applied in id order, the migration would fail.
      expect(await migrate(db, withFixtures)).toEqual(['zulu-0001-things', 'alpha-0001-refs']);
      expect(await migrate(db, withFixtures)).toEqual([]);
    } finally {
      // The worker's database is shared with the other suites: leave it as the shipped history made it.
      await db.exec(
        "drop table if exists alpha_refs; drop table if exists zulu_things; delete from schema_migrations where id like 'alpha-%' or id like 'zulu-%'",
      );
      await db.close();
    }
  });

  it("runs the areas' seeds in dependency order with the platform's demo", async () => {
    const seeded: string[] = [];
    const seeding = (entry: ServerArea): ServerArea => ({
      ...entry,
      seed: async (_tx, context) => {
        seeded.push(`${entry.id}:${context.organizations.xinghe}`);
      },
    });
    const composed = composeAreas([
      seeding(area('alpha', ['zulu'])),
      seeding(area('zulu')),
      seeding(area('beta')),
    ]);
    const platform = { now: new Date(), organizations: { xinghe: 1, yunshan: 2 } } as DemoPlatform;
    await seedAreas({ query: async () => [], exec: async () => undefined }, composed, platform);
    expect(seeded).toEqual(['beta:1', 'zulu:1', 'alpha:1']);
  });

  it("applies an area's migrations after the core history, each once", async () => {
    const db = await openWorkerDatabase();
    try {
      const withFixture = [...allMigrations, ...composeAreas([visitorLogServerArea]).migrations];
      expect(await migrate(db, withFixture)).toEqual(['visitor-log-0001-visits']);
      expect(await migrate(db, withFixture)).toEqual([]);
      await db.query(
        "insert into visitor_log_visits (organization_id, name) select id, '赵敏' from organizations limit 1",
      );
    } finally {
      await db.exec(
        "drop table if exists visitor_log_visits; delete from schema_migrations where id like 'visitor-log-%'",
      );
      await db.close();
    }
  });
});

describe('routes', () => {
  it('registers its routes in a scope of their own: a hook or decorator of one area never reaches another', async () => {
    const hooked = defineServerArea({
      ...area('hooked'),
      routes: async (scope) => {
        scope.decorateRequest('hookedOnly', 'yes');
        scope.addHook('onSend', async (_request, reply, payload) => {
          reply.header('x-hooked', '1');
          return payload;
        });
        scope.post('/enterprise/v1/hooked/probe', async (request) => ({
          decorated: (request as unknown as { hookedOnly?: string }).hookedOnly ?? null,
        }));
      },
    });
    const plain = defineServerArea({
      ...area('plain'),
      routes: async (scope) => {
        scope.post('/enterprise/v1/plain/probe', async (request) => ({
          decorated: (request as unknown as { hookedOnly?: string }).hookedOnly ?? null,
        }));
      },
    });
    const app = await appWith([hooked, plain]);
    try {
      const own = await app.inject({ method: 'POST', url: '/enterprise/v1/hooked/probe', payload: {} });
      expect(own.json()).toEqual({ decorated: 'yes' });
      expect(own.headers['x-hooked']).toBe('1');
      const other = await app.inject({ method: 'POST', url: '/enterprise/v1/plain/probe', payload: {} });
      expect(other.json()).toEqual({ decorated: null });
      expect(other.headers['x-hooked']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('registers appRoutes in the application service only', async () => {
    const composed = composeAreas([
      defineServerArea({
        ...area('apps'),
        appRoutes: async (scope) => {
          scope.post('/app/v1/apps/list', async () => []);
        },
      }),
    ]);
    const enterprise = Fastify();
    await registerAreaRoutes(enterprise, composed, 'enterprise');
    const service = Fastify();
    await registerAreaRoutes(service, composed, 'app');
    await Promise.all([enterprise.ready(), service.ready()]);
    expect(enterprise.hasRoute({ method: 'POST', url: '/app/v1/apps/list' })).toBe(false);
    expect(service.hasRoute({ method: 'POST', url: '/app/v1/apps/list' })).toBe(true);
    await Promise.all([enterprise.close(), service.close()]);
  });

  it('refuses at start a route behind a code its manifest does not declare', async () => {
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
    await expect(appWith([stray])).rejects.toThrow(
      '服务端区域 visitor-log 的接口 /enterprise/v1/visitor-log/notice 要求权限 NOTICE_PUBLISH，但它的清单中没有这个编码',
    );
  });
});
