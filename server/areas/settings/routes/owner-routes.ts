import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { OwnerInfoChanges } from '../../../../manifests/contracts/settings';
import { SettingsPermission } from '../../../../manifests/settings';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { ErrorCode } from '../../../http/error-codes';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { findParkProfile, modifyParkProfile, type ParkProfileChanges } from '../owner/park-profile';

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

/**
 * The organisation ("owner") the session acts in: its park profile (园区详情; every member reads it,
 * changing it takes PARK_INFORMATION_MODIFY), and the message types it uses.
 */
export const ownerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.services;

  app.post(
    '/enterprise/v1/owner/info/detail',
    { config: { access: 'organization', allowExpiredPassword: true }, schema: { body: Type.Object({}) } },
    async (request) => {
      const info = await findParkProfile(db, organizationSessionOf(request).organizationId);
      if (!info) throw new ApiError(ErrorCode.NotFound, '组织不存在');
      return ok(info);
    },
  );

  app.post(
    '/enterprise/v1/owner/info/modify',
    {
      config: { permission: SettingsPermission.parkInformationModify },
      schema: { body: OwnerInfoChanges },
    },
    async (request) => {
      const session = organizationSessionOf(request);
      const changes = storedChanges(request.body);
      // Nothing to change (`{}`, or only unknown fields such as `{"NAME": "x"}`) is refused.
      if (Object.values(changes).every((value) => value === undefined)) {
        throw new ApiError(ErrorCode.BadRequest, '请至少填写一项需要修改的内容');
      }
      if (changes.area !== undefined && changes.area !== null && !hasAtMostTwoDecimals(changes.area)) {
        throw new ApiError(ErrorCode.BadRequest, '园区面积最多保留两位小数');
      }
      const info = await db.transaction((tx) => modifyParkProfile(tx, session.organizationId, changes));
      if (!info) throw new ApiError(ErrorCode.NotFound, '组织不存在');
      return ok(info);
    },
  );
};
