import { Container, ContainerModule } from 'inversify';
import { ApplicationApi, HttpApplicationApi } from '../api/application-api';
import { AuthApi, HttpAuthApi } from '../api/auth-api';
import { DirectoryApi, HttpDirectoryApi } from '../api/directory-api';
import { FirstScreenPreloader, PluginFirstScreenPreloader } from '../app/first-screen';
import { DraftApi, HttpDraftApi } from '../crud/step-form/draft-api';
import { QueryClientService, QueryClientServiceImpl } from '../data/query-client-service';
import type { AtriumPlugin } from '../plugin/define-plugin';
import { PluginRegistry, PluginRegistryImpl } from '../plugin/plugin-registry';
import { AntdNotifier } from '../services/antd-notifier';
import { EarlyAnswerTransport } from '../services/early-answer-transport';
import { NavigationService } from '../services/navigation-service';
import { Notifier } from '../services/notifier';
import {
  AxiosHttpTransport,
  HttpTransport,
  RequestService,
  RequestServiceImpl,
} from '../services/request-service';
import { RouterNavigationService } from '../services/router-navigation-service';
import {
  type RuntimeConfig,
  RuntimeConfig as RuntimeConfigId,
  readRuntimeConfig,
} from '../services/runtime-config';
import { SessionChangeContribution, SignOutService } from '../services/sign-out-service';
import { SignOutServiceImpl } from '../services/sign-out-service-impl';
import { StorageService, WebStorageService } from '../services/storage-service';
import { StoredTokenService, TokenService } from '../services/token-service';
import { CONSOLE_TIMINGS, UiTimings } from '../services/ui-timings';
import { AppStore } from '../stores/app-store';
import { InstalledAppsStore } from '../stores/installed-apps-store';
import { PermissionStore } from '../stores/permission-store';
import { SessionStore, UserDetailContribution } from '../stores/session-store';
import { SettingsStore } from '../stores/settings-store';
import { TabsStore } from '../stores/tabs-store';

/** The core services and stores, all singletons: one console, one of each. */
export const coreModule = new ContainerModule(({ bind }) => {
  bind<RuntimeConfig>(RuntimeConfigId).toConstantValue(readRuntimeConfig());
  bind(UiTimings).toConstantValue(CONSOLE_TIMINGS);
  bind<StorageService>(StorageService)
    .toDynamicValue(() => new WebStorageService())
    .inSingletonScope();
  bind<TokenService>(TokenService)
    .toDynamicValue((context) => new StoredTokenService(context.get(StorageService)))
    .inSingletonScope();
  bind<Notifier>(Notifier)
    .toDynamicValue(() => new AntdNotifier())
    .inSingletonScope();
  bind<NavigationService>(NavigationService)
    .toDynamicValue(() => new RouterNavigationService())
    .inSingletonScope();
  bind<HttpTransport>(HttpTransport)
    .toDynamicValue((context) => {
      const config = context.get<RuntimeConfig>(RuntimeConfigId);
      // The answers the page asked for before the console ran (core/boot/early-calls.ts), then axios.
      return new EarlyAnswerTransport(new AxiosHttpTransport(config), config);
    })
    .inSingletonScope();
  bind<RequestService>(RequestService)
    .toDynamicValue(
      (context) =>
        new RequestServiceImpl(
          context.get(RuntimeConfigId),
          context.get(TokenService),
          context.get(Notifier),
          context.get(HttpTransport),
          () => context.get(SignOutService),
        ),
    )
    .inSingletonScope();
  bind<SignOutService>(SignOutService)
    .toDynamicValue(
      (context) =>
        new SignOutServiceImpl({
          api: context.get(AuthApi),
          session: context.get(SessionStore),
          permissions: context.get(PermissionStore),
          tabs: context.get(TabsStore),
          notifier: context.get(Notifier),
          navigation: context.get(NavigationService),
          contributions: () => context.getAll(SessionChangeContribution, { optional: true }),
        }),
    )
    .inSingletonScope();
  bind<QueryClientService>(QueryClientService)
    .toDynamicValue(() => new QueryClientServiceImpl())
    .inSingletonScope()
    .onDeactivation((queries) => queries.clear());
  // Whatever the previous member or organisation loaded is forgotten when their session ends.
  bind<SessionChangeContribution>(SessionChangeContribution)
    .toDynamicValue((context) => {
      const queries = context.get<QueryClientService>(QueryClientService);
      return { onSessionChange: (change) => change.endsSession && queries.clear() };
    })
    .inSingletonScope();
  bind<AuthApi>(AuthApi)
    .toDynamicValue((context) => new HttpAuthApi(context.get(RequestService)))
    .inSingletonScope();
  bind(SessionStore)
    .toDynamicValue(
      (context) =>
        new SessionStore(
          context.get(AuthApi),
          context.get(TokenService),
          context.get(StorageService),
          context.get<RuntimeConfig>(RuntimeConfigId).userInfoPollMs,
          () => context.getAll(UserDetailContribution, { optional: true }),
        ),
    )
    .inSingletonScope()
    .onDeactivation((store) => store.dispose());
  bind<ApplicationApi>(ApplicationApi)
    .toDynamicValue((context) => new HttpApplicationApi(context.get(RequestService)))
    .inSingletonScope();
  bind<DirectoryApi>(DirectoryApi)
    .toDynamicValue((context) => new HttpDirectoryApi(context.get(RequestService)))
    .inSingletonScope();
  // The kit's step forms keep their drafts on the server (core/crud/step-form/).
  bind<DraftApi>(DraftApi)
    .toDynamicValue((context) => new HttpDraftApi(context.get(RequestService)))
    .inSingletonScope();
  bind(InstalledAppsStore)
    .toDynamicValue(
      (context) =>
        new InstalledAppsStore(
          context.get(ApplicationApi),
          context.get(SessionStore),
          context.get(PluginRegistry),
          context.get(StorageService),
        ),
    )
    .inSingletonScope();
  bind(PermissionStore)
    .toDynamicValue(
      (context) =>
        new PermissionStore(
          context.get(AuthApi),
          context.get(PluginRegistry),
          context.get(InstalledAppsStore),
        ),
    )
    .inSingletonScope();
  bind(SettingsStore)
    .toDynamicValue((context) => new SettingsStore(context.get(StorageService)))
    .inSingletonScope();
  bind(AppStore)
    .toDynamicValue((context) => new AppStore(context.get(StorageService)))
    .inSingletonScope();
  bind(TabsStore)
    .toDynamicValue(
      (context) =>
        new TabsStore(
          context.get(StorageService),
          context.get<RuntimeConfig>(RuntimeConfigId).keepAliveLimit,
        ),
    )
    .inSingletonScope();
});

export interface ContainerOptions {
  plugins: readonly AtriumPlugin[];
  /** Replaces bindings after everything is loaded: `container.rebind(AuthApi).toConstantValue(fake)`. */
  overrides?: (container: Container) => void;
}

/**
 * The console's container: core, the plugin registry, then each plugin's own module. Whoever creates
 * it ends it with `container.unbindAll()`, which disposes the stores (the user-info polling stops).
 */
export function createContainer({ plugins, overrides }: ContainerOptions): Container {
  const container = new Container();
  container.load(coreModule);
  container.bind<PluginRegistry>(PluginRegistry).toConstantValue(new PluginRegistryImpl(plugins));
  container.bind<FirstScreenPreloader>(FirstScreenPreloader).toConstantValue(
    new PluginFirstScreenPreloader(
      () => plugins,
      () => container,
    ),
  );
  for (const plugin of plugins) if (plugin.module) container.load(plugin.module);
  overrides?.(container);
  return container;
}
