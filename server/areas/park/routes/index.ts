import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { namedPlugin } from '../../../http/named-plugin';
import { buildingRoutes } from './building-routes';
import { companyRoutes } from './company-routes';
import { entryRoutes } from './entry-routes';
import { overviewRoutes } from './overview-routes';
import { roomRoutes } from './room-routes';

/**
 * 园区运营's routes of the enterprise service: 企业管理 (companies), 楼宇管理 (buildings, floors, rooms)
 * and rooms' blocks.
 */
export const parkRoutes: FastifyPluginAsyncTypebox = namedPlugin('parkRoutes', async (app) => {
  await app.register(companyRoutes);
  await app.register(buildingRoutes);
  await app.register(roomRoutes);
  await app.register(overviewRoutes);
  await app.register(entryRoutes);
});
