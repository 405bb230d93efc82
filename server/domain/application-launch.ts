import { type AreaManifest, areaManifests, areaResources, ResourceType } from '../../manifests';
import type { ApplicationLaunch, LaunchReason } from '../../manifests/contracts/application-launch';
import type { Queryable } from '../db/database';
import { type HeldApplication, type MemberSession, unusableMessages, whyUnusable } from './applications';
import { grantedResourceTree, type ResourceNode } from './resources';

/**
 * Whether an application opens for a member now, and where: the one rule behind the launch check
 * (`/app/v1/user/application/agent/check`) and the `launch` every application list answers, so what a
 * list offers as usable is exactly what opens.
 *
 * In order: not installed, disabled, expired; an area's application opens the first page of its area
 * the member is granted (消息中心 its inbox); an application with a console path opens that page when
 * the member is granted it; an http(s) address opens in a new tab; a mobile address only on the phone;
 * nothing else opens.
 */

const messages: Record<LaunchReason, string> = {
  未开通: '企业尚未开通该应用，请联系企业管理员',
  停用: unusableMessages.disabled,
  到期: unusableMessages.expired,
  无权限: '暂无该应用相关权限！',
  仅移动端: '该应用仅支持移动端打开',
  暂无网页端: '该应用暂未配置地址!',
};

const refused = (reason: LaunchReason): ApplicationLaunch => ({
  usable: false,
  reason,
  message: messages[reason],
});

const EXTERNAL_ADDRESS = /^https?:\/\//i;

/** What a launch depends on beyond the application: the time and the member's granted resource codes. */
export interface LaunchContext {
  now: Date;
  granted: ReadonlySet<string>;
}

/** A console page: a menu shown in the sidebar, with its path. */
interface Page {
  code: string;
  path: string;
}

const pagesByManifest = new Map<AreaManifest, Page[]>(
  areaManifests.map((manifest) => [
    manifest,
    // The area's own pages, then those it placed in another area's directory (billing's 账单管理).
    areaResources(manifest)
      .filter((resource) => resource.type === ResourceType.MenuPc && !resource.isHidden)
      .map((resource) => ({ code: resource.code, path: resource.pathUrl ?? `/${resource.code}` })),
  ]),
);
const areaOf = (agentId: string) =>
  areaManifests.find((manifest) => manifest.application.agentId === agentId);
const allPages = [...pagesByManifest.values()].flat();

type Launchable = Pick<HeldApplication, 'agentId' | 'pcUrl' | 'appUrl' | 'state' | 'inState' | 'expiredTime'>;

/** The launch of an application the member holds (installed in the organisation). */
export function launchOf(application: Launchable, context: LaunchContext): ApplicationLaunch {
  const unusable = whyUnusable(application, context.now);
  if (unusable) return refused(unusable === unusableMessages.disabled ? '停用' : '到期');
  const area = areaOf(application.agentId);
  if (area) {
    const page = pagesByManifest.get(area)!.find(({ code }) => context.granted.has(code));
    return page ? { usable: true, opens: { kind: 'page', path: page.path } } : refused('无权限');
  }
  const pcUrl = application.pcUrl.trim();
  if (EXTERNAL_ADDRESS.test(pcUrl)) return { usable: true, opens: { kind: 'external', url: pcUrl } };
  if (pcUrl) {
    const page = allPages.find(({ path }) => path === pcUrl);
    return page && context.granted.has(page.code)
      ? { usable: true, opens: { kind: 'page', path: page.path } }
      : refused('无权限');
  }
  return refused(application.appUrl.trim() ? '仅移动端' : '暂无网页端');
}

/** The launch of a catalogue application the member may not hold: 未开通 / 无权限 come first. */
export function marketLaunchOf(
  application: Omit<Launchable, 'state' | 'inState'> & {
    state: number | null;
    inState: number | null;
    installed: boolean;
    held: boolean;
  },
  context: LaunchContext,
): ApplicationLaunch {
  const { state, inState } = application;
  if (!application.installed || state === null || inState === null) return refused('未开通');
  if (!application.held) return refused('无权限');
  return launchOf({ ...application, state, inState }, context);
}

const codesOf = (nodes: readonly ResourceNode[]): string[] =>
  nodes.flatMap((node) => [node.code, ...codesOf(node.childs)]);

/**
 * Where the codes a member holds are at hand for the caller (the resource-tree cache's `heldCodes`, which
 * a route reaches through `app.services`): a launch context then does not compute them again. Asked only
 * when the context is built.
 */
export type HeldCodes = () => Promise<ReadonlySet<string>>;

/**
 * The member's launch context now: the resources they are granted in the organisation's usable
 * applications (`held`, when given, instead of computing them from the database).
 */
export async function loadLaunchContext(
  db: Queryable,
  session: MemberSession,
  now: Date,
  held?: HeldCodes,
): Promise<LaunchContext> {
  return {
    now,
    granted: held ? await held() : new Set(codesOf(await grantedResourceTree(db, session, now))),
  };
}

/** The applications with their launch for the member. */
export async function withLaunch<T extends Launchable>(
  db: Queryable,
  session: MemberSession,
  now: Date,
  applications: readonly T[],
  held?: HeldCodes,
): Promise<(T & { launch: ApplicationLaunch })[]> {
  const context = await loadLaunchContext(db, session, now, held);
  return applications.map((application) => ({ ...application, launch: launchOf(application, context) }));
}
