import { defineQuery } from '@core/data';
import type { BuildingPageQuery } from '@manifests/contracts/park';
import { ParkApi } from './park-api';

/** What 楼宇管理's views read; a change to buildings or rooms invalidates `buildings`. */
export const ParkTag = { buildings: 'park-buildings' } as const;

export const buildingPageQuery = defineQuery({
  key: ['park', 'buildings', 'page'],
  service: ParkApi,
  fetch: (api, query: BuildingPageQuery, signal) => api.buildingPage(query, { signal }),
  tags: [ParkTag.buildings],
});

export const floorPlanQuery = defineQuery({
  key: ['park', 'buildings', 'floor-plan'],
  service: ParkApi,
  fetch: (api, buildingUniqueId: string, signal) => api.floorPlan(buildingUniqueId, { signal }),
  tags: [ParkTag.buildings],
});
