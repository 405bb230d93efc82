import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  RoleAddition,
  RoleGrant,
  RoleMemberQuery,
  RoleMembersChange,
  RoleRef,
  RoleRename,
} from '../../../../manifests/contracts/settings';
import { SettingsPermission } from '../../../../manifests/settings';
import { ok } from '../../../http/envelope';
import { keywordOf } from '../../../http/fields';
import { namedPlugin } from '../../../http/named-plugin';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { addRoleMembers, removeRoleMembers } from '../roles/change-role-members';
import { addRole, grantRole, removeRole, renameRole } from '../roles/change-roles';
import { listRoleSummaries, pageMembersOfRole, readGrantableTree, readRoleDetail } from '../roles/read-roles';
import { grantorOf } from './grantor';

/**
 * 角色管理: the organisation's roles, what each grants and who holds it. The built-in 管理员 holds
 * everything and cannot be renamed, granted or removed; its members are the administrators, of
 * whom one active member must remain. What a role grants takes effect on its members' next request
 * (the access-version triggers of migration 0002). Every change runs in one transaction.
 */
export const roleRoutes: FastifyPluginAsyncTypebox = namedPlugin('roleRoutes', async (app) => {
  const { db, clock } = app.services;

  app.post(
    '/enterprise/v1/role/list',
    {
      config: {
        permission: [
          SettingsPermission.roles,
          SettingsPermission.staffAdd,
          SettingsPermission.staffModify,
          SettingsPermission.applications,
        ],
      },
      schema: { body: Type.Object({}) },
    },
    async (request) => ok(await listRoleSummaries(db, organizationSessionOf(request))),
  );

  app.post(
    '/enterprise/v1/role/detail',
    { config: { permission: SettingsPermission.roles }, schema: { body: RoleRef } },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      return ok(await readRoleDetail(db, { organizationId, uniqueId: request.body.uniqueId }));
    },
  );

  app.post(
    '/enterprise/v1/role/resource/tree',
    { config: { permission: SettingsPermission.roles }, schema: { body: Type.Object({}) } },
    async (request) => ok(await readGrantableTree(db, organizationSessionOf(request))),
  );

  app.post(
    '/enterprise/v1/role/add',
    { config: { permission: SettingsPermission.roleAdd }, schema: { body: RoleAddition } },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const { name } = request.body;
      return ok(await db.transaction((tx) => addRole(tx, { organizationId, name, now: clock.now() })));
    },
  );

  app.post(
    '/enterprise/v1/role/rename',
    {
      config: { permission: SettingsPermission.roleModify },
      schema: { body: RoleRename },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const { uniqueId, name } = request.body;
      return ok(await db.transaction((tx) => renameRole(tx, { organizationId, uniqueId, name })));
    },
  );

  app.post(
    '/enterprise/v1/role/grant',
    {
      config: { permission: SettingsPermission.roleGrant },
      schema: { body: RoleGrant },
    },
    async (request) => {
      const grantor = grantorOf(app, request);
      const { uniqueId, resourceCodes } = request.body;
      return ok(await db.transaction((tx) => grantRole(tx, { grantor, uniqueId, resourceCodes })));
    },
  );

  app.post(
    '/enterprise/v1/role/remove',
    {
      config: { permission: SettingsPermission.roleRemove },
      schema: { body: RoleRef },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      await db.transaction((tx) => removeRole(tx, { organizationId, uniqueId: request.body.uniqueId }));
      return ok(null);
    },
  );

  app.post(
    '/enterprise/v1/role/member/page',
    {
      config: { permission: SettingsPermission.roles },
      schema: { body: RoleMemberQuery },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const { uniqueId, pageNum = 1, pageSize = 10, keyword } = request.body;
      return ok(
        await pageMembersOfRole(db, {
          organizationId,
          uniqueId,
          keyword: keywordOf(keyword),
          pageNum,
          pageSize,
        }),
      );
    },
  );

  app.post(
    '/enterprise/v1/role/member/add',
    {
      config: { permission: SettingsPermission.roleMember },
      schema: { body: RoleMembersChange },
    },
    async (request) => {
      const grantor = grantorOf(app, request);
      const { uniqueId, memberUniqueIds } = request.body;
      await db.transaction((tx) => addRoleMembers(tx, { grantor, uniqueId, memberUniqueIds }));
      return ok(null);
    },
  );

  app.post(
    '/enterprise/v1/role/member/remove',
    {
      config: { permission: SettingsPermission.roleMember },
      schema: { body: RoleMembersChange },
    },
    async (request) => {
      const grantor = grantorOf(app, request);
      const { uniqueId, memberUniqueIds } = request.body;
      await db.transaction((tx) => removeRoleMembers(tx, { grantor, uniqueId, memberUniqueIds }));
      return ok(null);
    },
  );
});
