import type { Resource } from '@core/routing/resource';
import { composeManifests } from '@manifests/area-map';
import type { AreaManifest, ResourceDeclaration } from '@manifests/resource-types';

/**
 * An area's resources holding `codes`, with the directories and menus above them (as the server sends
 * a member's tree): what a fake AuthApi answers, so PermissionStore.holds() sees those codes. Given
 * several manifests (an area with those it depends on), their merged tree: resources an area placed in
 * another's directory sit inside it. One manifest's placed resources come as roots, as the server
 * sends them when their host directory is not held.
 */
export function resourcesGranting(
  manifests: AreaManifest | readonly AreaManifest[],
  codes: readonly string[],
): Resource[] {
  const held = new Set(codes);
  const convert = (declarations: readonly ResourceDeclaration[], parentCode: string | null): Resource[] =>
    declarations.flatMap((declaration) => {
      const childs = convert(declaration.children ?? [], declaration.code);
      if (!held.has(declaration.code) && childs.length === 0) return [];
      const { children: _children, ...resource } = declaration;
      return [{ ...resource, parentCode, childs }];
    });
  if (Array.isArray(manifests)) return convert(composeManifests(manifests).tree, null);
  const manifest = manifests as AreaManifest;
  return convert(
    [...manifest.resources, ...(manifest.placements ?? []).flatMap((placement) => placement.resources)],
    null,
  );
}
