import type { FastifyPluginAsync } from 'fastify';
import { namedPlugin } from '../../http/named-plugin';
import { draftRoutes } from './draft-routes';
import { fileRoutes } from './file-routes';
import { sessionRoutes } from './session-routes';
import { userRoutes } from './user-routes';

/**
 * The platform's routes of the enterprise service (`/enterprise/v1/...`): the signed-in member's
 * session and user, image upload, and the drafts of step forms. The areas' routes join them in the
 * same service (app.ts).
 */
export const enterpriseService: FastifyPluginAsync = namedPlugin('enterpriseService', async (app) => {
  await app.register(sessionRoutes);
  await app.register(userRoutes);
  await app.register(fileRoutes);
  await app.register(draftRoutes);
});
