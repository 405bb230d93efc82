import type { AreaManifest } from '@manifests/resource-types';
import type { ContainerModule } from 'inversify';
import type { ViewLoader } from '../routing/route-record';

/**
 * An area plugin: its manifest (data: which resource codes open which view), the lazy loaders of its
 * views by name, and optionally a container module with its own services and stores.
 */
export interface AtriumPlugin {
  id: string;
  manifest: AreaManifest;
  views: Readonly<Record<string, ViewLoader>>;
  module?: ContainerModule;
}

export function definePlugin(plugin: AtriumPlugin): AtriumPlugin {
  return plugin;
}
