import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { SettingsPermission } from '../../../../manifests/settings';
import { ok } from '../../../http/envelope';
import {
  ContactPhone,
  ImageUrl,
  OptionalParagraphs,
  OptionalPlainText,
  PlainName,
} from '../../../http/fields';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { changeParkProfile, readParkProfile } from '../owner/change-park-profile';

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

/**
 * The organisation ("owner") the session acts in: its park profile (园区详情; every member reads it,
 * changing it takes PARK_INFORMATION_MODIFY), and the message types it uses.
 */
export const ownerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.services;

  app.post(
    '/enterprise/v1/owner/info/detail',
    { config: { access: 'organization', allowExpiredPassword: true }, schema: { body: Type.Object({}) } },
    async (request) => ok(await readParkProfile(db, organizationSessionOf(request))),
  );

  app.post(
    '/enterprise/v1/owner/info/modify',
    {
      config: { permission: SettingsPermission.parkInformationModify },
      schema: { body: ParkProfileChangesBody },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const changes = request.body;
      return ok(await db.transaction((tx) => changeParkProfile(tx, { organizationId, changes })));
    },
  );
};
