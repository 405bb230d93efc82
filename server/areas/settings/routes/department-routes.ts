import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  DepartmentAddition,
  DepartmentMemberQuery,
  DepartmentMove,
  DepartmentRef,
  DepartmentRename,
} from '../../../../manifests/contracts/settings';
import { SettingsPermission } from '../../../../manifests/settings';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { ErrorCode } from '../../../http/error-codes';
import { organizationSessionOf } from '../../../plugins/session-auth';
import {
  addDepartment,
  type Department,
  departmentContents,
  departmentTree,
  findDepartment,
  findNode,
  isSelfOrDescendant,
  lockDepartmentTree,
  moveDepartment,
  pageDepartmentMembers,
  removeDepartment,
  renameDepartment,
  siblingNameTaken,
} from '../departments/departments';

/** The name as stored: trimmed (the schema already refused blank and over-long names). */
const departmentName = (raw: string): string => raw.trim();

const nameTaken = (name: string) => new ApiError(ErrorCode.DepartmentNameTaken, `同级部门中已有「${name}」`);

async function existing(db: Queryable, organizationId: number, uniqueId: string): Promise<Department> {
  const department = await findDepartment(db, organizationId, uniqueId);
  if (!department) throw new ApiError(ErrorCode.DepartmentNotFound);
  return department;
}

/**
 * 组织管理: the organisation's department tree. Any member reads it (forms and notices choose from it);
 * changing it takes the ORG_* permission codes. Every
 * change runs in one transaction holding the organisation's tree lock, so its checks hold at commit.
 */
export const departmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app.services;

  /** The department as the tree shows it (with its sub-departments and member counts). */
  async function nodeOf(organizationId: number, uniqueId: string) {
    const node = findNode(await departmentTree(db, organizationId), uniqueId);
    if (!node) throw new ApiError(ErrorCode.DepartmentNotFound);
    return ok(node);
  }

  app.post('/enterprise/v1/department/tree', { schema: { body: Type.Object({}) } }, async (request) =>
    ok(await departmentTree(db, organizationSessionOf(request).organizationId)),
  );

  app.post(
    '/enterprise/v1/department/add',
    {
      config: { permission: SettingsPermission.departmentAdd },
      schema: { body: DepartmentAddition },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const name = departmentName(request.body.name);
      const uniqueId = await db.transaction(async (tx) => {
        await lockDepartmentTree(tx, organizationId);
        const parent = await existing(tx, organizationId, request.body.parentUniqueId);
        const added = await addDepartment(tx, {
          organizationId,
          parentId: parent.id,
          name,
          now: clock.now(),
        });
        if (!added) throw nameTaken(name);
        return added;
      });
      return nodeOf(organizationId, uniqueId);
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
      const name = departmentName(request.body.name);
      await db.transaction(async (tx) => {
        await lockDepartmentTree(tx, organizationId);
        const department = await existing(tx, organizationId, request.body.uniqueId);
        // The root has no siblings: renaming it changes how the organisation heads its tree.
        if (
          department.parentId !== null &&
          (await siblingNameTaken(tx, department.parentId, name, department.id))
        ) {
          throw nameTaken(name);
        }
        await renameDepartment(tx, department.id, name);
      });
      return nodeOf(organizationId, request.body.uniqueId);
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
      await db.transaction(async (tx) => {
        await lockDepartmentTree(tx, organizationId);
        const department = await existing(tx, organizationId, uniqueId);
        const parent = await existing(tx, organizationId, parentUniqueId);
        if (department.parentId === null) throw new ApiError(ErrorCode.RootDepartment, '根部门不能移动');
        if (await isSelfOrDescendant(tx, department.id, parent.id)) {
          throw new ApiError(ErrorCode.DepartmentMoveIntoItself);
        }
        if (await siblingNameTaken(tx, parent.id, department.name, department.id)) {
          throw nameTaken(department.name);
        }
        await moveDepartment(tx, { id: department.id, parentId: parent.id, index });
      });
      return nodeOf(organizationId, uniqueId);
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
      await db.transaction(async (tx) => {
        await lockDepartmentTree(tx, organizationId);
        const department = await existing(tx, organizationId, request.body.uniqueId);
        if (department.parentId === null) throw new ApiError(ErrorCode.RootDepartment);
        const contents = await departmentContents(tx, department.id);
        if (contents.children > 0) throw new ApiError(ErrorCode.DepartmentNotEmpty);
        if (contents.members > 0) {
          throw new ApiError(
            ErrorCode.DepartmentNotEmpty,
            `该部门下还有 ${contents.members} 名成员，请先调整成员的部门`,
          );
        }
        await removeDepartment(tx, department.id);
      });
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
      const department = await existing(db, organizationId, uniqueId);
      const page = await pageDepartmentMembers(db, organizationId, department.id, includeDescendants, {
        pageNum,
        pageSize,
      });
      return ok({ list: page.list, total: page.total, pageNum, pageSize });
    },
  );
};
