import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { namedPlugin } from '../../../http/named-plugin';
import { employeeLayoutRoutes } from './employee-layout-routes';
import { marketplaceRoutes } from './marketplace-routes';
import { userApplicationRoutes } from './user-application-routes';

/**
 * The application service (`/app/v1/...`): the member's applications and the launcher's checks, the
 * market and the member's workbench layout (the admins' management of installed applications is
 * settings' 应用管理).
 * Everything is scoped to the session's organisation.
 */
export const marketAppRoutes: FastifyPluginAsyncTypebox = namedPlugin('marketAppRoutes', async (app) => {
  await app.register(userApplicationRoutes);
  await app.register(marketplaceRoutes);
  await app.register(employeeLayoutRoutes);
});
