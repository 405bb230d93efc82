import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ConsoleApp } from '../app/console-app';
import { loadLoginPage } from '../app/first-screen';
import { createContainer } from '../di/container';
import { LOGIN_TITLE } from '../pages/login/login-page';
import type { AtriumPlugin } from '../plugin/define-plugin';
import { loadView } from '../routing/view-loading';
import { MemoryStorageService, StorageService } from '../services/storage-service';
import { earlyInputGuardScript } from './early-input';
import type { PrerenderedPage } from './login-page-html';
import { staticDataRouter } from './static-data-router';

/**
 * Renders /login as a visitor without a session sees it, with the default theme and the given area
 * plugins, so the page shows its form as soon as the HTML arrives; the browser's entry then hydrates it
 * (core/start-console.tsx). Run by the build, through the prerender bundle's entry
 * (plugins/entries/prerender-login.tsx). The page's code (a chunk of its own in the browser) is loaded
 * first, so the render is the form, not the fallback of a lazy route.
 */
export async function prerenderLogin(plugins: readonly AtriumPlugin[]): Promise<PrerenderedPage> {
  await loadView(loadLoginPage);
  const container = createContainer({
    plugins,
    overrides: (c) => {
      c.rebind(StorageService).toConstantValue(new MemoryStorageService());
    },
  });
  const router = await staticDataRouter('/login');
  const cache = createCache();
  const markup = renderToString(
    <StrictMode>
      <StyleProvider cache={cache}>
        <ConsoleApp container={container} router={router} />
      </StyleProvider>
    </StrictMode>,
  );
  return { title: LOGIN_TITLE, markup, styles: extractStyle(cache), headScript: earlyInputGuardScript };
}
