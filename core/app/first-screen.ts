import { pathOf } from '@manifests/resource-codes';
import type { Container } from 'inversify';
import type { ComponentType } from 'react';
import { token } from '../di/token';
import type { AtriumPlugin, ShellSlotName, SlotModule } from '../plugin/define-plugin';
import { WORKBENCH_PATHS } from '../prerender/first-screen-html';
import { DASHBOARD_ROUTE } from '../routing/fixed-views';
import type { ViewLoader } from '../routing/route-record';
import { loadedView, prefetchView } from '../routing/view-loading';
import { preloadHttpClient } from '../services/request-service';

/** The shell around every signed-in page (its chunk is also preloaded by index.html). */
export const loadLayout = (): Promise<{ default: ComponentType }> =>
  import(/* webpackChunkName: "layout" */ '../layout/layout');

/**
 * The sign-in page: a chunk of its own, so a signed-in start does not download its form; login.html
 * and a start without a token hint it with the entry's scripts, and the entry waits for it before
 * hydrating the prerendered form (core/start-console.tsx).
 */
export const loadLoginPage = (): Promise<{ default: ComponentType }> =>
  import(/* webpackChunkName: "login" */ '../pages/login/login-page');

/** What areas put on every signed-in screen, and on the workbench. */
const SHELL_SLOTS: readonly ShellSlotName[] = ['navbarActions'];
const WORKBENCH_SLOTS: readonly ShellSlotName[] = ['workbenchStats', 'workbench'];

/**
 * The view the page opened at, by its manifest's path (whether the member may see it, the resource tree
 * says later; its code is only loaded early), and whether the page asked for its first calls itself.
 */
function viewAt(
  plugins: readonly AtriumPlugin[],
  pathname: string,
): { load: ViewLoader; asked: boolean } | undefined {
  for (const plugin of plugins) {
    for (const [code, view] of Object.entries(plugin.manifest.views ?? {})) {
      if (pathOf(plugin.manifest, code) !== pathname) continue;
      const load = (plugin.views as Readonly<Record<string, ViewLoader>>)[view.view];
      return load ? { load, asked: view.firstCalls !== undefined } : undefined;
    }
  }
  return undefined;
}

function slotLoadersOf(plugins: readonly AtriumPlugin[], pathname: string): (() => Promise<unknown>)[] {
  const slots = WORKBENCH_PATHS.includes(pathname) ? [...SHELL_SLOTS, ...WORKBENCH_SLOTS] : SHELL_SLOTS;
  return plugins.flatMap((plugin) => slots.flatMap((slot) => plugin.slots?.[slot] ?? []));
}

/**
 * How long the first screen waits at most for its parts' data (their `prepare`) once the session and
 * the code are here. On a signed-in start the page asked for that data before its scripts ran, so it
 * is here already and the wait is a few microtasks; after a sign-in it is one round trip. What takes
 * longer shows its loading state in the layout instead.
 */
export const FIRST_SCREEN_DATA_WAIT_MS = 300;

/**
 * A signed-in start: the first screen's code is asked for at once, while the session calls run, so when
 * they answer the layout, the workbench and the areas' parts of them render without suspending (each
 * suspension shows a fallback, and React holds the content after it back for up to 300 ms). index.html
 * preloads the same chunks (core/prerender/first-screen-html.ts), so this only evaluates them.
 */
export function preloadFirstScreen(plugins: readonly AtriumPlugin[], pathname: string): Promise<void> {
  const loading = [prefetchView(loadLayout)];
  const onWorkbench = WORKBENCH_PATHS.includes(pathname);
  // The page's own view, asked for now rather than once the session's answers have built the routes.
  const view = onWorkbench ? undefined : viewAt(plugins, pathname);
  if (view) loading.push(prefetchView(view.load));
  // The workbench's calls are all answered by the page's early calls (its areas' `workbenchCalls`), and
  // so are a view's `firstCalls`: the HTTP client loads with the first call that is not (a poll, an
  // action). Any other page asks at once, beside its view's code.
  if (!onWorkbench && !view?.asked) preloadHttpClient();
  const dashboard = DASHBOARD_ROUTE.record.load;
  if (onWorkbench && dashboard) loading.push(prefetchView(dashboard));
  for (const load of slotLoadersOf(plugins, pathname)) loading.push(prefetchView(load));
  return Promise.all(loading).then(() => undefined);
}

/**
 * Runs the `prepare` of every part the page shows at once whose code is here (preloadFirstScreen) and
 * of the page's view, so they render with their data in the layout's first commit; settles when all
 * have (failed ones too: the part shows its failure itself), or after `waitMs` at most.
 */
export async function prepareFirstScreen(
  plugins: readonly AtriumPlugin[],
  pathname: string,
  container: Container,
  waitMs = FIRST_SCREEN_DATA_WAIT_MS,
): Promise<void> {
  const view = WORKBENCH_PATHS.includes(pathname) ? undefined : viewAt(plugins, pathname);
  const viewPrepare = view && loadedView(view.load)?.prepare;
  const preparations = [
    ...slotLoadersOf(plugins, pathname).flatMap(
      (load) => (loadedView(load) as SlotModule<unknown> | undefined)?.prepare ?? [],
    ),
    // The page's own view: what it shows at once (a list the server draws, core/prerender/render-signed-in.tsx).
    ...(viewPrepare ? [viewPrepare] : []),
  ];
  if (preparations.length === 0) return;
  // With the layout's chunk, as the query cache it fills (TanStack Query stays out of the entry).
  const { slotPreparation } = await import(/* webpackChunkName: "layout" */ '../data/slot-preparation');
  const context = slotPreparation(container);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  const prepared = Promise.all(
    preparations.map((prepare) =>
      Promise.resolve()
        .then(() => prepare(context))
        .catch(() => undefined),
    ),
  );
  await Promise.race([prepared, waited]);
  clearTimeout(timer);
}

/**
 * The first screen's code asked for when a session starts: at the entry with a stored token, and by the
 * guard as it loads the member (after a sign-in too). Swapped in tests (no chunks to load there).
 */
export const FirstScreenPreloader = token<FirstScreenPreloader>('core.FirstScreenPreloader');
export interface FirstScreenPreloader {
  /** Settles once that code is here (or has failed: the part that needs it shows the failure). */
  preload(pathname: string): Promise<void>;
  /**
   * Once the session's answers and that code are here: loads what its parts show at once
   * (`prepareFirstScreen`). Never rejects.
   */
  prepare(pathname: string): Promise<void>;
}

export class PluginFirstScreenPreloader implements FirstScreenPreloader {
  constructor(
    private readonly plugins: () => readonly AtriumPlugin[],
    private readonly container: () => Container,
  ) {}

  preload(pathname: string): Promise<void> {
    return preloadFirstScreen(this.plugins(), pathname);
  }

  prepare(pathname: string): Promise<void> {
    return prepareFirstScreen(this.plugins(), pathname, this.container()).catch(() => undefined);
  }
}
