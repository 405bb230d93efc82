import { makeAutoObservable } from 'mobx';
import { StorageKeys, type StorageService } from '../services/storage-service';

/** A visited view (spec §3): one tab. `key` identifies its kept-alive view. */
export interface VisitedView {
  key: string;
  /** Path with query string: where the tab leads. */
  path: string;
  /** The route's name (resource code), '' for fixed pages. */
  name: string;
  title: string;
  meta: {
    title: string;
    agentId?: string | undefined;
    affix?: boolean | undefined;
    noCache?: boolean | undefined;
  };
}

const DEFAULT_TITLE = 'no-name';

/**
 * What a view that could lose something registers (a form with unsaved changes): whether it has
 * anything unsaved now, and the question to ask before it is dropped by the member (关闭, 关闭其他,
 * 关闭左侧, 关闭右侧, 关闭全部, 刷新), resolving false to keep it (the member chose 留下).
 */
export interface CloseGuard {
  unsaved(): boolean;
  ask(): Promise<boolean>;
}

function isVisitedView(value: unknown): value is VisitedView {
  const view = value as Partial<VisitedView> | null;
  return (
    typeof view === 'object' &&
    view !== null &&
    typeof view.key === 'string' &&
    typeof view.path === 'string' &&
    typeof view.meta === 'object' &&
    view.meta !== null
  );
}

/**
 * The tab list (spec §4 "Tab list"): adding skips duplicates, closing keeps pinned tabs, the list is
 * saved to session storage. Also the kept-alive views, least recently used dropped beyond the limit.
 */
export class TabsStore {
  visitedViews: VisitedView[];
  activeKey: string | undefined;
  /** Keys of views kept alive, least recently used first. */
  cachedKeys: string[] = [];
  /** Bumped to re-create one view in place (refresh). */
  refreshTokens = new Map<string, number>();
  /** Guards of views that would lose something if dropped, by view key (not observable). */
  private readonly closeGuards = new Map<string, CloseGuard>();
  /** Titles views gave their tabs by their subject (useTabTitle), by view key (not observable). */
  private readonly subjectTitles = new Map<string, string>();

  constructor(
    private readonly storage: StorageService,
    private readonly keepAliveLimit: number,
  ) {
    const saved = storage.session.get<{ views?: unknown; activeKey?: unknown }>(StorageKeys.visitedViews);
    this.visitedViews = Array.isArray(saved?.views) ? saved.views.filter(isVisitedView) : [];
    this.activeKey = typeof saved?.activeKey === 'string' ? saved.activeKey : undefined;
    makeAutoObservable<TabsStore, 'storage' | 'keepAliveLimit' | 'closeGuards' | 'subjectTitles'>(this, {
      storage: false,
      keepAliveLimit: false,
      closeGuards: false,
      subjectTitles: false,
      registerCloseGuard: false,
      mayClose: false,
      hasUnsaved: false,
      sideOf: false,
    });
  }

  get activeView(): VisitedView | undefined {
    return this.visitedViews.find((view) => view.key === this.activeKey);
  }

  /**
   * Adds a view unless one with the same key, path, name or agentId is there (with `onePerPath`, only
   * the same path counts: one tab per record); activates it either way. A tab found under another key
   * (the same page elsewhere) takes the new key and path, and its old kept-alive view is dropped.
   */
  addView(view: VisitedView, options: { onePerPath?: boolean } = {}): VisitedView {
    const existing =
      this.visitedViews.find((candidate) => candidate.key === view.key) ??
      this.visitedViews.find((candidate) =>
        options.onePerPath
          ? candidate.path === view.path
          : candidate.path === view.path ||
            (view.name !== '' && candidate.name === view.name) ||
            (view.meta.agentId !== undefined && candidate.meta.agentId === view.meta.agentId),
      );
    let target: VisitedView;
    if (existing) {
      if (existing.key !== view.key) {
        this.forget(existing.key);
        existing.key = view.key;
      }
      // The same page with another query string: the tab follows to the newest one.
      existing.path = view.path;
      target = existing;
    } else {
      const title = this.subjectTitles.get(view.key) || view.title || view.meta.title || DEFAULT_TITLE;
      target = { ...view, meta: { ...view.meta }, title };
      this.visitedViews.push(target);
    }
    this.activate(target.key, view.meta.noCache === true);
    return target;
  }

  /** Puts pinned views (the workbench) in front when missing, without activating them. */
  ensureAffix(views: readonly VisitedView[]): void {
    const missing = views.filter(
      (view) => !this.visitedViews.some((candidate) => candidate.key === view.key),
    );
    if (missing.length === 0) return;
    this.visitedViews.unshift(
      ...missing.map((view) => ({
        ...view,
        meta: { ...view.meta, affix: true },
        title: view.title || view.meta.title || DEFAULT_TITLE,
      })),
    );
    this.persist();
  }

  /**
   * Titles a view's tab by its subject (应用详情·考勤打卡): a page showing one record says which, so two
   * tabs of the same page differ. Kept for a view whose tab is added after the page has named it.
   */
  retitle(key: string, title: string): void {
    this.subjectTitles.set(key, title);
    const view = this.visitedViews.find((candidate) => candidate.key === key);
    if (!view || view.title === title) return;
    view.title = title;
    this.persist();
  }

  /** Makes a tab the active one and its view the most recently used (noCache views are not kept). */
  activate(key: string, noCache = false): void {
    this.activeKey = key;
    this.cachedKeys = this.cachedKeys.filter((candidate) => candidate !== key);
    if (!noCache) this.cachedKeys.push(key);
    while (this.cachedKeys.length > this.keepAliveLimit) this.cachedKeys.shift();
    this.persist();
  }

  /** Closes one tab (pinned tabs stay); returns where to go when it was the active one. */
  delView(key: string): string | undefined {
    const view = this.visitedViews.find((candidate) => candidate.key === key);
    if (!view || view.meta.affix) return undefined;
    this.visitedViews = this.visitedViews.filter((candidate) => candidate.key !== key);
    this.forget(key);
    this.persist();
    if (this.activeKey !== key) return undefined;
    return this.lastPath();
  }

  /** Closes every tab but `key` and the pinned ones; returns where to go when the active one closed. */
  delOthers(key: string): string | undefined {
    const kept = this.visitedViews.find((view) => view.key === key);
    const removed = this.visitedViews.filter((view) => view.key !== key && !view.meta.affix);
    this.visitedViews = this.visitedViews.filter((view) => view.key === key || view.meta.affix);
    for (const view of removed) this.forget(view.key);
    this.persist();
    if (!removed.some((view) => view.key === this.activeKey)) return undefined;
    return kept?.path ?? this.lastPath();
  }

  /**
   * Closes the tabs on one side of `key` (关闭左侧, 关闭右侧), pinned ones kept; returns where to go
   * when the active one closed: the tab of `key`.
   */
  delSide(key: string, side: 'left' | 'right'): string | undefined {
    const removed = this.sideOf(key, side).filter((view) => !view.meta.affix);
    if (removed.length === 0) return undefined;
    this.visitedViews = this.visitedViews.filter((view) => !removed.includes(view));
    for (const view of removed) this.forget(view.key);
    this.persist();
    if (!removed.some((view) => view.key === this.activeKey)) return undefined;
    return this.visitedViews.find((view) => view.key === key)?.path ?? this.lastPath();
  }

  /** The tabs left or right of `key`, nearest last or first as they show; none when it is not there. */
  sideOf(key: string, side: 'left' | 'right'): VisitedView[] {
    const index = this.visitedViews.findIndex((view) => view.key === key);
    if (index < 0) return [];
    return side === 'left' ? this.visitedViews.slice(0, index) : this.visitedViews.slice(index + 1);
  }

  /** Closes every tab but the pinned ones; returns where to go: the last remaining tab, or '/'. */
  delAll(): string {
    const removed = this.visitedViews.filter((view) => !view.meta.affix);
    this.visitedViews = this.visitedViews.filter((view) => view.meta.affix);
    for (const view of removed) this.forget(view.key);
    this.persist();
    return this.lastPath();
  }

  /** Drag-reorder (spec §2: tabs of agent routes): `fromKey` takes the place of `toKey`. */
  moveView(fromKey: string, toKey: string): void {
    const from = this.visitedViews.findIndex((view) => view.key === fromKey);
    const to = this.visitedViews.findIndex((view) => view.key === toKey);
    if (from < 0 || to < 0 || from === to) return;
    const [moved] = this.visitedViews.splice(from, 1);
    this.visitedViews.splice(to, 0, moved!);
    this.persist();
  }

  /** Re-creates the view of `key` in place (its kept-alive state is dropped). */
  refresh(key: string): void {
    this.refreshTokens.set(key, (this.refreshTokens.get(key) ?? 0) + 1);
  }

  /**
   * Registers what to ask before the view of `key` is dropped by the member; one guard per view, the
   * latest replacing the one before. It stays until the disposer runs or the view is dropped: a hidden
   * kept-alive view loses its effects but not the state its guard protects.
   */
  registerCloseGuard(key: string, guard: CloseGuard): () => void {
    this.closeGuards.set(key, guard);
    return () => {
      if (this.closeGuards.get(key) === guard) this.closeGuards.delete(key);
    };
  }

  /**
   * Whether the views of `keys` may be dropped: each guarded one is asked in turn, and the first that
   * answers no stops the rest (nothing is closed then). Closing by code (a saved form leaving, a
   * sign-out) does not ask.
   */
  async mayClose(keys: readonly string[]): Promise<boolean> {
    for (const key of keys) {
      const guard = this.closeGuards.get(key);
      if (guard?.unsaved() && !(await guard.ask())) return false;
    }
    return true;
  }

  /**
   * Whether some open view (of `keys`, or any) has unsaved changes: the page's beforeunload asks then,
   * and the tab bar closes at once when none of the views it would drop has.
   */
  hasUnsaved(keys?: readonly string[]): boolean {
    return [...this.closeGuards.entries()].some(
      ([key, guard]) => (keys === undefined || keys.includes(key)) && guard.unsaved(),
    );
  }

  isCached(key: string): boolean {
    return this.cachedKeys.includes(key);
  }

  private lastPath(): string {
    return this.visitedViews.at(-1)?.path ?? '/';
  }

  private forget(key: string): void {
    this.closeGuards.delete(key);
    this.subjectTitles.delete(key);
    this.cachedKeys = this.cachedKeys.filter((candidate) => candidate !== key);
    this.refreshTokens.delete(key);
  }

  private persist(): void {
    this.storage.session.set(StorageKeys.visitedViews, {
      views: this.visitedViews,
      activeKey: this.activeKey,
    });
  }
}
