import { definePaths, withQuery } from '@manifests/resource-codes';
import { settingsManifest } from '@manifests/settings';

/** Where the staff pages live: the paths of their resources in manifests/settings.ts, by name. */
const StaffPaths = definePaths(settingsManifest, {
  list: 'PC_STAFF_MANAGEMENT',
  add: 'STAFF_ADD',
  config: 'STAFF_CONFIG',
  detail: 'STAFF_DETAIL',
  modify: 'STAFF_MODIFY',
});

export const STAFF_LIST_PATH = StaffPaths.list;
export const STAFF_ADD_PATH = StaffPaths.add;
export const STAFF_CONFIG_PATH = StaffPaths.config;

export function staffDetailPath(uniqueId: string): string {
  return withQuery(StaffPaths.detail, { uniqueId });
}

export function staffModifyPath(uniqueId: string): string {
  return withQuery(StaffPaths.modify, { uniqueId });
}
