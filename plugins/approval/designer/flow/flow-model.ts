import type { FlowBranch, FlowNode } from '@manifests/contracts/approval-flow';
import {
  ApproverSource,
  FLOW_NODES_MAX,
  ROUTER_BRANCHES_MAX,
} from '@manifests/contracts/approval-flow-constants';
import {
  type FlowItem,
  freshId,
  indexFlow,
  isBranch,
  isRouter,
  replaceBranch,
  replaceNode,
  withChild,
} from './flow-tree';

/**
 * The flow designer's model: every operation a pure function from one flow to the next (the page
 * keeps the history, so undo and redo are free), unchanged when it does not apply. Ids are fresh in
 * the flow; branches keep their drawn order as their priority, the default branch (其他情况) last.
 */

export type { FlowSources } from './flow-summary';
export { nodeSummary } from './flow-summary';

export type AddableKind = 'approver' | 'handler' | 'cc' | 'condition' | 'parallel';

/** What the + button offers, in its order. */
export const ADDABLE_KINDS: readonly { kind: AddableKind; label: string }[] = [
  { kind: 'approver', label: '审批人' },
  { kind: 'handler', label: '办理人' },
  { kind: 'cc', label: '抄送人' },
  { kind: 'condition', label: '条件分支' },
  { kind: 'parallel', label: '并行分支' },
];

/** Where a node goes: below a node, or at the top of a branch's chain. */
export type Place = { after: string } | { inBranch: string };

export const NODE_NAME_MAX = 30;

const PREFIX: Record<AddableKind, string> = {
  approver: 'approver',
  handler: 'handler',
  cc: 'cc',
  condition: 'condition',
  parallel: 'parallel',
};

function newBranch(taken: Set<string>, router: 'condition' | 'parallel', number: number): FlowBranch {
  const nodeId = freshId(taken, 'branch');
  taken.add(nodeId);
  return { nodeId, nodeName: `${router === 'condition' ? '条件' : '分支'}${number}`, priorityLevel: number };
}

function defaultBranch(taken: Set<string>, priorityLevel: number): FlowBranch {
  const nodeId = freshId(taken, 'branch');
  taken.add(nodeId);
  return { nodeId, nodeName: '其他情况', priorityLevel, isDefault: true };
}

/**
 * A new node of a kind, as the + button adds it: people chosen one by one deciding in order, nobody
 * found passing to the administrators (what the engine does anyway, said out loud); a condition
 * router with one condition and 其他情况, a parallel router with two branches.
 */
export function newNode(kind: AddableKind, taken: Set<string>): FlowNode {
  const nodeId = freshId(taken, PREFIX[kind]);
  taken.add(nodeId);
  switch (kind) {
    case 'approver':
    case 'handler':
      return {
        nodeId,
        nodeName: kind === 'approver' ? '审批人' : '办理人',
        type: kind,
        settype: ApproverSource.members,
        nodeUserList: [],
        examineMode: 'sequential',
        emptyApprover: { action: 'admins' },
      };
    case 'cc':
      return { nodeId, nodeName: '抄送人', type: 'cc', settype: ApproverSource.members, nodeUserList: [] };
    case 'condition':
      return {
        nodeId,
        nodeName: '条件分支',
        type: 'condition',
        conditionNodes: [newBranch(taken, 'condition', 1), defaultBranch(taken, 2)],
      };
    case 'parallel':
      return {
        nodeId,
        nodeName: '并行分支',
        type: 'parallel',
        conditionNodes: [newBranch(taken, 'parallel', 1), newBranch(taken, 'parallel', 2)],
      };
  }
}

const sizeOf = (kind: AddableKind) => (kind === 'condition' || kind === 'parallel' ? 3 : 1);

/** Whether a node of this kind still fits in the flow (FLOW_NODES_MAX counts nodes and branches). */
export const canAdd = (flow: FlowNode, kind: AddableKind) =>
  indexFlow(flow).size + sizeOf(kind) <= FLOW_NODES_MAX;

/** The flow with a single `node` put at `place`: what was below the place follows it. */
function insertAt(flow: FlowNode, place: Place, node: FlowNode): FlowNode {
  if ('after' in place)
    return replaceNode(flow, place.after, (found) =>
      withChild(found, withChild(node, found.childNode)),
    ) as FlowNode;
  return replaceBranch(flow, place.inBranch, (branch) =>
    withChild(branch, withChild(node, branch.childNode)),
  );
}

/** The flow with a new node of `kind` at `place` (unchanged when the place is gone or the flow is full). */
export function addNode(flow: FlowNode, place: Place, kind: AddableKind): FlowNode {
  const index = indexFlow(flow);
  const anchor = index.get('after' in place ? place.after : place.inBranch);
  if (!anchor || isBranch(anchor.item) !== 'inBranch' in place || !canAdd(flow, kind)) return flow;
  return insertAt(flow, place, newNode(kind, new Set(index.keys())));
}

/** The id of the node `addNode` would make (what the designer selects after adding). */
export function nextNodeId(flow: FlowNode, kind: AddableKind): string {
  return freshId(new Set(indexFlow(flow).keys()), PREFIX[kind]);
}

/**
 * The flow without a node: its chain goes on with what followed it. A router goes with all its
 * branches. The start node stays.
 */
export function removeNode(flow: FlowNode, id: string): FlowNode {
  if (flow.nodeId === id) return flow;
  return replaceNode(flow, id, (node) => node.childNode) as FlowNode;
}

/** Branches in drawn order with their priorities renumbered, the default branch last. */
function prioritised(branches: readonly FlowBranch[]): FlowBranch[] {
  const ordered = [...branches.filter((branch) => !branch.isDefault), ...branches.filter((b) => b.isDefault)];
  return ordered.map((branch, at) =>
    branch.priorityLevel === at + 1 ? branch : { ...branch, priorityLevel: at + 1 },
  );
}

/** The flow with one more branch in a router (a condition goes before 其他情况); at most ROUTER_BRANCHES_MAX. */
export function addBranch(flow: FlowNode, routerId: string): FlowNode {
  const index = indexFlow(flow);
  const router = index.get(routerId)?.item;
  if (!router || isBranch(router) || !isRouter(router)) return flow;
  const branches = router.conditionNodes ?? [];
  if (branches.length >= ROUTER_BRANCHES_MAX || index.size + 1 > FLOW_NODES_MAX) return flow;
  const kind = router.type === 'condition' ? 'condition' : 'parallel';
  const added = newBranch(new Set(index.keys()), kind, branches.filter((b) => !b.isDefault).length + 1);
  return replaceNode(flow, routerId, (found) => ({
    ...found,
    conditionNodes: prioritised([...(found.conditionNodes ?? []), added]),
  })) as FlowNode;
}

/**
 * The flow without a branch and its chain. A router left with one branch is no router: it gives way
 * to that branch's chain, followed by what came after the router.
 */
export function removeBranch(flow: FlowNode, branchId: string): FlowNode {
  const router = indexFlow(flow).get(branchId)?.router;
  if (!router) return flow;
  const rest = (router.conditionNodes ?? []).filter((branch) => branch.nodeId !== branchId);
  if (rest.length >= 2)
    return replaceNode(flow, router.nodeId, (found) => ({
      ...found,
      conditionNodes: prioritised(rest),
    })) as FlowNode;
  return replaceNode(flow, router.nodeId, (found) =>
    appendChain(rest[0]?.childNode, found.childNode),
  ) as FlowNode;
}

/** A chain followed by another. */
function appendChain(head: FlowNode | undefined, tail: FlowNode | undefined): FlowNode | undefined {
  if (!head) return tail;
  return withChild(head, head.childNode ? appendChain(head.childNode, tail) : tail);
}

/**
 * The flow with a branch moved to position `to` among its router's branches (its priority); the
 * default branch stays last and nothing moves past it.
 */
export function moveBranch(flow: FlowNode, branchId: string, to: number): FlowNode {
  const router = indexFlow(flow).get(branchId)?.router;
  if (!router) return flow;
  const branches = router.conditionNodes ?? [];
  const from = branches.findIndex((branch) => branch.nodeId === branchId);
  const movable = branches.filter((branch) => !branch.isDefault).length;
  if (branches[from]?.isDefault || to < 0 || to >= movable || to === from) return flow;
  const next = [...branches];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return replaceNode(flow, router.nodeId, (found) => ({
    ...found,
    conditionNodes: prioritised(next),
  })) as FlowNode;
}

/** The flow with a node moved to `place` (alone: what followed it stays where it was). */
export function moveNode(flow: FlowNode, id: string, place: Place): FlowNode {
  const index = indexFlow(flow);
  const found = index.get(id)?.item;
  const anchorId = 'after' in place ? place.after : place.inBranch;
  if (!found || isBranch(found) || found.type === 'start' || anchorId === id) return flow;
  // Not into itself: the place may not be one of the node's own branches or their chains.
  if (isRouter(found) && indexFlow({ ...found, childNode: undefined }).has(anchorId)) return flow;
  const without = removeNode(flow, id);
  if (!indexFlow(without).has(anchorId)) return flow;
  return insertAt(without, place, withChild(found, undefined));
}

type Patch<T> = { [K in keyof T]?: T[K] | undefined };

/**
 * The flow with a node's or branch's settings changed: the patch's keys set, a key given as
 * undefined removed. Its id, type, branches and chain are not the patch's to change.
 */
export function updateNode(flow: FlowNode, id: string, patch: Patch<FlowNode> | Patch<FlowBranch>): FlowNode {
  const apply = <T extends FlowItem>(item: T): T => {
    const next: Record<string, unknown> = { ...item };
    for (const [key, value] of Object.entries(patch)) {
      if (key === 'nodeId' || key === 'type' || key === 'childNode' || key === 'conditionNodes') continue;
      if (value === undefined) delete next[key];
      else next[key] = value;
    }
    return next as T;
  };
  const found = indexFlow(flow).get(id);
  if (!found) return flow;
  if (found.router) return replaceBranch(flow, id, (branch) => apply(branch));
  return replaceNode(flow, id, (node) => apply(node)) as FlowNode;
}

/** The flow with a node or branch renamed (trimmed; an empty name or the default branch's is kept). */
export function renameNode(flow: FlowNode, id: string, name: string): FlowNode {
  const trimmed = name.trim().slice(0, NODE_NAME_MAX);
  const found = indexFlow(flow).get(id)?.item;
  if (!found || trimmed === '' || trimmed === found.nodeName) return flow;
  if (isBranch(found) && found.isDefault) return flow;
  return updateNode(flow, id, { nodeName: trimmed });
}
