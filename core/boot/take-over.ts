import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { loadFirstScreen } from '../app/load-first-screen';
import { SessionStore } from '../stores/session-store';
import { adoptRenderedPage, discardRenderedPage } from './rendered-page';

/**
 * The console taking over a page the server drew (core/prerender/render-signed-in.tsx). A chunk of its
 * own, which only that page preloads (dist/signed-in.html): no other page downloads any of this.
 *
 * When the page was drawn for this session, everything it was drawn from is loaded first, from its
 * answers (no call), so the console's first commit is the same screen, which replaces the server's in
 * that commit (createRoot clears the element as it commits): the screen never goes blank. Otherwise,
 * or when that start fails anyway, the server's screen goes and `start` runs the console's own start,
 * which asks the server and says what went wrong.
 */
export async function takeOverRenderedPage(options: {
  container: Container;
  root: HTMLElement;
  app: ReactNode;
  token: string | undefined;
  start: () => void;
}): Promise<void> {
  const { container, root, app, token, start } = options;
  const fallBack = () => {
    discardRenderedPage(document);
    start();
  };
  if (!adoptRenderedPage(window, token)) {
    fallBack();
    return;
  }
  try {
    await loadFirstScreen(container, window.location.pathname);
  } catch {
    fallBack();
    return;
  }
  container.get(SessionStore).startPolling();
  // At once: the commit that replaces the drawn screen (and the render's styles inside it) with the
  // console's, whose own styles are in by then.
  const reactRoot = createRoot(root);
  flushSync(() => reactRoot.render(app));
}
