import { ApiError } from '@core/services/api-error';
import type {
  BuildingPage,
  BuildingPageQuery,
  BuildingRow,
  FloorPlan,
  FloorPlanRoom,
} from '@manifests/contracts/park';
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

  async floorPlan(buildingUniqueId: string): Promise<FloorPlan> {
    this.planCalls.push(buildingUniqueId);
    await this.hold;
    const plan = this.plans.get(buildingUniqueId);
    if (!plan) throw new ApiError(400100, '楼宇不存在');
    return plan;
  }
}
