import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { ServicesProvider, useService } from '../di/services-context';
import { SettingsStore } from '../stores/settings-store';
import { BrowserDataRouter } from './browser-data-router';
import './base.css';
import { EMBEDDED_ANTD_PREFIX, EMBEDDED_ICON_PREFIX } from '../embed/antd-prefix';
import { CONSOLE_READY_ATTRIBUTE } from '../prerender/early-input';
import { type ConsoleEmbedding, ConsoleEmbeddingContext, useConsoleEmbedding } from './console-embedding';
import { ConsoleRoutes } from './console-routes';
import { NavigationBridge } from './navigation-bridge';
import { NotifierHost } from './notifier-host';
import { themeComponents, themeTokens } from './theme-tokens';

type Csp = { nonce: string } | undefined;

/** Inside a host: antd's classes prefixed, and popups (menus, dialogs, messages) inside the console's element. */
function EmbeddedAntd({
  embedding,
  csp,
  children,
}: {
  embedding: ConsoleEmbedding;
  csp: Csp;
  children: ReactNode;
}) {
  // This provider registers styles of its own (the icons', the root variables): they carry the nonce too.
  return (
    <ConfigProvider
      prefixCls={EMBEDDED_ANTD_PREFIX}
      iconPrefixCls={EMBEDDED_ICON_PREFIX}
      getPopupContainer={() => embedding.root}
      csp={csp}
    >
      {children}
    </ConfigProvider>
  );
}

/**
 * antd in Chinese with the chosen theme colour. Its component styles come from the prebuilt stylesheet
 * when the page links it (`zeroRuntime`), otherwise antd generates them; what it generates (always the
 * tokens' CSS variables) carries the page's CSP nonce (antd hands `csp` to cssinjs and to the icons).
 */
const ThemedProviders = observer(function ThemedProviders({
  nonce,
  zeroRuntime,
  children,
}: {
  nonce: string | undefined;
  zeroRuntime: boolean;
  children: ReactNode;
}) {
  const settings = useService(SettingsStore);
  const embedding = useConsoleEmbedding();
  // Derived once per colour (each derivation walks every preset palette), and the theme object kept
  // while nothing in it changes: antd compares it on each render of the provider.
  const token = useMemo(() => themeTokens(settings.theme), [settings.theme]);
  // The console's own styles paint with the same (contrast-checked) colour as antd's components.
  useEffect(() => {
    (embedding?.root ?? document.documentElement).style.setProperty('--atrium-primary', token.colorPrimary);
  }, [embedding, token.colorPrimary]);
  const csp = useMemo<Csp>(() => (nonce ? { nonce } : undefined), [nonce]);
  const theme = useMemo(() => ({ token, components: themeComponents(), zeroRuntime }), [token, zeroRuntime]);
  const themed = (
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }} theme={theme} csp={csp}>
      <NotifierHost />
      {children}
    </ConfigProvider>
  );
  return embedding ? (
    <EmbeddedAntd embedding={embedding} csp={csp}>
      {themed}
    </EmbeddedAntd>
  ) : (
    themed
  );
});

/** Inside a host, antd's generated styles go into the console's element (a cache of its own per mount). */
function ScopedStyles({ embedding, children }: { embedding?: ConsoleEmbedding; children: ReactNode }) {
  const [cache] = useState(() => (embedding ? createCache() : undefined));
  if (!embedding || !cache) return children;
  return (
    <StyleProvider cache={cache} container={embedding.styleContainer}>
      {children}
    </StyleProvider>
  );
}

export interface ConsoleAppProps {
  container: Container;
  /** The router's basename when embedded under a host's path. */
  basename?: string;
  /** Another router in place of the browser's: the build's prerender renders with a static one. */
  router?: (routes: ReactNode) => ReactNode;
  /** Set when a host shell embeds the console (core/embed/micro-frontend.tsx). */
  embedding?: ConsoleEmbedding;
  /** The page's Content-Security-Policy nonce, for the styles antd adds (core/csp/style-nonce.ts). */
  nonce?: string;
  /**
   * The page links antd's prebuilt stylesheet (core/prerender/antd-stylesheet.tsx): antd writes no
   * component style at run time (`theme.zeroRuntime`), only the CSS variables of the theme's tokens.
   * Fixed for the console's lifetime (antd reads it once per component).
   */
  prebuiltAntdStyles?: boolean;
}

/** The performance mark set when the console has first rendered (or hydrated) and its effects ran. */
export const CONSOLE_READY_MARK = 'atrium:console-ready';

/**
 * Marks the moment the console became interactive: a performance mark and a data attribute on <html>;
 * inside a host, only the attribute, on the console's own element (the page's timeline is the host's).
 */
function ReadyMark() {
  const root = useConsoleEmbedding()?.root;
  useEffect(() => {
    if (root) {
      root.setAttribute(CONSOLE_READY_ATTRIBUTE, 'true');
      return;
    }
    if (performance.getEntriesByName(CONSOLE_READY_MARK).length === 0) performance.mark(CONSOLE_READY_MARK);
    document.documentElement.setAttribute(CONSOLE_READY_ATTRIBUTE, 'true');
  }, [root]);
  return null;
}

/** The whole console: services, theme and locale, notifier, router. */
export function ConsoleApp({
  container,
  basename,
  router,
  embedding,
  nonce,
  prebuiltAntdStyles = false,
}: ConsoleAppProps) {
  const routes = (
    <>
      <NavigationBridge />
      <ConsoleRoutes />
      <ReadyMark />
    </>
  );
  return (
    <ServicesProvider container={container}>
      <ConsoleEmbeddingContext.Provider value={embedding}>
        <ScopedStyles embedding={embedding}>
          <ThemedProviders nonce={nonce} zeroRuntime={prebuiltAntdStyles}>
            {router ? (
              router(routes)
            ) : (
              <BrowserDataRouter basename={basename} rethrowErrors={embedding !== undefined}>
                {routes}
              </BrowserDataRouter>
            )}
          </ThemedProviders>
        </ScopedStyles>
      </ConsoleEmbeddingContext.Provider>
    </ServicesProvider>
  );
}
