import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { SettingsPermission } from '../../../../manifests/settings';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { ErrorCode } from '../../../http/error-codes';
import {
  ContactPhone,
  ImageUrl,
  OptionalParagraphs,
  OptionalPlainText,
  PlainName,
} from '../../../http/fields';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { findParkProfile, modifyParkProfile, type ParkProfileChanges } from '../owner/park-profile';

/** The largest area numeric(12, 2) holds, in square metres. */
export const AREA_MAX = 99_999_999.99;

/** 园区详情's fields; each may be left out (unchanged). */
const ParkProfileChangesBody = Type.Object({
  name: Type.Optional(PlainName('园区名称', 64)),
  shortName: Type.Optional(OptionalPlainText('园区简称', 20)),
  address: Type.Optional(OptionalPlainText('园区地址', 100)),
  // A number with at most two decimals (checked in the handler: JSON numbers are binary fractions,
  // so `multipleOf: 0.01` would refuse 0.07), or null to clear it.
  area: Type.Optional(
    Type.Unsafe<number | null>({
      type: ['number', 'null'],
      title: '园区面积',
      minimum: 0,
      maximum: AREA_MAX,
    }),
  ),
  contactName: Type.Optional(OptionalPlainText('联系人', 20)),
  contactPhone: Type.Optional(ContactPhone),
  introduction: Type.Optional(OptionalParagraphs('园区简介', 2000)),
  logoUrl: Type.Optional(ImageUrl),
});

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
      schema: { body: ParkProfileChangesBody },
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
