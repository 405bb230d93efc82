import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  findHeldApplication,
  listHeldApplications,
  presentApplication,
  whyUnusable,
} from '../../../domain/applications';
import { applicationResourceTree } from '../../../domain/resources';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { defaultMessages, ErrorCode } from '../../../http/error-codes';
import { AgentId, UniqueId } from '../../../http/fields';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { recordUse } from '../applications/workbench';

/** The applications the member holds, and the launcher's look-ups and checks (spec §4). */
export const userApplicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app.services;

  app.post('/app/v1/user/application/list', { schema: { body: Type.Object({}) } }, async (request) => {
    const applications = await listHeldApplications(db, organizationSessionOf(request));
    return ok(applications.map(presentApplication));
  });

  app.post(
    '/app/v1/user/application/detail',
    { schema: { body: Type.Object({ uniqueId: UniqueId('应用标识') }) } },
    async (request) => {
      const application = await findHeldApplication(db, organizationSessionOf(request), request.body);
      if (!application) throw new ApiError(ErrorCode.ApplicationNotHeld);
      return ok(presentApplication(application));
    },
  );

  app.post(
    '/app/v1/user/application/resource/tree',
    { schema: { body: Type.Object({ applicationUniqueId: UniqueId('应用标识') }) } },
    async (request) => {
      const session = organizationSessionOf(request);
      const application = await findHeldApplication(db, session, {
        uniqueId: request.body.applicationUniqueId,
      });
      if (!application) throw new ApiError(ErrorCode.ApplicationNotHeld);
      return ok(
        await applicationResourceTree(db, application.id, session.isAdmin ? null : session.membershipId),
      );
    },
  );

  app.post(
    '/app/v1/user/application/agent/check',
    { schema: { body: Type.Object({ agentId: AgentId }) } },
    async (request) => {
      const session = organizationSessionOf(request);
      const now = clock.now();
      const application = await findHeldApplication(db, session, request.body);
      if (!application) return ok({ isCan: false, message: '您暂无该应用的使用权限，请联系企业管理员' });
      const unusable = whyUnusable(application, now);
      if (unusable) return ok({ isCan: false, message: unusable });
      await recordUse(db, session.membershipId, application.id, now);
      return ok({ isCan: true, message: '' });
    },
  );

  app.post(
    '/app/v1/user/application/agent/detail',
    { schema: { body: Type.Object({ agentId: AgentId }) } },
    async (request) => {
      const application = await findHeldApplication(db, organizationSessionOf(request), request.body);
      // The launch lookup answers code 0 either way; the console shows `message` when it fails.
      return ok(
        application
          ? { success: true, data: presentApplication(application), message: '' }
          : { success: false, data: null, message: defaultMessages[ErrorCode.ApplicationNotHeld] },
      );
    },
  );
};
