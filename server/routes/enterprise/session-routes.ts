import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { UserDetail } from '../../../manifests/contracts/account';
import { revokeSession } from '../../domain/sessions';
import { EnvelopeOf, ok } from '../../http/envelope';
import { namedPlugin } from '../../http/named-plugin';
import { userDetailFields } from '../../platform/platform-extensions';
import { organizationSessionOf, sessionOf } from '../../plugins/session-auth';

const expiredPasswordAllowed = { access: 'organization', allowExpiredPassword: true } as const;

/** The signed-in member's own data: who they are, what they may see, and signing out. */
export const sessionRoutes: FastifyPluginAsyncTypebox = namedPlugin('sessionRoutes', async (app) => {
  const { db, clock, resourceTreeCache, extensions } = app.services;
  // Fields the areas add (the messages area's unreadMessageCount, say): polled every 60 s with the rest.
  const areaFields = extensions.of(userDetailFields);
  const UserDetailSchema = Type.Object({
    ...UserDetail.properties,
    ...Object.fromEntries(areaFields.map((field) => [field.key, field.schema])),
  });

  app.post(
    '/enterprise/v1/session/user/detail',
    {
      // Also what an installed application reads with its token: who the member is.
      config: { ...expiredPasswordAllowed, allowApplicationToken: true },
      schema: { body: Type.Object({}), response: { 200: EnvelopeOf(UserDetailSchema) } },
    },
    async (request) => {
      // The session lookup has already read the member's profile (and refused a former member).
      const session = organizationSessionOf(request);
      const { member, isAdmin, passwordExpired } = session;
      const added: Record<string, unknown> = {};
      for (const field of areaFields) added[field.key] = await field.read(db, session);
      return ok({
        uniqueId: member.uniqueId,
        nickname: member.nickname,
        telephone: member.telephone,
        organizationName: member.organization.name,
        isAdmin,
        passwordExpired,
        ...added,
      });
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
    async (request, reply) => {
      const session = organizationSessionOf(request);
      const resources = await resourceTreeCache.treeJson(db, session, clock.now());
      // The tree arrives serialised from the cache; only the envelope is written here.
      const envelope = JSON.stringify(ok({ organization: session.member.organization, resources: null }));
      return reply
        .type('application/json; charset=utf-8')
        .send(envelope.replace('"resources":null', `"resources":${resources}`));
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
});
