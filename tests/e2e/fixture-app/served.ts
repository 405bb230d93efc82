import { areaManifests } from '../../../manifests';
import { allMigrations, serverAreas } from '../../../server/areas';
import { composeAreas } from '../../../server/platform/compose-areas';
import type { ServedAreas } from '../../../server/start-server';
import { equipmentLoanManifest } from '../../fixtures/equipment-loan/manifest';
import { equipmentLoanServerArea } from '../../fixtures/equipment-loan/server';
import { leaseDeskManifest } from '../../fixtures/lease-desk/manifest';
import { leaseDeskServerArea } from '../../fixtures/lease-desk/server';

const areas = composeAreas([...serverAreas, equipmentLoanServerArea, leaseDeskServerArea]);

/**
 * What the browser tests' fixture server runs: the registry's areas with 设备借用 and 租赁台 beside them,
 * their migrations after the registry's.
 */
export const fixtureServed: ServedAreas = {
  areas,
  migrations: [
    ...allMigrations,
    ...areas.migrations.filter((migration) => !allMigrations.includes(migration)),
  ],
  manifests: [...areaManifests, equipmentLoanManifest, leaseDeskManifest],
};
