import type { FlowNode } from '@manifests/contracts/approval-flow';
import { Button } from 'antd';
import { memo } from 'react';
import { AddNodeButton } from './add-node-button';
import { BranchCard } from './branch-card';
import { useFlowActions, useFlowView } from './designer-context';
import { isRouter } from './flow-tree';
import { NodeCard } from './node-card';

/**
 * A chain of nodes from `node` down, each followed by its + button. Memoised on the node: an edit
 * rebuilds only the path to what it changed, so every untouched chain is skipped whole.
 */
export const FlowChain = memo(function FlowChain({ node }: { node: FlowNode | undefined }) {
  if (!node) return null;
  return (
    <>
      {isRouter(node) ? <RouterBlock router={node} /> : <NodeCard node={node} />}
      <AddNodeButton after={node.nodeId} />
      <FlowChain node={node.childNode} />
    </>
  );
});

/**
 * A router: its branches side by side, each a column with its card, its + and its own chain, joined
 * below; 添加条件 (or 添加分支) on the top line.
 */
const RouterBlock = memo(function RouterBlock({ router }: { router: FlowNode }) {
  const actions = useFlowActions();
  const { readOnly, problems } = useFlowView();
  const branches = router.conditionNodes ?? [];
  const movable = branches.filter((branch) => !branch.isDefault).length;
  const messages = problems.get(router.nodeId);
  return (
    <div
      className={`atrium-flow-router${messages ? ' atrium-flow-router--problem' : ''}`}
      data-node-id={router.nodeId}
      title={messages?.join('\n')}
    >
      <div className="atrium-flow-router__top">
        {!readOnly && (
          <Button
            size="small"
            className="atrium-flow-router__add"
            onClick={() => actions.addBranch(router.nodeId)}
          >
            {router.type === 'condition' ? '添加条件' : '添加分支'}
          </Button>
        )}
      </div>
      <div className="atrium-flow-router__branches">
        {branches.map((branch, index) => (
          <div key={branch.nodeId} className="atrium-flow-router__column">
            <div className="atrium-flow-router__lines" />
            <BranchCard branch={branch} routerType={router.type} index={index} movable={movable} />
            <AddNodeButton inBranch={branch.nodeId} />
            <FlowChain node={branch.childNode} />
          </div>
        ))}
      </div>
      <div className="atrium-flow-router__join" />
    </div>
  );
});
