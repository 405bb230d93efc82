import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { findOwnerInfo } from '../../domain/organizations';
import { grantedResourceTree } from '../../domain/resources';
import { revokeSession } from '../../domain/sessions';
import { findUserDetail } from '../../domain/users';
import { ApiError } from '../../http/api-error';
import { EnvelopeOf, ok } from '../../http/envelope';
import { ErrorCode } from '../../http/error-codes';
import { organizationSessionOf, sessionOf } from '../../plugins/session-auth';

const UserDetailSchema = Type.Object({
  uniqueId: Type.String(),
  nickname: Type.String(),
  telephone: Type.String(),
  organizationName: Type.String(),
  isAdmin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
});

const expiredPasswordAllowed = { access: 'organization', allowExpiredPassword: true } as const;

/** The signed-in member's own data: who they are, what they may see, and signing out. */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app.services;

  app.post(
    '/enterprise/v1/session/user/detail',
    {
      config: expiredPasswordAllowed,
      schema: { body: Type.Object({}), response: { 200: EnvelopeOf(UserDetailSchema) } },
    },
    async (request) => {
      const session = organizationSessionOf(request);
      const detail = await findUserDetail(db, session.membershipId);
      if (!detail) throw new ApiError(ErrorCode.SignedOutElsewhere, '您已不是该组织的成员，请重新登录');
      return ok({ ...detail, passwordExpired: session.passwordExpired });
    },
  );

  app.post(
    '/enterprise/v1/session/resource/detail',
    {
      config: expiredPasswordAllowed,
      schema: {
        body: Type.Object({}),
      },
    },
    async (request) => {
      const session = organizationSessionOf(request);
      const now = clock.now();
      const [organization, resources] = await Promise.all([
        findOwnerInfo(db, session.organizationId),
        grantedResourceTree(db, session, now),
      ]);
      if (!organization) throw new ApiError(ErrorCode.SignedOutElsewhere, '组织不存在，请重新登录');
      return ok({ organization, resources });
    },
  );

  app.post(
    '/enterprise/v1/session/logout',
    { config: { access: 'account', allowExpiredPassword: true }, schema: { body: Type.Object({}) } },
    async (request) => {
      await revokeSession(db, sessionOf(request).id, 'logout', clock.now());
      return ok(null);
    },
  );
};
