import type { FlowBranch, FlowNode } from '../../../../manifests/contracts/approval-flow';

/**
 * Where an instance stands in its flow: which task nodes (approver, handler, cc) are done, in the
 * order they were, and which branch each condition router took when it was reached — the choice is
 * kept, so a later change of the form or of the initiator's department does not move a running
 * instance to another branch. This is all an instance stores of its position: what is active now and
 * what is still to come are derived from it and the flow (`frontier`, `predict`).
 */
export interface FlowProgress {
  done: readonly string[];
  /** Router nodeId → the branch taken, and how many nodes were done when it was chosen. */
  chosen: Readonly<Record<string, { branch: string; at: number }>>;
}

export const NO_PROGRESS: FlowProgress = { done: [], chosen: {} };

/** Picks a condition router's branch when the router is first reached (see `chooseBranch`). */
export type BranchChooser = (router: FlowNode) => FlowBranch | undefined;

export interface Frontier {
  /** The task nodes to act on now: one, or one per unfinished parallel branch. */
  active: FlowNode[];
  /** Routers reached for the first time by this walk and the branch each took: record them. */
  choices: Record<string, string>;
  /** Nothing remains: every node on the way is done. */
  finished: boolean;
}

const isTask = (node: FlowNode) => node.type === 'approver' || node.type === 'handler' || node.type === 'cc';

interface Walk {
  active: FlowNode[];
  complete: boolean;
}

/**
 * The task nodes active now: walking the chain from the start, a done node is passed; the first one
 * not done is active; a condition router follows its (recorded or newly chosen) branch then its own
 * child; a parallel router is passed once every branch is complete, its unfinished branches each
 * giving their active node meanwhile.
 */
export function frontier(flow: FlowNode, progress: FlowProgress, choose: BranchChooser): Frontier {
  const done = new Set(progress.done);
  const choices: Record<string, string> = {};

  const branchOf = (router: FlowNode): FlowBranch | undefined => {
    const recorded = progress.chosen[router.nodeId]?.branch ?? choices[router.nodeId];
    if (recorded !== undefined) return router.conditionNodes?.find((branch) => branch.nodeId === recorded);
    const branch = choose(router);
    if (branch) choices[router.nodeId] = branch.nodeId;
    return branch;
  };

  const walk = (node: FlowNode | undefined): Walk => {
    if (!node) return { active: [], complete: true };
    if (node.type === 'start') return walk(node.childNode);
    if (isTask(node))
      return done.has(node.nodeId) ? walk(node.childNode) : { active: [node], complete: false };
    if (node.type === 'condition') {
      const inner = walk(branchOf(node)?.childNode);
      return inner.complete ? walk(node.childNode) : inner;
    }
    // parallel: every branch must be complete before the chain goes on.
    const branches = (node.conditionNodes ?? []).map((branch) => walk(branch.childNode));
    if (branches.every((branch) => branch.complete)) return walk(node.childNode);
    return { active: branches.flatMap((branch) => branch.active), complete: false };
  };

  const result = walk(flow);
  return { active: result.active, choices, finished: result.complete };
}

/** The progress with a walk's new router choices recorded. */
export function withChoices(progress: FlowProgress, choices: Record<string, string>): FlowProgress {
  const added = Object.entries(choices);
  if (added.length === 0) return progress;
  const chosen = { ...progress.chosen };
  for (const [router, branch] of added) chosen[router] = { branch, at: progress.done.length };
  return { done: progress.done, chosen };
}

/** The progress once `nodeIds` are done. */
export function withDone(progress: FlowProgress, nodeIds: readonly string[]): FlowProgress {
  const known = new Set(progress.done);
  return { done: [...progress.done, ...nodeIds.filter((id) => !known.has(id))], chosen: progress.chosen };
}

/**
 * The progress of a 退回 to `nodeId`, a node already passed: it and everything done after it are to
 * do again (in a parallel router, the other branches' later nodes too), and routers reached after it
 * choose again. Undefined when the node was not passed.
 */
export function returnedTo(progress: FlowProgress, nodeId: string): FlowProgress | undefined {
  const index = progress.done.indexOf(nodeId);
  if (index < 0) return undefined;
  const chosen = Object.fromEntries(
    Object.entries(progress.chosen).filter(([, choice]) => choice.at <= index),
  );
  return { done: progress.done.slice(0, index), chosen };
}

/**
 * The task nodes still to come, in waves as the flow predicts them now (a wave holds the parallel
 * branches' nodes that would be active together): the current frontier first, then each next one as
 * if every active node were done. Routers not yet reached are judged by `choose` as things stand.
 */
export function predict(flow: FlowNode, progress: FlowProgress, choose: BranchChooser): FlowNode[][] {
  const waves: FlowNode[][] = [];
  let current = progress;
  // Each wave completes at least one node, so there are never more waves than nodes.
  for (let guard = 0; guard < 10_000; guard++) {
    const next = frontier(flow, current, choose);
    if (next.finished || next.active.length === 0) break;
    waves.push(next.active);
    current = withDone(
      withChoices(current, next.choices),
      next.active.map((node) => node.nodeId),
    );
  }
  return waves;
}

/** Every node and branch of a flow, depth first (the start node first). */
export function* allNodes(flow: FlowNode): Generator<FlowNode | FlowBranch> {
  const stack: (FlowNode | FlowBranch)[] = [flow];
  while (stack.length > 0) {
    const node = stack.pop() as FlowNode | FlowBranch;
    yield node;
    if (node.childNode) stack.push(node.childNode);
    if ('conditionNodes' in node && node.conditionNodes) stack.push(...[...node.conditionNodes].reverse());
  }
}

/** The task node of `nodeId`, if the flow has one. */
export function taskNode(flow: FlowNode, nodeId: string): FlowNode | undefined {
  for (const node of allNodes(flow))
    if (node.nodeId === nodeId && 'type' in node && isTask(node)) return node;
  return undefined;
}
