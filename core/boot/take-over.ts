import type { Container } from 'inversify';
import { reaction } from 'mobx';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { firstScreenServicesOf, loadFirstScreen } from '../app/load-first-screen';
import { SessionStore } from '../stores/session-store';
import { SettingsStore } from '../stores/settings-store';
import { adoptRenderedPage, discardRenderedPage, removeRenderedStyles } from './rendered-page';

/**
 * Removes the server render's styles (antd's theme variables) when the member changes the theme: until
 * then they are the very variables the console registers itself, and they must stay while any part is
 * still to be hydrated — React hydrates a page's suspended parts (a view's) after the console is live,
 * and those parts register their variables only then; removed at once, the list showed unstyled for a
 * moment. After a change they would shadow the new ones (they come later in the document).
 */
function removeRenderedStylesOnThemeChange(settings: SettingsStore, doc: Document): void {
  const stop = reaction(
    () => settings.theme,
    () => {
      stop();
      removeRenderedStyles(doc);
    },
  );
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
  removeRenderedStylesOnThemeChange(container.get(SettingsStore), document);
  hydrateRoot(root, app, {
    onRecoverableError: (error) => console.warn('工作台与服务端绘制的不一致，已重新绘制该部分', error),
  });
}
