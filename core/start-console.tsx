import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hasPrebuiltAntdStyles, loadRestOfAntdStylesBeforeChunks } from './app/antd-styles';
import { ConsoleApp } from './app/console-app';
import { FirstScreenPreloader, loadLoginPage } from './app/first-screen';
import { RENDERED_DATA_ID } from './boot/rendered-marks';
import { readPageNonce, setStyleNonce } from './csp/style-nonce';
import { createContainer } from './di/container';
import type { AtriumPlugin } from './plugin/define-plugin';
import { loadView, prefetchView } from './routing/view-loading';
import { TokenService } from './services/token-service';

/**
 * Starts the console in the browser's page with the given area plugins: the browser entry
 * (plugins/entries/main.tsx) calls it with the registry, so core itself imports no plugin. Run once,
 * after `reflect-metadata` is loaded (the entry's first import).
 */
export function startConsole(plugins: readonly AtriumPlugin[]): void {
  // Before any chunk loads: one outside the first screen waits for the rest of antd's prebuilt styles.
  loadRestOfAntdStylesBeforeChunks();
  const container = createContainer({ plugins });
  const token = container.get<TokenService>(TokenService).token;
  const signedIn = token !== undefined;
  // The server drew the page (core/prerender/render-signed-in.tsx): the console takes it over
  // (core/boot/take-over.ts), with the answers it was drawn from when it was drawn for this session.
  const rendered = document.getElementById(RENDERED_DATA_ID) !== null;
  // With a session, the first screen's code starts evaluating while its calls run (core/boot/early-calls.ts);
  // without one, the sign-in page's (every page of the shell leads there).
  if (signedIn && !rendered) {
    container.get<FirstScreenPreloader>(FirstScreenPreloader).preload(window.location.pathname);
  } else if (!signedIn) prefetchView(loadLoginPage);
  const root = document.getElementById('root');
  // The server's nonce for this page: every <style> the console adds must carry it.
  const nonce = readPageNonce();
  setStyleNonce(nonce);
  if (root) {
    const app = (
      <StrictMode>
        <ConsoleApp container={container} nonce={nonce} prebuiltAntdStyles={hasPrebuiltAntdStyles()} />
      </StrictMode>
    );
    // The build prerenders /login for a visitor without a session (dist/login.html): hydrate it when that
    // is who is here, so the form shown before the scripts ran becomes the live one; otherwise start fresh.
    // The page's code is a chunk of its own (login.html preloads it): hydrating waits for it, so the
    // first render is the prerendered form's and nothing suspends.
    const prerenderedFor = root.getAttribute('data-prerendered');
    const start = () => {
      root.replaceChildren();
      createRoot(root).render(app);
    };
    if (rendered) {
      const takeOver = import(/* webpackChunkName: "take-over" */ './boot/take-over');
      takeOver.then(
        ({ takeOverRenderedPage }) => takeOverRenderedPage({ container, root, app, token, start }),
        start,
      );
    } else if (prerenderedFor !== null && prerenderedFor === window.location.pathname && !signedIn) {
      loadView(loadLoginPage).then(() => hydrateRoot(root, app), start);
    } else {
      start();
    }
  }
}
