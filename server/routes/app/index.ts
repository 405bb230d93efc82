import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { listHeldApplications, presentApplication } from '../../domain/applications';
import { ok } from '../../http/envelope';
import { organizationSessionOf } from '../../plugins/session-auth';

/**
 * The application service (`/app/v1/...`). The market, workbench layout and launcher routes join this
 * group as the application centre grows; the member's installed applications come first.
 */
export const applicationService: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.services;

  app.post('/app/v1/user/application/list', { schema: { body: Type.Object({}) } }, async (request) => {
    const applications = await listHeldApplications(db, organizationSessionOf(request));
    return ok(applications.map(presentApplication));
  });
};
