import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import {
  type Department,
  type DepartmentNode,
  departmentTree,
  findDepartment,
  findNode,
  pageDepartmentMembers,
} from './departments';

/** 组织管理's reads: the tree, one node of it, the members of a department. */

/** The department of the organisation with this uniqueId; refused (DepartmentNotFound) otherwise. */
export async function existingDepartment(
  db: Queryable,
  organizationId: number,
  uniqueId: string,
): Promise<Department> {
  const department = await findDepartment(db, organizationId, uniqueId);
  if (!department) throw new ApiError(ErrorCode.DepartmentNotFound);
  return department;
}

/** Every department of the organisation as one tree (its root), siblings in their order. */
export function readDepartmentTree(
  db: Queryable,
  { organizationId }: { organizationId: number },
): Promise<DepartmentNode[]> {
  return departmentTree(db, organizationId);
}

/** The department as the tree shows it (with its sub-departments and member counts). */
export async function readDepartmentNode(
  db: Queryable,
  { organizationId, uniqueId }: { organizationId: number; uniqueId: string },
): Promise<DepartmentNode> {
  const node = findNode(await departmentTree(db, organizationId), uniqueId);
  if (!node) throw new ApiError(ErrorCode.DepartmentNotFound);
  return node;
}

/** One page of the members placed in the department (or, with `includeDescendants`, below it too). */
export async function pageMembersOfDepartment(
  db: Queryable,
  query: {
    organizationId: number;
    uniqueId: string;
    includeDescendants: boolean;
    pageNum: number;
    pageSize: number;
  },
) {
  const { organizationId, includeDescendants, pageNum, pageSize } = query;
  const department = await existingDepartment(db, organizationId, query.uniqueId);
  const page = await pageDepartmentMembers(db, organizationId, department.id, includeDescendants, {
    pageNum,
    pageSize,
  });
  return { list: page.list, total: page.total, pageNum, pageSize };
}
