import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { ServicesProvider, useService } from '../di/services-context';
import { NavigationService } from '../services/navigation-service';
import { RouterNavigationService } from '../services/router-navigation-service';
import { SettingsStore } from '../stores/settings-store';
import './base.css';
import { CONSOLE_READY_ATTRIBUTE } from '../prerender/early-input';
import { ConsoleRoutes } from './console-routes';
import { NotifierHost } from './notifier-host';
import { themeTokens } from './theme-tokens';

dayjs.locale('zh-cn');

/** Hands the router's navigate and location to the Navigation service. */
function NavigationBridge() {
  const navigation = useService(NavigationService);
  const navigate = useNavigate();
  useEffect(() => {
    if (navigation instanceof RouterNavigationService) {
      navigation.attach(navigate);
    }
  }, [navigation, navigate]);
  return null;
}

/** antd in Chinese with the chosen theme colour; no stylesheet is fetched (works offline). */
const ThemedProviders = observer(function ThemedProviders({ children }: { children: ReactNode }) {
  const settings = useService(SettingsStore);
  const token = themeTokens(settings.theme);
  // The console's own styles paint with the same (contrast-checked) colour as antd's components.
  useEffect(() => {
    document.documentElement.style.setProperty('--atrium-primary', token.colorPrimary);
  }, [token.colorPrimary]);
  return (
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }} theme={{ token }}>
      <NotifierHost />
      {children}
    </ConfigProvider>
  );
});

export interface ConsoleAppProps {
  container: Container;
  /** The router's basename when embedded under a host's path. */
  basename?: string;
  /** Another router in place of the browser's: the build's prerender renders with a static one. */
  router?: (routes: ReactNode) => ReactNode;
}

/** The performance mark set when the console has first rendered (or hydrated) and its effects ran. */
export const CONSOLE_READY_MARK = 'atrium:console-ready';

/** Marks the moment the console became interactive: a performance mark and a data attribute. */
function ReadyMark() {
  useEffect(() => {
    if (performance.getEntriesByName(CONSOLE_READY_MARK).length === 0) performance.mark(CONSOLE_READY_MARK);
    document.documentElement.setAttribute(CONSOLE_READY_ATTRIBUTE, 'true');
  }, []);
  return null;
}

/** The whole console: services, theme and locale, notifier, router. */
export function ConsoleApp({ container, basename, router }: ConsoleAppProps) {
  const routes = (
    <>
      <NavigationBridge />
      <ConsoleRoutes />
      <ReadyMark />
    </>
  );
  return (
    <ServicesProvider container={container}>
      <ThemedProviders>
        {router ? router(routes) : <BrowserRouter basename={basename}>{routes}</BrowserRouter>}
      </ThemedProviders>
    </ServicesProvider>
  );
}
