import type { FlowNode } from '@manifests/contracts/approval-flow';
import { Button, Tooltip } from 'antd';
import { Fragment, memo } from 'react';
import { AddNodeButton } from './add-node-button';
import { BranchColumn } from './branch-column';
import { BranchSorting } from './branch-sorting';
import { useFlowActions, useFlowView } from './designer-context';
import { isRouter, sameCard } from './flow-tree';
import { NodeCard, ProblemTip } from './node-card';

/**
 * A chain of nodes from `node` down, each followed by its + button, drawn as one flat keyed list: a
 * node added or removed in the middle leaves the others where React knows them, so their memoised
 * cards are skipped (nested one inside the next, every node below would move and be drawn again).
 * Memoised on the first node: an edit rebuilds only the path to what it changed, so every untouched
 * chain is skipped whole.
 */
export const FlowChain = memo(function FlowChain({ node }: { node: FlowNode | undefined }) {
  const nodes: FlowNode[] = [];
  for (let at = node; at; at = at.childNode) nodes.push(at);
  return nodes.map((one) => (
    <Fragment key={one.nodeId}>
      {isRouter(one) ? <RouterBlock router={one} /> : <NodeCard node={one} />}
      <AddNodeButton after={one.nodeId} />
    </Fragment>
  ));
});

/**
 * A router: its branches side by side, each a column with its card, its + and its own chain, joined
 * below, and sorted by dragging; 添加条件 (or 添加分支) on the top line.
 */
const RouterBlock = memo(
  function RouterBlock({ router }: { router: FlowNode }) {
    const actions = useFlowActions();
    const { readOnly, problems } = useFlowView();
    const branches = router.conditionNodes ?? [];
    const movable = branches.filter((branch) => !branch.isDefault).length;
    const messages = problems.get(router.nodeId);
    const top = readOnly ? (
      <span className="atrium-flow-router__label">{router.nodeName}</span>
    ) : (
      <Button
        size="small"
        className="atrium-flow-router__add"
        onClick={() => actions.addBranch(router.nodeId)}
      >
        {router.type === 'condition' ? '添加条件' : '添加分支'}
      </Button>
    );
    return (
      <div
        className={`atrium-flow-router${messages ? ' atrium-flow-router--problem' : ''}`}
        data-node-id={router.nodeId}
      >
        <div className="atrium-flow-router__branches">
          <BranchSorting router={router}>
            {branches.map((branch, index) => (
              <BranchColumn
                key={branch.nodeId}
                branch={branch}
                router={router}
                index={index}
                count={branches.length}
                movable={movable}
                draggable={!readOnly && !branch.isDefault && movable > 1}
              >
                <FlowChain node={branch.childNode} />
              </BranchColumn>
            ))}
          </BranchSorting>
          <div className="atrium-flow-router__top">
            {messages ? <Tooltip title={<ProblemTip messages={messages} />}>{top}</Tooltip> : top}
          </div>
        </div>
      </div>
    );
  },
  // What follows the router is not its to draw: a change below it leaves it as it is.
  (before, after) =>
    before.router.conditionNodes === after.router.conditionNodes && sameCard(before.router, after.router),
);
