import { type RequestService, token } from '@core';
import type { ReadOptions } from '@core/data';
import type { BuildingPage, BuildingPageQuery, FloorPlan } from '@manifests/contracts/park';

/** The park contract's types (`import type` only: the contract's schemas stay on the server). */
export type * from '@manifests/contracts/park';

export const PARK_BASE_URL = '/enterprise/v1/park';
export const BUILDING_PAGE_URL = `${PARK_BASE_URL}/building/page`;
export const FLOOR_PLAN_URL = `${PARK_BASE_URL}/building/floor-plan`;

/** 楼宇管理's reads (`/enterprise/v1/park/…`): the buildings' page and a building's floor plan. */
export const ParkApi = token<ParkApi>('park.ParkApi');
export interface ParkApi {
  buildingPage(query: BuildingPageQuery, read?: ReadOptions): Promise<BuildingPage>;
  /** The plan on `on` (a calendar day), today when left out. */
  floorPlan(buildingUniqueId: string, read?: ReadOptions & { on?: string }): Promise<FloorPlan>;
}

export class HttpParkApi implements ParkApi {
  constructor(private readonly request: RequestService) {}

  buildingPage(query: BuildingPageQuery, read?: ReadOptions) {
    return this.request.post<BuildingPage>(BUILDING_PAGE_URL, query, { signal: read?.signal });
  }

  floorPlan(buildingUniqueId: string, read?: ReadOptions & { on?: string }) {
    const body = read?.on ? { buildingUniqueId, on: read.on } : { buildingUniqueId };
    return this.request.post<FloorPlan>(FLOOR_PLAN_URL, body, { signal: read?.signal });
  }
}
