import type { GrantableApplication, GrantableResource } from '../../api/role-api';

/**
 * The pure logic of 角色授权's tri-state tree, apart from antd so it can be tested on its own.
 *
 * A role stores exactly the nodes that were fully checked (a checked parent comes with all its
 * descendants; a half-checked parent is not granted, so that a role with only 园区详情 does not open
 * the whole 设置 directory). The tree shown is derived from those codes rather than trusted as given:
 * a leaf is checked when its code is granted, a parent when every child is checked, so a grant that
 * names a parent without all of its children (an older grant that included ancestors, or a resource
 * added to the application since) shows that parent half-checked, and saving grants what is shown.
 */

/** The key of an application's top node: it groups the application's resources but is not one. */
export const applicationKey = (uniqueId: string) => `application:${uniqueId}`;

export interface GrantTreeNode {
  key: string;
  /** The resource's code; null for an application's top node, which is never granted. */
  code: string | null;
  name: string;
  /** The resource's type (a `ResourceType`); null for an application. */
  type: string | null;
  children: GrantTreeNode[];
}

export interface GrantTree {
  roots: GrantTreeNode[];
  nodes: ReadonlyMap<string, GrantTreeNode>;
  /** Each node's parent key; absent for a top node. */
  parents: ReadonlyMap<string, string>;
  /** Every key in tree order (each node before its children). */
  order: readonly string[];
}

export type Keys = ReadonlySet<string>;

/** The grant tree: one top node per application, its resources below. */
export function buildGrantTree(applications: readonly GrantableApplication[]): GrantTree {
  const nodes = new Map<string, GrantTreeNode>();
  const parents = new Map<string, string>();
  const order: string[] = [];
  const add = (node: GrantTreeNode, parent: string | undefined) => {
    nodes.set(node.key, node);
    order.push(node.key);
    if (parent !== undefined) parents.set(node.key, parent);
  };
  const resourceNode = (resource: GrantableResource, parent: string): GrantTreeNode => {
    const node: GrantTreeNode = {
      key: resource.code,
      code: resource.code,
      name: resource.name,
      type: resource.type,
      children: [],
    };
    add(node, parent);
    node.children = resource.childs.map((child) => resourceNode(child, node.key));
    return node;
  };
  const roots = applications.map((application) => {
    const root: GrantTreeNode = {
      key: applicationKey(application.uniqueId),
      code: null,
      name: application.name,
      type: null,
      children: [],
    };
    add(root, undefined);
    root.children = application.resources.map((resource) => resourceNode(resource, root.key));
    return root;
  });
  return { roots, nodes, parents, order };
}

/** Every node checked: how the built-in 管理员, who holds everything, is shown. */
export function allKeys(tree: GrantTree): Keys {
  return new Set(tree.order);
}

/**
 * The checked keys for a role granting `codes`: a leaf when its code is granted, a parent when all
 * its children are checked (whether or not the parent's own code is among them). Unknown codes are
 * ignored: the tree has no node for them.
 */
export function checkedFromCodes(tree: GrantTree, codes: Iterable<string>): Keys {
  const granted = new Set(codes);
  const checked = new Set<string>();
  const visit = (node: GrantTreeNode): boolean => {
    // Visit every child (no short-circuit), so each subtree records its own checked nodes.
    const childStates = node.children.map(visit);
    const isChecked =
      node.children.length === 0 ? node.code !== null && granted.has(node.code) : childStates.every(Boolean);
    if (isChecked) checked.add(node.key);
    return isChecked;
  };
  tree.roots.forEach(visit);
  return checked;
}

/** The parents shown half-checked: not checked themselves, with at least one checked descendant. */
export function halfCheckedOf(tree: GrantTree, checked: Keys): Keys {
  const half = new Set<string>();
  for (const key of checked) {
    let parent = tree.parents.get(key);
    while (parent !== undefined && !checked.has(parent) && !half.has(parent)) {
      half.add(parent);
      parent = tree.parents.get(parent);
    }
  }
  return half;
}

/** Every key of the node's subtree, the node included. */
function subtreeKeys(node: GrantTreeNode, into: string[] = []): string[] {
  into.push(node.key);
  for (const child of node.children) subtreeKeys(child, into);
  return into;
}

/**
 * Checks or unchecks a node as a click does: its whole subtree follows, then each ancestor is
 * checked exactly when all its children are. Returns a new set; an unknown key changes nothing.
 */
export function toggleNode(tree: GrantTree, checked: Keys, key: string, check: boolean): Keys {
  const node = tree.nodes.get(key);
  if (!node) return checked;
  const next = new Set(checked);
  for (const inSubtree of subtreeKeys(node)) {
    if (check) next.add(inSubtree);
    else next.delete(inSubtree);
  }
  for (let parent = tree.parents.get(key); parent !== undefined; parent = tree.parents.get(parent)) {
    const children = tree.nodes.get(parent)?.children ?? [];
    if (children.every((child) => next.has(child.key))) next.add(parent);
    else next.delete(parent);
  }
  return next;
}

/**
 * What 保存 sends: the codes of the checked resources in tree order. Half-checked parents are left
 * out (they are not granted) and so are application top nodes (not resources).
 */
export function grantedCodesOf(tree: GrantTree, checked: Keys): string[] {
  const codes: string[] = [];
  for (const key of tree.order) {
    const code = tree.nodes.get(key)?.code;
    if (code && checked.has(key)) codes.push(code);
  }
  return codes;
}

/** Whether two sets of checked keys are the same (the draft has no unsaved change). */
export function sameKeys(a: Keys, b: Keys): boolean {
  if (a.size !== b.size) return false;
  for (const key of a) if (!b.has(key)) return false;
  return true;
}

/** Every node that has children, for expanding the whole tree. */
export function parentKeys(tree: GrantTree): string[] {
  return tree.order.filter((key) => (tree.nodes.get(key)?.children.length ?? 0) > 0);
}
