import { type DependentNames, MANIFEST_NAMES, orderByDependencies } from './area-order';
import { areaResources, type FlatResource, flattenResources } from './resource-codes';
import {
  type AreaManifest,
  type PlacementDeclaration,
  type ResourceDeclaration,
  ResourceType,
} from './resource-types';

/**
 * The areas' manifests put together (the map of the areas): in dependency order, every code with the
 * area it belongs to, and the one resource tree the server seeds, each area's placements merged into
 * the host directories. Pure: the console's plugin registry, the server's composition and the resource
 * sync at start all read the same answer, so they agree on what is refused and where a menu hangs.
 */
export interface ComposedManifests {
  /** In dependency order, ties by id. */
  readonly manifests: readonly AreaManifest[];
  /** Resource code → the id of the area it belongs to (its own tree or its placements). */
  readonly ownerOf: ReadonlyMap<string, string>;
  /**
   * Every resource flattened: its parent and its place among its siblings in the merged tree (a host
   * directory's children numbered after the placements went in), and its area. Top-level resources keep
   * their place among their own area's roots.
   */
  readonly resources: readonly (FlatResource & { area: string })[];
  /** Each area's own roots with the placed resources inside, in the order the manifests were given. */
  readonly tree: readonly ResourceDeclaration[];
}

/** A resource declaration whose children may still receive placements. */
interface Node extends Omit<ResourceDeclaration, 'children'> {
  children: Node[];
}

const copyOf = (declaration: ResourceDeclaration): Node => ({
  ...declaration,
  children: (declaration.children ?? []).map(copyOf),
});

const routable = new Set<string>([ResourceType.DirectoryPc, ResourceType.MenuPc]);

/**
 * Puts the manifests together; fails at start, in Chinese, on an area registered twice, a dependency
 * on an area that is not there, a cycle, a code claimed twice (unless `uniqueCodes: false`: the first
 * claim owns it), and a placement under a code no area declares, under a code that is not a directory,
 * under a directory of an area it does not depend on (or its own), of anything but directories and
 * menus, or after a code that is not beside it. `names` says what the refusals call an area.
 */
export function composeManifests(
  manifests: readonly AreaManifest[],
  options: { names?: DependentNames; uniqueCodes?: boolean } = {},
): ComposedManifests {
  const { names = MANIFEST_NAMES, uniqueCodes = true } = options;
  const ordered = orderByDependencies(manifests, names);
  const ownerOf = new Map<string, string>();
  for (const manifest of ordered) {
    for (const { code } of areaResources(manifest)) {
      const owner = ownerOf.get(code);
      if (owner === undefined) ownerOf.set(code, manifest.id);
      else if (uniqueCodes) throw new Error(`资源编码 ${code} 被 ${owner} 与 ${manifest.id} 重复声明`);
    }
  }
  const roots = new Map(manifests.map((manifest) => [manifest, manifest.resources.map(copyOf)]));
  const nodes = new Map<string, Node>();
  const index = (node: Node): void => {
    nodes.set(node.code, node);
    node.children.forEach(index);
  };
  for (const own of roots.values()) own.forEach(index);
  for (const manifest of ordered) {
    for (const placement of manifest.placements ?? []) {
      const host = hostOf(manifest, placement, nodes, ownerOf);
      const placed = placement.resources.map(copyOf);
      host.children.splice(positionOf(manifest, placement, host, ownerOf), 0, ...placed);
      placed.forEach(index);
    }
  }
  const tree = manifests.flatMap((manifest) => roots.get(manifest)!);
  // Placed resources come inside their host's tree, each once, with the area that declared it.
  const resources = manifests.flatMap((manifest) =>
    flattenResources(roots.get(manifest)!).map((resource) => ({
      ...resource,
      area: ownerOf.get(resource.code)!,
    })),
  );
  return { manifests: ordered, ownerOf, resources, tree };
}

/** The host directory of a placement, checked: declared, a directory, of an area the placing one depends on. */
function hostOf(
  manifest: AreaManifest,
  placement: PlacementDeclaration,
  nodes: ReadonlyMap<string, Node>,
  ownerOf: ReadonlyMap<string, string>,
): Node {
  const { id } = manifest;
  const { under } = placement;
  const host = nodes.get(under);
  const owner = ownerOf.get(under);
  if (!host || owner === undefined)
    throw new Error(`区域 ${id} 把资源放在 ${under} 下，但没有区域声明这个编码`);
  if (owner === id) throw new Error(`区域 ${id} 把资源放在自己的目录 ${under} 下，请直接写进它的 resources`);
  if (!manifest.dependsOn?.includes(owner)) {
    throw new Error(`区域 ${id} 把资源放在区域 ${owner} 的目录 ${under} 下，须在 dependsOn 中声明 ${owner}`);
  }
  if (host.type !== ResourceType.DirectoryPc) {
    throw new Error(`区域 ${id} 把资源放在 ${under} 下，但 ${under} 不是目录`);
  }
  for (const resource of placement.resources) {
    if (!routable.has(resource.type)) {
      throw new Error(`区域 ${id} 放在目录 ${under} 下的 ${resource.code} 不是目录或菜单`);
    }
  }
  return host;
}

/** Where in the host's children the placed resources go: right after `after`, else last. */
function positionOf(
  manifest: AreaManifest,
  placement: PlacementDeclaration,
  host: Node,
  ownerOf: ReadonlyMap<string, string>,
): number {
  const { after, under } = placement;
  if (after === undefined) return host.children.length;
  const at = host.children.findIndex((child) => child.code === after);
  if (at === -1) throw new Error(`区域 ${manifest.id} 的放置位置 after: ${after} 不是目录 ${under} 下的资源`);
  const owner = ownerOf.get(after)!;
  if (owner !== manifest.id && !manifest.dependsOn?.includes(owner)) {
    throw new Error(
      `区域 ${manifest.id} 的放置位置 after: ${after} 属于区域 ${owner}，须在 dependsOn 中声明 ${owner}`,
    );
  }
  return at + 1;
}
