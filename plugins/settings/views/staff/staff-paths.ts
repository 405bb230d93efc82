/** Where the staff pages live (resource paths of manifests/settings.ts). */
export const STAFF_LIST_PATH = '/PC_STAFF_MANAGEMENT';
export const STAFF_ADD_PATH = '/childsPage/staffAdd';
export const STAFF_CONFIG_PATH = '/childsPage/configureForms';

export function staffDetailPath(uniqueId: string): string {
  return `/childsPage/staffDetail?uniqueId=${encodeURIComponent(uniqueId)}`;
}

export function staffModifyPath(uniqueId: string): string {
  return `/childsPage/staffModify?uniqueId=${encodeURIComponent(uniqueId)}`;
}
