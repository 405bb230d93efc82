import type { BuildingCreateBody } from '../../../../manifests/contracts/park';
import { type Queryable, queryOne } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';

/** The SQL of buildings and floors that several use cases share: lookups, the floors' insert. */

export interface BuildingRecord {
  id: number;
  uniqueId: string;
  name: string;
  code: string;
  floorsAbove: number;
  floorsBelow: number;
}

/** The organisation's building, locked for the change (`for update`), or 楼宇不存在. */
export async function buildingOf(
  tx: Queryable,
  organizationId: number,
  uniqueId: string,
  lock = false,
): Promise<BuildingRecord> {
  const building = await queryOne<BuildingRecord>(
    tx,
    `select id, unique_id as "uniqueId", name, code, floors_above as "floorsAbove", floors_below as "floorsBelow"
       from park_buildings where organization_id = $1 and unique_id = $2 ${lock ? 'for update' : ''}`,
    [organizationId, uniqueId],
  );
  if (!building) throw new ApiError(ErrorCode.ParkBuildingNotFound, undefined, 200, { field: 'uniqueId' });
  return building;
}

/** The building's own columns from a body, in the order `insert`/`update` below write them. */
export const buildingValues = (body: Omit<BuildingCreateBody, 'roomBatches'>) => [
  body.name,
  body.code,
  body.address,
  body.floorsAbove,
  body.floorsBelow,
  body.grossArea,
  body.usableArea,
  body.use,
  JSON.stringify(body.photos),
  body.state,
];

/** Names the building a name or code refusal is about. */
export const buildingTakenRefusals = (body: { name: string; code: string }) => ({
  park_buildings_name_key: () =>
    new ApiError(ErrorCode.ParkBuildingTaken, `已有名为「${body.name}」的楼宇`, 200, { field: 'name' }),
  park_buildings_code_key: () =>
    new ApiError(ErrorCode.ParkBuildingTaken, `楼宇编号 ${body.code} 已被使用`, 200, { field: 'code' }),
});
