import type { DepartmentNode, MemberOption } from '@manifests/contracts/settings';
import { DEPARTMENT_TREE_URL } from '@manifests/contracts/settings-constants';
import type { ReadOptions } from '../data/page';
import { token } from '../di/token';
import type { RequestService } from '../services/request-service';

export type { DepartmentNode, MemberOption } from '@manifests/contracts/settings';

/**
 * The organisation's directory as any member may read it, for every area that chooses people or
 * departments: the department tree (its root first, with member counts) and the members who can act
 * (departments 、-joined). Written once here; the settings area keeps only its management calls.
 * Read through `departmentTreeQuery` and `memberOptionsQuery` (`@core/components`), which the pickers use.
 */
export const DirectoryApi = token<DirectoryApi>('core.DirectoryApi');
export interface DirectoryApi {
  departmentTree(read?: ReadOptions): Promise<DepartmentNode[]>;
  members(read?: ReadOptions): Promise<MemberOption[]>;
}

export class HttpDirectoryApi implements DirectoryApi {
  constructor(private readonly request: RequestService) {}

  departmentTree(read?: ReadOptions) {
    return this.request.post<DepartmentNode[]>(DEPARTMENT_TREE_URL, {}, { signal: read?.signal });
  }

  members(read?: ReadOptions) {
    return this.request.post<MemberOption[]>('/enterprise/v1/staff/options', {}, { signal: read?.signal });
  }
}
