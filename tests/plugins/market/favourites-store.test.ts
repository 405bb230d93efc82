import { PREPARED_ANSWER_FRESH_MS } from '@core/data/prepared-answers';
import { ApiError } from '@core/services/api-error';
import { SessionStore } from '@core/stores/session-store';
import { FavouritesStore } from '@plugins/market/stores/favourites-store';
import { heldApplication } from './support/market-fixtures';
import { marketTestContainer } from './support/market-test-container';

async function loadedStore(favouriteIds: string[]) {
  const test = await marketTestContainer();
  test.market.layoutAnswer = {
    applications: ['a', 'b', 'c', 'd'].map((id) => heldApplication(id)),
    applicationFavoriteUniqueIds: favouriteIds,
  };
  test.market.recent = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => heldApplication(id));
  const store = test.service(FavouritesStore);
  await store.load();
  return { ...test, store };
}

describe('FavouritesStore (spec §4 "Star", "Unstar")', () => {
  it('loads the layout and the recently used applications, keeping 6', async () => {
    const { store, market } = await loadedStore(['c', 'a', 'gone']);
    expect(market.calls).toEqual(['layout', 'recentApplications']);
    // Favourites show in their saved order; an id the layout no longer holds is not shown.
    expect(store.favourites.map((application) => application.uniqueId)).toEqual(['c', 'a']);
    expect(store.recent.map((application) => application.uniqueId)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('refresh does not ask again as the workbench first shows what it prepared, later it does', async () => {
    jest.useFakeTimers({
      now: new Date('2026-11-25T08:00:00Z'),
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    });
    try {
      const test = await marketTestContainer();
      const store = test.service(FavouritesStore);
      await store.prepare();
      await store.refresh();
      expect(test.market.calls).toEqual(['layout', 'recentApplications']);
      // Shown again: asks, however soon.
      await store.refresh();
      expect(test.market.calls).toEqual(['layout', 'recentApplications', 'layout', 'recentApplications']);
      // Prepared, but shown only after the answer grew old: asks.
      await store.prepare();
      jest.setSystemTime(Date.now() + PREPARED_ANSWER_FRESH_MS);
      await store.refresh();
      expect(test.market.calls).toHaveLength(8);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refresh asks again after a load of the drawer (an application opened from it shows as recent)', async () => {
    const { store, market } = await loadedStore(['a']);
    await store.refresh();
    expect(market.calls).toEqual(['layout', 'recentApplications', 'layout', 'recentApplications']);
  });

  it('star adds the application at the end and saves the whole order; starring twice saves nothing', async () => {
    const { store, market } = await loadedStore(['c', 'a']);
    await store.star('b');
    await store.star('b');
    expect(market.savedOrders).toEqual([['c', 'a', 'b']]);
    expect(store.isFavourite('b')).toBe(true);
  });

  it('shows a just-starred application the member holds at once, though the layout did not list it', async () => {
    const test = await marketTestContainer();
    test.market.layoutAnswer = { applications: [heldApplication('a')], applicationFavoriteUniqueIds: ['a'] };
    test.service(SessionStore).applications = [heldApplication('a'), heldApplication('meeting')];
    const store = test.service(FavouritesStore);
    await store.load();
    await store.star('meeting');
    expect(store.favourites.map((application) => application.uniqueId)).toEqual(['a', 'meeting']);
  });

  it('unstar removes the application and saves the remaining order', async () => {
    const { store, market } = await loadedStore(['c', 'a', 'b']);
    await store.unstar('a');
    await store.unstar('a');
    expect(market.savedOrders).toEqual([['c', 'b']]);
    expect(store.favourites.map((application) => application.uniqueId)).toEqual(['c', 'b']);
  });

  it('toggle stars and unstars', async () => {
    const { store, market } = await loadedStore([]);
    await store.toggle('d');
    await store.toggle('d');
    expect(market.savedOrders).toEqual([['d'], []]);
  });

  it('a drag (or keyboard move) puts the favourite where the other one was and saves the order', async () => {
    const { store, market } = await loadedStore(['a', 'b', 'c', 'd']);
    await store.move('d', 'b');
    await store.move('a', 'c');
    await store.move('a', 'a');
    expect(market.savedOrders).toEqual([
      ['a', 'd', 'b', 'c'],
      ['d', 'b', 'c', 'a'],
    ]);
  });

  it('puts the previous order back when the save is refused', async () => {
    const { store, market } = await loadedStore(['a', 'b']);
    market.failSaveWith = new ApiError(500100, '保存失败');
    await store.move('b', 'a');
    expect(market.savedOrders).toEqual([['b', 'a']]);
    expect(store.favouriteIds).toEqual(['a', 'b']);
  });
});
