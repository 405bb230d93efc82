import {
  type ApplicationDeclaration,
  type AreaManifest,
  areaManifests,
  composeManifests,
} from '../../../manifests';
import type { Queryable } from '../database';
import { type CatalogueEntry, marketCatalogue } from './market-catalogue';
import { syncMarketOffers } from './market-offers';

export const messageTypes = [
  { code: 'SYSTEM', name: '系统通知' },
  { code: 'APPROVAL', name: '审批消息' },
  { code: 'CONTRACT', name: '合同消息' },
  { code: 'PARK', name: '园区运营' },
] as const;

/** The area whose own application a catalogue entry is (费用管理: billing), if it is one. */
const areaOf = ({ opens }: CatalogueEntry): AreaManifest | undefined =>
  typeof opens === 'object' && 'area' in opens ? opens.area : undefined;

/** Addresses of a catalogue application no area implements, from where it opens (`CatalogueOpens`). */
function addressesOf({ agentId, opens }: CatalogueEntry): { pcUrl: string; appUrl: string } {
  const appUrl = `/mobile/app/${agentId}`;
  if (opens === 'external') return { pcUrl: `https://${agentId}.apps.atrium.example`, appUrl };
  if (opens === 'mobile') return { pcUrl: '', appUrl };
  if (opens === 'none' || !('page' in opens)) return { pcUrl: '', appUrl: '' };
  return { pcUrl: opens.page, appUrl };
}

function catalogueApplication(entry: CatalogueEntry): ApplicationDeclaration {
  return {
    agentId: entry.agentId,
    name: entry.name,
    pcName: entry.name,
    // No icon files ship with the demo market: the console draws each application's initial instead.
    iconUrl: '',
    introduction: entry.introduction,
    category: entry.category,
    ...addressesOf(entry),
  };
}

/** An application of the market in its place: its row, its uniqueId, and its area when it is one's. */
interface MarketApplication {
  row: ApplicationDeclaration;
  uniqueId: string;
  area?: AreaManifest;
}

/**
 * The market in its order: the areas' own applications, then the catalogue. An area whose application
 * the catalogue lists (billing's 费用管理) is synced in the catalogue's place with the catalogue's
 * uniqueId, so its sort, editions and installations are those it always had.
 */
function marketApplications(manifests: readonly AreaManifest[]): MarketApplication[] {
  const catalogued = new Set(marketCatalogue.map(areaOf));
  return [
    ...manifests
      .filter((manifest) => !catalogued.has(manifest))
      .map((manifest) => ({ row: manifest.application, uniqueId: `app-${manifest.id}`, area: manifest })),
    ...marketCatalogue.map((entry) => {
      const area = areaOf(entry);
      const uniqueId = `app-${entry.agentId}`;
      if (!area) return { row: catalogueApplication(entry), uniqueId };
      return { row: area.application, uniqueId, area: manifests.includes(area) ? area : undefined };
    }),
  ];
}

async function upsertApplication(db: Queryable, row: ApplicationDeclaration, sort: number, uniqueId: string) {
  const rows = await db.query<{ id: number }>(
    `insert into applications (unique_id, agent_id, name, pc_name, icon_url, introduction, category, pc_url, app_url, sort)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (agent_id) do update set name = excluded.name, pc_name = excluded.pc_name, icon_url = excluded.icon_url,
       introduction = excluded.introduction, category = excluded.category, pc_url = excluded.pc_url,
       app_url = excluded.app_url, sort = excluded.sort
     returning id`,
    [
      uniqueId,
      row.agentId,
      row.name,
      row.pcName,
      row.iconUrl,
      row.introduction,
      row.category,
      row.pcUrl,
      row.appUrl,
      sort,
    ],
  );
  return rows[0]!.id;
}

/**
 * Makes the resources exactly what the manifests declare, each in the application of the area it
 * belongs to, with its parent and place in the merged tree (a placed menu inside its host directory).
 * Every code is written before any is removed: a code moving to another area's application (园区合同
 * from park's to contract's) keeps its row, so roles' grants of it stay.
 */
async function syncResources(
  db: Queryable,
  manifests: readonly AreaManifest[],
  applicationOf: ReadonlyMap<string, number>,
): Promise<void> {
  const { resources } = composeManifests(manifests);
  for (const resource of resources) {
    await db.query(
      `insert into resources (application_id, code, name, type, path_url, path_type, is_hidden, icon_url, parent_code, sort)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict (code) do update set application_id = excluded.application_id, name = excluded.name,
         type = excluded.type, path_url = excluded.path_url, path_type = excluded.path_type,
         is_hidden = excluded.is_hidden, icon_url = excluded.icon_url, parent_code = excluded.parent_code,
         sort = excluded.sort`,
      [
        applicationOf.get(resource.area)!,
        resource.code,
        resource.name,
        resource.type,
        resource.pathUrl ?? '',
        resource.pathType ?? 'RESOURCE_PATH_TYPE_INTERNAL',
        resource.isHidden ?? false,
        resource.iconUrl ?? '',
        resource.parentCode,
        resource.sort,
      ],
    );
  }
  await db.query(
    'delete from resources where application_id = any($1::int[]) and not (code = any($2::text[]))',
    [[...applicationOf.values()], resources.map((resource) => resource.code)],
  );
}

/**
 * Brings the catalogue (with its editions and packages), the resource trees and the message types in
 * line with the code, on every start: manifests are the single source of resource codes. Refuses the
 * manifests' map as the console does (`composeManifests`). Idempotent.
 */
export async function syncReferenceData(
  db: Queryable,
  manifests: readonly AreaManifest[] = areaManifests,
): Promise<void> {
  composeManifests(manifests);
  const applicationOf = new Map<string, number>();
  for (const [index, application] of marketApplications(manifests).entries()) {
    const id = await upsertApplication(db, application.row, index + 1, application.uniqueId);
    if (application.area) applicationOf.set(application.area.id, id);
  }
  await syncResources(db, manifests, applicationOf);
  await syncMarketOffers(db);
  for (const [index, type] of messageTypes.entries()) {
    await db.query(
      `insert into message_types (code, name, sort) values ($1, $2, $3)
       on conflict (code) do update set name = excluded.name, sort = excluded.sort`,
      [type.code, type.name, index + 1],
    );
  }
}
