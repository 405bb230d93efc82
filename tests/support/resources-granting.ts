import type { Resource } from '@core/routing/resource';
import type { AreaManifest, ResourceDeclaration } from '@manifests/resource-types';

/**
 * An area's resources holding `codes`, with the directories and menus above them (as the server sends
 * a member's tree): what a fake AuthApi answers, so PermissionStore.holds() sees those codes.
 */
export function resourcesGranting(manifest: AreaManifest, codes: readonly string[]): Resource[] {
  const held = new Set(codes);
  const convert = (declarations: readonly ResourceDeclaration[], parentCode: string | null): Resource[] =>
    declarations.flatMap((declaration) => {
      const childs = convert(declaration.children ?? [], declaration.code);
      if (!held.has(declaration.code) && childs.length === 0) return [];
      const { children: _children, ...resource } = declaration;
      return [{ ...resource, parentCode, childs }];
    });
  return convert(manifest.resources, null);
}
