/**
 * `@core/plugin`: the plugin contract — `definePlugin`, its types, the shell's slots and page slots
 * (`fillSlot`; their outlet, a component, is `SlotOutlet` in `@core/components`). Page paths and
 * permission codes come from the area's manifest (`definePaths`, `pathOf`, `definePermissions` in
 * `@manifests/resource-codes`).
 */
export * from './define-plugin';
export * from './page-slots';
