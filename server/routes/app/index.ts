import type { FastifyPluginAsync } from 'fastify';
import { employeeLayoutRoutes } from './employee-layout-routes';
import { manageApplicationRoutes } from './manage-application-routes';
import { marketplaceRoutes } from './marketplace-routes';
import { userApplicationRoutes } from './user-application-routes';

/**
 * The application service (`/app/v1/...`): the member's applications and the launcher's checks, the
 * market, the admins' management of installed applications, and the member's workbench layout.
 * Everything is scoped to the session's organisation.
 */
export const applicationService: FastifyPluginAsync = async (app) => {
  await app.register(userApplicationRoutes);
  await app.register(marketplaceRoutes);
  await app.register(manageApplicationRoutes);
  await app.register(employeeLayoutRoutes);
};
