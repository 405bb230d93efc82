import type { ComponentType } from 'react';
import { token } from '../di/token';
import type { AtriumPlugin, ShellSlotName } from '../plugin/define-plugin';
import { WORKBENCH_PATHS } from '../prerender/first-screen-html';
import { DASHBOARD_ROUTE } from '../routing/fixed-views';
import { prefetchView } from '../routing/view-loading';
import { preloadHttpClient } from '../services/request-service';

/** The shell around every signed-in page (its chunk is also preloaded by index.html). */
export const loadLayout = (): Promise<{ default: ComponentType }> =>
  import(/* webpackChunkName: "layout" */ '../layout/layout');

/**
 * The sign-in page: a chunk of its own, so a signed-in start does not download its form; login.html
 * and a start without a token hint it with the entry's scripts, and the entry waits for it before
 * hydrating the prerendered form (core/main.tsx).
 */
export const loadLoginPage = (): Promise<{ default: ComponentType }> =>
  import(/* webpackChunkName: "login" */ '../pages/login/login-page');

/** What areas put on every signed-in screen, and on the workbench. */
const SHELL_SLOTS: readonly ShellSlotName[] = ['navbarActions'];
const WORKBENCH_SLOTS: readonly ShellSlotName[] = ['workbenchStats', 'workbench'];

/**
 * A signed-in start: the first screen's code is asked for at once, while the session calls run, so when
 * they answer the layout, the workbench and the areas' parts of them render without suspending (each
 * suspension shows a fallback, and React holds the content after it back for up to 300 ms). index.html
 * preloads the same chunks (core/prerender/first-screen-html.ts), so this only evaluates them.
 */
export function preloadFirstScreen(plugins: readonly AtriumPlugin[], pathname: string): Promise<void> {
  const loading = [prefetchView(loadLayout)];
  const onWorkbench = WORKBENCH_PATHS.includes(pathname);
  // The workbench's calls are all answered by the page's early calls (its areas' `workbenchCalls`):
  // the HTTP client loads with the first call that is not (a poll, an action). Any other page asks at
  // once, beside its view's code.
  if (!onWorkbench) preloadHttpClient();
  const dashboard = DASHBOARD_ROUTE.record.load;
  if (onWorkbench && dashboard) loading.push(prefetchView(dashboard));
  const slots = onWorkbench ? [...SHELL_SLOTS, ...WORKBENCH_SLOTS] : SHELL_SLOTS;
  for (const plugin of plugins) {
    for (const slot of slots) {
      const load = plugin.slots?.[slot];
      if (load) loading.push(prefetchView(load));
    }
  }
  return Promise.all(loading).then(() => undefined);
}

/**
 * The first screen's code asked for when a session starts: at the entry with a stored token, and by the
 * guard as it loads the member (after a sign-in too). Swapped in tests (no chunks to load there).
 */
export const FirstScreenPreloader = token<FirstScreenPreloader>('core.FirstScreenPreloader');
export interface FirstScreenPreloader {
  /** Settles once that code is here (or has failed: the part that needs it shows the failure). */
  preload(pathname: string): Promise<void>;
}

export class PluginFirstScreenPreloader implements FirstScreenPreloader {
  constructor(private readonly plugins: () => readonly AtriumPlugin[]) {}

  preload(pathname: string): Promise<void> {
    return preloadFirstScreen(this.plugins(), pathname);
  }
}
