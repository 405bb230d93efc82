import {
  ApplicationApi,
  InstalledAppsStore,
  NavigationService,
  Notifier,
  PermissionStore,
  RequestService,
  SessionStore,
} from '@core';
import { ContainerModule } from 'inversify';
import { HttpMarketApi, MarketApi } from './api/market-api';
import { ApplicationLauncher, ApplicationLauncherImpl } from './launcher/application-launcher';
import { BrowserTabs, windowTabs } from './launcher/browser-tabs';
import { Clock, systemClock } from './launcher/clock';
import { FavouritesStore } from './stores/favourites-store';

/** The application centre's services: its API, the launcher and the member's favourites. */
export const marketModule = new ContainerModule(({ bind }) => {
  bind<MarketApi>(MarketApi)
    .toDynamicValue((context) => new HttpMarketApi(context.get<RequestService>(RequestService)))
    .inSingletonScope();
  bind<Clock>(Clock).toConstantValue(systemClock);
  bind<BrowserTabs>(BrowserTabs).toConstantValue(windowTabs);
  bind<ApplicationLauncher>(ApplicationLauncher)
    .toDynamicValue(
      (context) =>
        new ApplicationLauncherImpl({
          market: context.get<MarketApi>(MarketApi),
          applications: context.get<ApplicationApi>(ApplicationApi),
          installedApps: context.get(InstalledAppsStore),
          permissions: context.get(PermissionStore),
          navigation: context.get<NavigationService>(NavigationService),
          notifier: context.get<Notifier>(Notifier),
          tabs: context.get<BrowserTabs>(BrowserTabs),
          clock: context.get<Clock>(Clock),
        }),
    )
    .inSingletonScope();
  bind(FavouritesStore)
    .toDynamicValue(
      (context) => new FavouritesStore(context.get<MarketApi>(MarketApi), context.get(SessionStore)),
    )
    .inSingletonScope();
});
