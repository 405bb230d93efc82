import { approvalManifest } from './approval';
import { contractManifest } from './contract';
import { marketManifest } from './market';
import { noticeManifest } from './notice';
import { parkManifest } from './park';
import type { AreaManifest } from './resource-types';
import { settingsManifest } from './settings';

/** Every area manifest. Adding an area adds one line here and one plugin registration in the console. */
export const areaManifests: readonly AreaManifest[] = [
  marketManifest,
  settingsManifest,
  approvalManifest,
  noticeManifest,
  contractManifest,
  parkManifest,
];

export * from './known-applications';
export {
  assertUniqueResourceCodes,
  codesGrantedToEveryone,
  definePaths,
  definePermissions,
  flattenResources,
  pathOf,
  withQuery,
} from './resource-codes';
export * from './resource-types';
