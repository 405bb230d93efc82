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

export function floorPlanPath(uniqueId: string): string {
  return withQuery(ParkPaths.floorPlan, { uniqueId });
}

export function buildingModifyPath(uniqueId: string): string {
  return withQuery(ParkPaths.modify, { uniqueId });
}
