import { ApiError } from '@core/services/api-error';
import type {
  BuildingCreateBody,
  BuildingDetail,
  BuildingModifyBody,
  BuildingPage,
  BuildingPageQuery,
  BuildingRow,
  BuildingSaved,
  FloorPlan,
  FloorPlanRoom,
  RoomBlockBody,
  RoomHistoryEntry,
  RoomModifyBody,
  RoomPreview,
  RoomPreviewBody,
} from '@manifests/contracts/park';
import type { ParkOverview, ParkOverviewQuery } from '@manifests/contracts/park-overview';
import type { ParkApi } from '@plugins/park/api/park-api';
import { answerPage } from '@tests/support/paged-fake';

export function building(uniqueId: string, overrides: Partial<BuildingRow> = {}): BuildingRow {
  return {
    uniqueId,
    name: `楼宇${uniqueId}`,
    code: `XH-${uniqueId}`,
    address: '科技园路 1 号',
    floorsAbove: 12,
    floorsBelow: 1,
    grossArea: 1_234_567,
    usableArea: 1_000_000,
    use: 'office',
    state: 'in_use',
    roomCount: 10,
    vacantCount: 4,
    leasedCount: 3,
    ...overrides,
  };
}

export function planRoom(uniqueId: string, overrides: Partial<FloorPlanRoom> = {}): FloorPlanRoom {
  return {
    uniqueId,
    number: uniqueId,
    buildingArea: 12_050,
    usableArea: 9_600,
    use: 'office',
    state: 'vacant',
    holderName: null,
    referenceRent: 8_550,
    occupiedFrom: null,
    occupiedTo: null,
    occupancyUniqueId: null,
    ...overrides,
  };
}

/**
 * 星河一号楼 over three floors (3F on top): 301 leased to 深圳星河数据科技有限公司, 302 reserved by 蓝海
 * 生物医药有限公司, 303 a shop; 201 in the park's own use, 202 vacant; 101 under renovation, 102 and
 * 103 vacant, 104 storage.
 */
export function demoPlan(): FloorPlan {
  return {
    building: { uniqueId: 'b1', name: '星河一号楼', code: 'XH-01' },
    on: '2026-12-03',
    floors: [
      {
        uniqueId: 'f3',
        level: 3,
        name: '3F',
        rooms: [
          planRoom('301', {
            state: 'leased',
            holderName: '深圳星河数据科技有限公司',
            occupiedFrom: '2026-01-01',
            occupiedTo: '2027-12-31',
          }),
          planRoom('302', {
            state: 'reserved',
            holderName: '蓝海生物医药有限公司',
            occupiedFrom: '2026-12-01',
          }),
          planRoom('303', { use: 'shop' }),
        ],
      },
      {
        uniqueId: 'f2',
        level: 2,
        name: '2F',
        rooms: [
          planRoom('201', { state: 'self_use', occupiedFrom: '2026-06-01', occupiedTo: '2026-12-31' }),
          planRoom('202'),
        ],
      },
      {
        uniqueId: 'f1',
        level: 1,
        name: '1F',
        rooms: [
          planRoom('101', { state: 'renovation' }),
          planRoom('102'),
          planRoom('103'),
          planRoom('104', { use: 'storage' }),
        ],
      },
    ],
  };
}

/** An in-memory ParkApi: buildings paged and searched as the server does, plans by building. */
export class FakeParkApi implements ParkApi {
  buildings: BuildingRow[] = [];
  totals: Record<string, number> = {};
  plans = new Map<string, FloorPlan>();
  pageQueries: BuildingPageQuery[] = [];
  planCalls: string[] = [];
  /** Held until released, to see the page loading. */
  hold: Promise<void> | undefined;

  async buildingPage(query: BuildingPageQuery): Promise<BuildingPage> {
    this.pageQueries.push(query);
    await this.hold;
    const page = answerPage(this.buildings, query, {
      filters: {
        keyword: (row, keyword) => [row.name, row.code, row.address].some((text) => text.includes(keyword)),
        use: (row, use) => row.use === use,
        state: (row, state) => row.state === state,
      },
    });
    return { ...page, totals: this.totals };
  }

  /** The days asked of each plan call (undefined: today). */
  planDays: (string | undefined)[] = [];

  async floorPlan(buildingUniqueId: string, read?: { on?: string }): Promise<FloorPlan> {
    this.planCalls.push(buildingUniqueId);
    this.planDays.push(read?.on);
    await this.hold;
    const plan = this.plans.get(buildingUniqueId);
    if (!plan) throw new ApiError(400100, '楼宇不存在');
    return plan;
  }

  // ---- 新增楼宇 / 编辑楼宇 and the card's 自用/装修: recorded; `refuse` answers the next call of a name.
  details = new Map<string, BuildingDetail>();
  calls: { name: string; body: unknown }[] = [];
  /** The refusal the next call of that name answers (then it is forgotten). */
  refusals = new Map<string, ApiError>();
  previewAnswer: ((body: RoomPreviewBody) => RoomPreview) | undefined;

  private record(name: string, body: unknown) {
    this.calls.push({ name, body });
    const refusal = this.refusals.get(name);
    if (refusal) {
      this.refusals.delete(name);
      throw refusal;
    }
  }

  callsOf(name: string) {
    return this.calls.filter((call) => call.name === name).map((call) => call.body);
  }

  async buildingDetail(uniqueId: string): Promise<BuildingDetail> {
    const detail = this.details.get(uniqueId);
    if (!detail) throw new ApiError(400100, '楼宇不存在');
    return detail;
  }

  async previewRooms(body: RoomPreviewBody): Promise<RoomPreview> {
    this.record('preview', body);
    if (this.previewAnswer) return this.previewAnswer(body);
    return previewOf(body);
  }

  async addBuilding(body: BuildingCreateBody): Promise<BuildingSaved> {
    this.record('add', body);
    return {
      uniqueId: 'new-building',
      floorsAdded: body.floorsAbove + body.floorsBelow,
      roomsAdded: previewOf(body).count,
    };
  }

  async modifyBuilding(body: BuildingModifyBody): Promise<BuildingSaved> {
    this.record('modify', body);
    return {
      uniqueId: body.uniqueId,
      floorsAdded: 0,
      roomsAdded: previewOf({ roomBatches: body.roomBatches ?? [] }).count,
    };
  }

  async modifyRoom(body: RoomModifyBody): Promise<void> {
    this.record('modifyRoom', body);
  }

  async blockRoom(body: RoomBlockBody): Promise<{ uniqueId: string }> {
    this.record('block', body);
    return { uniqueId: 'occ-1' };
  }

  /** Each room's history (`roomHistory`), empty when not set. */
  histories = new Map<string, RoomHistoryEntry[]>();

  async roomHistory(roomUniqueId: string): Promise<RoomHistoryEntry[]> {
    this.record('roomHistory', roomUniqueId);
    return this.histories.get(roomUniqueId) ?? [];
  }

  async unblockRoom(occupancyUniqueId: string): Promise<void> {
    this.record('unblock', occupancyUniqueId);
  }

  /** 园区概览's answer (see overview-fixture.ts), and the queries asked. */
  overviewAnswer: ParkOverview | undefined;
  overviewQueries: ParkOverviewQuery[] = [];

  async overview(query: ParkOverviewQuery): Promise<ParkOverview> {
    this.overviewQueries.push(query);
    await this.hold;
    if (!this.overviewAnswer) throw new ApiError(300403, '您没有「园区概览」的权限，请联系企业管理员');
    return this.overviewAnswer;
  }
}

/** The rooms of the batches as the server numbers them (floor, then the number padded), in order. */
export function previewOf({ roomBatches }: Pick<RoomPreviewBody, 'roomBatches'>): RoomPreview {
  const rooms = roomBatches.flatMap((batch) => {
    const levels: number[] = [];
    for (let level = batch.floorFrom; level <= batch.floorTo; level++) if (level !== 0) levels.push(level);
    return levels.flatMap((level) =>
      Array.from({ length: batch.numberTo - batch.numberFrom + 1 }, (_, index) => ({
        floorLevel: level,
        number: `${level > 0 ? level : `B${-level}`}${String(batch.numberFrom + index).padStart(batch.numberWidth ?? 2, '0')}`,
        buildingArea: batch.buildingArea,
        usableArea: batch.usableArea,
        use: batch.use,
        referenceRent: batch.referenceRent,
      })),
    );
  });
  return {
    count: rooms.length,
    buildingArea: rooms.reduce((sum, room) => sum + room.buildingArea, 0),
    usableArea: rooms.reduce((sum, room) => sum + room.usableArea, 0),
    rooms,
  };
}
