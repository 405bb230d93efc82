import { areaResources } from '@manifests/resource-codes';
import type { AtriumPlugin } from './define-plugin';
import type { AnySlotFill, RegisteredFill } from './page-slots';

/**
 * The page slots of the registered plugins and their fills, by slot id, each slot's fills in order
 * (`order`, then registration). Refuses, in Chinese naming the culprit: a slot declared twice, a fill
 * of a slot no registered plugin declares, and a fill without codes or requiring a code its plugin's
 * manifest lacks.
 *
 * An undeclared slot is refused rather than left empty: the console registers every plugin it ships,
 * so a fill without its owner means an owner renamed or dropped its slot, and the fill would vanish
 * from the page without anyone noticing.
 */
export function indexPageSlots(plugins: readonly AtriumPlugin[]): Map<string, RegisteredFill<object>[]> {
  const owners = new Map<string, string>();
  for (const plugin of plugins) {
    for (const slot of plugin.pageSlots ?? []) {
      const owner = owners.get(slot.id);
      if (owner !== undefined) throw new Error(`页面插槽 ${slot.id} 被 ${owner} 与 ${plugin.id} 重复声明`);
      owners.set(slot.id, plugin.id);
    }
  }
  const fills = new Map<string, (RegisteredFill<object> & { position: number })[]>(
    [...owners.keys()].map((id) => [id, []]),
  );
  let position = 0;
  for (const plugin of plugins) {
    // Its own tree and what it placed in a depended-on area's directory: both are its codes.
    const codes = new Set(areaResources(plugin.manifest).map((resource) => resource.code));
    for (const fill of plugin.fills ?? []) {
      const listed = fills.get(fill.slot.id);
      if (!listed) {
        throw new Error(
          `插件 ${plugin.id} 填充了页面插槽 ${fill.slot.id}（${fill.slot.title}），但没有已注册的插件声明它`,
        );
      }
      checkRequires(plugin.id, fill, codes);
      listed.push({ key: `${plugin.id}:${listed.length}`, plugin: plugin.id, fill, position: position++ });
    }
  }
  for (const listed of fills.values()) {
    listed.sort((a, b) => (a.fill.order ?? 0) - (b.fill.order ?? 0) || a.position - b.position);
  }
  return fills;
}

function checkRequires(plugin: string, fill: AnySlotFill, codes: ReadonlySet<string>): void {
  const requires: readonly string[] = fill.requires;
  if (requires.length === 0) {
    throw new Error(
      `插件 ${plugin} 对页面插槽 ${fill.slot.id} 的填充「${fill.title}」没有声明所需的权限编码`,
    );
  }
  for (const code of requires) {
    if (!codes.has(code)) {
      throw new Error(
        `插件 ${plugin} 对页面插槽 ${fill.slot.id} 的填充「${fill.title}」要求编码 ${code}，但它的清单中没有这个编码`,
      );
    }
  }
}
