import type { FastifyPluginAsync } from 'fastify';
import { serverAreas } from '../../areas';
import { registerServerAreas } from '../../areas/define-server-area';
import { departmentRoutes } from './department-routes';
import { fileRoutes } from './file-routes';
import { ownerRoutes } from './owner-routes';
import { roleRoutes } from './role-routes';
import { sessionRoutes } from './session-routes';
import { staffRoutes } from './staff-routes';
import { userRoutes } from './user-routes';

/** The enterprise service (`/enterprise/v1/...`): everything scoped to the session's organisation. */
export const enterpriseService: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes);
  await app.register(userRoutes);
  await app.register(ownerRoutes);
  await app.register(departmentRoutes);
  await app.register(staffRoutes);
  await app.register(roleRoutes);
  await app.register(fileRoutes);
  // Area plugins (server/areas/index.ts): each in its own scope, behind the codes of its manifest.
  await registerServerAreas(app, serverAreas);
};
