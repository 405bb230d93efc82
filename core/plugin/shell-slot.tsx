import { type ComponentType, type LazyExoticComponent, Suspense } from 'react';
import { useService } from '../di/services-context';
import { ViewErrorBoundary } from '../layout/app-main/view-error-boundary';
import { componentOf } from '../routing/view-loading';
import type { ShellSlotName, ShellSlotProps, SlotLoader } from './define-plugin';
import { PluginRegistry } from './plugin-registry';

type AnySlotComponent = LazyExoticComponent<ComponentType<Record<string, unknown>>>;

// One component per loader (its own once loaded, else lazy), so re-renders keep it (and its state).
const lazyByLoader = new WeakMap<object, AnySlotComponent>();

function lazyOf<Name extends ShellSlotName>(loader: SlotLoader<Name>) {
  let component = lazyByLoader.get(loader);
  if (!component) {
    component = componentOf(
      loader as unknown as () => Promise<{ default: ComponentType<Record<string, unknown>> }>,
    ) as AnySlotComponent;
    lazyByLoader.set(loader, component);
  }
  return component as unknown as LazyExoticComponent<ComponentType<ShellSlotProps[Name]>>;
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
        const Contribution = lazyOf(loader);
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
