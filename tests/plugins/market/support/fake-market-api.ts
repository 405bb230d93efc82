import type { HeldApplication } from '@core/api/auth-api';
import type { Page } from '@core/data/page';
import type { Resource } from '@core/routing/resource';
import type {
  AgentCheck,
  ApplicationGroup,
  ApplicationPackage,
  ApplicationToken,
  CategoryCount,
  Edition,
  EmployeeLayout,
  ManagedApplication,
  ManagedApplicationQuery,
  MarketApi,
  MarketApplication,
  MarketApplicationDetail,
} from '@plugins/market/api/market-api';

function groupByCategory<T extends { categoryName: string }>(items: readonly T[]): ApplicationGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.categoryName, [...(groups.get(item.categoryName) ?? []), item]);
  return [...groups].map(([categoryName, applications]) => ({ categoryName, applications }));
}

/**
 * An in-memory MarketApi shaped by its public fields; `calls` records what was asked (`marketGroups
 * 审批`), `savedOrders` every favourites order saved. Groups match names containing the keyword and
 * leave out empty categories, as the server does.
 */
export class FakeMarketApi implements MarketApi {
  calls: string[] = [];
  catalogue: MarketApplication[] = [];
  categoryList: CategoryCount[] = [];
  held: HeldApplication[] = [];
  checks = new Map<string, AgentCheck>();
  editionsOf = new Map<string, Edition[]>();
  layoutAnswer: EmployeeLayout = { applications: [], applicationFavoriteUniqueIds: [] };
  recent: HeldApplication[] = [];
  savedOrders: string[][] = [];
  opened: { uniqueId: string; editionUniqueId?: string }[] = [];
  failCatalogueWith: Error | undefined;
  failSaveWith: Error | undefined;
  /** Answers of the layout wait for this when set (to see what happens before they arrive). */
  layoutGate: Promise<void> | undefined;

  async heldApplications() {
    this.calls.push('heldApplications');
    return this.held;
  }
  async heldApplication(uniqueId: string) {
    this.calls.push(`heldApplication ${uniqueId}`);
    const application = this.held.find((candidate) => candidate.uniqueId === uniqueId);
    if (!application) throw new Error('应用不存在');
    return application;
  }
  async agentCheck(agentId: string) {
    this.calls.push(`agentCheck ${agentId}`);
    return this.checks.get(agentId) ?? { isCan: true, message: '' };
  }
  async applicationToken(agentId: string): Promise<ApplicationToken> {
    this.calls.push(`applicationToken ${agentId}`);
    return { token: `app-token-${agentId}`, expiresAt: '2099-01-01T00:00:00.000Z', agentId };
  }
  async categories() {
    this.calls.push('categories');
    if (this.failCatalogueWith) throw this.failCatalogueWith;
    return this.categoryList;
  }
  async marketGroups(name?: string) {
    this.calls.push(name ? `marketGroups ${name}` : 'marketGroups');
    if (this.failCatalogueWith) throw this.failCatalogueWith;
    const matching = this.catalogue.filter(
      (application) => !name || application.name.includes(name) || application.pcName.includes(name),
    );
    return groupByCategory(matching);
  }
  async marketDetail(uniqueId: string): Promise<MarketApplicationDetail> {
    this.calls.push(`marketDetail ${uniqueId}`);
    const application = this.catalogue.find((candidate) => candidate.uniqueId === uniqueId);
    if (!application) throw new Error('应用不存在');
    return { ...application, editions: this.editionsOf.get(uniqueId) ?? [] };
  }
  async editions(uniqueId: string) {
    this.calls.push(`editions ${uniqueId}`);
    return this.editionsOf.get(uniqueId) ?? [];
  }
  async packages(_name?: string): Promise<ApplicationPackage[]> {
    return [];
  }
  async openApplication(uniqueId: string, editionUniqueId?: string) {
    this.calls.push(`openApplication ${uniqueId}${editionUniqueId ? ` ${editionUniqueId}` : ''}`);
    this.opened.push(editionUniqueId ? { uniqueId, editionUniqueId } : { uniqueId });
    this.catalogue = this.catalogue.map((application) =>
      application.uniqueId === uniqueId
        ? {
            ...application,
            installed: true,
            held: true,
            launch: { usable: true, opens: { kind: 'page', path: application.pcUrl } },
          }
        : application,
    );
  }
  async managedPage(_query: ManagedApplicationQuery): Promise<Page<ManagedApplication>> {
    return { list: [], total: 0, pageNum: 1, pageSize: 10 };
  }
  async managedDetail(_uniqueId: string): Promise<ManagedApplication> {
    throw new Error('not used');
  }
  async modifyState(_uniqueId: string, _inState: number) {}
  async modifyRoles(_uniqueId: string, _roleUniqueIds: string[]) {}
  async removeApplication(_uniqueId: string) {}
  async managedResourceTree(_uniqueId: string): Promise<Resource[]> {
    return [];
  }
  async cardGroups() {
    this.calls.push('cardGroups');
    return groupByCategory(this.held);
  }
  async layout() {
    this.calls.push('layout');
    await this.layoutGate;
    return this.layoutAnswer;
  }
  async saveFavourites(applicationUniqueIds: string[]) {
    this.calls.push('saveFavourites');
    this.savedOrders.push(applicationUniqueIds);
    if (this.failSaveWith) throw this.failSaveWith;
    this.layoutAnswer = { ...this.layoutAnswer, applicationFavoriteUniqueIds: applicationUniqueIds };
  }
  async recentApplications() {
    this.calls.push('recentApplications');
    return this.recent;
  }
}
