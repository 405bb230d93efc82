import { type RequestService, token } from '@core';
import type { Page, ReadOptions } from '@core/data';
import type { ResourceNode } from '@manifests/contracts/session';
import type {
  GrantableApplication,
  RoleDetail,
  RoleMember,
  RoleMemberQuery,
  RoleSummary,
  StaffState,
} from '@manifests/contracts/settings';

/** The settings contract's types (`import type` only: the contract's schemas stay on the server). */
export type * from '@manifests/contracts/settings';
/** A node of an application's resource tree as 角色授权 offers it. */
export type GrantableResource = ResourceNode;
/** 1 在职, 2 停用. */
export type RoleMemberState = StaffState;

/**
 * 角色管理 (`/enterprise/v1/role/...`); the staff form also chooses a member's roles from `list`.
 * Writes are sent silently: the page shows a refusal where it happened and keeps what was typed or
 * checked; reads toast their failure like every other call.
 */
export const RoleApi = token<RoleApi>('settings.RoleApi');
export interface RoleApi {
  list(read?: ReadOptions): Promise<RoleSummary[]>;
  detail(uniqueId: string, read?: ReadOptions): Promise<RoleDetail>;
  /** Every installed application that has resources, each with its full tree. */
  resourceTree(read?: ReadOptions): Promise<GrantableApplication[]>;
  add(name: string): Promise<RoleSummary>;
  rename(uniqueId: string, name: string): Promise<RoleSummary>;
  /** Makes the role grant exactly these codes (the fully checked nodes). */
  grant(uniqueId: string, resourceCodes: string[]): Promise<RoleDetail>;
  remove(uniqueId: string): Promise<void>;
  memberPage(query: RoleMemberQuery): Promise<Page<RoleMember>>;
  addMembers(uniqueId: string, memberUniqueIds: string[]): Promise<void>;
  /** Refused when it would leave the organisation without an administrator. */
  removeMembers(uniqueId: string, memberUniqueIds: string[]): Promise<void>;
}

const silent = { silent: true } as const;

export class HttpRoleApi implements RoleApi {
  constructor(private readonly request: RequestService) {}

  list(read?: ReadOptions) {
    return this.request.post<RoleSummary[]>('/enterprise/v1/role/list', {}, { signal: read?.signal });
  }

  detail(uniqueId: string, read?: ReadOptions) {
    return this.request.post<RoleDetail>(
      '/enterprise/v1/role/detail',
      { uniqueId },
      { signal: read?.signal },
    );
  }

  resourceTree(read?: ReadOptions) {
    return this.request.post<GrantableApplication[]>(
      '/enterprise/v1/role/resource/tree',
      {},
      { signal: read?.signal },
    );
  }

  add(name: string) {
    return this.request.post<RoleSummary>('/enterprise/v1/role/add', { name }, silent);
  }

  rename(uniqueId: string, name: string) {
    return this.request.post<RoleSummary>('/enterprise/v1/role/rename', { uniqueId, name }, silent);
  }

  grant(uniqueId: string, resourceCodes: string[]) {
    return this.request.post<RoleDetail>('/enterprise/v1/role/grant', { uniqueId, resourceCodes }, silent);
  }

  async remove(uniqueId: string) {
    await this.request.post<null>('/enterprise/v1/role/remove', { uniqueId }, silent);
  }

  memberPage(query: RoleMemberQuery) {
    return this.request.post<Page<RoleMember>>('/enterprise/v1/role/member/page', query);
  }

  async addMembers(uniqueId: string, memberUniqueIds: string[]) {
    await this.request.post<null>('/enterprise/v1/role/member/add', { uniqueId, memberUniqueIds }, silent);
  }

  async removeMembers(uniqueId: string, memberUniqueIds: string[]) {
    await this.request.post<null>('/enterprise/v1/role/member/remove', { uniqueId, memberUniqueIds }, silent);
  }
}
