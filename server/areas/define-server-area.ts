import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type AreaManifest, flattenResources } from '../../manifests';
import type { Migration } from '../db/migrations';

/**
 * The server side of an area plugin (README "Plugin contract"): its routes and its own migrations,
 * listed with one line in `server/areas/index.ts`.
 *
 * - `routes` — a Fastify plugin registered in the enterprise service (`/enterprise/v1/<area>/…`, under
 *   `ENTERPRISE_PREFIX`), behind the session hook: every route is for a member of an organisation unless
 *   its `config.access` says otherwise, declares its body with TypeBox, and puts each call behind a code of
 *   the area's manifest (`config: { permission: MyAreaPermission.add }`); a code the manifest does not
 *   declare fails at start.
 * - `migrations` — the area's own tables, applied after the core history (`server/db/migrations/`), areas
 *   in the order of their ids, each area's list in its order, each migration once. Ids start with the
 *   area's id (`notice-0001-…`); append, never edit a released one. Tables hold `organization_id`
 *   referencing `organizations (id) on delete cascade`: every query is scoped by the session's
 *   organisation, and the test harness's reset empties them through that reference.
 */
export interface ServerArea {
  /** The manifest's id. */
  id: string;
  manifest: AreaManifest;
  routes: FastifyPluginAsyncTypebox;
  migrations?: readonly Migration[];
}

/** Declares an area's server side; refuses an id that is not its manifest's and unprefixed migration ids. */
export function defineServerArea(area: ServerArea): ServerArea {
  if (area.manifest.id !== area.id) {
    throw new Error(`服务端区域 ${area.id} 的清单标识是 ${area.manifest.id}，两者必须一致`);
  }
  for (const migration of area.migrations ?? []) {
    if (!migration.id.startsWith(`${area.id}-`)) {
      throw new Error(`服务端区域 ${area.id} 的迁移 ${migration.id} 必须以「${area.id}-」开头`);
    }
  }
  return area;
}

function assertUniqueAreaIds(areas: readonly ServerArea[]): void {
  const seen = new Set<string>();
  for (const area of areas) {
    if (seen.has(area.id)) throw new Error(`服务端区域 ${area.id} 被重复注册`);
    seen.add(area.id);
  }
}

/** The areas' migrations in the order they apply after the core history: by area id, then as listed. */
export function areaMigrations(areas: readonly ServerArea[]): Migration[] {
  assertUniqueAreaIds(areas);
  const ordered = [...areas].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const migrations = ordered.flatMap((area) => area.migrations ?? []);
  const ids = new Set<string>();
  for (const { id } of migrations) {
    if (ids.has(id)) throw new Error(`迁移 ${id} 被重复声明`);
    ids.add(id);
  }
  return migrations;
}

/**
 * Registers each area's routes in its own scope of `app` (the enterprise service), refusing at start a
 * route whose `config.permission` names a code the area's manifest does not declare.
 */
export async function registerServerAreas(app: FastifyInstance, areas: readonly ServerArea[]): Promise<void> {
  assertUniqueAreaIds(areas);
  for (const area of areas) {
    const codes = new Set(flattenResources(area.manifest.resources).map((resource) => resource.code));
    await app.register(async (scope) => {
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
      await scope.register(area.routes);
    });
  }
}
