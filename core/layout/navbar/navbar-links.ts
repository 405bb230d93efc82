import { KnownAgentId } from '@manifests/known-applications';
import type { HeldApplication } from '../../api/auth-api';
import type { AtriumPlugin } from '../../plugin/define-plugin';
import { isExternal } from '../../routing/resource';
import { type ShellAccess, shellEntries } from '../shell-entries';

/** One text link of the navbar: inside the console, or another site in a new tab. */
export interface NavbarLink {
  key: string;
  label: string;
  to: string;
  external: boolean;
  /** Place among the links, ascending. */
  order: number;
}

export interface NavbarAccess extends Omit<ShellAccess, 'holdsApplication'> {
  applications: readonly HeldApplication[];
  links: { documentation: string; openPlatform: string };
}

/**
 * Where a held application opens: where the server's launch state says (an area's page, another
 * site), else its PC address or in-console view. One the server says does not open on a PC (停用,
 * 到期, 仅移动端 …) is not offered.
 */
function applicationLink(
  access: NavbarAccess,
  agentId: string,
  link: { key: string; label: string; order: number },
): NavbarLink[] {
  const application = access.applications.find((candidate) => candidate.agentId === agentId);
  if (!application) return [];
  const { launch } = application;
  if (launch && !launch.usable) return [];
  const to = launch
    ? launch.opens.kind === 'page'
      ? launch.opens.path
      : launch.opens.url
    : application.pcUrl || `/APP/${agentId}/VIEW/index`;
  return [{ ...link, to, external: isExternal(to) }];
}

/**
 * The navbar's links (spec §2 "Top navbar"): 工作台, the links the areas' manifests declare
 * (`shell.navbarLink`: 应用中心 when its route was granted, 审批 when its application is held), the
 * documentation and open platform, and 费用 and 工单 — applications of other systems the spec names —
 * only when the member holds them.
 */
export function navbarLinks(plugins: readonly AtriumPlugin[], access: NavbarAccess): NavbarLink[] {
  const holdsApplication = (agentId: string) =>
    access.applications.some((application) => application.agentId === agentId);
  const declared = shellEntries(plugins, 'navbarLink', { ...access, holdsApplication }).flatMap(
    (entry): NavbarLink[] => {
      const link = { key: entry.key, label: entry.declaration.label, order: entry.declaration.order };
      return entry.declaration.when === 'application-held'
        ? applicationLink(access, entry.agentId, link)
        : [{ ...link, to: entry.path, external: false }];
    },
  );
  const own: NavbarLink[] = [
    { key: 'dashboard', label: '工作台', to: '/dashboard', external: false, order: 0 },
    ...applicationLink(access, KnownAgentId.fee, { key: 'fee', label: '费用', order: 20 }),
    { key: 'documentation', label: '文档', to: access.links.documentation, external: true, order: 30 },
    { key: 'open-platform', label: '开放平台', to: access.links.openPlatform, external: true, order: 40 },
    ...applicationLink(access, KnownAgentId.workOrder, { key: 'work-order', label: '工单', order: 50 }),
  ];
  return [...own, ...declared].sort((a, b) => a.order - b.order);
}
