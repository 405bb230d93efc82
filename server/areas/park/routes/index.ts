import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { namedPlugin } from '../../../http/named-plugin';
import { buildingRoutes } from './building-routes';
import { roomRoutes } from './room-routes';

/** 园区运营's routes of the enterprise service: 楼宇管理 (buildings, floors, rooms) and rooms' blocks. */
export const parkRoutes: FastifyPluginAsyncTypebox = namedPlugin('parkRoutes', async (app) => {
  await app.register(buildingRoutes);
  await app.register(roomRoutes);
});
