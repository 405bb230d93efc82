import type { FlowBranch, FlowNode } from '@manifests/contracts/approval-flow';

/**
 * Reading and rewriting the flow tree without copying what does not change: an edit rebuilds only the
 * nodes on the path from the root to what it touches, so every other node keeps its identity and its
 * memoised card is not drawn again.
 */

export type FlowItem = FlowNode | FlowBranch;

export const isBranch = (item: FlowItem): item is FlowBranch => !('type' in item);
export const isRouter = (node: FlowNode) => node.type === 'condition' || node.type === 'parallel';

/** The node (or branch) with this id, and the router a branch belongs to. */
export interface Found {
  item: FlowItem;
  /** For a branch: its router. */
  router?: FlowNode;
}

/** Every node and branch by id. */
export function indexFlow(flow: FlowNode): Map<string, Found> {
  const index = new Map<string, Found>();
  const walk = (node: FlowNode | undefined) => {
    for (let at = node; at; at = at.childNode) {
      index.set(at.nodeId, { item: at });
      for (const branch of at.conditionNodes ?? []) {
        index.set(branch.nodeId, { item: branch, router: at });
        walk(branch.childNode);
      }
    }
  };
  walk(flow);
  return index;
}

/** How many nodes and branches the flow has (what FLOW_NODES_MAX bounds). */
export const countItems = (flow: FlowNode) => indexFlow(flow).size;

/** The item with `childNode` set to `child`, or without the key when there is none. */
export function withChild<T extends FlowItem>(item: T, child: FlowNode | undefined): T {
  if (child === item.childNode) return item;
  const { childNode: _old, ...rest } = item;
  return (child ? { ...rest, childNode: child } : rest) as T;
}

/**
 * The flow with the node `id` replaced by what `replace` makes of it (undefined: nothing there, so
 * its parent's chain ends); the flow itself when there is no such node.
 */
export function replaceNode(
  node: FlowNode | undefined,
  id: string,
  replace: (node: FlowNode) => FlowNode | undefined,
): FlowNode | undefined {
  if (!node) return node;
  if (node.nodeId === id) return replace(node);
  let next = node;
  const branches = node.conditionNodes;
  if (branches) {
    const changed = branches.map((branch) => withChild(branch, replaceNode(branch.childNode, id, replace)));
    if (changed.some((branch, at) => branch !== branches[at])) next = { ...next, conditionNodes: changed };
  }
  return withChild(next, replaceNode(node.childNode, id, replace));
}

/** The flow with the branch `id` replaced (through its router); the flow itself without such a branch. */
export function replaceBranch(
  flow: FlowNode,
  id: string,
  replace: (branch: FlowBranch, router: FlowNode) => FlowBranch,
): FlowNode {
  const router = indexFlow(flow).get(id)?.router;
  if (!router) return flow;
  return replaceNode(flow, router.nodeId, (found) => ({
    ...found,
    conditionNodes: (found.conditionNodes ?? []).map((branch) =>
      branch.nodeId === id ? replace(branch, found) : branch,
    ),
  })) as FlowNode;
}

/** A fresh id: the prefix and the first number no node or branch of the flow has. */
export function freshId(taken: ReadonlySet<string>, prefix: string): string {
  for (let number = taken.size + 1; ; number++) {
    const id = `${prefix}_${number}`;
    if (!taken.has(id)) return id;
  }
}

/**
 * Whether two versions of a node or branch show the same card: the same settings, whatever their
 * chains and branches (a node added below changes every node above it, not their cards).
 */
export function sameCard(a: FlowItem, b: FlowItem): boolean {
  if (a === b) return true;
  const keysA = Object.keys(a).filter((key) => key !== 'childNode' && key !== 'conditionNodes');
  const keysB = Object.keys(b).filter((key) => key !== 'childNode' && key !== 'conditionNodes');
  if (keysA.length !== keysB.length) return false;
  const record = (item: FlowItem) => item as unknown as Record<string, unknown>;
  return keysA.every((key) => record(a)[key] === record(b)[key]);
}
