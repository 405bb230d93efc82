import type { AreaManifest, ResourceDeclaration } from './resource-types';

export interface FlatResource extends Omit<ResourceDeclaration, 'children'> {
  parentCode: string | null;
  sort: number;
}

/** Depth-first flattening that keeps each node's parent code and its position among siblings. */
export function flattenResources(
  nodes: readonly ResourceDeclaration[],
  parentCode: string | null = null,
): FlatResource[] {
  return nodes.flatMap(({ children, ...node }, index) => [
    { ...node, parentCode, sort: index + 1 },
    ...flattenResources(children ?? [], node.code),
  ]);
}

/** Resource codes are written once: a code claimed twice fails at start, naming both claimants. */
export function assertUniqueResourceCodes(manifests: readonly AreaManifest[]): void {
  const owners = new Map<string, string>();
  for (const manifest of manifests) {
    for (const { code } of flattenResources(manifest.resources)) {
      const owner = owners.get(code);
      if (owner !== undefined) {
        throw new Error(`资源编码 ${code} 被 ${owner} 与 ${manifest.id} 重复声明`);
      }
      owners.set(code, manifest.id);
    }
  }
}
