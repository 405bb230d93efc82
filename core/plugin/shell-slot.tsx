import { type ComponentType, Suspense } from 'react';
import { useService } from '../di/services-context';
import { ViewErrorBoundary } from '../layout/app-main/view-error-boundary';
import { componentOf } from '../routing/view-loading';
import type { ShellSlotName, ShellSlotProps, SlotLoader } from './define-plugin';
import { PluginRegistry } from './plugin-registry';

/** A slot's part: at once when its code is here (a signed-in start preloads it), else lazy. */
function componentOfSlot<Name extends ShellSlotName>(
  loader: SlotLoader<Name>,
): ComponentType<ShellSlotProps[Name]> {
  return componentOf(loader as () => Promise<{ default: ComponentType<ShellSlotProps[Name]> }>);
}

/** Whether any registered plugin fills the slot. */
export function useSlotFilled(name: ShellSlotName): boolean {
  const registry = useService(PluginRegistry);
  return registry.plugins.some((plugin) => plugin.slots?.[name] !== undefined);
}

/** Renders what the registered plugins contribute to one place of the shell, in registration order. */
export function ShellSlot<Name extends ShellSlotName>({
  name,
  ...props
}: { name: Name } & ShellSlotProps[Name]) {
  const registry = useService(PluginRegistry);
  return (
    <>
      {registry.plugins.map((plugin) => {
        const loader = plugin.slots?.[name] as SlotLoader<Name> | undefined;
        if (!loader) return null;
        const Contribution = componentOfSlot(loader);
        return (
          <ViewErrorBoundary key={plugin.id}>
            <Suspense fallback={null}>
              <Contribution {...(props as unknown as ShellSlotProps[Name])} />
            </Suspense>
          </ViewErrorBoundary>
        );
      })}
    </>
  );
}
