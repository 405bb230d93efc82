import type { BuildingOverview, OccupancyFigures, ParkOverview } from '@manifests/contracts/park-overview';

const figures = (more: Partial<OccupancyFigures> = {}): OccupancyFigures => ({
  rooms: 8,
  leased: 4,
  reserved: 1,
  blocked: 1,
  vacant: 2,
  area: 74_000,
  leasedArea: 36_000,
  reservedArea: 10_000,
  blockedArea: 10_000,
  vacantArea: 18_000,
  areaRate: 4_865,
  roomRate: 5_000,
  ...more,
});

const building = (uniqueId: string, name: string, more: Partial<BuildingOverview>): BuildingOverview => ({
  uniqueId,
  name,
  code: uniqueId.toUpperCase(),
  ...figures(),
  floors: [],
  ...more,
});

/** The small park of tests/server/park/overview.test.ts, as the server answers it. */
export function overviewFixture(): ParkOverview {
  return {
    on: '2026-11-22',
    park: figures(),
    buildings: [
      building('b-a', 'A 座', {
        ...figures({ rooms: 6, leased: 3, vacant: 1, area: 60_000, leasedArea: 30_000, vacantArea: 10_000 }),
        areaRate: 5_000,
        floors: [
          [2, '2F', 3, 1, 1, 1, 0, 30_000, 10_000, 0, 3_333],
          [1, '1F', 3, 2, 0, 0, 1, 30_000, 20_000, 10_000, 6_667],
        ],
      }),
      building('b-b', 'B 座', {
        ...figures({
          rooms: 2,
          leased: 1,
          reserved: 0,
          blocked: 0,
          vacant: 1,
          area: 14_000,
          leasedArea: 6_000,
        }),
        vacantArea: 8_000,
        areaRate: 4_286,
        floors: [[1, '1F', 2, 1, 0, 0, 1, 14_000, 6_000, 8_000, 4_286]],
      }),
    ],
    uses: [
      { use: 'office', ...figures({ rooms: 6, area: 60_000, leasedArea: 30_000, areaRate: 5_000 }) },
      { use: 'shop', ...figures({ rooms: 2, area: 14_000, leasedArea: 6_000, areaRate: 4_286 }) },
    ],
    leaseEnds: [
      { days: 30, leases: 1, companies: 1, area: 10_000 },
      { days: 60, leases: 2, companies: 2, area: 20_000 },
      { days: 90, leases: 3, companies: 2, area: 30_000 },
    ],
    endingSoon: [
      {
        occupancyUniqueId: 'o1',
        roomUniqueId: 'r101',
        roomNumber: '101',
        buildingUniqueId: 'b-a',
        buildingName: 'A 座',
        holderName: '甲公司',
        companyUniqueId: null,
        area: 10_000,
        lastDay: '2026-12-22',
        daysLeft: 30,
      },
    ],
    trend: Array.from({ length: 12 }, (_, index) => ({
      month: `2026-${String(index + 1).padStart(2, '0')}`,
      day: `2026-${String(index + 1).padStart(2, '0')}-28`,
      leasedArea: 30_000,
      area: 74_000,
      areaRate: 4_054,
    })),
  };
}

/** A park with no buildings at all. */
export function emptyOverview(): ParkOverview {
  return {
    ...overviewFixture(),
    park: figures({
      rooms: 0,
      leased: 0,
      reserved: 0,
      blocked: 0,
      vacant: 0,
      area: 0,
      leasedArea: 0,
      reservedArea: 0,
      blockedArea: 0,
      vacantArea: 0,
      areaRate: 0,
      roomRate: 0,
    }),
    buildings: [],
    uses: [],
    endingSoon: [],
    leaseEnds: [30, 60, 90].map((days) => ({ days: days as 30 | 60 | 90, leases: 0, companies: 0, area: 0 })),
  };
}
