import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { firstScreenServicesOf, loadFirstScreen } from '../app/load-first-screen';
import { CONSOLE_READY_ATTRIBUTE } from '../prerender/early-input';
import { SessionStore } from '../stores/session-store';
import { adoptRenderedPage, discardRenderedPage, removeRenderedStyles } from './rendered-page';

/** Runs `then` once the console is live (ReadyMark in core/app/console-app.tsx marks <html>). */
function whenLive(doc: Document, then: () => void): void {
  const html = doc.documentElement;
  if (html.hasAttribute(CONSOLE_READY_ATTRIBUTE)) {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!html.hasAttribute(CONSOLE_READY_ATTRIBUTE)) return;
    observer.disconnect();
    then();
  });
  observer.observe(html, { attributes: true, attributeFilter: [CONSOLE_READY_ATTRIBUTE] });
}

/**
 * The console taking over a page the server drew (core/prerender/render-signed-in.tsx). A chunk of its
 * own, which only that page preloads (dist/signed-in.html): no other page downloads any of this.
 *
 * When the page was drawn for this session, everything it was drawn from is loaded first, from its
 * answers (no call), so the console's first render is the same screen, and React hydrates the drawn
 * one (it attaches to the elements there instead of making them again). What differs is React's to
 * mend: it renders that part anew (`onRecoverableError`, told to the console's log). Otherwise, or when
 * that start fails anyway, the server's screen goes and `start` runs the console's own start, which asks
 * the server and says what went wrong.
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
    await loadFirstScreen(firstScreenServicesOf(container), window.location.pathname);
  } catch {
    fallBack();
    return;
  }
  container.get(SessionStore).startPolling();
  // The console's own theme variables are in once it is live: the server's must not shadow a later
  // theme change.
  whenLive(document, () => removeRenderedStyles(document));
  hydrateRoot(root, app, {
    onRecoverableError: (error) => console.warn('工作台与服务端绘制的不一致，已重新绘制该部分', error),
  });
}
