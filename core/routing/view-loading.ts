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
 * Settles once the code is here or has failed.
 */
export function prefetchView(load: ModuleLoader): Promise<void> {
  return loadView(load).then(
    () => undefined,
    () => undefined,
  );
}

/** One component per loader, so every render gets the same one (and a mounted view keeps its state). */
// biome-ignore lint/suspicious/noExplicitAny: a cache over components of any props, typed at `componentOf`
const components = new WeakMap<ModuleLoader, ComponentType<any>>();

/**
 * The component of a lazily loaded module (a view, the layout, a shell slot's part), the same one each
 * call: the module's own when its code is already here (prefetched), so it renders at once without
 * suspending — a suspended boundary shows its fallback and React holds the content back for up to
 * 300 ms after; otherwise `lazy`, sharing the prefetch's load. A lazy one whose code failed is
 * forgotten, so showing it again loads it again.
 */
export function componentOf<P>(load: ModuleLoader<{ default: ComponentType<P> }>): ComponentType<P> {
  let component = components.get(load) as ComponentType<P> | undefined;
  if (!component) {
    component =
      loadedView(load)?.default ??
      (lazy(() =>
        loadView(load).catch((error: unknown) => {
          components.delete(load);
          throw error;
        }),
      ) as unknown as ComponentType<P>);
    components.set(load, component);
  }
  return component;
}
