import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  ApplicationTokenBody,
  OrganizationListBody,
  OrganizationTokenBody,
} from '../../../manifests/contracts/account';
import { withLaunch } from '../../domain/application-launch';
import {
  findHeldApplication,
  listHeldApplications,
  presentApplication,
  whyUnusable,
} from '../../domain/applications';
import { findMembership, listMemberships } from '../../domain/organizations';
import { createSession, revokeSession } from '../../domain/sessions';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { ErrorCode } from '../../http/error-codes';
import { namedPlugin } from '../../http/named-plugin';
import { organizationSessionOf, sessionOf } from '../../plugins/session-auth';

/** Organisation and application tokens exchanged for the signed-in account's token. */
export const exchangeRoutes: FastifyPluginAsyncTypebox = namedPlugin('exchangeRoutes', async (app) => {
  const { db, clock, config } = app.services;

  app.post(
    '/v1/exchange/owner/account/list',
    {
      config: { access: 'account', allowExpiredPassword: true },
      schema: { body: OrganizationListBody },
    },
    async (request) => {
      const memberships = await listMemberships(db, sessionOf(request).accountId);
      return ok(
        memberships.map(({ uniqueId, name, logoUrl, nickname, isAdmin }) => ({
          uniqueId,
          name,
          logoUrl,
          nickname,
          isAdmin,
        })),
      );
    },
  );

  app.post(
    '/v1/exchange/owner/account/token',
    {
      config: { access: 'account', allowExpiredPassword: true },
      schema: { body: OrganizationTokenBody },
    },
    async (request) => {
      const session = sessionOf(request);
      const now = clock.now();
      const membership = await findMembership(db, session.accountId, request.body.ownerUniqueId);
      if (!membership) throw new ApiError(ErrorCode.NotAMember);
      // The new token lives no longer than the sign-in it came from, and replaces the caller's.
      const issued = await db.transaction(async (tx) => {
        const created = await createSession(tx, {
          accountId: session.accountId,
          organizationId: membership.organizationId,
          passwordExpired: session.passwordExpired,
          now,
          expiresAt: session.expiresAt,
        });
        await revokeSession(tx, session.id, 'exchanged', now);
        return created;
      });
      return ok({
        token: issued.token,
        expiresAt: issued.expiresAt.toISOString(),
        passwordExpired: session.passwordExpired,
        organization: { uniqueId: membership.uniqueId, name: membership.name, logoUrl: membership.logoUrl },
      });
    },
  );

  app.post(
    '/v1/exchange/owner/app/list',
    // Read with the user info when the console starts, also while the password must first be changed.
    { config: { access: 'organization', allowExpiredPassword: true }, schema: { body: Type.Object({}) } },
    async (request) => {
      const session = organizationSessionOf(request);
      const now = clock.now();
      const applications = await withLaunch(db, session, now, await listHeldApplications(db, session), () =>
        app.services.resourceTreeCache.heldCodes(db, session, now),
      );
      return ok(applications.map(presentApplication));
    },
  );

  app.post('/v1/exchange/owner/app/token', { schema: { body: ApplicationTokenBody } }, async (request) => {
    const session = organizationSessionOf(request);
    const now = clock.now();
    const application = await findHeldApplication(db, session, { agentId: request.body.agentId });
    if (!application) throw new ApiError(ErrorCode.ApplicationUnavailable, '暂无该应用相关权限！');
    const unusable = whyUnusable(application, now);
    if (unusable) throw new ApiError(ErrorCode.ApplicationUnavailable, unusable);
    const expiresAt = new Date(
      Math.min(now.getTime() + config.applicationTokenTtlMs, session.expiresAt.getTime()),
    );
    const issued = await createSession(db, {
      accountId: session.accountId,
      organizationId: session.organizationId,
      applicationId: application.id,
      passwordExpired: session.passwordExpired,
      now,
      expiresAt,
    });
    return ok({
      token: issued.token,
      expiresAt: issued.expiresAt.toISOString(),
      agentId: application.agentId,
    });
  });
});
