import { type HeldApplication, type RequestService, type Resource, token } from '@core';
import type { Page } from '@core/data';

/** An application of the market catalogue, with whether the organisation installed it and the member holds it. */
export interface MarketApplication extends Omit<HeldApplication, 'state' | 'inState' | 'expiredTime'> {
  installed: boolean;
  held: boolean;
  state: number | null;
  inState: number | null;
  expiredTime: string | null;
}

/** A priced edition an administrator can open for the organisation. */
export interface Edition {
  uniqueId: string;
  name: string;
  priceFen: number;
  /** null: no time limit. */
  durationDays: number | null;
  features: string[];
}

export interface MarketApplicationDetail extends MarketApplication {
  editions: Edition[];
}

export interface CategoryCount {
  categoryName: string;
  applicationCount: number;
}

/** Applications of one category (the market's and the workbench's grouping). */
export interface ApplicationGroup<T> {
  categoryName: string;
  applications: T[];
}

/** The member's layout (spec §3 "Layout response"). */
export interface EmployeeLayout {
  applications: HeldApplication[];
  applicationFavoriteUniqueIds: string[];
}

/** `/app/v1/user/application/agent/check`. */
export interface AgentCheck {
  isCan: boolean;
  message: string;
}

/** A token for an external application, appended to its address. */
export interface ApplicationToken {
  token: string;
  expiresAt: string;
}

/** An installed application as its administrator manages it. */
export interface ManagedApplication extends HeldApplication {
  roleUniqueIds: string[];
  installedAt: string;
}

export interface ManagedApplicationQuery {
  pageNum?: number;
  pageSize?: number;
  name?: string;
  inState?: number;
}

/** `/app/v1/application/package/list/name`: an application package by name. */
export interface ApplicationPackage {
  uniqueId: string;
  name: string;
}

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
  marketDetail(uniqueId: string): Promise<MarketApplicationDetail>;
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
  cardGroups(): Promise<ApplicationGroup<HeldApplication>[]>;
  layout(): Promise<EmployeeLayout>;
  saveFavourites(applicationUniqueIds: string[]): Promise<void>;
  recentApplications(): Promise<HeldApplication[]>;
}

const optional = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''));

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
      { agentId },
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
  marketDetail(uniqueId: string) {
    return this.request.post<MarketApplicationDetail>('/app/v1/marketplace/application/detail', {
      uniqueId,
    });
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

  cardGroups() {
    return this.request.post<ApplicationGroup<HeldApplication>[]>('/app/v1/employee/layout/card/list');
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
