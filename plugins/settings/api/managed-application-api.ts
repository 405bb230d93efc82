import { type RequestService, token } from '@core';
import type { Page, ReadOptions } from '@core/data';
import type { ResourceNode } from '@manifests/contracts/session';
import type {
  ApplicationInState,
  ManagedApplication,
  ManagedApplicationQuery,
} from '@manifests/contracts/settings';

/** The settings contract's types (`import type` only: the contract's schemas stay on the server). */
export type * from '@manifests/contracts/settings';
/** The organisation's own switch of an installed application (`inState`). */
export { ApplicationInState } from '@manifests/contracts/settings-constants';
/** A node of an application's resource tree (directories, menus, permission actions and data). */
export type ApplicationResource = ResourceNode;
export type ManagedApplicationPage = Page<ManagedApplication>;

/**
 * 应用管理's calls (`/app/v1/manage/application/...`). Every call is silent: the page shows load
 * failures in place and the outcome of an action itself (the server's reason on refusal, such as
 * 系统应用不能停用), so nothing is said twice.
 */
export const ManagedApplicationApi = token<ManagedApplicationApi>('settings.ManagedApplicationApi');
export interface ManagedApplicationApi {
  page(query: ManagedApplicationQuery, read?: ReadOptions): Promise<ManagedApplicationPage>;
  detail(uniqueId: string, read?: ReadOptions): Promise<ManagedApplication>;
  /** Needs APPLICATION_MODIFY_STATE; 设置 and 应用中心 cannot be disabled. */
  modifyState(uniqueId: string, inState: ApplicationInState): Promise<ManagedApplication>;
  /**
   * Needs APPLICATION_ROLES: exactly these roles hold every resource of the application afterwards.
   * Refused for an application open to all (`openToAll`) and for the built-in 管理员 role, whose
   * members hold every application anyway.
   */
  modifyRoles(uniqueId: string, roleUniqueIds: string[]): Promise<ManagedApplication>;
  /** Needs APPLICATION_REMOVE; 设置 and 应用中心 cannot be removed. */
  remove(uniqueId: string): Promise<void>;
  /** Every resource of the application; empty when it has none (open to every member). */
  resourceTree(uniqueId: string, read?: ReadOptions): Promise<ApplicationResource[]>;
}

const silent = { silent: true } as const;
const base = '/app/v1/manage/application';

export class HttpManagedApplicationApi implements ManagedApplicationApi {
  constructor(private readonly request: RequestService) {}

  page({ name, inState, ...paging }: ManagedApplicationQuery, read?: ReadOptions) {
    const query = {
      ...paging,
      ...(name?.trim() ? { name: name.trim() } : {}),
      ...(inState ? { inState } : {}),
    };
    return this.request.post<ManagedApplicationPage>(`${base}/page`, query, {
      ...silent,
      signal: read?.signal,
    });
  }
  detail(uniqueId: string, read?: ReadOptions) {
    return this.request.post<ManagedApplication>(
      `${base}/detail`,
      { uniqueId },
      { ...silent, signal: read?.signal },
    );
  }
  modifyState(uniqueId: string, inState: ApplicationInState) {
    return this.request.post<ManagedApplication>(`${base}/modify/state`, { uniqueId, inState }, silent);
  }
  modifyRoles(uniqueId: string, roleUniqueIds: string[]) {
    return this.request.post<ManagedApplication>(`${base}/modify`, { uniqueId, roleUniqueIds }, silent);
  }
  async remove(uniqueId: string) {
    await this.request.post<null>(`${base}/remove`, { uniqueId }, silent);
  }
  resourceTree(uniqueId: string, read?: ReadOptions) {
    return this.request.post<ApplicationResource[]>(
      `${base}/resource/tree`,
      { uniqueId },
      { ...silent, signal: read?.signal },
    );
  }
}
