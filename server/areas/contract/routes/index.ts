import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { namedPlugin } from '../../../http/named-plugin';
import { clientRoutes } from './client-routes';

/** 合同管理's routes of the enterprise service: 客户 (clients) so far. */
export const contractRoutes: FastifyPluginAsyncTypebox = namedPlugin('contractRoutes', async (app) => {
  await app.register(clientRoutes);
});
