import { KnownAgentId } from '@manifests/known-applications';
import type { HeldApplication } from '../../api/auth-api';
import { isExternal } from '../../routing/resource';

/** One text link of the navbar: inside the console, or another site in a new tab. */
export interface NavbarLink {
  key:
    | 'dashboard'
    | 'application-center'
    | 'fee'
    | 'documentation'
    | 'open-platform'
    | 'work-order'
    | 'approval';
  label: string;
  to: string;
  external: boolean;
}

export const APPLICATION_CENTER_PATH = '/PC_APPLICATION_CENTER';

export interface NavbarAccess {
  applications: readonly HeldApplication[];
  hasApplicationCenter: boolean;
  links: { documentation: string; openPlatform: string };
}

/** Where a held application opens: its PC address, else its in-console view. */
function applicationLink(access: NavbarAccess, agentId: string, key: NavbarLink['key'], label: string) {
  const application = access.applications.find((candidate) => candidate.agentId === agentId);
  if (!application) return [];
  const to = application.pcUrl || `/APP/${agentId}/VIEW/index`;
  return [{ key, label, to, external: isExternal(to) }];
}

/**
 * The navbar's links (spec §2 "Top navbar"): fee, work order and approval only when the member holds
 * the application; the application centre only when its route was granted.
 */
export function navbarLinks(access: NavbarAccess): NavbarLink[] {
  return [
    { key: 'dashboard', label: '工作台', to: '/dashboard', external: false },
    ...(access.hasApplicationCenter
      ? [
          {
            key: 'application-center' as const,
            label: '应用中心',
            to: APPLICATION_CENTER_PATH,
            external: false,
          },
        ]
      : []),
    ...applicationLink(access, KnownAgentId.fee, 'fee', '费用'),
    { key: 'documentation', label: '文档', to: access.links.documentation, external: true },
    { key: 'open-platform', label: '开放平台', to: access.links.openPlatform, external: true },
    ...applicationLink(access, KnownAgentId.workOrder, 'work-order', '工单'),
    ...applicationLink(access, KnownAgentId.approval, 'approval', '审批'),
  ];
}
