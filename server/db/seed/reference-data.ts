import {
  type AreaManifest,
  areaManifests,
  assertUniqueResourceCodes,
  flattenResources,
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

interface ApplicationRow {
  agentId: string;
  name: string;
  pcName: string;
  iconUrl: string;
  introduction: string;
  category: string;
  pcUrl: string;
  appUrl: string;
}

/** Addresses of a catalogue application, from where it opens (`CatalogueOpens`). */
function addressesOf({ agentId, opens }: CatalogueEntry): { pcUrl: string; appUrl: string } {
  const appUrl = `/mobile/app/${agentId}`;
  if (opens === 'external') return { pcUrl: `https://${agentId}.apps.atrium.example`, appUrl };
  if (opens === 'mobile') return { pcUrl: '', appUrl };
  if (opens === 'none') return { pcUrl: '', appUrl: '' };
  return { pcUrl: opens.page, appUrl };
}

function catalogueApplications(): ApplicationRow[] {
  return marketCatalogue.map((entry) => ({
    agentId: entry.agentId,
    name: entry.name,
    pcName: entry.name,
    // No icon files ship with the demo market: the console draws each application's initial instead.
    iconUrl: '',
    introduction: entry.introduction,
    category: entry.category,
    ...addressesOf(entry),
  }));
}

async function upsertApplication(db: Queryable, row: ApplicationRow, sort: number, uniqueId: string) {
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

/** Makes an application's resources exactly what its manifest declares. */
async function syncResources(db: Queryable, applicationId: number, manifest: AreaManifest) {
  const declared = flattenResources(manifest.resources);
  for (const resource of declared) {
    await db.query(
      `insert into resources (application_id, code, name, type, path_url, path_type, is_hidden, icon_url, parent_code, sort)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict (code) do update set application_id = excluded.application_id, name = excluded.name,
         type = excluded.type, path_url = excluded.path_url, path_type = excluded.path_type,
         is_hidden = excluded.is_hidden, icon_url = excluded.icon_url, parent_code = excluded.parent_code,
         sort = excluded.sort`,
      [
        applicationId,
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
  await db.query('delete from resources where application_id = $1 and not (code = any($2::text[]))', [
    applicationId,
    declared.map((resource) => resource.code),
  ]);
}

/**
 * Brings the catalogue (with its editions and packages), the resource trees and the message types in
 * line with the code, on every start: manifests are the single source of resource codes. Idempotent.
 */
export async function syncReferenceData(db: Queryable): Promise<void> {
  assertUniqueResourceCodes(areaManifests);
  let sort = 0;
  for (const manifest of areaManifests) {
    sort += 1;
    const id = await upsertApplication(db, manifest.application, sort, `app-${manifest.id}`);
    await syncResources(db, id, manifest);
  }
  for (const application of catalogueApplications()) {
    sort += 1;
    await upsertApplication(db, application, sort, `app-${application.agentId}`);
  }
  await syncMarketOffers(db);
  for (const [index, type] of messageTypes.entries()) {
    await db.query(
      `insert into message_types (code, name, sort) values ($1, $2, $3)
       on conflict (code) do update set name = excluded.name, sort = excluded.sort`,
      [type.code, type.name, index + 1],
    );
  }
}
