import { type AreaManifest, areaResources } from '../../../manifests';
import { type Contribution, contribute, createExtensionPoint } from '../extension-point';

/**
 * A kind of step-form draft an area keeps on the server (`/enterprise/v1/draft/*`): its name, the
 * title of its form and the resource code that guards it. `key` is the kind's name, `<area>.<form>`.
 */
export interface DraftKind {
  key: string;
  title: string;
  /** A member needs this code (a menu, a page or an action of the area) for every draft call of the kind. */
  permission: string;
}

/**
 * The platform's point for draft kinds: an area contributes its own with `draftKind` in its
 * `extensions`; the draft routes read them at start. A kind contributed twice fails at start naming
 * both areas (as every extension point's key does).
 */
export const draftKinds = createExtensionPoint<DraftKind>({ id: 'platform.draftKinds', title: '草稿类型' });

const KIND_NAME = /^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/;

/**
 * `extensions: [draftKind(contractManifest, { kind: 'contract.rentout', title: '出租合同', permission:
 * ContractPermission.rentout })]`. Refuses, when the module loads, a kind not named `<area id>.<form>`
 * and a permission that is no code of the area's manifest: an area guards its drafts with its own codes.
 */
export function draftKind(
  manifest: AreaManifest,
  kind: { kind: string; title: string; permission: string },
): Contribution<DraftKind> {
  if (!KIND_NAME.test(kind.kind) || !kind.kind.startsWith(`${manifest.id}.`)) {
    throw new Error(
      `区域 ${manifest.id} 的草稿类型 ${kind.kind} 必须命名为「${manifest.id}.表单名」（小写字母、数字和短横线）`,
    );
  }
  // Its own tree and what it placed in a depended-on area's directory (the placed codes are its own too).
  const codes = new Set(areaResources(manifest).map((resource) => resource.code));
  if (!codes.has(kind.permission)) {
    throw new Error(
      `区域 ${manifest.id} 的草稿类型 ${kind.kind} 要求权限 ${kind.permission}，但它的清单中没有这个编码`,
    );
  }
  return contribute(draftKinds, { key: kind.kind, title: kind.title, permission: kind.permission });
}
