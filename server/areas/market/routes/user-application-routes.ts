import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { AgentId, UniqueId } from '../../../http/fields';
import { namedPlugin } from '../../../http/named-plugin';
import { organizationSessionOf } from '../../../plugins/session-auth';
import {
  checkLaunch,
  listMemberApplications,
  lookUpLaunch,
  readMemberApplication,
  readMemberResourceTree,
} from '../applications/launcher';
import { memberAt } from './member-at';

/** The applications the member holds, and the launcher's look-ups and checks (spec §4). */
export const userApplicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app.services;

  app.post('/app/v1/user/application/list', { schema: { body: Type.Object({}) } }, async (request) =>
    ok(await listMemberApplications(db, memberAt(app.services, request))),
  );

  app.post(
    '/app/v1/user/application/detail',
    { schema: { body: Type.Object({ uniqueId: UniqueId('应用标识') }) } },
    async (request) => {
      return ok(
        await readMemberApplication(db, {
          ...memberAt(app.services, request),
          uniqueId: request.body.uniqueId,
        }),
      );
    },
  );

  app.post(
    '/app/v1/user/application/resource/tree',
    { schema: { body: Type.Object({ applicationUniqueId: UniqueId('应用标识') }) } },
    async (request) => {
      const session = organizationSessionOf(request);
      const { applicationUniqueId } = request.body;
      return ok(await readMemberResourceTree(db, { session, applicationUniqueId }));
    },
  );

  app.post(
    '/app/v1/user/application/agent/check',
    { schema: { body: Type.Object({ agentId: AgentId }) } },
    async (request) => {
      const session = organizationSessionOf(request);
      const { agentId } = request.body;
      return ok(await db.transaction((tx) => checkLaunch(tx, { session, agentId, now: clock.now() })));
    },
  );

  app.post(
    '/app/v1/user/application/agent/detail',
    { schema: { body: Type.Object({ agentId: AgentId }) } },
    async (request) => {
      const session = organizationSessionOf(request);
      return ok(await lookUpLaunch(db, { session, agentId: request.body.agentId }));
    },
  );
};
// Named here: the definition's first line would not fit around a call (see namedPlugin).
namedPlugin('userApplicationRoutes', userApplicationRoutes);
