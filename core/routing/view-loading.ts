import { type ComponentType, lazy } from 'react';

/** A lazily loaded module with a component: a view, the layout, what a plugin puts in a shell slot. */
type ModuleLoader<M = unknown> = () => Promise<M>;

/** Each module's code while it loads, then once it is here: shared by the prefetch and the render. */
const loading = new WeakMap<ModuleLoader, Promise<unknown>>();
const loaded = new WeakMap<ModuleLoader, unknown>();

/**
 * Loads a view's code once: the click after a hover gets the hover's promise. A failed load is
 * forgotten, as the chunk loader forgets a failed chunk, so the next call tries again.
 */
export function loadView<M>(load: ModuleLoader<M>): Promise<M> {
  const known = loading.get(load) as Promise<M> | undefined;
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
export function loadedView<M>(load: ModuleLoader<M>): M | undefined {
  return loaded.get(load) as M | undefined;
}

/**
 * Starts loading a view's code before it is opened (the member points at or focuses its menu item).
 * Silent: a failure here is forgotten, and opening the view loads it again and shows what went wrong.
 */
export function prefetchView(load: ModuleLoader): void {
  loadView(load).catch(() => undefined);
}

/**
 * The component of a lazily loaded module: the module's own when its code is already here (prefetched),
 * so it renders at once, without suspending — a suspended boundary shows its fallback and React holds
 * the content back for up to 300 ms after; otherwise `lazy`, sharing the prefetch's load. Call once per
 * loader and keep the result (a component made anew would mount anew).
 */
export function componentOf<P>(load: ModuleLoader<{ default: ComponentType<P> }>): ComponentType<P> {
  return loadedView(load)?.default ?? (lazy(() => loadView(load)) as unknown as ComponentType<P>);
}
