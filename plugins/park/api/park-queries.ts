import { defineQuery } from '@core/data';
import type { BuildingPageQuery } from '@manifests/contracts/park';
import type { ParkOverviewQuery } from '@manifests/contracts/park-overview';
import { ParkApi } from './park-api';

/** What 楼宇管理's views read; a change to buildings or rooms invalidates `buildings`. */
export const ParkTag = { buildings: 'park-buildings' } as const;

export const buildingPageQuery = defineQuery({
  key: ['park', 'buildings', 'page'],
  service: ParkApi,
  fetch: (api, query: BuildingPageQuery, signal) => api.buildingPage(query, { signal }),
  tags: [ParkTag.buildings],
});

/** A building's plan on a day (`on`, a calendar day; today when left out). */
export interface FloorPlanParams {
  buildingUniqueId: string;
  on?: string;
}

export const floorPlanQuery = defineQuery({
  key: ['park', 'buildings', 'floor-plan'],
  service: ParkApi,
  fetch: (api, { buildingUniqueId, on }: FloorPlanParams, signal) =>
    api.floorPlan(buildingUniqueId, on ? { signal, on } : { signal }),
  tags: [ParkTag.buildings],
});

/** 编辑楼宇's record: the building with its floors and rooms as they are today. */
export const buildingDetailQuery = defineQuery({
  key: ['park', 'buildings', 'detail'],
  service: ParkApi,
  fetch: (api, uniqueId: string, signal) => api.buildingDetail(uniqueId, { signal }),
  tags: [ParkTag.buildings],
});

/** 园区概览: read again whenever buildings or rooms change (the same tag). */
export const parkOverviewQuery = defineQuery({
  key: ['park', 'overview'],
  service: ParkApi,
  fetch: (api, query: ParkOverviewQuery, signal) => api.overview(query, { signal }),
  tags: [ParkTag.buildings],
});

/** A room's history for its card (every occupancy, newest first); a block or release changes it. */
export const roomHistoryQuery = defineQuery({
  key: ['park', 'buildings', 'room-history'],
  service: ParkApi,
  fetch: (api, roomUniqueId: string, signal) => api.roomHistory(roomUniqueId, { signal }),
  tags: [ParkTag.buildings],
});
