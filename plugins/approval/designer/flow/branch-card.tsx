import { CloseOutlined, ExclamationCircleFilled, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { FlowBranch, FlowNode } from '@manifests/contracts/approval-flow';
import { Button, Tooltip } from 'antd';
import { memo, useMemo } from 'react';
import { useFlowActions, useFlowView } from './designer-context';
import { EditableTitle } from './editable-title';
import { nodeSummary } from './flow-model';
import { sameCard } from './flow-tree';
import { ProblemTip } from './node-card';

/**
 * A branch's card at the top of its column: its name (renamed in place), its priority and arrows to
 * change it (the default branch stays last), its conditions in one line, and a remove button.
 */
export const BranchCard = memo(
  function BranchCard({
    branch,
    routerType,
    index,
    movable,
  }: {
    branch: FlowBranch;
    routerType: FlowNode['type'];
    index: number;
    /** How many branches may be reordered (all but the default). */
    movable: number;
  }) {
    const actions = useFlowActions();
    const { form, sources, readOnly, problems, selected } = useFlowView();
    const summary = useMemo(
      () => nodeSummary(branch, form, sources, routerType === 'parallel' ? 'parallel' : 'condition'),
      [branch, form, sources, routerType],
    );
    const messages = problems.get(branch.nodeId);
    const condition = routerType === 'condition';
    const canMove = !readOnly && !branch.isDefault;
    const card = (
      // biome-ignore lint/a11y/useSemanticElements: a card holds its own buttons (remove, reorder), so it cannot be a <button>
      <div
        className={[
          'atrium-flow-card',
          'atrium-flow-card--branch',
          messages ? 'atrium-flow-card--problem' : '',
          selected === branch.nodeId ? 'atrium-flow-card--selected' : '',
        ].join(' ')}
        data-node-id={branch.nodeId}
        role="button"
        tabIndex={0}
        aria-label={branch.nodeName}
        onClick={() => actions.select(branch.nodeId)}
        onKeyDown={(event) => {
          if (event.target !== event.currentTarget) return;
          if (event.key === 'Enter') actions.select(branch.nodeId);
          if (canMove && event.altKey && event.key === 'ArrowLeft' && index > 0)
            actions.moveBranch(branch.nodeId, index - 1);
          if (canMove && event.altKey && event.key === 'ArrowRight' && index < movable - 1)
            actions.moveBranch(branch.nodeId, index + 1);
        }}
      >
        <div className="atrium-flow-card__head">
          <EditableTitle
            name={branch.nodeName}
            editable={!readOnly && !branch.isDefault}
            onRename={(name) => actions.rename(branch.nodeId, name)}
          />
          {condition && <span className="atrium-flow-card__priority">优先级{branch.priorityLevel}</span>}
          {messages && <ExclamationCircleFilled className="atrium-flow-card__alert" aria-label="有问题" />}
          {!readOnly && (
            <Button
              type="text"
              size="small"
              className="atrium-flow-card__remove"
              icon={<CloseOutlined />}
              aria-label={`删除${branch.nodeName}`}
              onClick={(event) => {
                event.stopPropagation();
                actions.removeBranch(branch.nodeId);
              }}
            />
          )}
        </div>
        <div
          className={`atrium-flow-card__summary${summary.startsWith('请') ? ' atrium-flow-card__summary--missing' : ''}`}
        >
          {summary}
        </div>
        {canMove && movable > 1 && (
          <div className="atrium-flow-card__order">
            <Button
              type="text"
              size="small"
              icon={<LeftOutlined />}
              aria-label={`${branch.nodeName}优先级提前`}
              disabled={index === 0}
              onClick={(event) => {
                event.stopPropagation();
                actions.moveBranch(branch.nodeId, index - 1);
              }}
            />
            <Button
              type="text"
              size="small"
              icon={<RightOutlined />}
              aria-label={`${branch.nodeName}优先级推后`}
              disabled={index >= movable - 1}
              onClick={(event) => {
                event.stopPropagation();
                actions.moveBranch(branch.nodeId, index + 1);
              }}
            />
          </div>
        )}
      </div>
    );
    return messages ? <Tooltip title={<ProblemTip messages={messages} />}>{card}</Tooltip> : card;
  },
  (before, after) =>
    sameCard(before.branch, after.branch) &&
    before.routerType === after.routerType &&
    before.index === after.index &&
    before.movable === after.movable,
);
