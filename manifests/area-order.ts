/** What the ordering needs of an area: its id and the ids it depends on. */
export interface Dependent {
  id: string;
  dependsOn?: readonly string[];
}

/** How a refusal names what is ordered: `服务端区域` on the server, `插件` in the console, `区域` for manifests. */
export interface DependentNames {
  /** The thing ordered (`服务端区域 x 被重复注册`). */
  noun: string;
  /** What it depends on (`服务端区域 x 依赖的区域 y 没有注册`). */
  dependency: string;
}

export const MANIFEST_NAMES: DependentNames = { noun: '区域', dependency: '区域' };

/**
 * The areas in dependency order: every area after the areas it depends on, ties broken by id (so the
 * order never depends on the order of registration). Fails, in Chinese, on an id registered twice, a
 * dependency on an area that is not registered, and a cycle (naming the areas on it).
 */
export function orderByDependencies<A extends Dependent>(
  areas: readonly A[],
  names: DependentNames = MANIFEST_NAMES,
): A[] {
  const { noun, dependency: dependencyNoun } = names;
  const byId = new Map<string, A>();
  for (const area of areas) {
    if (byId.has(area.id)) throw new Error(`${noun} ${area.id} 被重复注册`);
    byId.set(area.id, area);
  }
  for (const area of areas) {
    for (const dependency of area.dependsOn ?? []) {
      if (!byId.has(dependency))
        throw new Error(`${noun} ${area.id} 依赖的${dependencyNoun} ${dependency} 没有注册`);
      if (dependency === area.id) throw new Error(`${noun}之间存在循环依赖：${area.id} → ${area.id}`);
    }
  }
  const ordered: A[] = [];
  const placed = new Set<string>();
  const pending = [...byId.keys()].sort();
  while (pending.length > 0) {
    const next = pending.findIndex((id) => (byId.get(id)!.dependsOn ?? []).every((dep) => placed.has(dep)));
    if (next === -1) throw new Error(`${noun}之间存在循环依赖：${findCycle(byId, pending).join(' → ')}`);
    const [id] = pending.splice(next, 1) as [string];
    placed.add(id);
    ordered.push(byId.get(id)!);
  }
  return ordered;
}

/** A cycle among the areas left unplaced (each of them waits on another one of them): a → b → a. */
function findCycle(byId: ReadonlyMap<string, Dependent>, unplaced: readonly string[]): string[] {
  const left = new Set(unplaced);
  const path: string[] = [];
  let current = unplaced[0]!;
  while (!path.includes(current)) {
    path.push(current);
    current = [...(byId.get(current)!.dependsOn ?? [])].sort().find((dep) => left.has(dep))!;
  }
  return [...path.slice(path.indexOf(current)), current];
}
