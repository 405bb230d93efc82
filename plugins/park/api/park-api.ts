import { type RequestService, token } from '@core';
import type { ReadOptions } from '@core/data';
import type {
  BuildingCreateBody,
  BuildingDetail,
  BuildingModifyBody,
  BuildingPage,
  BuildingPageQuery,
  BuildingSaved,
  FloorPlan,
  RoomBlockBody,
  RoomHistoryEntry,
  RoomModifyBody,
  RoomPreview,
  RoomPreviewBody,
} from '@manifests/contracts/park';
import type { ParkOverview, ParkOverviewQuery } from '@manifests/contracts/park-overview';

/** The park contract's types (`import type` only: the contract's schemas stay on the server). */
export type * from '@manifests/contracts/park';
export type * from '@manifests/contracts/park-overview';

export const PARK_BASE_URL = '/enterprise/v1/park';
export const BUILDING_PAGE_URL = `${PARK_BASE_URL}/building/page`;
export const FLOOR_PLAN_URL = `${PARK_BASE_URL}/building/floor-plan`;
export const OVERVIEW_URL = `${PARK_BASE_URL}/overview`;

/** 楼宇管理's reads (`/enterprise/v1/park/…`): the buildings' page and a building's floor plan. */
export const ParkApi = token<ParkApi>('park.ParkApi');
export interface ParkApi {
  buildingPage(query: BuildingPageQuery, read?: ReadOptions): Promise<BuildingPage>;
  /** The plan on `on` (a calendar day), today when left out. */
  floorPlan(buildingUniqueId: string, read?: ReadOptions & { on?: string }): Promise<FloorPlan>;
  // 新增楼宇 / 编辑楼宇 and the floor plan's card (buildingAdd, buildingModify, 自用/装修).
  buildingDetail(uniqueId: string, read?: ReadOptions): Promise<BuildingDetail>;
  previewRooms(body: RoomPreviewBody): Promise<RoomPreview>;
  addBuilding(body: BuildingCreateBody): Promise<BuildingSaved>;
  modifyBuilding(body: BuildingModifyBody): Promise<BuildingSaved>;
  modifyRoom(body: RoomModifyBody): Promise<void>;
  blockRoom(body: RoomBlockBody): Promise<{ uniqueId: string }>;
  /** Releases a block (自用/装修中) by its occupancy's unique id. */
  unblockRoom(occupancyUniqueId: string): Promise<void>;
  /** The room card's history: its occupancies, released ones too, newest first. */
  roomHistory(roomUniqueId: string, read?: ReadOptions): Promise<RoomHistoryEntry[]>;
  /** 园区概览 on `query.date` (a calendar day), today when left out. */
  overview(query: ParkOverviewQuery, read?: ReadOptions): Promise<ParkOverview>;
}

/** Writes are sent silently: the page shows a refusal on its field (or in place) and keeps what was typed. */
const WRITE = { silent: true } as const;

export class HttpParkApi implements ParkApi {
  constructor(private readonly request: RequestService) {}

  buildingPage(query: BuildingPageQuery, read?: ReadOptions) {
    return this.request.post<BuildingPage>(BUILDING_PAGE_URL, query, { signal: read?.signal });
  }

  floorPlan(buildingUniqueId: string, read?: ReadOptions & { on?: string }) {
    const body = read?.on ? { buildingUniqueId, on: read.on } : { buildingUniqueId };
    return this.request.post<FloorPlan>(FLOOR_PLAN_URL, body, { signal: read?.signal });
  }

  buildingDetail(uniqueId: string, read?: ReadOptions) {
    return this.request.post<BuildingDetail>(
      `${PARK_BASE_URL}/building/detail`,
      { uniqueId },
      { signal: read?.signal },
    );
  }

  previewRooms(body: RoomPreviewBody) {
    return this.request.post<RoomPreview>(`${PARK_BASE_URL}/building/room/preview`, body, WRITE);
  }

  addBuilding(body: BuildingCreateBody) {
    return this.request.post<BuildingSaved>(`${PARK_BASE_URL}/building/add`, body, WRITE);
  }

  modifyBuilding(body: BuildingModifyBody) {
    return this.request.post<BuildingSaved>(`${PARK_BASE_URL}/building/modify`, body, WRITE);
  }

  async modifyRoom(body: RoomModifyBody) {
    await this.request.post<null>(`${PARK_BASE_URL}/room/modify`, body, WRITE);
  }

  blockRoom(body: RoomBlockBody) {
    return this.request.post<{ uniqueId: string }>(`${PARK_BASE_URL}/room/block`, body, WRITE);
  }

  async unblockRoom(occupancyUniqueId: string) {
    await this.request.post<null>(`${PARK_BASE_URL}/room/unblock`, { uniqueId: occupancyUniqueId }, WRITE);
  }

  roomHistory(roomUniqueId: string, read?: ReadOptions) {
    return this.request.post<RoomHistoryEntry[]>(
      `${PARK_BASE_URL}/room/history`,
      { roomUniqueId },
      { signal: read?.signal },
    );
  }

  overview(query: ParkOverviewQuery, read?: ReadOptions) {
    return this.request.post<ParkOverview>(OVERVIEW_URL, query, { signal: read?.signal });
  }
}
