import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { SettingsPermission } from '../../../manifests/settings';
import { findOwnerInfo, modifyOwnerInfo } from '../../domain/organizations';
import { listMessageTypes } from '../../domain/users';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { ErrorCode } from '../../http/error-codes';
import { ImageUrl, PlainName } from '../../http/fields';
import { organizationSessionOf } from '../../plugins/session-auth';

/** The organisation ("owner") the session acts in: its profile, and the message types it uses. */
export const ownerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.services;

  app.post(
    '/enterprise/v1/owner/info/detail',
    { config: { access: 'organization', allowExpiredPassword: true }, schema: { body: Type.Object({}) } },
    async (request) => {
      const info = await findOwnerInfo(db, organizationSessionOf(request).organizationId);
      if (!info) throw new ApiError(ErrorCode.NotFound, '组织不存在');
      return ok(info);
    },
  );

  app.post(
    '/enterprise/v1/owner/info/modify',
    {
      config: { permission: SettingsPermission.parkInformationModify },
      schema: {
        body: Type.Object({
          name: Type.Optional(PlainName('组织名称', 64)),
          logoUrl: Type.Optional(ImageUrl),
        }),
      },
    },
    async (request) => {
      const session = organizationSessionOf(request);
      // Nothing to change (`{}`, or only unknown fields such as `{"NAME": "x"}`) is refused.
      if (request.body.name === undefined && request.body.logoUrl === undefined) {
        throw new ApiError(ErrorCode.BadRequest, '请至少填写一项需要修改的内容');
      }
      await modifyOwnerInfo(db, session.organizationId, request.body);
      return ok(await findOwnerInfo(db, session.organizationId));
    },
  );

  app.post('/enterprise/v1/message/type/list', { schema: { body: Type.Object({}) } }, async () =>
    ok(await listMessageTypes(db)),
  );
};
