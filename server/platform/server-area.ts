import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaManifest } from '../../manifests';
import type { Queryable } from '../db/database';
import type { Migration } from '../db/migrations/migration';
import type { DemoPlatform } from '../db/seed/demo-data';
import type { Contribution, ExtensionPoint, Extensions, Keyed } from './extension-point';
import type { JobDefinition } from './jobs/jobs';
import type { ScheduleDefinition } from './schedules/schedule';

/**
 * What an area's demo seed receives: the platform's demo (organisations, members), the extensions, and
 * the manifests served (the registry's, `areaManifests`, unless a test composition serves more): the
 * applications the demo installs and the codes it grants come from them.
 */
export interface DemoSeedContext extends DemoPlatform {
  extensions: Extensions;
  manifests: readonly AreaManifest[];
}

/**
 * The server side of an area (README "Adding an area", STYLE rule 9): one folder `server/areas/<id>/`
 * whose `index.ts` default-exports nothing but this definition, listed with one line in
 * `server/areas/index.ts`. Other code reaches the area only through its `api.ts`.
 */
export interface ServerArea {
  /** The manifest's id. */
  id: string;
  manifest: AreaManifest;
  /**
   * Areas this one builds on: their migrations and seeds apply before this one's, and it may contribute
   * to their extension points and import their `api.ts` (and only theirs: the boundary test). It holds
   * every area its manifest depends on (`AreaManifest.dependsOn`, where its menus may hang), so console
   * and server agree. A missing area or a cycle fails at start.
   */
  dependsOn?: readonly string[];
  /**
   * Routes of the enterprise service (`/enterprise/v1/…`, under `ENTERPRISE_PREFIX`), registered in a
   * scope of the area's own behind the session hook. Every route is for a member of an organisation
   * unless its `config.access` says otherwise, declares its body with TypeBox and puts each call
   * behind a code of the area's manifest (`config: { permission }`); a code the manifest does not
   * declare fails at start.
   */
  routes?: FastifyPluginAsyncTypebox;
  /** Routes of the application service (`/app/v1/…`, under `APP_PREFIX`), on the same terms. */
  appRoutes?: FastifyPluginAsyncTypebox;
  /**
   * The area's own tables, applied after the core history (`server/db/migrations/`) and after the
   * migrations of the areas it depends on, each once, in the listed order. Ids start with the area's
   * id (`notice-0001-…`); append, never edit a released one. Tables hold `organization_id`
   * referencing `organizations (id) on delete cascade`.
   */
  migrations?: readonly Migration[];
  /** Demo data (only into a database the platform's demo seed has just filled), in dependency order. */
  seed?: (tx: Queryable, context: DemoSeedContext) => Promise<void>;
  /** Extension points this area declares; other areas contribute to them. */
  extensionPoints?: readonly ExtensionPoint<Keyed>[];
  /** This area's contributions to the extension points of areas it depends on (or the platform's). */
  extensions?: readonly Contribution[];
  /**
   * The jobs this area sends (`sendJob` in a step's transaction) and runs later on one replica: names
   * start with the area's id and a dot (`approval.task-timer`).
   */
  // biome-ignore lint/suspicious/noExplicitAny: each job has its own data; the runner hands it back as sent.
  jobs?: readonly JobDefinition<any>[];
  /**
   * The area's recurring work (`defineSchedule`): each tick runs once across replicas, in the
   * transaction that claims it. Names start with the area's id and a dot (`billing.overdue`).
   */
  schedules?: readonly ScheduleDefinition[];
}

/** Declares an area's server side; refuses an id that is not its manifest's and unprefixed migration ids. */
export function defineServerArea(area: ServerArea): ServerArea {
  if (area.manifest.id !== area.id) {
    throw new Error(`服务端区域 ${area.id} 的清单标识是 ${area.manifest.id}，两者必须一致`);
  }
  for (const job of area.jobs ?? []) {
    if (!job.name.startsWith(`${area.id}.`)) {
      throw new Error(`服务端区域 ${area.id} 的任务 ${job.name} 必须以「${area.id}.」开头`);
    }
  }
  for (const schedule of area.schedules ?? []) {
    if (!schedule.name.startsWith(`${area.id}.`)) {
      throw new Error(`服务端区域 ${area.id} 的定时任务 ${schedule.name} 必须以「${area.id}.」开头`);
    }
  }
  for (const migration of area.migrations ?? []) {
    if (!migration.id.startsWith(`${area.id}-`)) {
      throw new Error(`服务端区域 ${area.id} 的迁移 ${migration.id} 必须以「${area.id}-」开头`);
    }
  }
  return area;
}
