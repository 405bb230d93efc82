import type { HeldApplication } from '@core/api/auth-api';
import type { Resource } from '@core/routing/resource';
import type { ApplicationLaunch, LaunchReason } from '@manifests/contracts/application-launch';
import type { MarketApplication } from '@plugins/market/api/market-api';

/** A held application (enabled, no expiry, opening in the console unless told otherwise). */
export function heldApplication(id: string, overrides: Partial<HeldApplication> = {}): HeldApplication {
  return {
    agentId: `agent-${id}`,
    uniqueId: id,
    applicationUniqueId: id,
    name: `应用${id}`,
    pcName: '',
    iconUrl: '',
    introduction: '',
    categoryName: '协同办公',
    pcUrl: `/PC_${id.toUpperCase()}`,
    appUrl: '',
    state: 1,
    inState: 1,
    expiredTime: null,
    ...overrides,
  };
}

/** A market entry of a held application, or of one not installed (`installed: false`). */
export function marketApplication(id: string, overrides: Partial<MarketApplication> = {}): MarketApplication {
  const { state, inState, expiredTime, ...held } = heldApplication(id);
  return {
    ...held,
    state,
    inState,
    expiredTime,
    installed: true,
    held: true,
    // As the server decides it: 未开通 and 未授权 before anything else.
    launch:
      overrides.installed === false
        ? refused('未开通')
        : overrides.held === false
          ? refused('无权限')
          : { usable: true, opens: { kind: 'page', path: held.pcUrl } },
    ...overrides,
  };
}

/** A resource tree with one PC menu. */
export const pcMenuTree = (code: string): Resource[] => [
  { type: 'RESOURCE_TYPE_MENU_PC', code, name: '首页', pathUrl: `/${code}` },
];

/** A resource tree with app menus only: nothing to show on a PC. */
export const appOnlyTree: Resource[] = [
  { type: 'RESOURCE_TYPE_MENU_APP', code: 'APP_HOME', name: '移动首页' },
];

/** The server's refusal of an application, as its `launch` says it (a sentence per reason). */
export function refused(reason: LaunchReason, message = `${reason}的说明`): ApplicationLaunch {
  return { usable: false, reason, message };
}
