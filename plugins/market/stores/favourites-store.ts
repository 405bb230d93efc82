import type { HeldApplication, SessionStore } from '@core';
import { PREPARED_ANSWER_FRESH_MS } from '@core/data';
import { makeAutoObservable, runInAction } from 'mobx';
import type { MarketApi } from '../api/market-api';

/** Spec §9: recently used applications kept. */
export const RECENT_LIMIT = 6;

/**
 * The member's shortcuts (spec §3 "Layout response", §4 "Star", "Unstar"): the applications of their
 * layout, the favourites in their saved order and the recently used ones. Every change of the
 * favourites saves the whole order; a failed save puts the previous order back.
 */
export class FavouritesStore {
  applications: HeldApplication[] = [];
  favouriteIds: string[] = [];
  recent: HeldApplication[] = [];
  loading = false;
  loaded = false;
  private revision = 0;
  /** When the workbench's `prepare` load answered (`Date.now()`), until the workbench first shows it. */
  private preparedAt: number | undefined;

  constructor(
    private readonly api: MarketApi,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<FavouritesStore, 'api' | 'session' | 'revision' | 'preparedAt'>(this, {
      api: false,
      session: false,
      revision: false,
      preparedAt: false,
    });
  }

  /**
   * The favourites that can be shown, in their saved order: those the layout answered, and any other
   * application the member holds (one just starred shows at once, before the next layout fetch).
   */
  get favourites(): HeldApplication[] {
    const byId = new Map(
      [...this.session.applications, ...this.applications].map((application) => [
        application.applicationUniqueId,
        application,
      ]),
    );
    return this.favouriteIds.flatMap((id) => byId.get(id) ?? []);
  }

  isFavourite(applicationUniqueId: string): boolean {
    return this.favouriteIds.includes(applicationUniqueId);
  }

  /** Fetches the layout and the recently used applications (spec §4 "Favourites drawer: Open"). */
  async load(): Promise<void> {
    this.loading = true;
    try {
      const [layout, recent] = await Promise.all([this.api.layout(), this.api.recentApplications()]);
      runInAction(() => {
        this.applications = layout.applications;
        this.favouriteIds = layout.applicationFavoriteUniqueIds;
        this.recent = recent.slice(0, RECENT_LIMIT);
        this.loaded = true;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** The workbench's `prepare`: loads before its first render, which then shows this answer. */
  async prepare(): Promise<void> {
    await this.load();
    this.preparedAt = Date.now();
  }

  /**
   * Loads again when the workbench is shown: not when it first shows what its `prepare` loaded just
   * before (once, within `PREPARED_ANSWER_FRESH_MS`). A load of the drawer's counts for nothing here:
   * an application opened from the drawer shows in 最近使用 as the workbench shows again.
   */
  refresh(): Promise<void> {
    const preparedAt = this.preparedAt;
    this.preparedAt = undefined;
    if (preparedAt !== undefined && Date.now() - preparedAt < PREPARED_ANSWER_FRESH_MS) {
      return Promise.resolve();
    }
    return this.load();
  }

  /** Adds the application to the end of the favourites if absent, and saves the order. */
  star(applicationUniqueId: string): Promise<void> {
    if (this.isFavourite(applicationUniqueId)) return Promise.resolve();
    return this.save([...this.favouriteIds, applicationUniqueId]);
  }

  /** Removes the application from the favourites, and saves the order. */
  unstar(applicationUniqueId: string): Promise<void> {
    if (!this.isFavourite(applicationUniqueId)) return Promise.resolve();
    return this.save(this.favouriteIds.filter((id) => id !== applicationUniqueId));
  }

  toggle(applicationUniqueId: string): Promise<void> {
    return this.isFavourite(applicationUniqueId)
      ? this.unstar(applicationUniqueId)
      : this.star(applicationUniqueId);
  }

  /**
   * Puts one favourite where another is (a drag or a keyboard move ends), and saves the order. Plain
   * array work rather than @dnd-kit's `arrayMove`: this store is registered at start, and that import
   * put drag-and-drop in the sign-in page's script.
   */
  move(activeId: string, overId: string): Promise<void> {
    const from = this.favouriteIds.indexOf(activeId);
    const to = this.favouriteIds.indexOf(overId);
    if (from < 0 || to < 0 || from === to) return Promise.resolve();
    const order = this.favouriteIds.filter((id) => id !== activeId);
    order.splice(to, 0, activeId);
    return this.save(order);
  }

  private async save(order: string[]): Promise<void> {
    const previous = this.favouriteIds;
    const revision = ++this.revision;
    this.favouriteIds = order;
    try {
      await this.api.saveFavourites(order);
    } catch {
      // The request service has shown why; a later change keeps its own order.
      runInAction(() => {
        if (this.revision === revision) this.favouriteIds = previous;
      });
    }
  }
}
