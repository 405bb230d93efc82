import type { FastifyPluginAsync } from 'fastify';
import { departmentRoutes } from './department-routes';
import { fileRoutes } from './file-routes';
import { messageRoutes } from './message-routes';
import { noticeRoutes } from './notice-routes';
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
  await app.register(messageRoutes);
  await app.register(noticeRoutes);
};
