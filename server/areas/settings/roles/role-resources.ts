import type { GrantableApplication } from '../../../../manifests/contracts/settings';
import type { Queryable } from '../../../db/database';
import { buildTree, type ResourceNode } from '../../../domain/resources';

/** An installed application as 角色授权 offers it: its whole resource tree to choose from. */
export type { GrantableApplication };

/**
 * What a role may be granted: the resources of the applications the organisation has installed,
 * whatever their state (a switched-off or expired application can be prepared before it is back).
 * `$1` is the organisation.
 */
const grantableSql = `
    from organization_applications oa
    join applications a on a.id = oa.application_id
    join resources r on r.application_id = a.id
   where oa.organization_id = $1`;

/** Catalogue order, then siblings in their order: how the grant tree lists them. */
const grantableOrder = 'order by a.sort, a.id, r.sort, r.id';

type ResourceRow = Omit<ResourceNode, 'childs'>;

interface GrantableRow extends ResourceRow {
  applicationId: number;
  applicationUniqueId: string;
  agentId: string;
  applicationName: string;
  applicationIconUrl: string;
}

/**
 * Every installed application of the organisation that has resources, in catalogue order, each with
 * its full tree: directories, menus, permission actions and data permissions alike.
 */
export async function grantableApplications(
  db: Queryable,
  organizationId: number,
): Promise<GrantableApplication[]> {
  const rows = await db.query<GrantableRow>(
    `select a.id as "applicationId", a.unique_id as "applicationUniqueId", a.agent_id as "agentId",
            a.name as "applicationName", a.icon_url as "applicationIconUrl",
            r.code, r.name, r.type, r.path_url as "pathUrl", r.path_type as "pathType",
            r.is_hidden as "isHidden", r.icon_url as "iconUrl", r.parent_code as "parentCode", r.sort
     ${grantableSql} ${grantableOrder}`,
    [organizationId],
  );
  const applications = new Map<
    number,
    { application: Omit<GrantableApplication, 'resources'>; rows: ResourceRow[] }
  >();
  for (const {
    applicationId,
    applicationUniqueId,
    agentId,
    applicationName,
    applicationIconUrl,
    ...resource
  } of rows) {
    const entry = applications.get(applicationId) ?? {
      application: {
        uniqueId: applicationUniqueId,
        agentId,
        name: applicationName,
        iconUrl: applicationIconUrl,
      },
      rows: [],
    };
    entry.rows.push(resource);
    applications.set(applicationId, entry);
  }
  return [...applications.values()].map(({ application, rows: resources }) => ({
    ...application,
    resources: buildTree(resources),
  }));
}

function* depthFirst(nodes: readonly ResourceNode[]): Generator<string> {
  for (const node of nodes) {
    yield node.code;
    yield* depthFirst(node.childs);
  }
}

/** Every code a role of the organisation may be granted, in the grant tree's order (depth first). */
export async function grantableCodes(db: Queryable, organizationId: number): Promise<string[]> {
  const applications = await grantableApplications(db, organizationId);
  return applications.flatMap((application) => [...depthFirst(application.resources)]);
}

/**
 * The codes the role is granted among the grantable ones, in the grant tree's order. Grants of an
 * application the organisation removed stay stored (reinstalling it brings them back) but are not
 * shown: the grant tree has no node for them.
 */
export async function grantedCodes(db: Queryable, organizationId: number, roleId: number): Promise<string[]> {
  const [grantable, granted] = await Promise.all([
    grantableCodes(db, organizationId),
    db.query<{ code: string }>(
      'select r.code from role_resources rr join resources r on r.id = rr.resource_id where rr.role_id = $1',
      [roleId],
    ),
  ]);
  const held = new Set(granted.map((row) => row.code));
  return grantable.filter((code) => held.has(code));
}

/** The ids of the grantable resources with these codes, and the codes that are not grantable. */
export async function resolveGrantableCodes(
  db: Queryable,
  organizationId: number,
  codes: readonly string[],
): Promise<{ resourceIds: number[]; unknown: string[] }> {
  const rows = await db.query<{ id: number; code: string }>(
    `select r.id, r.code ${grantableSql} and r.code = any($2::text[])`,
    [organizationId, codes],
  );
  const found = new Set(rows.map((row) => row.code));
  return { resourceIds: rows.map((row) => row.id), unknown: codes.filter((code) => !found.has(code)) };
}

/**
 * Makes the role hold exactly `resourceIds` among the grantable resources: exactly the nodes the
 * admin checked, no ancestor added (a page granted alone must not open its whole directory). Grants
 * of applications not installed are left as they are.
 */
export async function setRoleResources(
  db: Queryable,
  organizationId: number,
  roleId: number,
  resourceIds: readonly number[],
): Promise<void> {
  await db.query(
    `delete from role_resources rr
      where rr.role_id = $2 and not (rr.resource_id = any($3::int[]))
        and rr.resource_id in (select r.id ${grantableSql})`,
    [organizationId, roleId, resourceIds],
  );
  await db.query(
    `insert into role_resources (role_id, resource_id)
     select $1, u.resource_id from unnest($2::int[]) as u (resource_id) on conflict do nothing`,
    [roleId, resourceIds],
  );
}
