import type { FastifyPluginAsync } from 'fastify';
import { namedPlugin } from '../../http/named-plugin';
import { accountRoutes } from './account-routes';
import { exchangeRoutes } from './exchange-routes';

/** The auth service (`/v1/...`): sign-in, SMS codes, password tickets and token exchange. */
export const authService: FastifyPluginAsync = namedPlugin('authService', async (app) => {
  await app.register(accountRoutes);
  await app.register(exchangeRoutes);
});
