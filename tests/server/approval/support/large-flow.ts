import type { FlowBranch, FlowNode, NodeUser } from '../../../../manifests/contracts/approval-flow';
import type { ApprovalForm } from '../../../../manifests/contracts/approval-form';
import { approver, branch, member, otherwise, router, start } from './flows';

/**
 * The large flow the designer is measured on (its component test and `npm run bench` part designer):
 * 199 nodes and branches, one short of the designer's limit (FLOW_NODES_MAX counts both), so that
 * one more node can be added: 179 nodes (发起人, 168 approvers, 10 condition routers) and 20
 * branches. Eight routers of two follow one another, each after a chain of 6; the first branch of
 * two of them holds a router of two of its own; a chain of 6 ends the flow. Node ids name their
 * place: `s3-2` is the second node of the chain before router `r3`, `r1x-o-4` the fourth of the
 * default branch of the router nested in `r1`, `tail-6` the last node.
 */
export const LARGE_FLOW = { nodes: 179, branches: 20, routers: 10 } as const;

/** The form the large flow's conditions read (an amount). */
export const largeFlowForm: ApprovalForm = [
  { name: 'amount', label: '金额', kind: 'amount', required: true },
];

export function largeFlow(people: NodeUser[] = [member('zw', '张伟'), member('ln', '李娜')]): FlowNode {
  const chain = (prefix: string, length: number, end?: FlowNode) => {
    let node = end;
    for (let at = length; at >= 1; at--)
      node = approver(`${prefix}-${at}`, { nodeUserList: people, examineMode: 'sequential' }, node);
    return node;
  };
  const condition = (id: string, first?: FlowNode, other?: FlowNode, after?: FlowNode): FlowNode => {
    const big: FlowBranch = branch(
      `${id}-b`,
      {
        nodeName: '大额',
        conditionGroups: [{ operator: 'and', rules: [{ field: 'amount', operator: 'gt', value: 100000 }] }],
      },
      first,
    );
    return router('condition', id, [big, { ...otherwise(`${id}-o`, other), priorityLevel: 2 }], after);
  };
  let tail = chain('tail', 6);
  for (let at = 7; at >= 0; at--) {
    const nested =
      at % 4 === 1 ? condition(`r${at}x`, chain(`r${at}x-b`, 5), chain(`r${at}x-o`, 4)) : undefined;
    tail = chain(`s${at}`, 6, condition(`r${at}`, chain(`r${at}-b`, 7, nested), chain(`r${at}-o`, 5), tail));
  }
  return start(tail);
}

/** How many nodes (branches apart), branches and routers a flow has. */
export function countFlow(flow: FlowNode): { nodes: number; branches: number; routers: number } {
  const counts = { nodes: 0, branches: 0, routers: 0 };
  const stack: FlowNode[] = [flow];
  while (stack.length > 0) {
    const node = stack.pop() as FlowNode;
    counts.nodes += 1;
    if (node.childNode) stack.push(node.childNode);
    if (!node.conditionNodes) continue;
    counts.routers += 1;
    for (const one of node.conditionNodes) {
      counts.branches += 1;
      if (one.childNode) stack.push(one.childNode);
    }
  }
  return counts;
}
