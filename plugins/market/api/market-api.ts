import { type HeldApplication, type RequestService, type Resource, token } from '@core';
import type { Page, ReadOptions } from '@core/data';
import type { ApplicationToken, ApplicationTokenBody } from '@manifests/contracts/account';
import type {
  AgentCheck,
  ApplicationGroup,
  ApplicationPackage,
  CategoryCount,
  Edition,
  EmployeeLayout,
  MarketApplication,
  MarketApplicationDetail,
} from '@manifests/contracts/market';
import type { ManagedApplication, ManagedApplicationQuery } from '@manifests/contracts/settings';

/** The market contract's types (`import type` only: the contract's schemas stay on the server). */
export type * from '@manifests/contracts/market';
export type { ManagedApplication, ManagedApplicationQuery } from '@manifests/contracts/settings';

/** A token for an external application, appended to its address. */
/** The contract's: a token for one installed application. */
export type { ApplicationToken };

/** The application service calls of the application centre (spec §7 "Application service"). */
export const MarketApi = token<MarketApi>('market.MarketApi');
export interface MarketApi {
  // The member's applications (the resource tree and the launch lookup are core's ApplicationApi).
  heldApplications(): Promise<HeldApplication[]>;
  heldApplication(uniqueId: string): Promise<HeldApplication>;
  agentCheck(agentId: string): Promise<AgentCheck>;
  applicationToken(agentId: string): Promise<ApplicationToken>;
  // The market.
  categories(): Promise<CategoryCount[]>;
  marketGroups(name?: string): Promise<ApplicationGroup<MarketApplication>[]>;
  marketDetail(uniqueId: string, read?: ReadOptions): Promise<MarketApplicationDetail>;
  editions(uniqueId: string): Promise<Edition[]>;
  packages(name?: string): Promise<ApplicationPackage[]>;
  // Administration (admins only).
  openApplication(uniqueId: string, editionUniqueId?: string): Promise<void>;
  managedPage(query: ManagedApplicationQuery): Promise<Page<ManagedApplication>>;
  managedDetail(uniqueId: string): Promise<ManagedApplication>;
  modifyState(uniqueId: string, inState: number): Promise<void>;
  modifyRoles(uniqueId: string, roleUniqueIds: string[]): Promise<void>;
  removeApplication(uniqueId: string): Promise<void>;
  managedResourceTree(uniqueId: string): Promise<Resource[]>;
  // The member's workbench and favourites.
  cardGroups(read?: ReadOptions): Promise<ApplicationGroup<HeldApplication>[]>;
  layout(): Promise<EmployeeLayout>;
  saveFavourites(applicationUniqueIds: string[]): Promise<void>;
  recentApplications(): Promise<HeldApplication[]>;
}

const optional = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''));

/** A read's options: its signal when the data layer gave one (otherwise none, as before). */
const reading = (read?: ReadOptions) => (read?.signal ? { signal: read.signal } : undefined);

export class HttpMarketApi implements MarketApi {
  constructor(private readonly request: RequestService) {}

  heldApplications() {
    return this.request.post<HeldApplication[]>('/app/v1/user/application/list');
  }
  heldApplication(uniqueId: string) {
    return this.request.post<HeldApplication>('/app/v1/user/application/detail', { uniqueId });
  }
  agentCheck(agentId: string) {
    return this.request.post<AgentCheck>('/app/v1/user/application/agent/check', { agentId });
  }
  applicationToken(agentId: string) {
    return this.request.post<ApplicationToken>(
      '/v1/exchange/owner/app/token',
      { agentId } satisfies ApplicationTokenBody,
      { service: 'auth' },
    );
  }

  // Failures of the catalogue are logged by its store, not toasted (spec §8).
  categories() {
    return this.request.post<CategoryCount[]>(
      '/app/v1/marketplace/application/category/list/name',
      {},
      { silent: true },
    );
  }
  marketGroups(name?: string) {
    return this.request.post<ApplicationGroup<MarketApplication>[]>(
      '/app/v1/marketplace/application/group/list',
      optional({ name }),
      { silent: true },
    );
  }
  marketDetail(uniqueId: string, read?: ReadOptions) {
    return this.request.post<MarketApplicationDetail>(
      '/app/v1/marketplace/application/detail',
      { uniqueId },
      reading(read),
    );
  }
  editions(uniqueId: string) {
    return this.request.post<Edition[]>('/app/v1/marketplace/application/edition/list', { uniqueId });
  }
  packages(name?: string) {
    return this.request.post<ApplicationPackage[]>(
      '/app/v1/application/package/list/name',
      optional({ name }),
    );
  }

  async openApplication(uniqueId: string, editionUniqueId?: string) {
    await this.request.post('/app/v1/manage/application/open', optional({ uniqueId, editionUniqueId }));
  }
  managedPage(query: ManagedApplicationQuery) {
    return this.request.post<Page<ManagedApplication>>('/app/v1/manage/application/page', optional(query));
  }
  managedDetail(uniqueId: string) {
    return this.request.post<ManagedApplication>('/app/v1/manage/application/detail', { uniqueId });
  }
  async modifyState(uniqueId: string, inState: number) {
    await this.request.post('/app/v1/manage/application/modify/state', { uniqueId, inState });
  }
  async modifyRoles(uniqueId: string, roleUniqueIds: string[]) {
    await this.request.post('/app/v1/manage/application/modify', { uniqueId, roleUniqueIds });
  }
  async removeApplication(uniqueId: string) {
    await this.request.post('/app/v1/manage/application/remove', { uniqueId });
  }
  managedResourceTree(uniqueId: string) {
    return this.request.post<Resource[]>('/app/v1/manage/application/resource/tree', { uniqueId });
  }

  cardGroups(read?: ReadOptions) {
    return this.request.post<ApplicationGroup<HeldApplication>[]>(
      '/app/v1/employee/layout/card/list',
      undefined,
      reading(read),
    );
  }
  layout() {
    return this.request.post<EmployeeLayout>('/app/v1/employee/layout/detail');
  }
  async saveFavourites(applicationUniqueIds: string[]) {
    await this.request.post('/app/v1/employee/favorite/modify', { applicationUniqueIds });
  }
  recentApplications() {
    return this.request.post<HeldApplication[]>('/app/v1/user/layout/preview');
  }
}
