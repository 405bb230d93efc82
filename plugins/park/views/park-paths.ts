import { parkManifest } from '@manifests/park';
import { definePaths, withQuery } from '@manifests/resource-codes';

/** Where 楼宇管理's pages live: the paths of their resources in manifests/park.ts, by name. */
const ParkPaths = definePaths(parkManifest, {
  buildings: 'PC_PARK_BUILDING',
  floorPlan: 'PARK_BUILDING_FLOOR_PLAN',
  add: 'PARK_BUILDING_ADD',
  modify: 'PARK_BUILDING_MODIFY',
});

export const BUILDING_LIST_PATH = ParkPaths.buildings;
export const BUILDING_ADD_PATH = ParkPaths.add;

/**
 * A building's floor plan; with `state` (a `RoomState` key: leased, vacant, reserved, self_use,
 * renovation), `use` (a `RoomUse` key) or `date` (`YYYY-MM-DD`) the plan opens filtered to them.
 */
export function floorPlanPath(
  uniqueId: string,
  filter: { state?: string; use?: string; date?: string } = {},
): string {
  const given = Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return withQuery(ParkPaths.floorPlan, { uniqueId, ...Object.fromEntries(given) });
}

/**
 * 入驻企业 (settleCorp), with `contractEndWithin` (30, 60 or 90): the companies whose leases end within
 * that many days (the page honours the parameter; 园区概览 links to it).
 */
export const SETTLE_CORP_PATH = '/childsPage/settleCorp';
export function settleCorpEndingPath(days: number): string {
  return withQuery(SETTLE_CORP_PATH, { contractEndWithin: String(days) });
}

export function buildingModifyPath(uniqueId: string): string {
  return withQuery(ParkPaths.modify, { uniqueId });
}
