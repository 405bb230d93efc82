import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ApplicationGroup, CategoryCount, MarketApi, MarketApplication } from '../api/market-api';

/** Resolves in a task of its own, after the browser has had a turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Where load failures of the market go: the console's log, not the member (spec §8). */
export type FailureLog = (message: string, error: unknown) => void;
const consoleLog: FailureLog = (message, error) => console.error(message, error);

/**
 * The market catalogue as one surface shows it (the drawer's market panel, the market pages): the
 * groups by category matching a keyword (the server matches names containing it), the categories,
 * and the index of the categories shown. Created by the surface, which drops it with itself.
 */
export class MarketCatalogStore {
  groups: ApplicationGroup<MarketApplication>[] = [];
  categories: CategoryCount[] = [];
  keyword = '';
  loading = false;
  failed = false;
  private ticket = 0;
  private categoriesLoaded = false;

  constructor(
    private readonly api: MarketApi,
    private readonly log: FailureLog = consoleLog,
  ) {
    makeAutoObservable<MarketCatalogStore, 'api' | 'log' | 'ticket' | 'categoriesLoaded'>(this, {
      // Answers are replaced whole, never edited: no need to make thousands of applications observable.
      groups: observableRef,
      categories: observableRef,
      api: false,
      log: false,
      ticket: false,
      categoriesLoaded: false,
    });
  }

  /** The groups holding something (empty categories are hidden, spec §5), in the categories' order. */
  get visibleGroups(): ApplicationGroup<MarketApplication>[] {
    const order = new Map(this.categories.map((category, position) => [category.categoryName, position]));
    const rank = (name: string) => order.get(name) ?? order.size;
    return this.groups
      .filter((group) => group.applications.length > 0)
      .map((group, position) => ({ group, position }))
      .sort((a, b) => rank(a.group.categoryName) - rank(b.group.categoryName) || a.position - b.position)
      .map(({ group }) => group);
  }

  /** The category index: the categories shown, in the same order. */
  get index(): string[] {
    return this.visibleGroups.map((group) => group.categoryName);
  }

  get applications(): MarketApplication[] {
    return this.visibleGroups.flatMap((group) => group.applications);
  }

  /**
   * Loads the groups matching the keyword, with the categories the first time (one update, so the
   * groups do not jump into order later); an answer overtaken by a newer search is dropped.
   */
  async search(keyword: string): Promise<void> {
    const ticket = ++this.ticket;
    const trimmed = keyword.trim();
    this.keyword = trimmed;
    this.loading = true;
    this.failed = false;
    const [groups, categories] = await Promise.all([this.fetchGroups(trimmed), this.fetchCategoriesOnce()]);
    // A market of thousands is megabytes of JSON: parsing it and rendering it are two tasks, not one
    // long one that would block the page (BENCH_PARTS=market npm run bench).
    await nextTask();
    runInAction(() => {
      if (categories) this.categories = categories;
      if (ticket !== this.ticket) return;
      if (groups) this.groups = groups;
      this.failed = groups === undefined;
      this.loading = false;
    });
  }

  private async fetchGroups(keyword: string): Promise<ApplicationGroup<MarketApplication>[] | undefined> {
    try {
      return await this.api.marketGroups(keyword || undefined);
    } catch (error) {
      this.log('应用列表加载失败', error);
      return undefined;
    }
  }

  private async fetchCategoriesOnce(): Promise<CategoryCount[] | undefined> {
    if (this.categoriesLoaded) return undefined;
    try {
      const categories = await this.api.categories();
      this.categoriesLoaded = true;
      return categories;
    } catch (error) {
      this.log('应用分类加载失败', error);
      return undefined;
    }
  }
}
