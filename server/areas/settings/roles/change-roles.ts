import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { assertMayGrant, type Grantor } from './no-escalation';
import { existingRole, readRoleDetail, readRoleSummary } from './read-roles';
import { resolveGrantableCodes, setRoleResources } from './role-resources';
import { deleteRole, insertRole, lockRoleNames, roleNameTaken, updateRoleName } from './roles';

/**
 * 角色管理's changes to roles themselves, each in the caller's transaction. The built-in 管理员
 * holds everything and cannot be renamed, granted or removed. What a role grants takes effect on its
 * members' next request (the access-version triggers of migration 0002).
 */

const nameTaken = (name: string) => new ApiError(ErrorCode.RoleNameTaken, `已有名为「${name}」的角色`);

/** 新增角色: holding nothing; the name (stored trimmed) is the organisation's only one of it. */
export async function addRole(tx: Queryable, input: { organizationId: number; name: string; now: Date }) {
  const { organizationId, now } = input;
  const name = input.name.trim();
  await lockRoleNames(tx, organizationId);
  if (await roleNameTaken(tx, organizationId, name)) throw nameTaken(name);
  const uniqueId = await insertRole(tx, { organizationId, name, now });
  return readRoleSummary(tx, { organizationId, uniqueId });
}

export async function renameRole(
  tx: Queryable,
  input: { organizationId: number; uniqueId: string; name: string },
) {
  const { organizationId, uniqueId } = input;
  const name = input.name.trim();
  await lockRoleNames(tx, organizationId);
  const role = await existingRole(tx, organizationId, uniqueId);
  if (role.builtIn) throw new ApiError(ErrorCode.BuiltInRole, '内置角色不能修改');
  if (await roleNameTaken(tx, organizationId, name, role.id)) throw nameTaken(name);
  await updateRoleName(tx, role.id, name);
  return readRoleSummary(tx, { organizationId, uniqueId });
}

/** 授权: exactly these codes (each the grantor's own, of an installed application); answers the detail. */
export async function grantRole(
  tx: Queryable,
  input: { grantor: Grantor; uniqueId: string; resourceCodes: readonly string[] },
) {
  const { grantor, uniqueId } = input;
  const { organizationId } = grantor.session;
  const codes = [...new Set(input.resourceCodes)];
  await assertMayGrant(tx, grantor, codes);
  const role = await existingRole(tx, organizationId, uniqueId);
  if (role.builtIn) throw new ApiError(ErrorCode.BuiltInRole, '管理员角色拥有全部权限，无需授权');
  const { resourceIds, unknown } = await resolveGrantableCodes(tx, organizationId, codes);
  if (unknown.length > 0) {
    throw new ApiError(ErrorCode.ResourceNotGrantable, `资源「${unknown[0]}」不存在或所属应用未开通`);
  }
  await setRoleResources(tx, organizationId, role.id, resourceIds);
  return readRoleDetail(tx, { organizationId, uniqueId });
}

export async function removeRole(tx: Queryable, input: { organizationId: number; uniqueId: string }) {
  const role = await existingRole(tx, input.organizationId, input.uniqueId);
  if (role.builtIn) throw new ApiError(ErrorCode.BuiltInRole, '内置角色不能删除');
  await deleteRole(tx, role.id);
}
