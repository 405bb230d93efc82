import { pathOf } from '@manifests/resource-codes';
import type { ShellDeclaration, ShellEntryDeclaration } from '@manifests/resource-types';
import type { AtriumPlugin } from '../plugin/define-plugin';

/** What decides whether an entry shows (see `ShellEntryWhen`). */
export interface ShellAccess {
  /** The member holds the application with this agentId. */
  holdsApplication(agentId: string): boolean;
  /** The member's resource tree grants this code (it has a route). */
  grants(code: string): boolean;
}

/** One entry an area declared, ready to show: where it leads and whose application it is. */
export interface ShellEntry<D extends ShellEntryDeclaration = ShellEntryDeclaration> {
  /** The declaring plugin's id. */
  key: string;
  declaration: D;
  /** The page of the declared code. */
  path: string;
  /** The area's application. */
  agentId: string;
}

/**
 * The entries the registered plugins' manifests declare for one place of the shell, those the member
 * may see, in their declared order.
 */
export function shellEntries<Place extends keyof ShellDeclaration>(
  plugins: readonly AtriumPlugin[],
  place: Place,
  access: ShellAccess,
): ShellEntry<NonNullable<ShellDeclaration[Place]>>[] {
  return plugins
    .flatMap((plugin) => {
      const declaration = plugin.manifest.shell?.[place];
      if (!declaration) return [];
      const agentId = plugin.manifest.application.agentId;
      const shown =
        declaration.when === 'always' ||
        (declaration.when === 'application-held' && access.holdsApplication(agentId)) ||
        (declaration.when === 'granted' && access.grants(declaration.code));
      if (!shown) return [];
      const entry: ShellEntry<NonNullable<ShellDeclaration[Place]>> = {
        key: plugin.id,
        declaration: declaration as NonNullable<ShellDeclaration[Place]>,
        path: pathOf(plugin.manifest, declaration.code),
        agentId,
      };
      return [entry];
    })
    .sort((a, b) => a.declaration.order - b.declaration.order);
}
