import type { ViewLoader, ViewModule } from './route-record';

/** Each view's code while it loads, then once it is here: shared by the prefetch and the main area. */
const loading = new WeakMap<ViewLoader, Promise<ViewModule>>();
const loaded = new WeakMap<ViewLoader, ViewModule>();

/**
 * Loads a view's code once: the click after a hover gets the hover's promise. A failed load is
 * forgotten, as the chunk loader forgets a failed chunk, so the next call tries again.
 */
export function loadView(load: ViewLoader): Promise<ViewModule> {
  const known = loading.get(load);
  if (known) return known;
  const promise = load().then(
    (module) => {
      loaded.set(load, module);
      return module;
    },
    (error: unknown) => {
      loading.delete(load);
      throw error;
    },
  );
  loading.set(load, promise);
  return promise;
}

/** The view's module once its code is here; undefined while it loads or before. */
export function loadedView(load: ViewLoader): ViewModule | undefined {
  return loaded.get(load);
}

/**
 * Starts loading a view's code before it is opened (the member points at or focuses its menu item).
 * Silent: a failure here is forgotten, and opening the view loads it again and shows what went wrong.
 */
export function prefetchView(load: ViewLoader): void {
  loadView(load).catch(() => undefined);
}
