import {
  ROOM_STATE_LABELS,
  ROOM_STATES,
  ROOM_USE_LABELS,
  ROOM_USES,
  type RoomState,
  type RoomUse,
} from '@manifests/contracts/park-constants';

/**
 * What 楼宇平面图's address may preset (园区概览 links to it): `state` (空置 | 已租 | 已预定 | 自用 |
 * 装修中, or its key: vacant …), `use` (办公 | 商铺 | 仓储 | 厂房 | 配套, or its key: office …) and
 * `date` (YYYY-MM-DD, a calendar day: the states on that day). Anything else is ignored.
 */
export interface FloorPlanPresets {
  state?: RoomState;
  use?: RoomUse;
  date?: string;
}

const byLabelOrKey = <T extends string>(
  keys: readonly T[],
  labels: Record<T, string>,
  text: string | null,
) => (text ? keys.find((key) => key === text || labels[key] === text) : undefined);

const CALENDAR_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function floorPlanPresetsOf(params: URLSearchParams): FloorPlanPresets {
  const date = params.get('date') ?? '';
  const valid = CALENDAR_DAY.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
  return {
    state: byLabelOrKey(ROOM_STATES, ROOM_STATE_LABELS, params.get('state')),
    use: byLabelOrKey(ROOM_USES, ROOM_USE_LABELS, params.get('use')),
    date: valid ? date : undefined,
  };
}
