import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { namedPlugin } from '../../../http/named-plugin';
import { departmentRoutes } from './department-routes';
import { ownerRoutes } from './owner-routes';
import { roleRoutes } from './role-routes';
import { staffRoutes } from './staff-routes';

/** 设置's routes of the enterprise service: 园区详情, 组织管理, 员工管理 (fields, import), 角色管理. */
export const settingsRoutes: FastifyPluginAsyncTypebox = namedPlugin('settingsRoutes', async (app) => {
  await app.register(ownerRoutes);
  await app.register(departmentRoutes);
  await app.register(staffRoutes);
  await app.register(roleRoutes);
});
