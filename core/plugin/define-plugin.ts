import type { AreaManifest } from '@manifests/resource-types';
import type { ContainerModule } from 'inversify';
import type { ComponentType } from 'react';
import type { ViewLoader } from '../routing/route-record';

/**
 * Places in the shell that a plugin can fill, with the props the shell passes. The shell renders each
 * contribution lazily (its code loads when the place is first shown) inside an error boundary.
 */
export interface ShellSlotProps {
  /** The navbar's 收藏 drawer: mounted when first opened, then kept (closing animates). */
  favourites: { open: boolean; onClose(): void };
  /** A section of the workbench (/dashboard), below its greeting, in plugin registration order. */
  workbench: object;
}
export type ShellSlotName = keyof ShellSlotProps;
export type SlotLoader<Name extends ShellSlotName> = () => Promise<{
  default: ComponentType<ShellSlotProps[Name]>;
}>;
export type PluginSlots = { [Name in ShellSlotName]?: SlotLoader<Name> };

/**
 * An area plugin: its manifest (data: which resource codes open which view), the lazy loaders of its
 * views by name, optionally a container module with its own services and stores, and optionally the
 * places of the shell it fills (`slots`).
 */
export interface AtriumPlugin {
  id: string;
  manifest: AreaManifest;
  views: Readonly<Record<string, ViewLoader>>;
  module?: ContainerModule;
  slots?: PluginSlots;
}

export function definePlugin(plugin: AtriumPlugin): AtriumPlugin {
  return plugin;
}
