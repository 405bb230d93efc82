import { type Static, Type } from 'typebox';
import { CalendarDay, ImageUrl, OptionalPlainText, PlainName, SearchKeyword, UniqueId } from './fields';
import { type Page, PageQuery } from './page';
import {
  BLOCK_KINDS,
  type BlockKind,
  BUILDING_PHOTOS_MAX,
  BUILDING_STATES,
  BUILDING_USES,
  type BuildingState,
  type BuildingUse,
  FLOORS_ABOVE_MAX,
  FLOORS_BELOW_MAX,
  type OccupancyKind,
  ROOM_BATCHES_MAX,
  ROOM_STATES,
  ROOM_USES,
  type RoomState,
  type RoomUse,
} from './park-constants';

/**
 * 楼宇管理's requests and answers (`/enterprise/v1/park/…`), declared once: the server's routes
 * validate bodies with these schemas, the console's client uses their types (`import type`).
 * Areas are integers of hundredths of a m² (12 345 = 123.45 m²); rents are fen per m² per month.
 */

export * from './park-companies';
export * from './park-constants';
export type { Page };

/** One of `values`, as a JSON Schema `enum` titled for the Chinese refusal (`房间用途的取值不在允许范围内`). */
const oneOf = <T extends string>(values: readonly T[], title: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], title });

/** An area in hundredths of a m², up to 10 000 000 m². */
const Area = (title: string, minimum = 0) => Type.Integer({ title, minimum, maximum: 1_000_000_000 });

export const BuildingUseValue = oneOf<BuildingUse>(BUILDING_USES, '楼宇用途');
export const BuildingStateValue = oneOf<BuildingState>(BUILDING_STATES, '楼宇状态');
export const RoomUseValue = oneOf<RoomUse>(ROOM_USES, '房间用途');
export const RoomStateValue = oneOf<RoomState>(ROOM_STATES, '房间状态');
export const BlockKindValue = oneOf<BlockKind>(BLOCK_KINDS, '占用类型');

/** A floor's level: 1, 2 … above ground, −1, −2 … below (there is no floor 0). */
export const FloorLevel = (title: string) =>
  Type.Integer({ title, minimum: -FLOORS_BELOW_MAX, maximum: FLOORS_ABOVE_MAX });

export const RoomNumber = Type.String({ title: '房间号', pattern: '^[A-Za-z0-9-]{1,16}$', maxLength: 16 });

/** A building's own fields, as 新增楼宇 and 编辑楼宇 send them. */
const buildingFields = {
  name: PlainName('楼宇名称', 50),
  code: Type.String({ title: '楼宇编号', pattern: '^[A-Za-z0-9-]{1,20}$', maxLength: 20 }),
  address: OptionalPlainText('楼宇地址', 200),
  floorsAbove: Type.Integer({ title: '地上层数', minimum: 1, maximum: FLOORS_ABOVE_MAX }),
  floorsBelow: Type.Integer({ title: '地下层数', minimum: 0, maximum: FLOORS_BELOW_MAX }),
  grossArea: Area('建筑面积'),
  usableArea: Area('使用面积'),
  use: BuildingUseValue,
  photos: Type.Array(ImageUrl, { title: '楼宇照片', maxItems: BUILDING_PHOTOS_MAX }),
  state: BuildingStateValue,
};

/** A room's own fields (its number aside): what a bulk gives each of its rooms. */
const roomSpecFields = {
  buildingArea: Area('建筑面积', 1),
  usableArea: Area('使用面积'),
  use: RoomUseValue,
  orientation: OptionalPlainText('朝向', 20),
  decoration: OptionalPlainText('装修情况', 50),
  referenceRent: Type.Integer({ title: '参考租金', minimum: 0, maximum: 100_000_000 }),
};

/**
 * Rooms in bulk: every floor of `floorFrom`–`floorTo` × every number of `numberFrom`–`numberTo`, each
 * numbered by its floor then the number padded to `numberWidth` (floors 2–20 × 01–12: 201 … 2012). One
 * floor and one number is a single room.
 */
export const RoomBatch = Type.Object(
  {
    floorFrom: FloorLevel('起始楼层'),
    floorTo: FloorLevel('结束楼层'),
    numberFrom: Type.Integer({ title: '起始房号', minimum: 1, maximum: 999 }),
    numberTo: Type.Integer({ title: '结束房号', minimum: 1, maximum: 999 }),
    numberWidth: Type.Optional(Type.Integer({ title: '房号位数', minimum: 1, maximum: 3 })),
    ...roomSpecFields,
  },
  { title: '批量房间', additionalProperties: false },
);
export type RoomBatch = Static<typeof RoomBatch>;

const RoomBatches = Type.Array(RoomBatch, { title: '批量房间', maxItems: ROOM_BATCHES_MAX });

export const BuildingCreateBody = Type.Object(
  { ...buildingFields, roomBatches: RoomBatches },
  { additionalProperties: false },
);
export type BuildingCreateBody = Static<typeof BuildingCreateBody>;

/**
 * 预览: the rooms a create (no `buildingUniqueId`) or a modify (with it) would add, checked as saving
 * checks them, nothing written.
 */
export const RoomPreviewBody = Type.Object(
  {
    buildingUniqueId: Type.Optional(UniqueId('楼宇')),
    floorsAbove: buildingFields.floorsAbove,
    floorsBelow: buildingFields.floorsBelow,
    roomBatches: RoomBatches,
  },
  { additionalProperties: false },
);
export type RoomPreviewBody = Static<typeof RoomPreviewBody>;

/**
 * 编辑楼宇: the building's fields (more floors add the missing ones; fewer is refused, floors are never
 * removed), floors renamed, and rooms added in bulk — saved together or not at all.
 */
export const BuildingModifyBody = Type.Object(
  {
    uniqueId: UniqueId('楼宇'),
    ...buildingFields,
    floorNames: Type.Optional(
      Type.Array(
        Type.Object(
          { uniqueId: UniqueId('楼层'), name: PlainName('楼层名称', 20) },
          { additionalProperties: false },
        ),
        { title: '楼层名称', maxItems: FLOORS_ABOVE_MAX + FLOORS_BELOW_MAX },
      ),
    ),
    roomBatches: Type.Optional(RoomBatches),
  },
  { additionalProperties: false },
);
export type BuildingModifyBody = Static<typeof BuildingModifyBody>;

export const RoomModifyBody = Type.Object(
  { uniqueId: UniqueId('房间'), number: RoomNumber, ...roomSpecFields },
  { additionalProperties: false },
);
export type RoomModifyBody = Static<typeof RoomModifyBody>;

export const BuildingRef = Type.Object({ uniqueId: UniqueId('楼宇') }, { additionalProperties: false });
export type BuildingRef = Static<typeof BuildingRef>;

export const BuildingPageQuery = Type.Object(
  {
    ...PageQuery.properties,
    keyword: Type.Optional(SearchKeyword),
    use: Type.Optional(BuildingUseValue),
    state: Type.Optional(BuildingStateValue),
  },
  { additionalProperties: false },
);
export type BuildingPageQuery = Static<typeof BuildingPageQuery> & PageQuery;

/** 平面图 of a building on a day (today when left out). */
export const FloorPlanQuery = Type.Object(
  { buildingUniqueId: UniqueId('楼宇'), on: Type.Optional(CalendarDay('日期')) },
  { additionalProperties: false },
);
export type FloorPlanQuery = Static<typeof FloorPlanQuery>;

/** 房源查询: rooms of the organisation by building, floor, state today, use and number. */
export const RoomPageQuery = Type.Object(
  {
    ...PageQuery.properties,
    buildingUniqueId: Type.Optional(UniqueId('楼宇')),
    floorUniqueId: Type.Optional(UniqueId('楼层')),
    state: Type.Optional(RoomStateValue),
    use: Type.Optional(RoomUseValue),
    keyword: Type.Optional(SearchKeyword),
  },
  { additionalProperties: false },
);
export type RoomPageQuery = Static<typeof RoomPageQuery> & PageQuery;

/** 自用 / 装修中 over `from`–`to`, both days included. */
export const RoomBlockBody = Type.Object(
  {
    roomUniqueId: UniqueId('房间'),
    kind: BlockKindValue,
    from: CalendarDay('开始日期'),
    to: CalendarDay('结束日期'),
    note: Type.Optional(OptionalPlainText('备注', 200)),
  },
  { additionalProperties: false },
);
export type RoomBlockBody = Static<typeof RoomBlockBody>;

export const OccupancyRef = Type.Object({ uniqueId: UniqueId('占用记录') }, { additionalProperties: false });
export type OccupancyRef = Static<typeof OccupancyRef>;

// ---- answers -------------------------------------------------------------------------------------

/** A building in 楼宇管理's list, its rooms counted by their state today. */
export interface BuildingRow {
  uniqueId: string;
  name: string;
  code: string;
  address: string;
  floorsAbove: number;
  floorsBelow: number;
  grossArea: number;
  usableArea: number;
  use: BuildingUse;
  state: BuildingState;
  roomCount: number;
  vacantCount: number;
  leasedCount: number;
}

/** The list's page, with `totals` (rooms, vacantRooms, leasedRooms, grossArea, usableArea) over the search. */
export type BuildingPage = Page<BuildingRow>;

/** A room as it is today: its state from the occupancy covering today, and that occupancy's holder. */
export interface RoomRow {
  uniqueId: string;
  buildingUniqueId: string;
  buildingName: string;
  floorUniqueId: string;
  floorLevel: number;
  floorName: string;
  number: string;
  buildingArea: number;
  usableArea: number;
  use: RoomUse;
  orientation: string;
  decoration: string;
  referenceRent: number;
  state: RoomState;
  holderName: string | null;
  occupancyUniqueId: string | null;
}

export interface FloorDetail {
  uniqueId: string;
  level: number;
  name: string;
  rooms: RoomRow[];
}

/** 楼宇详情: the building, its floors from the top down, each with its rooms. */
export interface BuildingDetail extends Omit<BuildingRow, 'roomCount' | 'vacantCount' | 'leasedCount'> {
  photos: string[];
  floors: FloorDetail[];
}

/**
 * A room of 平面图: what its cell and its card show. `occupiedFrom`–`occupiedTo` are the days (both
 * included) of the occupancy covering the plan's day, null when none does; `occupiedTo` null with a
 * `occupiedFrom` is open-ended. `referenceRent` is fen per m² per month.
 */
export interface FloorPlanRoom {
  uniqueId: string;
  number: string;
  buildingArea: number;
  usableArea: number;
  use: RoomUse;
  state: RoomState;
  holderName: string | null;
  referenceRent: number;
  occupiedFrom: string | null;
  occupiedTo: string | null;
  /** The occupancy covering the plan's day (what 解除占用 releases), null when none does. */
  occupancyUniqueId: string | null;
}

/** 平面图: floors as rows from the top down, each room with its state on `on`. */
export interface FloorPlan {
  building: { uniqueId: string; name: string; code: string };
  on: string;
  floors: { uniqueId: string; level: number; name: string; rooms: FloorPlanRoom[] }[];
}

/** A room a create or a modify would add (预览), and the preview's sums. */
export interface PreviewRoom {
  floorLevel: number;
  number: string;
  buildingArea: number;
  usableArea: number;
  use: RoomUse;
  referenceRent: number;
}
export interface RoomPreview {
  count: number;
  buildingArea: number;
  usableArea: number;
  rooms: PreviewRoom[];
}

export interface BuildingSaved {
  uniqueId: string;
  floorsAdded: number;
  roomsAdded: number;
}

/** An occupancy of a room: what holds it over `from`–`to` (both included; `to` null: open-ended). */
export interface Occupancy {
  uniqueId: string;
  roomUniqueId: string;
  kind: OccupancyKind;
  from: string;
  to: string | null;
  holderName: string | null;
  live: boolean;
}

/** A room, for its card's history (`room/history`). */
export const RoomRef = Type.Object({ roomUniqueId: UniqueId('房间') }, { additionalProperties: false });
export type RoomRef = Static<typeof RoomRef>;

/**
 * One occupancy of a room's history, newest first: a lease, reservation or block with its days (both
 * included), its holder and company, the business object that took it (a contract's reference), and
 * whether it still holds (`live`; a released one gave its days back).
 */
export interface RoomHistoryEntry {
  uniqueId: string;
  kind: OccupancyKind;
  from: string;
  to: string;
  holderName: string | null;
  companyUniqueId: string | null;
  reference: string | null;
  note: string;
  live: boolean;
}
