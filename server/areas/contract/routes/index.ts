import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { namedPlugin } from '../../../http/named-plugin';
import { clientRoutes } from './client-routes';
import { contractTypeRoutes } from './type-routes';

/** 合同管理's routes of the enterprise service: 客户 (clients) and 合同类型 with the number preview so far. */
export const contractRoutes: FastifyPluginAsyncTypebox = namedPlugin('contractRoutes', async (app) => {
  await app.register(clientRoutes);
  await app.register(contractTypeRoutes);
});
