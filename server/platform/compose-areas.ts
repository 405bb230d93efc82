import type { FastifyInstance } from 'fastify';
import { flattenResources } from '../../manifests';
import type { Queryable } from '../db/database';
import type { Migration } from '../db/migrations/migration';
import { type DemoPlatform, seedDemoData } from '../db/seed/demo-data';
import { hasPluginName, namedPlugin } from '../http/named-plugin';
import type { PasswordHasher } from '../services/password-hasher';
import { orderByDependencies } from './area-order';
import { type CollectedContribution, collectExtensions, type Extensions } from './extension-point';
import type { JobDefinition } from './jobs/jobs';
import { platformExtensionPoints } from './platform-extensions';
import type { ServerArea } from './server-area';

/** Who declared a platform extension point, in messages. */
const PLATFORM = 'platform';

/** The areas put together once at start: ordered, their migrations listed, their extensions collected. */
export interface ComposedAreas {
  /** In dependency order (ties by id). */
  readonly areas: readonly ServerArea[];
  /** The areas' migrations in the order they apply after the core history. */
  readonly migrations: readonly Migration[];
  readonly extensions: Extensions;
  /** Every area's jobs (the queue prepared for each; the runner works them). */
  readonly jobs: readonly JobDefinition[];
}

/**
 * Validates and orders the areas: fails at start, in Chinese, on an area registered twice, a missing
 * dependency, a cycle, a migration id declared twice, a contribution to a point of an area it does not
 * depend on, and a key contributed twice to one extension point.
 */
export function composeAreas(areas: readonly ServerArea[]): ComposedAreas {
  const ordered = orderByDependencies(areas);
  const migrations = ordered.flatMap((area) => area.migrations ?? []);
  const ids = new Set<string>();
  for (const { id } of migrations) {
    if (ids.has(id)) throw new Error(`迁移 ${id} 被重复声明`);
    ids.add(id);
  }
  const declared = [
    ...platformExtensionPoints.map((point) => ({ areaId: PLATFORM, point })),
    ...ordered.flatMap((area) => (area.extensionPoints ?? []).map((point) => ({ areaId: area.id, point }))),
  ];
  const ownerOf = new Map(declared.map(({ areaId, point }) => [point.id, areaId]));
  const contributions: CollectedContribution[] = [];
  for (const area of ordered) {
    for (const contribution of area.extensions ?? []) {
      const owner = ownerOf.get(contribution.point.id);
      if (
        owner !== undefined &&
        owner !== PLATFORM &&
        owner !== area.id &&
        !area.dependsOn?.includes(owner)
      ) {
        throw new Error(
          `服务端区域 ${area.id} 向区域 ${owner} 的扩展点 ${contribution.point.id} 提供扩展，须在 dependsOn 中声明 ${owner}`,
        );
      }
      contributions.push({ areaId: area.id, contribution });
    }
  }
  const jobs = ordered.flatMap((area) => area.jobs ?? []);
  const jobNames = new Set<string>();
  for (const { name } of jobs) {
    if (jobNames.has(name)) throw new Error(`任务 ${name} 被重复声明`);
    jobNames.add(name);
  }
  return { areas: ordered, migrations, extensions: collectExtensions(declared, contributions), jobs };
}

/** The API services an area may add routes to: `routes` go to the enterprise service, `appRoutes` to the application service. */
export type AreaService = 'enterprise' | 'app';

/**
 * Registers each area's routes for `service` in a scope of the area's own inside `app` (that service's
 * scope), refusing at start a route whose `config.permission` names a code the area's manifest does
 * not declare.
 */
export async function registerAreaRoutes(
  app: FastifyInstance,
  composed: ComposedAreas,
  service: AreaService,
): Promise<void> {
  for (const area of composed.areas) {
    const routes = service === 'enterprise' ? area.routes : area.appRoutes;
    if (!routes) continue;
    const codes = new Set(flattenResources(area.manifest.resources).map((resource) => resource.code));
    const areaScope = namedPlugin(`${area.id}Area`, async (scope: FastifyInstance) => {
      scope.addHook('onRoute', (route) => {
        const permission = route.config?.permission;
        const wanted =
          permission === undefined ? [] : typeof permission === 'string' ? [permission] : permission;
        for (const code of wanted) {
          if (!codes.has(code)) {
            throw new Error(
              `服务端区域 ${area.id} 的接口 ${route.url} 要求权限 ${code}，但它的清单中没有这个编码`,
            );
          }
        }
      });
      // Named here when the area left it unnamed (a scaffolded area): see namedPlugin.
      await scope.register(hasPluginName(routes) ? routes : namedPlugin(`${area.id}Routes`, routes));
    });
    await app.register(areaScope);
  }
}

/** Runs each area's demo seed in dependency order, after the platform's demo (`seedDemoData`). */
export async function seedAreas(
  tx: Queryable,
  composed: ComposedAreas,
  platform: DemoPlatform,
): Promise<void> {
  for (const area of composed.areas) {
    await area.seed?.(tx, { ...platform, extensions: composed.extensions });
  }
}

/**
 * The whole demo into an empty database: the platform's (`seedDemoData`), then each area's in
 * dependency order. Returns whether it seeded (false when the database already had accounts).
 */
export async function seedDemo(
  tx: Queryable,
  composed: ComposedAreas,
  options: { passwordHasher: PasswordHasher; now: Date; passwordHash?: string },
): Promise<boolean> {
  const platform = await seedDemoData(tx, options);
  if (!platform) return false;
  await seedAreas(tx, composed, platform);
  return true;
}
