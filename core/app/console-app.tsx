import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { ServicesProvider, useService } from '../di/services-context';
import { AntdNotifier } from '../services/antd-notifier';
import { NavigationService } from '../services/navigation-service';
import { Notifier } from '../services/notifier';
import { RouterNavigationService } from '../services/router-navigation-service';
import { SettingsStore } from '../stores/settings-store';
import { ConsoleRoutes } from './console-routes';
import { themeTokens } from './theme-tokens';

dayjs.locale('zh-cn');

/** Hands antd's App context (message, modal) to the Notifier service. */
function NotifierBridge() {
  const notifier = useService(Notifier);
  const api = AntdApp.useApp();
  useEffect(() => {
    if (notifier instanceof AntdNotifier) notifier.attach(api);
  }, [notifier, api]);
  return null;
}

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
  useEffect(() => {
    document.documentElement.style.setProperty('--atrium-primary', settings.theme);
  }, [settings.theme]);
  return (
    <ConfigProvider
      locale={zhCN}
      button={{ autoInsertSpace: false }}
      theme={{ token: themeTokens(settings.theme) }}
    >
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
});

export interface ConsoleAppProps {
  container: Container;
  /** The router's basename when embedded under a host's path. */
  basename?: string;
}

/** The whole console: services, theme and locale, notifier, router. */
export function ConsoleApp({ container, basename }: ConsoleAppProps) {
  return (
    <ServicesProvider container={container}>
      <ThemedProviders>
        <NotifierBridge />
        <BrowserRouter basename={basename}>
          <NavigationBridge />
          <ConsoleRoutes />
        </BrowserRouter>
      </ThemedProviders>
    </ServicesProvider>
  );
}
