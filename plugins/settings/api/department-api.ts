import { type RequestService, token } from '@core';
import type { Page } from '@core/data';
import type {
  DepartmentMember,
  DepartmentMemberQuery,
  DepartmentMove,
  DepartmentNode,
  StaffState,
} from '@manifests/contracts/settings';

/** The settings contract's types (`import type` only: the contract's schemas stay on the server). */
export type * from '@manifests/contracts/settings';
/** 1 在职, 2 停用. */
export type DepartmentMemberState = StaffState;

/**
 * 组织管理's management of departments (`/enterprise/v1/department/...`). The tree itself is read
 * through core's directory (`departmentTreeQuery` from `@core/components`), as every area reads it.
 * Writes are sent silently: the page shows a refusal where it happened (in the dialog, keeping what
 * was typed) instead of a toast; reads toast their failure like every other call. Each write answers
 * the changed department as the tree shows it.
 */
export const DepartmentApi = token<DepartmentApi>('settings.DepartmentApi');
export interface DepartmentApi {
  /** Adds a sub-department as the last child; refused when a sibling has the name. */
  add(parentUniqueId: string, name: string): Promise<DepartmentNode>;
  rename(uniqueId: string, name: string): Promise<DepartmentNode>;
  /** Refused for the root, into itself or a descendant, or next to a sibling of the same name. */
  move(move: DepartmentMove): Promise<DepartmentNode>;
  /** Refused for the root and while the department has sub-departments or members. */
  remove(uniqueId: string): Promise<void>;
  memberPage(query: DepartmentMemberQuery): Promise<Page<DepartmentMember>>;
}

const silent = { silent: true } as const;

export class HttpDepartmentApi implements DepartmentApi {
  constructor(private readonly request: RequestService) {}

  add(parentUniqueId: string, name: string) {
    return this.request.post<DepartmentNode>(
      '/enterprise/v1/department/add',
      { parentUniqueId, name },
      silent,
    );
  }

  rename(uniqueId: string, name: string) {
    return this.request.post<DepartmentNode>('/enterprise/v1/department/rename', { uniqueId, name }, silent);
  }

  move(move: DepartmentMove) {
    return this.request.post<DepartmentNode>('/enterprise/v1/department/move', move, silent);
  }

  async remove(uniqueId: string) {
    await this.request.post<null>('/enterprise/v1/department/remove', { uniqueId }, silent);
  }

  memberPage(query: DepartmentMemberQuery) {
    return this.request.post<Page<DepartmentMember>>('/enterprise/v1/department/member/list', query);
  }
}
