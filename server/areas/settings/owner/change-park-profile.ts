import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import {
  findParkProfile,
  type ParkProfile,
  type ParkProfileChanges,
  updateParkProfile,
} from './park-profile';

/** 园区详情: the park profile of the organisation ("owner") the session acts in. */

const organizationMissing = () => new ApiError(ErrorCode.NotFound, '组织不存在');

/** The number as JSON wrote it has at most two decimals (1e-7 and 0.30000000000000004 do not). */
const hasAtMostTwoDecimals = (value: number): boolean => /^\d+(\.\d{1,2})?$/.test(String(value));

/** One-line texts are stored trimmed (the schema already refused blank names). */
function storedChanges(body: ParkProfileChanges): ParkProfileChanges {
  const trim = (value: string | undefined) => value?.trim();
  return {
    name: trim(body.name),
    shortName: trim(body.shortName),
    address: trim(body.address),
    area: body.area,
    contactName: trim(body.contactName),
    contactPhone: body.contactPhone,
    introduction: body.introduction,
    logoUrl: body.logoUrl,
  };
}

export async function readParkProfile(
  db: Queryable,
  { organizationId }: { organizationId: number },
): Promise<ParkProfile> {
  const profile = await findParkProfile(db, organizationId);
  if (!profile) throw organizationMissing();
  return profile;
}

/**
 * Changes the fields given and keeps the others; nothing to change (`{}`, or only unknown fields) is
 * refused, as is an area with more than two decimals. Answers the profile as stored.
 */
export async function changeParkProfile(
  tx: Queryable,
  input: { organizationId: number; changes: ParkProfileChanges },
): Promise<ParkProfile> {
  const changes = storedChanges(input.changes);
  if (Object.values(changes).every((value) => value === undefined)) {
    throw new ApiError(ErrorCode.BadRequest, '请至少填写一项需要修改的内容');
  }
  if (changes.area !== undefined && changes.area !== null && !hasAtMostTwoDecimals(changes.area)) {
    throw new ApiError(ErrorCode.BadRequest, '园区面积最多保留两位小数', 200, { field: 'area' });
  }
  const profile = await updateParkProfile(tx, input.organizationId, changes);
  if (!profile) throw organizationMissing();
  return profile;
}
