import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  RoleAddition,
  RoleGrant,
  RoleMemberQuery,
  RoleMembersChange,
  RoleRef,
  RoleRename,
  type RoleSummary as WireRoleSummary,
} from '../../../../manifests/contracts/settings';
import { SettingsPermission } from '../../../../manifests/settings';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { ErrorCode } from '../../../http/error-codes';
import { keywordOf } from '../../../http/fields';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { BUILT_IN_MEMBERS_REFUSAL, NoEscalation } from '../roles/no-escalation';
import {
  grantableApplications,
  grantableCodes,
  grantedCodes,
  resolveGrantableCodes,
  setRoleResources,
} from '../roles/role-resources';
import {
  addRoleMembers,
  assertAdministratorsRemain,
  deleteRole,
  findMemberships,
  findRole,
  insertRole,
  listRoles,
  lockAdministrators,
  lockRoleNames,
  pageRoleMembers,
  type Role,
  type RoleSummary,
  removeRoleMembers,
  renameRole,
  roleNameTaken,
} from '../roles/roles';

const nameTaken = (name: string) => new ApiError(ErrorCode.RoleNameTaken, `已有名为「${name}」的角色`);

const summaryOf = ({ uniqueId, name, builtIn, memberCount, createdAt }: RoleSummary): WireRoleSummary => ({
  uniqueId,
  name,
  builtIn,
  memberCount,
  createdAt: createdAt.toISOString(),
});

async function existing(db: Queryable, organizationId: number, uniqueId: string): Promise<Role> {
  const role = await findRole(db, organizationId, uniqueId);
  if (!role) throw new ApiError(ErrorCode.RoleNotFound);
  return role;
}

/** The organisation's memberships with these uniqueIds (each once); refused when one is not its member. */
async function membersOf(db: Queryable, organizationId: number, uniqueIds: readonly string[]) {
  const wanted = [...new Set(uniqueIds)];
  const found = await findMemberships(db, organizationId, wanted);
  if (found.length < wanted.length) throw new ApiError(ErrorCode.MemberNotFound);
  return found.map((membership) => membership.id);
}

/**
 * 角色管理: the organisation's roles, what each grants and who holds it. The built-in 管理员 holds
 * everything and cannot be renamed, granted or removed; its members are the administrators, of
 * whom one active member must remain. What a role grants takes effect on its members' next request
 * (the access-version triggers of migration 0002). Every change runs in one transaction.
 */
export const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app.services;
  const noEscalation = new NoEscalation(app);

  /** The role with the codes it grants: every grantable code for the built-in role. */
  async function detailOf(organizationId: number, uniqueId: string) {
    const role = await existing(db, organizationId, uniqueId);
    const resourceCodes = role.builtIn
      ? await grantableCodes(db, organizationId)
      : await grantedCodes(db, organizationId, role.id);
    return ok({ ...summaryOf(role), resourceCodes });
  }

  const summary = async (organizationId: number, uniqueId: string) =>
    ok(summaryOf(await existing(db, organizationId, uniqueId)));

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
    async (request) =>
      ok((await listRoles(db, organizationSessionOf(request).organizationId)).map(summaryOf)),
  );

  app.post(
    '/enterprise/v1/role/detail',
    { config: { permission: SettingsPermission.roles }, schema: { body: RoleRef } },
    async (request) => detailOf(organizationSessionOf(request).organizationId, request.body.uniqueId),
  );

  app.post(
    '/enterprise/v1/role/resource/tree',
    { config: { permission: SettingsPermission.roles }, schema: { body: Type.Object({}) } },
    async (request) => ok(await grantableApplications(db, organizationSessionOf(request).organizationId)),
  );

  app.post(
    '/enterprise/v1/role/add',
    { config: { permission: SettingsPermission.roleAdd }, schema: { body: RoleAddition } },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const name = request.body.name.trim();
      const uniqueId = await db.transaction(async (tx) => {
        await lockRoleNames(tx, organizationId);
        if (await roleNameTaken(tx, organizationId, name)) throw nameTaken(name);
        return insertRole(tx, { organizationId, name, now: clock.now() });
      });
      return summary(organizationId, uniqueId);
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
      const name = request.body.name.trim();
      await db.transaction(async (tx) => {
        await lockRoleNames(tx, organizationId);
        const role = await existing(tx, organizationId, request.body.uniqueId);
        if (role.builtIn) throw new ApiError(ErrorCode.BuiltInRole, '内置角色不能修改');
        if (await roleNameTaken(tx, organizationId, name, role.id)) throw nameTaken(name);
        await renameRole(tx, role.id, name);
      });
      return summary(organizationId, request.body.uniqueId);
    },
  );

  app.post(
    '/enterprise/v1/role/grant',
    {
      config: { permission: SettingsPermission.roleGrant },
      schema: { body: RoleGrant },
    },
    async (request) => {
      const session = organizationSessionOf(request);
      const { organizationId } = session;
      const codes = [...new Set(request.body.resourceCodes)];
      await noEscalation.assertMayGrant(session, codes);
      await db.transaction(async (tx) => {
        const role = await existing(tx, organizationId, request.body.uniqueId);
        if (role.builtIn) throw new ApiError(ErrorCode.BuiltInRole, '管理员角色拥有全部权限，无需授权');
        const { resourceIds, unknown } = await resolveGrantableCodes(tx, organizationId, codes);
        if (unknown.length > 0) {
          throw new ApiError(ErrorCode.ResourceNotGrantable, `资源「${unknown[0]}」不存在或所属应用未开通`);
        }
        await setRoleResources(tx, organizationId, role.id, resourceIds);
      });
      return detailOf(organizationId, request.body.uniqueId);
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
      await db.transaction(async (tx) => {
        const role = await existing(tx, organizationId, request.body.uniqueId);
        if (role.builtIn) throw new ApiError(ErrorCode.BuiltInRole, '内置角色不能删除');
        await deleteRole(tx, role.id);
      });
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
      const role = await existing(db, organizationId, uniqueId);
      const page = await pageRoleMembers(db, role.id, keywordOf(keyword), { pageNum, pageSize });
      return ok({ list: page.list, total: page.total, pageNum, pageSize });
    },
  );

  app.post(
    '/enterprise/v1/role/member/add',
    {
      config: { permission: SettingsPermission.roleMember },
      schema: { body: RoleMembersChange },
    },
    async (request) => {
      const session = organizationSessionOf(request);
      const { organizationId } = session;
      await db.transaction(async (tx) => {
        const role = await existing(tx, organizationId, request.body.uniqueId);
        await noEscalation.assertMayHandOut(tx, session, [role]);
        const membershipIds = await membersOf(tx, organizationId, request.body.memberUniqueIds);
        await addRoleMembers(tx, role.id, membershipIds);
      });
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
      const session = organizationSessionOf(request);
      const { organizationId } = session;
      await db.transaction(async (tx) => {
        const role = await existing(tx, organizationId, request.body.uniqueId);
        if (role.builtIn && !session.isAdmin)
          throw new ApiError(ErrorCode.Forbidden, BUILT_IN_MEMBERS_REFUSAL);
        const membershipIds = await membersOf(tx, organizationId, request.body.memberUniqueIds);
        if (role.builtIn) {
          await lockAdministrators(tx, organizationId);
          await assertAdministratorsRemain(tx, organizationId, membershipIds);
        }
        await removeRoleMembers(tx, role.id, membershipIds);
      });
      return ok(null);
    },
  );
};
