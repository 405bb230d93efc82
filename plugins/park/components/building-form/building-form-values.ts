import type {
  BuildingCreateBody,
  BuildingDetail,
  RoomBatch,
  RoomPreviewBody,
} from '@manifests/contracts/park';
import type { BuildingState, BuildingUse, RoomUse } from '@manifests/contracts/park-constants';
import type { Rule } from 'antd/es/form';

/**
 * 新增楼宇/编辑楼宇's form values: the wire's names and units (areas integer hundredths of a m², rents
 * integer fen per m² per month, typed in m² and 元 by their inputs), so a refusal naming a field of
 * the body (`roomBatches.1.floorTo`) lands on the field typed. Room numbers are typed as text (`01`),
 * their width taken from what was typed.
 */
export interface RoomBatchValues {
  floorFrom?: number;
  floorTo?: number;
  numberFrom?: string;
  numberTo?: string;
  buildingArea?: number;
  usableArea?: number;
  use: RoomUse;
  orientation?: string;
  decoration?: string;
  referenceRent?: number;
}

export interface BuildingFormValues {
  name: string;
  code: string;
  address?: string;
  floorsAbove?: number;
  floorsBelow?: number;
  grossArea?: number;
  usableArea?: number;
  use: BuildingUse;
  state: BuildingState;
  photos: string[];
  roomBatches: RoomBatchValues[];
}

export const newBatchValues = (floorTo?: number): RoomBatchValues => ({
  floorFrom: 1,
  floorTo,
  numberFrom: '01',
  use: 'office',
  orientation: '',
  decoration: '',
});

export const emptyBuildingValues = (): Partial<BuildingFormValues> => ({
  floorsBelow: 0,
  use: 'office',
  state: 'in_use',
  photos: [],
  roomBatches: [newBatchValues()],
});

export function buildingValuesOf(detail: BuildingDetail): BuildingFormValues {
  return {
    name: detail.name,
    code: detail.code,
    address: detail.address,
    floorsAbove: detail.floorsAbove,
    floorsBelow: detail.floorsBelow,
    grossArea: detail.grossArea,
    usableArea: detail.usableArea,
    use: detail.use,
    state: detail.state,
    photos: detail.photos,
    roomBatches: [],
  };
}

/** A batch as the server takes it: `01`–`12` is 1–12 two digits wide. */
export function roomBatchOf(values: RoomBatchValues): RoomBatch {
  const from = (values.numberFrom ?? '').trim();
  const to = (values.numberTo ?? '').trim();
  return {
    floorFrom: values.floorFrom ?? 0,
    floorTo: values.floorTo ?? 0,
    numberFrom: Number(from),
    numberTo: Number(to),
    numberWidth: Math.min(3, Math.max(from.length, to.length, 1)),
    buildingArea: values.buildingArea ?? 0,
    usableArea: values.usableArea ?? 0,
    use: values.use,
    orientation: (values.orientation ?? '').trim(),
    decoration: (values.decoration ?? '').trim(),
    referenceRent: values.referenceRent ?? 0,
  };
}

export function buildingBodyOf(values: BuildingFormValues): BuildingCreateBody {
  return {
    name: values.name.trim(),
    code: values.code.trim(),
    address: (values.address ?? '').trim(),
    floorsAbove: values.floorsAbove ?? 0,
    floorsBelow: values.floorsBelow ?? 0,
    grossArea: values.grossArea ?? 0,
    usableArea: values.usableArea ?? 0,
    use: values.use,
    photos: values.photos ?? [],
    state: values.state,
    roomBatches: (values.roomBatches ?? []).map(roomBatchOf),
  };
}

export function previewBodyOf(values: BuildingFormValues, buildingUniqueId?: string): RoomPreviewBody {
  return {
    ...(buildingUniqueId ? { buildingUniqueId } : {}),
    floorsAbove: values.floorsAbove ?? 0,
    floorsBelow: values.floorsBelow ?? 0,
    roomBatches: (values.roomBatches ?? []).map(roomBatchOf),
  };
}

/** What a preview was asked for: a preview of other values is out of date. */
export const previewSignature = (body: RoomPreviewBody) => JSON.stringify(body);

export const required = (label: string): Rule => ({ required: true, message: `请输入${label}` });

/** An area the member typed (NaN: not an area), `positive` for a room's building area. */
export const areaRule = (label: string, positive = false): Rule => ({
  validator: async (_rule, value: unknown) => {
    if (value === undefined || value === null) throw new Error(`请输入${label}`);
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
      throw new Error(`${label}应为不超过两位小数的数字`);
    if (positive && value === 0) throw new Error(`${label}应大于 0`);
  },
});

export const amountRule = (label: string): Rule => ({
  validator: async (_rule, value: unknown) => {
    if (value === undefined || value === null) throw new Error(`请输入${label}`);
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
      throw new Error(`${label}应为不超过两位小数的金额`);
  },
});

export const roomNumberRule = (label: string): Rule => ({
  validator: async (_rule, value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') throw new Error(`请输入${label}`);
    if (!/^\d{1,3}$/.test(text) || Number(text) < 1) throw new Error(`${label}应为 1–999 的数字`);
  },
});
