import type {
  BuildingCreateBody,
  BuildingDetail,
  BuildingSaved,
  FloorPlan,
  RoomBatch,
} from '../../../manifests/contracts/park';
import { signedInTokens } from '../support/signed-in-tokens';
import { type ApiResult, setupTestServer, type TestServer } from '../support/test-server';

export const ZHANG_WEI = '13800000001';
export const LI_NA = '13800000002';
export const XINGHE = 'xinghe-park';
export const YUNSHAN = 'yunshan-group';
export const base = '/enterprise/v1/park';

export const setupParkServer = () => setupTestServer();

/** Floors 2–20 × rooms 01–12 of 120.00 m² (96.00 usable), 120 元/m²/月. */
export const officeBatch = (more: Partial<RoomBatch> = {}): RoomBatch => ({
  floorFrom: 2,
  floorTo: 20,
  numberFrom: 1,
  numberTo: 12,
  buildingArea: 12_000,
  usableArea: 9_600,
  use: 'office',
  orientation: '南',
  decoration: '简装',
  referenceRent: 12_000,
  ...more,
});

export const buildingBody = (more: Partial<BuildingCreateBody> = {}): BuildingCreateBody => ({
  name: 'A 座',
  code: 'A',
  address: '科技园路 1 号',
  floorsAbove: 20,
  floorsBelow: 2,
  grossArea: 5_000_000,
  usableArea: 4_000_000,
  use: 'office',
  photos: [],
  state: 'in_use',
  roomBatches: [officeBatch()],
  ...more,
});

/** Park calls for one server, with tokens signed in once per test and organisation. */
export function parkOf(server: TestServer) {
  const tokens = signedInTokens(server);
  const tokenOf = (telephone: string, organization = XINGHE) => tokens.tokenOf(telephone, organization);
  const call = async <T>(path: string, body: unknown, telephone = ZHANG_WEI, organization = XINGHE) =>
    server.post<T>(`${base}/${path}`, body, await tokenOf(telephone, organization)) as Promise<ApiResult<T>>;
  const data = async <T>(path: string, body: unknown, telephone = ZHANG_WEI, organization = XINGHE) => {
    const answer = await call<T>(path, body, telephone, organization);
    if (answer.body.code !== 0) throw new Error(`${path}: ${answer.body.code} ${answer.body.message}`);
    return answer.body.data;
  };
  const park = {
    forget: tokens.forget,
    call,
    data,
    add: (body: BuildingCreateBody = buildingBody(), organization = XINGHE) =>
      data<BuildingSaved>('building/add', body, ZHANG_WEI, organization),
    detail: (uniqueId: string) => data<BuildingDetail>('building/detail', { uniqueId }),
    floorPlan: (buildingUniqueId: string, on?: string) =>
      data<FloorPlan>('building/floor-plan', { buildingUniqueId, ...(on ? { on } : {}) }),
    /** The unique id of room `number` of the building. */
    async roomId(buildingUniqueId: string, number: string) {
      const detail = await park.detail(buildingUniqueId);
      const room = detail.floors
        .flatMap((floor) => floor.rooms)
        .find((candidate) => candidate.number === number);
      if (!room) throw new Error(`no room ${number}`);
      return room.uniqueId;
    },
    /** Room `number`'s state in the floor plan on `on` (today when left out), and its holder. */
    async cell(buildingUniqueId: string, number: string, on?: string) {
      const plan = await park.floorPlan(buildingUniqueId, on);
      const room = plan.floors
        .flatMap((floor) => floor.rooms)
        .find((candidate) => candidate.number === number)!;
      return { state: room.state, holderName: room.holderName };
    },
    /** The rooms of the tests' own buildings (named …座; the demo's 星河… buildings left out). */
    roomCount: async () =>
      (
        await server.db.query<{ n: number }>(
          `select count(*)::int as n from park_rooms r join park_buildings b on b.id = r.building_id
            where b.name like '%座'`,
        )
      )[0]!.n,
  };
  return park;
}
