import { approvalManifest } from './approval';
import { billingManifest } from './billing';
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
  billingManifest,
];

export { type ComposedManifests, composeManifests } from './area-map';
export { type DependentNames, orderByDependencies } from './area-order';

export * from './known-applications';
export {
  areaResources,
  assertUniqueResourceCodes,
  codesGrantedToEveryone,
  definePaths,
  definePermissions,
  flattenResources,
  pathOf,
  withQuery,
} from './resource-codes';
export * from './resource-types';
