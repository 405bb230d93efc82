import { DEPARTMENT_LEVELS_MAX, DEPARTMENTS_MAX } from '../../../../manifests/contracts/settings-constants';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { type TreeShape, treeShape } from './department-tree';
import {
  type DepartmentNode,
  deleteDepartment,
  departmentContents,
  insertDepartment,
  isSelfOrDescendant,
  listDepartments,
  lockDepartmentTree,
  placeDepartment,
  siblingNameTaken,
  updateDepartmentName,
} from './departments';
import { existingDepartment, readDepartmentNode } from './read-departments';

/**
 * 组织管理's changes, each run in the caller's transaction under the organisation's tree lock (taken
 * first), so their checks (no clash, no cycle, no children, the limits of depth and number) hold when
 * it commits, however many run at once. Each answers the department as the tree now shows it.
 */

const nameTaken = (name: string) => new ApiError(ErrorCode.DepartmentNameTaken, `同级部门中已有「${name}」`);

/** 新增部门: the last child of its parent; the name is stored trimmed. */
export async function addDepartment(
  tx: Queryable,
  input: { organizationId: number; parentUniqueId: string; name: string; now: Date },
): Promise<DepartmentNode> {
  const { organizationId, now } = input;
  const name = input.name.trim();
  await lockDepartmentTree(tx, organizationId);
  const parent = await existingDepartment(tx, organizationId, input.parentUniqueId);
  const departments = await listDepartments(tx, organizationId);
  if (departments.length >= DEPARTMENTS_MAX) throw new ApiError(ErrorCode.DepartmentLimitReached);
  if (treeShape(departments).levelOf(parent.id) >= DEPARTMENT_LEVELS_MAX) {
    throw new ApiError(
      ErrorCode.DepartmentTooDeep,
      `部门最多 ${DEPARTMENT_LEVELS_MAX} 级（含根部门），「${parent.name}」下不能再添加下级部门`,
    );
  }
  const uniqueId = await insertDepartment(tx, { organizationId, parentId: parent.id, name, now });
  if (!uniqueId) throw nameTaken(name);
  return readDepartmentNode(tx, { organizationId, uniqueId });
}

/** 重命名: unique among its siblings; the root has none (renaming it changes how the tree is headed). */
export async function renameDepartment(
  tx: Queryable,
  input: { organizationId: number; uniqueId: string; name: string },
): Promise<DepartmentNode> {
  const { organizationId, uniqueId } = input;
  const name = input.name.trim();
  await lockDepartmentTree(tx, organizationId);
  const department = await existingDepartment(tx, organizationId, uniqueId);
  if (
    department.parentId !== null &&
    (await siblingNameTaken(tx, department.parentId, name, department.id))
  ) {
    throw nameTaken(name);
  }
  await updateDepartmentName(tx, department.id, name);
  return readDepartmentNode(tx, { organizationId, uniqueId });
}

/**
 * A move may not take the department's subtree below DEPARTMENT_LEVELS_MAX levels. A tree deeper than
 * that (from before the limit) may still be reordered or made shallower, never deeper.
 */
function assertNotDeeper(shape: TreeShape, departmentId: number, parentId: number): void {
  const height = shape.heightOf(departmentId);
  const deepest = shape.levelOf(parentId) + height;
  const deepestNow = shape.levelOf(departmentId) + height - 1;
  if (deepest > DEPARTMENT_LEVELS_MAX && deepest > deepestNow) {
    throw new ApiError(
      ErrorCode.DepartmentTooDeep,
      `部门最多 ${DEPARTMENT_LEVELS_MAX} 级（含根部门），移动后将有 ${deepest} 级`,
    );
  }
}

/** 移动: under another parent (never itself or below itself) at `index` among its new siblings. */
export async function moveDepartment(
  tx: Queryable,
  input: { organizationId: number; uniqueId: string; parentUniqueId: string; index: number | undefined },
): Promise<DepartmentNode> {
  const { organizationId, uniqueId } = input;
  await lockDepartmentTree(tx, organizationId);
  const department = await existingDepartment(tx, organizationId, uniqueId);
  const parent = await existingDepartment(tx, organizationId, input.parentUniqueId);
  if (department.parentId === null) throw new ApiError(ErrorCode.RootDepartment, '根部门不能移动');
  if (await isSelfOrDescendant(tx, department.id, parent.id)) {
    throw new ApiError(ErrorCode.DepartmentMoveIntoItself);
  }
  if (await siblingNameTaken(tx, parent.id, department.name, department.id)) {
    throw nameTaken(department.name);
  }
  assertNotDeeper(treeShape(await listDepartments(tx, organizationId)), department.id, parent.id);
  await placeDepartment(tx, { id: department.id, parentId: parent.id, index: input.index });
  return readDepartmentNode(tx, { organizationId, uniqueId });
}

/** 删除: only an empty department (no sub-department, no member) other than the root. */
export async function removeDepartment(
  tx: Queryable,
  input: { organizationId: number; uniqueId: string },
): Promise<void> {
  const { organizationId } = input;
  await lockDepartmentTree(tx, organizationId);
  const department = await existingDepartment(tx, organizationId, input.uniqueId);
  if (department.parentId === null) throw new ApiError(ErrorCode.RootDepartment);
  const contents = await departmentContents(tx, department.id);
  if (contents.children > 0) throw new ApiError(ErrorCode.DepartmentNotEmpty);
  if (contents.members > 0) {
    throw new ApiError(
      ErrorCode.DepartmentNotEmpty,
      `该部门下还有 ${contents.members} 名成员，请先调整成员的部门`,
    );
  }
  await deleteDepartment(tx, department.id);
}
