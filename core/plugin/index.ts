/**
 * `@core/plugin`: the plugin contract — `definePlugin`, its types and the shell's slots. Page paths and
 * permission codes come from the area's manifest (`definePaths`, `pathOf`, `definePermissions` in
 * `@manifests/resource-codes`).
 */
export * from './define-plugin';
