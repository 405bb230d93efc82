/**
 * `@core`: what plugins may use of core — services and their tokens, stores, hooks, types. No React
 * component that pulls antd is exported here (those are `@core/components`), so a plugin's container
 * module, which loads with the console's entry, adds nothing to the login page's bundle. The plugin
 * contract itself is `@core/plugin`. Anything else under core/ is internal: the test
 * tests/core/plugin/public-surface.test.ts fails on a plugin that imports it.
 */
export * from './api/application-api';
export * from './api/auth-api';
export * from './api/directory-api';
// The query cache's service (types only of TanStack Query: a store may invalidate by tag without
// bringing the data layer into the login page's entry).
export type { InvalidationTarget } from './data/invalidate';
export { QueryClientService } from './data/query-client-service';
export * from './di/services-context';
export * from './di/token';
export * from './format/date-time';
export * from './format/money';
export * from './hooks/use-debounced-value';
export * from './hooks/use-leave-view';
export * from './hooks/use-permission';
export * from './hooks/use-tab-title';
export * from './routing/application-routes';
export * from './routing/resource';
export * from './services/api-error';
export * from './services/downloaded-file';
export * from './services/navigation-service';
export * from './services/notifier';
export * from './services/password-digest';
export * from './services/request-id';
export * from './services/request-service';
export * from './services/sign-out-service';
export * from './services/ui-timings';
export * from './stores/installed-apps-store';
export * from './stores/permission-store';
export * from './stores/sequence';
export * from './stores/session-store';
