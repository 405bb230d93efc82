import type { BuildingCreateBody, RoomBatch } from '../../../../manifests/contracts/park';

/**
 * 星河科技园's four buildings (issue 34's demo): an office tower, two R&D buildings and a commercial
 * podium, 400 rooms. Areas in hundredths of a m², reference rents in fen per m² per month; the gross
 * and usable areas of a building are its rooms' plus the shared parts (lobbies, cores, corridors).
 */

type Batch = Omit<RoomBatch, 'numberFrom' | 'numberTo'>;

/**
 * A floor's base rent (fen per m² per month) moved by whole percent for a room's position (a corner
 * suite +8 %, a north room −8 %): integers only, rounded half up to the fen, once.
 */
const rentAt = (rent: number, percent: number) => Math.floor((rent * percent + 50) / 100);

/** One floor band's rooms by position: [first number, last number, what they are]. */
const band = (
  floorFrom: number,
  floorTo: number,
  positions: readonly (readonly [number, number, Omit<Batch, 'floorFrom' | 'floorTo'>])[],
): RoomBatch[] =>
  positions.map(([numberFrom, numberTo, room]) => ({ floorFrom, floorTo, numberFrom, numberTo, ...room }));

/** An office floor of the tower: two corner suites, three south, a small one by the core, four north. */
const towerFloor = (rent: number, decoration: string) =>
  [
    [
      1,
      1,
      {
        buildingArea: 22_860,
        usableArea: 17_520,
        use: 'office',
        orientation: '东南',
        decoration,
        referenceRent: rentAt(rent, 108),
      },
    ],
    [
      2,
      4,
      {
        buildingArea: 15_630,
        usableArea: 11_980,
        use: 'office',
        orientation: '南',
        decoration,
        referenceRent: rent,
      },
    ],
    [
      5,
      5,
      {
        buildingArea: 9_840,
        usableArea: 7_510,
        use: 'office',
        orientation: '东',
        decoration,
        referenceRent: rentAt(rent, 92),
      },
    ],
    [
      6,
      9,
      {
        buildingArea: 14_270,
        usableArea: 10_940,
        use: 'office',
        orientation: '北',
        decoration,
        referenceRent: rentAt(rent, 95),
      },
    ],
    [
      10,
      10,
      {
        buildingArea: 22_860,
        usableArea: 17_520,
        use: 'office',
        orientation: '西南',
        decoration,
        referenceRent: rentAt(rent, 108),
      },
    ],
  ] as const;

/** An R&D floor: corner labs at both ends, six along the south and north fronts. */
const labFloor = (rent: number, decoration: string) =>
  [
    [
      1,
      1,
      {
        buildingArea: 31_040,
        usableArea: 24_830,
        use: 'office',
        orientation: '东',
        decoration,
        referenceRent: rent,
      },
    ],
    [
      2,
      4,
      {
        buildingArea: 19_860,
        usableArea: 15_890,
        use: 'office',
        orientation: '南',
        decoration,
        referenceRent: rent,
      },
    ],
    [
      5,
      7,
      {
        buildingArea: 19_860,
        usableArea: 15_890,
        use: 'office',
        orientation: '北',
        decoration,
        referenceRent: rentAt(rent, 94),
      },
    ],
    [
      8,
      8,
      {
        buildingArea: 31_040,
        usableArea: 24_830,
        use: 'office',
        orientation: '西',
        decoration,
        referenceRent: rent,
      },
    ],
  ] as const;

/** The ground floor of an R&D building: four plant rooms with a loading bay. */
const plantFloor = [
  [
    1,
    4,
    {
      buildingArea: 42_050,
      usableArea: 37_840,
      use: 'plant',
      orientation: '南',
      decoration: '毛坯',
      referenceRent: 6_500,
    },
  ],
] as const;

const TOWER: RoomBatch[] = [
  ...band(-1, -1, [
    [
      1,
      4,
      {
        buildingArea: 3_650,
        usableArea: 3_280,
        use: 'storage',
        orientation: '',
        decoration: '毛坯',
        referenceRent: 3_500,
      },
    ],
  ]),
  ...band(1, 1, [
    [
      1,
      2,
      {
        buildingArea: 8_520,
        usableArea: 7_460,
        use: 'shop',
        orientation: '南',
        decoration: '精装',
        referenceRent: 28_000,
      },
    ],
    [
      3,
      4,
      {
        buildingArea: 4_530,
        usableArea: 3_900,
        use: 'support',
        orientation: '北',
        decoration: '简装',
        referenceRent: 8_000,
      },
    ],
  ]),
  ...band(2, 8, towerFloor(9_800, '简装')),
  ...band(9, 15, towerFloor(11_500, '精装')),
  ...band(16, 22, towerFloor(13_800, '精装')),
];

const RD_ONE: RoomBatch[] = [
  ...band(1, 1, plantFloor),
  ...band(2, 5, labFloor(7_800, '简装')),
  ...band(6, 10, labFloor(8_600, '精装')),
];

const RD_TWO: RoomBatch[] = [...band(1, 1, plantFloor), ...band(2, 8, labFloor(7_500, '简装'))];

const PODIUM: RoomBatch[] = [
  ...band(-1, -1, [
    [
      1,
      8,
      {
        buildingArea: 6_020,
        usableArea: 5_600,
        use: 'storage',
        orientation: '',
        decoration: '毛坯',
        referenceRent: 4_200,
      },
    ],
  ]),
  ...band(1, 1, [
    [
      1,
      6,
      {
        buildingArea: 11_860,
        usableArea: 10_250,
        use: 'shop',
        orientation: '南',
        decoration: '简装',
        referenceRent: 32_000,
      },
    ],
    [
      7,
      12,
      {
        buildingArea: 6_840,
        usableArea: 5_910,
        use: 'shop',
        orientation: '东',
        decoration: '简装',
        referenceRent: 26_000,
      },
    ],
  ]),
  ...band(2, 2, [
    [
      1,
      12,
      {
        buildingArea: 9_250,
        usableArea: 7_980,
        use: 'shop',
        orientation: '南',
        decoration: '简装',
        referenceRent: 22_000,
      },
    ],
  ]),
  ...band(3, 3, [
    [
      1,
      8,
      {
        buildingArea: 26_030,
        usableArea: 22_100,
        use: 'shop',
        orientation: '南',
        decoration: '毛坯',
        referenceRent: 15_000,
      },
    ],
  ]),
  ...band(4, 4, [
    [
      1,
      6,
      {
        buildingArea: 30_080,
        usableArea: 25_560,
        use: 'office',
        orientation: '北',
        decoration: '简装',
        referenceRent: 9_000,
      },
    ],
  ]),
];

const sumOf = (batches: readonly RoomBatch[], key: 'buildingArea' | 'usableArea') =>
  batches.reduce((sum, b) => {
    const floors = b.floorTo - b.floorFrom + 1 - (b.floorFrom < 0 && b.floorTo > 0 ? 1 : 0);
    return sum + b[key] * floors * (b.numberTo - b.numberFrom + 1);
  }, 0);

/**
 * The building with its gross area the rooms' plus a quarter (shared parts), rounded half up to the
 * whole m² (integers only: ×125/100 in hundredths of a m², then to a multiple of 100), usable the rooms'.
 */
const building = (
  fields: Omit<BuildingCreateBody, 'grossArea' | 'usableArea' | 'roomBatches' | 'photos' | 'state'>,
  roomBatches: RoomBatch[],
): BuildingCreateBody => ({
  ...fields,
  grossArea: Math.floor((sumOf(roomBatches, 'buildingArea') * 125 + 5_000) / 10_000) * 100,
  usableArea: sumOf(roomBatches, 'usableArea'),
  roomBatches,
  photos: [],
  state: 'in_use',
});

export const DEMO_BUILDINGS: readonly BuildingCreateBody[] = [
  building(
    {
      name: '星河中心A栋',
      code: 'XH-A',
      address: '深圳市南山区科技园星河路 1 号',
      floorsAbove: 22,
      floorsBelow: 2,
      use: 'office',
    },
    TOWER,
  ),
  building(
    {
      name: '星河研发一号楼',
      code: 'XH-R1',
      address: '深圳市南山区科技园星河路 5 号',
      floorsAbove: 10,
      floorsBelow: 0,
      use: 'industrial',
    },
    RD_ONE,
  ),
  building(
    {
      name: '星河研发二号楼',
      code: 'XH-R2',
      address: '深圳市南山区科技园星河路 7 号',
      floorsAbove: 8,
      floorsBelow: 0,
      use: 'industrial',
    },
    RD_TWO,
  ),
  building(
    {
      name: '星河商业裙楼',
      code: 'XH-P',
      address: '深圳市南山区科技园星河路 3 号',
      floorsAbove: 4,
      floorsBelow: 1,
      use: 'commercial',
    },
    PODIUM,
  ),
];
