import type { DirectoryApi } from '@core/api/directory-api';
import type { Page } from '@core/data';
import { ApiError } from '@core/services/api-error';
import type {
  DepartmentApi,
  DepartmentMember,
  DepartmentMemberQuery,
  DepartmentMove,
  DepartmentNode,
} from '@plugins/settings/api/department-api';
import { answerPage } from '@tests/support/paged-fake';

/** Its calls: 组织管理's management ones and the tree core's directory reads (`departmentTree`). */
type Method = keyof DepartmentApi | 'tree';

interface StoredDepartment {
  uniqueId: string;
  name: string;
  parentUniqueId: string | null;
  members: DepartmentMember[];
}

export function departmentMember(
  uniqueId: string,
  overrides: Partial<DepartmentMember> = {},
): DepartmentMember {
  return {
    uniqueId,
    nickname: `成员${uniqueId}`,
    telephone: '13900000000',
    isAdmin: false,
    state: 1,
    ...overrides,
  };
}

/**
 * An in-memory DepartmentApi that behaves like the server's: a list of departments in sibling order
 * (星河科技园 → 招商部 (2 members), 物业部 (1) → 保安组 (3)), trees with computed counts, the server's
 * refusals (same-name siblings, removing a department with children or members, the root), and
 * `refusals` to make one call of a method fail with a given error. Every call is recorded.
 */
export class FakeOrganizationDepartmentApi implements DepartmentApi, DirectoryApi {
  departments: StoredDepartment[] = [
    {
      uniqueId: 'd-root',
      name: '星河科技园',
      parentUniqueId: null,
      members: [departmentMember('m-boss', { nickname: '张伟', isAdmin: true })],
    },
    {
      uniqueId: 'd-invest',
      name: '招商部',
      parentUniqueId: 'd-root',
      members: [
        departmentMember('m-1', { nickname: '李娜', telephone: '13800000002' }),
        departmentMember('m-2', { nickname: '王芳', telephone: '13800000004', state: 2 }),
      ],
    },
    {
      uniqueId: 'd-property',
      name: '物业部',
      parentUniqueId: 'd-root',
      members: [departmentMember('m-3', { nickname: '赵强' })],
    },
    {
      uniqueId: 'd-guard',
      name: '保安组',
      parentUniqueId: 'd-property',
      members: [departmentMember('m-4'), departmentMember('m-5'), departmentMember('m-6')],
    },
  ];
  refusals = new Map<Method, Error>();
  treeCalls = 0;
  additions: { parentUniqueId: string; name: string }[] = [];
  renames: { uniqueId: string; name: string }[] = [];
  moves: DepartmentMove[] = [];
  removals: string[] = [];
  memberQueries: DepartmentMemberQuery[] = [];
  private nextId = 1;

  private refuse(method: Method): void {
    const refusal = this.refusals.get(method);
    if (!refusal) return;
    this.refusals.delete(method);
    throw refusal;
  }

  private stored(uniqueId: string): StoredDepartment {
    const department = this.departments.find((candidate) => candidate.uniqueId === uniqueId);
    if (!department) throw new ApiError(400019, '部门不存在');
    return department;
  }

  private childrenOf(uniqueId: string): StoredDepartment[] {
    return this.departments.filter((department) => department.parentUniqueId === uniqueId);
  }

  private nameTaken(parentUniqueId: string, name: string, except?: string): boolean {
    return this.childrenOf(parentUniqueId).some((child) => child.name === name && child.uniqueId !== except);
  }

  private membersBelow(department: StoredDepartment): DepartmentMember[] {
    return [
      ...department.members,
      ...this.childrenOf(department.uniqueId).flatMap((child) => this.membersBelow(child)),
    ];
  }

  private node(department: StoredDepartment): DepartmentNode {
    return {
      uniqueId: department.uniqueId,
      name: department.name,
      parentUniqueId: department.parentUniqueId,
      sort: 0,
      memberCount: department.members.length,
      totalMemberCount: new Set(this.membersBelow(department).map((member) => member.uniqueId)).size,
      children: this.childrenOf(department.uniqueId).map((child) => this.node(child)),
    };
  }

  /** The tree as core's directory reads it: the same departments the changes act on. */
  async departmentTree() {
    this.treeCalls += 1;
    this.refuse('tree');
    return this.departments
      .filter((department) => department.parentUniqueId === null)
      .map((root) => this.node(root));
  }

  async members() {
    return [];
  }

  async add(parentUniqueId: string, name: string) {
    this.additions.push({ parentUniqueId, name });
    this.refuse('add');
    this.stored(parentUniqueId);
    if (this.nameTaken(parentUniqueId, name)) throw new ApiError(400020, `同级部门中已有「${name}」`);
    const added = { uniqueId: `d-new-${this.nextId++}`, name, parentUniqueId, members: [] };
    this.departments.push(added);
    return this.node(added);
  }

  async rename(uniqueId: string, name: string) {
    this.renames.push({ uniqueId, name });
    this.refuse('rename');
    const department = this.stored(uniqueId);
    if (department.parentUniqueId && this.nameTaken(department.parentUniqueId, name, uniqueId)) {
      throw new ApiError(400020, `同级部门中已有「${name}」`);
    }
    department.name = name;
    return this.node(department);
  }

  async move(move: DepartmentMove) {
    this.moves.push(move);
    this.refuse('move');
    const department = this.stored(move.uniqueId);
    this.stored(move.parentUniqueId);
    if (department.parentUniqueId === null) throw new ApiError(400021, '根部门不能移动');
    if (this.nameTaken(move.parentUniqueId, department.name, department.uniqueId)) {
      throw new ApiError(400020, `同级部门中已有「${department.name}」`);
    }
    const rest = this.departments.filter((candidate) => candidate !== department);
    const siblings = rest.filter((candidate) => candidate.parentUniqueId === move.parentUniqueId);
    department.parentUniqueId = move.parentUniqueId;
    const before = siblings[move.index ?? siblings.length];
    rest.splice(before ? rest.indexOf(before) : rest.length, 0, department);
    this.departments = rest;
    return this.node(department);
  }

  async remove(uniqueId: string) {
    this.removals.push(uniqueId);
    this.refuse('remove');
    const department = this.stored(uniqueId);
    if (department.parentUniqueId === null) throw new ApiError(400021, '根部门不能删除');
    if (this.childrenOf(uniqueId).length > 0) throw new ApiError(400023, '请先删除或移走下级部门');
    if (department.members.length > 0) {
      throw new ApiError(400023, `该部门下还有 ${department.members.length} 名成员，请先调整成员的部门`);
    }
    this.departments = this.departments.filter((candidate) => candidate !== department);
  }

  async memberPage(query: DepartmentMemberQuery): Promise<Page<DepartmentMember>> {
    this.memberQueries.push(query);
    this.refuse('memberPage');
    const department = this.stored(query.uniqueId);
    const members = query.includeDescendants ? this.membersBelow(department) : department.members;
    return answerPage(members, query);
  }
}
