import { assertUniqueResourceCodes } from '@manifests/resource-codes';
import { token } from '../di/token';
import type { ResolvedView, ViewResolver } from '../routing/view-resolver';
import type { AtriumPlugin } from './define-plugin';

/** The registered area plugins; resolves a resource to its view by parent code and code. */
export const PluginRegistry = token<PluginRegistry>('core.PluginRegistry');
export interface PluginRegistry extends ViewResolver {
  readonly plugins: readonly AtriumPlugin[];
}

export class PluginRegistryImpl implements PluginRegistry {
  private readonly byKey = new Map<string, ResolvedView>();

  constructor(readonly plugins: readonly AtriumPlugin[]) {
    assertUniqueResourceCodes(plugins.map((plugin) => plugin.manifest));
    for (const plugin of plugins) {
      for (const [code, declaration] of Object.entries(plugin.manifest.views ?? {})) {
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
  }

  resolve(parentCode: string | null, code: string): ResolvedView | undefined {
    return (parentCode ? this.byKey.get(`${parentCode}/${code}`) : undefined) ?? this.byKey.get(code);
  }
}
