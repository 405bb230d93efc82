import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  DepartmentAddition,
  DepartmentMemberQuery,
  DepartmentMove,
  DepartmentRef,
  DepartmentRename,
} from '../../../../manifests/contracts/settings';
import { SettingsPermission } from '../../../../manifests/settings';
import { ok } from '../../../http/envelope';
import { namedPlugin } from '../../../http/named-plugin';
import { organizationSessionOf } from '../../../plugins/session-auth';
import {
  addDepartment,
  moveDepartment,
  removeDepartment,
  renameDepartment,
} from '../departments/change-departments';
import { pageMembersOfDepartment, readDepartmentTree } from '../departments/read-departments';

/**
 * 组织管理: the organisation's department tree. Any member reads it (forms and notices choose from it);
 * changing it takes the ORG_* permission codes. Every
 * change runs in one transaction holding the organisation's tree lock, so its checks hold at commit.
 */
export const departmentRoutes: FastifyPluginAsyncTypebox = namedPlugin('departmentRoutes', async (app) => {
  const { db, clock } = app.services;

  app.post('/enterprise/v1/department/tree', { schema: { body: Type.Object({}) } }, async (request) =>
    ok(await readDepartmentTree(db, organizationSessionOf(request))),
  );

  app.post(
    '/enterprise/v1/department/add',
    {
      config: { permission: SettingsPermission.departmentAdd },
      schema: { body: DepartmentAddition },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const now = clock.now();
      return ok(await db.transaction((tx) => addDepartment(tx, { organizationId, ...request.body, now })));
    },
  );

  app.post(
    '/enterprise/v1/department/rename',
    {
      config: { permission: SettingsPermission.departmentModify },
      schema: { body: DepartmentRename },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      return ok(await db.transaction((tx) => renameDepartment(tx, { organizationId, ...request.body })));
    },
  );

  app.post(
    '/enterprise/v1/department/move',
    {
      config: { permission: SettingsPermission.departmentModify },
      schema: { body: DepartmentMove },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const { uniqueId, parentUniqueId, index } = request.body;
      return ok(
        await db.transaction((tx) => moveDepartment(tx, { organizationId, uniqueId, parentUniqueId, index })),
      );
    },
  );

  app.post(
    '/enterprise/v1/department/remove',
    {
      config: { permission: SettingsPermission.departmentRemove },
      schema: { body: DepartmentRef },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      await db.transaction((tx) => removeDepartment(tx, { organizationId, uniqueId: request.body.uniqueId }));
      return ok(null);
    },
  );

  app.post(
    '/enterprise/v1/department/member/list',
    {
      config: { permission: [SettingsPermission.organization, SettingsPermission.staff] },
      schema: { body: DepartmentMemberQuery },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const { uniqueId, includeDescendants = false, pageNum = 1, pageSize = 10 } = request.body;
      return ok(
        await pageMembersOfDepartment(db, {
          organizationId,
          uniqueId,
          includeDescendants,
          pageNum,
          pageSize,
        }),
      );
    },
  );
});
