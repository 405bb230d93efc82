import { composeManifests } from '@manifests/area-map';
import { areaResources } from '@manifests/resource-codes';
import { token } from '../di/token';
import type { ResolvedView, ViewResolver } from '../routing/view-resolver';
import type { AtriumPlugin } from './define-plugin';
import { indexPageSlots } from './page-slot-index';
import type { PageSlot, RegisteredFill } from './page-slots';

/**
 * The registered area plugins; resolves a resource to its view by parent code and code, so a menu an
 * area hangs in another's directory (账单管理 in 园区运营) opens the placing area's view.
 */
export const PluginRegistry = token<PluginRegistry>('core.PluginRegistry');
export interface PluginRegistry extends ViewResolver {
  readonly plugins: readonly AtriumPlugin[];
  /** The fills of a page slot, in the order shown; none for a slot no plugin fills. */
  fillsOf<Props extends object>(slot: PageSlot<Props>): readonly RegisteredFill<Props>[];
}

export class PluginRegistryImpl implements PluginRegistry {
  private readonly byKey = new Map<string, ResolvedView>();
  private readonly fills: ReadonlyMap<string, readonly RegisteredFill<object>[]>;

  /** Checks the plugins against the contract (see `AtriumPlugin`); throws a Chinese message naming the culprit. */
  constructor(readonly plugins: readonly AtriumPlugin[]) {
    const ids = new Set<string>();
    for (const plugin of plugins) {
      if (ids.has(plugin.id)) throw new Error(`插件 ${plugin.id} 被重复注册`);
      ids.add(plugin.id);
      if (plugin.manifest.id !== plugin.id) {
        throw new Error(`插件 ${plugin.id} 的清单标识是 ${plugin.manifest.id}，两者必须一致`);
      }
    }
    // The map of the areas, as the server checks it: dependencies registered and acyclic, each code
    // once, placements only under directories of areas depended on.
    composeManifests(
      plugins.map((plugin) => plugin.manifest),
      { names: { noun: '插件', dependency: '插件' } },
    );
    for (const plugin of plugins) {
      // Its own codes and those it places in other areas' directories: its views may be for either.
      const codes = new Set(areaResources(plugin.manifest).map((resource) => resource.code));
      for (const [place, entry] of Object.entries(plugin.manifest.shell ?? {})) {
        if (entry && !codes.has(entry.code)) {
          throw new Error(
            `插件 ${plugin.id} 的清单在 shell.${place} 中使用了编码 ${entry.code}，但它的资源树中没有这个编码`,
          );
        }
      }
      for (const [code, declaration] of Object.entries(plugin.manifest.views ?? {})) {
        if (!codes.has(code)) {
          throw new Error(
            `插件 ${plugin.id} 的清单为 ${code} 声明了视图 ${declaration.view}，但它的资源树中没有这个编码`,
          );
        }
        const load = plugin.views[declaration.view];
        if (!load) {
          throw new Error(
            `插件 ${plugin.id} 的清单为 ${code} 声明了视图 ${declaration.view}，但插件没有注册它`,
          );
        }
        const key = declaration.parentCode ? `${declaration.parentCode}/${code}` : code;
        this.byKey.set(key, { plugin: plugin.id, load, declaration });
      }
    }
    this.fills = indexPageSlots(plugins);
  }

  fillsOf<Props extends object>(slot: PageSlot<Props>): readonly RegisteredFill<Props>[] {
    return (this.fills.get(slot.id) ?? []) as unknown as readonly RegisteredFill<Props>[];
  }

  resolve(parentCode: string | null, code: string): ResolvedView | undefined {
    return (parentCode ? this.byKey.get(`${parentCode}/${code}`) : undefined) ?? this.byKey.get(code);
  }
}
