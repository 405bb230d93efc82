import type { RoomBatch } from '../../../manifests/contracts/park';
import { type Queryable, queryOne } from '../../db/database';
import { calendarDay } from '../../platform/calendar';
import type { DemoSeedContext } from '../../platform/server-area';
import { createBuilding } from './buildings/save-building';
import { DEMO_COMPANIES, DEMO_MOVED_OUT } from './companies/demo-companies';
import { createCompany } from './companies/save-company';
import { holdRoom } from './rooms/occupancies';

const DAY_MS = 86_400_000;
/** The calendar day `days` after `day` (before, when negative). */
const shifted = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const batch = (
  more: Partial<RoomBatch> & Pick<RoomBatch, 'floorFrom' | 'floorTo' | 'numberTo'>,
): RoomBatch => ({
  numberFrom: 1,
  buildingArea: 12_000,
  usableArea: 9_600,
  use: 'office',
  orientation: '南',
  decoration: '简装',
  referenceRent: 12_000,
  ...more,
});

/** 星河科技园's buildings (areas in hundredths of a m², rents fen per m² per month). */
const DEMO_BUILDINGS = [
  {
    name: '星河一号楼',
    code: 'XH-01',
    address: '深圳市南山区科技园星河路 1 号',
    floorsAbove: 12,
    floorsBelow: 1,
    grossArea: 1_500_000,
    usableArea: 1_200_000,
    use: 'office' as const,
    roomBatches: [
      batch({ floorFrom: 1, floorTo: 1, numberTo: 4, use: 'support', referenceRent: 8_000 }),
      batch({ floorFrom: 2, floorTo: 12, numberTo: 8 }),
    ],
  },
  {
    name: '星河商业街',
    code: 'XH-02',
    address: '深圳市南山区科技园星河路 3 号',
    floorsAbove: 3,
    floorsBelow: 0,
    grossArea: 300_000,
    usableArea: 260_000,
    use: 'commercial' as const,
    roomBatches: [
      batch({
        floorFrom: 1,
        floorTo: 3,
        numberTo: 6,
        use: 'shop',
        buildingArea: 8_000,
        usableArea: 7_200,
        referenceRent: 25_000,
        decoration: '毛坯',
      }),
    ],
  },
  {
    name: '星河仓储中心',
    code: 'XH-03',
    address: '深圳市南山区科技园星河路 9 号',
    floorsAbove: 2,
    floorsBelow: 0,
    grossArea: 400_000,
    usableArea: 380_000,
    use: 'storage' as const,
    roomBatches: [
      batch({
        floorFrom: 1,
        floorTo: 2,
        numberTo: 4,
        use: 'storage',
        buildingArea: 50_000,
        usableArea: 48_000,
        referenceRent: 4_500,
        orientation: '',
        decoration: '毛坯',
      }),
    ],
  },
];

/** Rooms held today, so the floor plan shows every state: [building code, room, kind, holder]. */
const DEMO_HOLDS = [
  ['XH-01', '201', 'lease', '深圳星河数据科技有限公司'],
  ['XH-01', '202', 'lease', '深圳星河数据科技有限公司'],
  ['XH-01', '305', 'lease', '云图智能（深圳）有限公司'],
  ['XH-01', '808', 'reservation', '蓝海生物医药有限公司'],
  ['XH-01', '1201', 'self_use', null],
  ['XH-01', '1001', 'renovation', null],
  ['XH-02', '101', 'lease', '山海餐饮管理有限公司'],
] as const;

/** Leases that ended before today, for corpDetail's occupancy history: [building code, room, holder]. */
const DEMO_PAST_LEASES = [
  ['XH-01', '203', '深圳星河数据科技有限公司'],
  ['XH-01', '306', '深圳和光法律咨询有限公司'],
] as const;

/** 企业管理's demo: 25 companies with their contacts, two of them 已迁出; their ids by name. */
async function seedCompanies(tx: Queryable, organizationId: number, now: Date): Promise<Map<string, number>> {
  for (const body of DEMO_COMPANIES) await createCompany(tx, { organizationId, body, now });
  await tx.query(
    `update park_companies set state = 'moved_out' where organization_id = $1 and name = any($2)`,
    [organizationId, DEMO_MOVED_OUT],
  );
  const rows = await tx.query<{ id: number; name: string }>(
    'select id, name from park_companies where organization_id = $1',
    [organizationId],
  );
  return new Map(rows.map((row) => [row.name, row.id]));
}

const roomUniqueIdOf = async (tx: Queryable, organizationId: number, code: string, number: string) =>
  (await queryOne<{ uniqueId: string }>(
    tx,
    `select r.unique_id as "uniqueId" from park_rooms r join park_buildings b on b.id = r.building_id
      where b.organization_id = $1 and b.code = $2 and r.number = $3`,
    [organizationId, code, number],
  ))!.uniqueId;

/**
 * 园区运营's demo in 星河科技园: the companies, three buildings with their floors and rooms, some rooms
 * held today by the companies (and two leases ended before, for their history).
 */
export async function seedParkDemo(tx: Queryable, demo: DemoSeedContext): Promise<void> {
  const organizationId = demo.organizations.xinghe;
  const companies = await seedCompanies(tx, organizationId, demo.now);
  for (const building of DEMO_BUILDINGS)
    await createBuilding(tx, {
      organizationId,
      body: { ...building, photos: [], state: 'in_use' },
      now: demo.now,
    });
  const today = calendarDay(demo.now);
  for (const [code, number, kind, holderName] of DEMO_HOLDS) {
    const lease = kind === 'lease';
    await holdRoom(tx, {
      organizationId,
      roomUniqueId: await roomUniqueIdOf(tx, organizationId, code, number),
      kind,
      from: shifted(today, lease ? -180 : -10),
      to: shifted(today, lease ? 550 : 30),
      holderName,
      companyId: holderName ? companies.get(holderName)! : null,
      note: kind === 'renovation' ? '整层翻新' : '',
      now: demo.now,
    });
  }
  for (const [code, number, holderName] of DEMO_PAST_LEASES)
    await holdRoom(tx, {
      organizationId,
      roomUniqueId: await roomUniqueIdOf(tx, organizationId, code, number),
      kind: 'lease',
      from: shifted(today, -900),
      to: shifted(today, -181),
      holderName,
      companyId: companies.get(holderName)!,
      now: demo.now,
    });
}
