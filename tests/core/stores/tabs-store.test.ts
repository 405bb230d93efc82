import { MemoryStorageService, StorageKeys } from '@core/services/storage-service';
import { TabsStore, type VisitedView } from '@core/stores/tabs-store';

const view = (
  key: string,
  extra: Partial<VisitedView> = {},
  meta: Partial<VisitedView['meta']> = {},
): VisitedView => ({
  key,
  path: key,
  name: key.replace(/^\//, '').split('?')[0]!,
  title: key,
  meta: { title: key, ...meta },
  ...extra,
});

const dashboard = view('/dashboard', { name: 'Dashboard', title: '工作台' }, { affix: true });

function store(limit = 10, storage = new MemoryStorageService()) {
  return new TabsStore(storage, limit);
}

describe('TabsStore', () => {
  it('adds views and activates them', () => {
    const tabs = store();
    tabs.addView(dashboard);
    tabs.addView(view('/a'));
    expect(tabs.visitedViews.map((v) => v.key)).toEqual(['/dashboard', '/a']);
    expect(tabs.activeKey).toBe('/a');
    expect(tabs.cachedKeys).toEqual(['/dashboard', '/a']);
  });

  it('titles a view without one no-name', () => {
    const tabs = store();
    expect(tabs.addView(view('/a', { title: '' }, { title: '' })).title).toBe('no-name');
  });

  it('skips duplicates by path, name or agentId', () => {
    const tabs = store();
    tabs.addView(view('/a'));
    tabs.addView(view('/a'));
    expect(tabs.visitedViews).toHaveLength(1);

    // Same name (resource code), another query: the tab follows to the newest path.
    tabs.addView(view('/a', { path: '/a?id=2' }));
    expect(tabs.visitedViews).toHaveLength(1);
    expect(tabs.visitedViews[0]!.path).toBe('/a?id=2');

    tabs.addView(view('/APP/x1/VIEW/home', { name: '' }, { agentId: 'x1' }));
    const other = tabs.addView(view('/APP/x1/VIEW/list', { name: '' }, { agentId: 'x1' }));
    expect(tabs.visitedViews).toHaveLength(2);
    // The application's one tab now leads to (and is keyed by) the newest page.
    expect(other.key).toBe('/APP/x1/VIEW/list');
    expect(tabs.activeKey).toBe('/APP/x1/VIEW/list');
    expect(tabs.cachedKeys).toEqual(['/a', '/APP/x1/VIEW/list']);
  });

  it('keeps one tab per path for onePerPath routes: two records, two tabs', () => {
    const tabs = store();
    tabs.addView(view('/detail?id=1', { name: 'DETAIL' }), { onePerPath: true });
    tabs.addView(view('/detail?id=2', { name: 'DETAIL' }), { onePerPath: true });
    tabs.addView(view('/detail?id=1', { name: 'DETAIL' }), { onePerPath: true });
    expect(tabs.visitedViews.map((v) => v.path)).toEqual(['/detail?id=1', '/detail?id=2']);
    expect(tabs.activeKey).toBe('/detail?id=1');
  });

  it('delView returns the last tab when the active one closes, else nothing', () => {
    const tabs = store();
    tabs.addView(dashboard);
    tabs.addView(view('/a'));
    tabs.addView(view('/b'));
    expect(tabs.delView('/a')).toBeUndefined();
    expect(tabs.delView('/b')).toBe('/dashboard');
    expect(tabs.delView('/dashboard')).toBeUndefined();
    expect(tabs.visitedViews.map((v) => v.key)).toEqual(['/dashboard']);
    expect(tabs.cachedKeys).toEqual(['/dashboard']);
  });

  it("delView returns '/' when no tab remains", () => {
    const tabs = store();
    tabs.addView(view('/a'));
    expect(tabs.delView('/a')).toBe('/');
    expect(tabs.visitedViews).toEqual([]);
  });

  it('delOthers and delAll keep pinned tabs', () => {
    const tabs = store();
    tabs.addView(dashboard);
    tabs.addView(view('/a'));
    tabs.addView(view('/b'));
    tabs.addView(view('/c'));
    expect(tabs.delOthers('/b')).toBe('/b');
    expect(tabs.visitedViews.map((v) => v.key)).toEqual(['/dashboard', '/b']);
    expect(tabs.cachedKeys).toEqual(['/dashboard', '/b']);
    expect(tabs.delAll()).toBe('/dashboard');
    expect(tabs.visitedViews.map((v) => v.key)).toEqual(['/dashboard']);
  });

  it('delSide closes one side of a tab, pinned tabs kept, and goes to it when the active one closed', () => {
    const tabs = store();
    tabs.addView(dashboard);
    tabs.addView(view('/a'));
    tabs.addView(view('/b'));
    tabs.addView(view('/c'));
    tabs.addView(view('/d'));
    expect(tabs.delSide('/b', 'left')).toBeUndefined();
    expect(tabs.visitedViews.map((v) => v.key)).toEqual(['/dashboard', '/b', '/c', '/d']);
    expect(tabs.cachedKeys).not.toContain('/a');
    expect(tabs.delSide('/b', 'right')).toBe('/b');
    expect(tabs.visitedViews.map((v) => v.key)).toEqual(['/dashboard', '/b']);
    expect(tabs.delSide('/b', 'left')).toBeUndefined();
    expect(tabs.delSide('/missing', 'right')).toBeUndefined();
    expect(tabs.visitedViews.map((v) => v.key)).toEqual(['/dashboard', '/b']);
  });

  it('puts pinned views in front without activating them', () => {
    const tabs = store();
    tabs.addView(view('/a'));
    tabs.ensureAffix([dashboard]);
    tabs.ensureAffix([dashboard]);
    expect(tabs.visitedViews.map((v) => v.key)).toEqual(['/dashboard', '/a']);
    expect(tabs.activeKey).toBe('/a');
  });

  it('drops the least recently used view beyond the keep-alive limit', () => {
    const tabs = store(2);
    tabs.addView(view('/a'));
    tabs.addView(view('/b'));
    tabs.addView(view('/a'));
    tabs.addView(view('/c'));
    expect(tabs.cachedKeys).toEqual(['/a', '/c']);
    expect(tabs.isCached('/b')).toBe(false);
    expect(tabs.visitedViews).toHaveLength(3);
  });

  it('does not keep noCache views', () => {
    const tabs = store();
    tabs.addView(view('/a'));
    tabs.addView(view('/form', {}, { noCache: true }));
    expect(tabs.activeKey).toBe('/form');
    expect(tabs.cachedKeys).toEqual(['/a']);
  });

  it('restores the list, order and active tab from session storage', () => {
    const storage = new MemoryStorageService();
    const first = store(10, storage);
    first.addView(dashboard);
    first.addView(view('/APP/x1/VIEW/a', {}, { agentId: 'x1' }));
    first.addView(view('/APP/x2/VIEW/b', {}, { agentId: 'x2' }));
    first.moveView('/APP/x2/VIEW/b', '/APP/x1/VIEW/a');
    first.addView(dashboard);

    const restored = store(10, storage);
    expect(restored.visitedViews.map((v) => v.key)).toEqual([
      '/dashboard',
      '/APP/x2/VIEW/b',
      '/APP/x1/VIEW/a',
    ]);
    expect(restored.activeKey).toBe('/dashboard');
    expect(restored.cachedKeys).toEqual([]);
  });

  it('ignores a malformed saved list', () => {
    const storage = new MemoryStorageService();
    storage.session.set(StorageKeys.visitedViews, { views: [{ nope: 1 }, view('/a')], activeKey: 3 });
    const tabs = store(10, storage);
    expect(tabs.visitedViews.map((v) => v.key)).toEqual(['/a']);
    expect(tabs.activeKey).toBeUndefined();
  });

  it('moveView puts the dragged tab in the place of the target', () => {
    const tabs = store();
    for (const key of ['/a', '/b', '/c']) tabs.addView(view(key));
    tabs.moveView('/c', '/a');
    expect(tabs.visitedViews.map((v) => v.key)).toEqual(['/c', '/a', '/b']);
    tabs.moveView('/c', '/b');
    expect(tabs.visitedViews.map((v) => v.key)).toEqual(['/a', '/b', '/c']);
    tabs.moveView('/c', '/missing');
    expect(tabs.visitedViews.map((v) => v.key)).toEqual(['/a', '/b', '/c']);
  });

  it('retitle names a tab by its subject, also one added after the page named it, and saves it', () => {
    const storage = new MemoryStorageService();
    const tabs = store(10, storage);
    tabs.addView(view('/detail?id=1', { title: '应用详情' }), { onePerPath: true });
    tabs.retitle('/detail?id=1', '应用详情·考勤打卡');
    // A page whose effect ran before its tab was added (child effects run first).
    tabs.retitle('/detail?id=2', '应用详情·工单');
    tabs.addView(view('/detail?id=2', { title: '应用详情' }), { onePerPath: true });
    expect(tabs.visitedViews.map((v) => v.title)).toEqual(['应用详情·考勤打卡', '应用详情·工单']);
    expect(storage.session.get<{ views: VisitedView[] }>(StorageKeys.visitedViews)?.views[0]?.title).toBe(
      '应用详情·考勤打卡',
    );
    // Closed and opened again before the page names it: the route's title, not a stale one.
    tabs.delView('/detail?id=2');
    tabs.addView(view('/detail?id=2', { title: '应用详情' }), { onePerPath: true });
    expect(tabs.visitedViews[1]?.title).toBe('应用详情');
  });

  it('refresh bumps the token of one view; closing forgets it', () => {
    const tabs = store();
    tabs.addView(view('/a'));
    tabs.refresh('/a');
    tabs.refresh('/a');
    expect(tabs.refreshTokens.get('/a')).toBe(2);
    tabs.delView('/a');
    expect(tabs.refreshTokens.has('/a')).toBe(false);
  });

  describe('close guards', () => {
    function guarded() {
      const tabs = store();
      tabs.addView(view('/a'));
      tabs.addView(view('/b'));
      const asked: string[] = [];
      const answers: Record<string, boolean> = { '/a': false, '/b': true };
      const unsaved: Record<string, boolean> = { '/a': true, '/b': true };
      for (const key of ['/a', '/b'])
        tabs.registerCloseGuard(key, {
          unsaved: () => unsaved[key]!,
          ask: async () => {
            asked.push(key);
            return answers[key]!;
          },
        });
      return { tabs, asked, answers, unsaved };
    }

    it('asks the guards of the views to drop in turn, stopping at the first no', async () => {
      const { tabs, asked } = guarded();
      expect(await tabs.mayClose(['/b', '/a'])).toBe(false);
      expect(asked).toEqual(['/b', '/a']);
      expect(await tabs.mayClose(['/a', '/b'])).toBe(false);
      expect(asked).toEqual(['/b', '/a', '/a']);
    });

    it('does not ask a view with nothing unsaved, nor a view without a guard', async () => {
      const { tabs, asked, unsaved } = guarded();
      unsaved['/a'] = false;
      expect(tabs.hasUnsaved(['/a'])).toBe(false);
      expect(tabs.hasUnsaved()).toBe(true);
      expect(await tabs.mayClose(['/a', '/c'])).toBe(true);
      expect(asked).toEqual([]);
    });

    it('drops a guard with its view, or through its disposer when it is still the registered one', () => {
      const { tabs } = guarded();
      tabs.delView('/a');
      expect(tabs.hasUnsaved(['/a'])).toBe(false);
      const first = tabs.registerCloseGuard('/c', { unsaved: () => true, ask: async () => true });
      tabs.registerCloseGuard('/c', { unsaved: () => true, ask: async () => true });
      first();
      expect(tabs.hasUnsaved(['/c'])).toBe(true);
    });
  });
});
