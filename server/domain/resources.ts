import type { ResourceNode } from '../../manifests/contracts/session';
import { ResourceType } from '../../manifests/resource-types';
import type { Queryable } from '../db/database';
import { isAdminSql } from './administrators';
import type { Session } from './sessions';

/** A resource as the console receives it (spec §3), children under `childs`. */
export type { ResourceNode };

type ResourceRow = Omit<ResourceNode, 'childs'>;

const resourceColumns = `r.code, r.name, r.type, r.path_url as "pathUrl", r.path_type as "pathType",
  r.is_hidden as "isHidden", r.icon_url as "iconUrl", r.parent_code as "parentCode", r.sort`;

/** SQL that keeps only applications an organisation may use right now. */
export const usableApplicationClause = `oa.state = 1 and oa.in_state = 1 and (oa.expired_time is null or oa.expired_time > $2)`;

/**
 * The resources a member is granted, as a tree: admins hold every resource of the organisation's
 * usable applications, other members exactly what their roles grant. A role grants the nodes that
 * were fully checked; a granted node whose parent is not granted hangs from its nearest granted
 * ancestor, or the top level. So a role with only 园区详情 gives that page, not the 设置 directory
 * (which would make the whole settings area, and its left-bar entry, available: spec §6).
 */
export async function grantedResourceTree(
  db: Queryable,
  session: Session & { organizationId: number },
  now: Date,
): Promise<ResourceNode[]> {
  const rows = await db.query<ResourceRow & { granted: boolean }>(
    `select ${resourceColumns},
            ($3 or exists (
              select 1 from role_resources rr join member_roles mr on mr.role_id = rr.role_id
               where rr.resource_id = r.id and mr.membership_id = $4)) as granted
       from resources r
       join organization_applications oa on oa.application_id = r.application_id and oa.organization_id = $1
      where ${usableApplicationClause}
      order by r.sort, r.id`,
    [session.organizationId, now, session.isAdmin, session.membershipId],
    { name: 'granted-resource-tree' },
  );
  const byCode = new Map(rows.map((row) => [row.code, row]));
  // A directory holds only directories and menus (spec §5), so a permission node whose menu is not
  // granted goes to the top level rather than under a directory.
  const newParent = (row: ResourceRow): string | null => {
    let current = row.parentCode;
    while (current !== null && !byCode.get(current)?.granted)
      current = byCode.get(current)?.parentCode ?? null;
    if (current === null || current === row.parentCode) return current;
    const routable = row.type === ResourceType.DirectoryPc || row.type === ResourceType.MenuPc;
    return routable || byCode.get(current)?.type !== ResourceType.DirectoryPc ? current : null;
  };
  return buildTree(
    rows
      .filter((row) => row.granted)
      .map(({ granted: _granted, ...row }) => ({ ...row, parentCode: newParent(row) })),
  );
}

/**
 * One application's resources as a tree: every one of them when `membershipId` is null (an admin),
 * else those the member's roles grant plus their ancestors in the application, so that the tree stays
 * connected. Resources its area placed in another application's directory (billing's 账单管理 in park's
 * 园区运营) are roots here: the host directory is not this application's.
 */
export async function applicationResourceTree(
  db: Queryable,
  applicationId: number,
  membershipId: number | null,
): Promise<ResourceNode[]> {
  const rows = await db.query<ResourceRow>(
    `with recursive held as (
       select r.* from resources r
        where r.application_id = $1
          and ($2::int is null or exists (
                select 1 from role_resources rr join member_roles mr on mr.role_id = rr.role_id
                 where rr.resource_id = r.id and mr.membership_id = $2::int))
       union
       select parent.* from resources parent join held child on parent.code = child.parent_code
        where parent.application_id = $1
     )
     select ${resourceColumns} from held r order by r.sort, r.id`,
    [applicationId, membershipId],
  );
  return buildTree(rows);
}

/**
 * The rows as a tree, siblings in the rows' order. A row whose parent is not among them is a root: an
 * application's resources placed in another application's directory (the grant tree, an /APP tree).
 */
export function buildTree(rows: readonly ResourceRow[]): ResourceNode[] {
  const nodes = new Map<string, ResourceNode>(rows.map((row) => [row.code, { ...row, childs: [] }]));
  const roots: ResourceNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentCode === null ? undefined : nodes.get(node.parentCode);
    if (parent) parent.childs.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * Of the organisation's memberships `membershipIds`, those granted the resource `code` now, by the
 * rule of `grantedResourceTree`: an administrator holds every resource of the organisation's usable
 * applications, another member what their roles grant. For work routed to someone else than the
 * caller (an approval 转交 to a member must reach them in 审批中心).
 */
export async function membersGranted(
  db: Queryable,
  organizationId: number,
  membershipIds: readonly number[],
  code: string,
  now: Date,
): Promise<Set<number>> {
  if (membershipIds.length === 0) return new Set();
  const rows = await db.query<{ id: number }>(
    `select m.id from memberships m
      where m.organization_id = $1 and m.id = any($3::int[])
        and exists (
          select 1 from resources r
            join organization_applications oa on oa.application_id = r.application_id and oa.organization_id = $1
           where r.code = $4 and ${usableApplicationClause}
             and (${isAdminSql('m')} or exists (
                   select 1 from role_resources rr join member_roles mr on mr.role_id = rr.role_id
                    where rr.resource_id = r.id and mr.membership_id = m.id)))`,
    [organizationId, now, [...membershipIds], code],
  );
  return new Set(rows.map((row) => row.id));
}
