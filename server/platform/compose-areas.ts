import type { FastifyInstance } from 'fastify';
import {
  type AreaManifest,
  areaManifests,
  areaResources,
  composeManifests,
  orderByDependencies,
} from '../../manifests';
import type { Queryable } from '../db/database';
import type { Migration } from '../db/migrations/migration';
import { type DemoPlatform, seedDemoData } from '../db/seed/demo-data';
import { hasPluginName, namedPlugin } from '../http/named-plugin';
import type { PasswordHasher } from '../services/password-hasher';
import { type CollectedContribution, collectExtensions, type Extensions } from './extension-point';
import { assertDistinctQueueNames, type JobDefinition } from './jobs/jobs';
import { platformExtensionPoints } from './platform-extensions';
import type { ScheduleDefinition } from './schedules/schedule';
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
  /** Every area's schedules (the platform's own join them where the runner starts: `platformSchedules`). */
  readonly schedules: readonly ScheduleDefinition[];
}

/** How the server's refusals name an area and what it depends on. */
const SERVER_NAMES = { noun: '服务端区域', dependency: '区域' };

/**
 * Validates and orders the areas: fails at start, in Chinese, on an area registered twice, a missing
 * dependency, a cycle, a dependency of its manifest it does not declare, a placement its manifest may
 * not make (see `composeManifests`), a migration id declared twice, a contribution to a point of an
 * area it does not depend on, and a key contributed twice to one extension point.
 */
export function composeAreas(areas: readonly ServerArea[]): ComposedAreas {
  for (const area of areas) {
    const missing = (area.manifest.dependsOn ?? []).filter((id) => !area.dependsOn?.includes(id));
    if (missing.length > 0) {
      throw new Error(`服务端区域 ${area.id} 的清单依赖 ${missing.join('、')}，须在 dependsOn 中声明`);
    }
  }
  const ordered = orderByDependencies(areas, SERVER_NAMES);
  // The map of the areas, as the console's registry and the resource sync check it. Codes are checked
  // once, by the resource sync over every manifest: tests compose fixture areas over one manifest's codes.
  composeManifests(
    areas.map((area) => area.manifest),
    { names: SERVER_NAMES, uniqueCodes: false },
  );
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
  const schedules = ordered.flatMap((area) => area.schedules ?? []);
  assertDistinctQueueNames(jobs, schedules);
  return {
    areas: ordered,
    migrations,
    extensions: collectExtensions(declared, contributions),
    jobs,
    schedules,
  };
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
    const codes = new Set(areaResources(area.manifest).map((resource) => resource.code));
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

/**
 * Runs each area's demo seed in dependency order, after the platform's demo (`seedDemoData`).
 * `manifests` are those the reference data was synced from (the registry's, `areaManifests`, unless
 * a test composition serves more): what the demo installs and grants.
 */
export async function seedAreas(
  tx: Queryable,
  composed: ComposedAreas,
  platform: DemoPlatform,
  manifests: readonly AreaManifest[] = areaManifests,
): Promise<void> {
  for (const area of composed.areas) {
    await area.seed?.(tx, { ...platform, extensions: composed.extensions, manifests });
  }
}

/**
 * The whole demo into an empty database: the platform's (`seedDemoData`), then each area's in
 * dependency order. Returns whether it seeded (false when the database already had accounts).
 */
export async function seedDemo(
  tx: Queryable,
  composed: ComposedAreas,
  options: {
    passwordHasher: PasswordHasher;
    now: Date;
    passwordHash?: string;
    /** The manifests served (the registry's by default): their applications installed, their codes granted. */
    manifests?: readonly AreaManifest[];
  },
): Promise<boolean> {
  const platform = await seedDemoData(tx, { ...options, extensions: composed.extensions });
  if (!platform) return false;
  await seedAreas(tx, composed, platform, options.manifests);
  return true;
}
