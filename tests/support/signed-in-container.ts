import type { UserDetail } from '@core/api/auth-api';
import type { AtriumPlugin } from '@core/plugin/define-plugin';
import { PermissionStore } from '@core/stores/permission-store';
import { SessionStore } from '@core/stores/session-store';
import { areaResources } from '@manifests/resource-codes';
import type { Container } from 'inversify';
import { resourcesGranting } from './resources-granting';
import { createTestContainer, type TestContainer } from './test-container';

export interface SignedInOptions {
  /** The area under test: registered in the container; `codes` are codes of its manifest. */
  plugin: AtriumPlugin;
  /**
   * Plugins registered beside it (one filling its page slots): their codes are granted as the area's
   * are, `'all'` covering theirs too.
   */
  alongside?: readonly AtriumPlugin[];
  /**
   * The plugins of the areas it depends on (its manifest's `dependsOn`), registered too: the tree is
   * then theirs and its merged, its placed menus inside their host directories.
   */
  dependencies?: readonly AtriumPlugin[];
  /** The resource codes the member holds: `'all'` (the default) for every code the manifests declare. */
  codes?: 'all' | readonly string[];
  /**
   * Changes to the signed-in member's user info; by default a plain member (not an admin) of 星河科技园.
   * Fields that areas add to user/detail (the notice area's `unreadMessageCount`) may be given too.
   */
  user?: Partial<UserDetail> & { [areaField: string]: unknown };
  /** Swaps services in one line: `c => c.rebind(StaffApi).toConstantValue(fake)`. */
  overrides?: (container: Container) => void;
}

/** Every code a manifest declares: directories, menus and actions, placed ones included. */
export const allCodesOf = (plugin: AtriumPlugin): string[] =>
  areaResources(plugin.manifest).map((resource) => resource.code);

/**
 * The console's container (see `createTestContainer`) with one area's plugin, after a member signed in
 * to 星河科技园 holding `codes` of that area: the user info is loaded and the permissions generated from
 * the resource tree the fake AuthApi answers, as the shell does before it shows a page.
 */
export async function signedInContainer(options: SignedInOptions): Promise<TestContainer> {
  const plugins = [options.plugin, ...(options.alongside ?? [])];
  const registered = [...(options.dependencies ?? []), ...plugins];
  const test = createTestContainer({ plugins: registered, overrides: options.overrides });
  if (test.api.user) Object.assign(test.api.user, { isAdmin: false }, options.user);
  const codes =
    options.codes === undefined || options.codes === 'all' ? plugins.flatMap(allCodesOf) : options.codes;
  test.api.routeInfoAnswer = {
    organization: { uniqueId: 'xinghe-park', name: '星河科技园', logoUrl: '' },
    resources: options.dependencies
      ? resourcesGranting(
          registered.map((plugin) => plugin.manifest),
          codes,
        )
      : plugins.flatMap((plugin) => resourcesGranting(plugin.manifest, codes)),
  };
  await test.service(SessionStore).loadUserInfo();
  await test.service(PermissionStore).generate();
  return test;
}
