import { CloseOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import type { FlowNode } from '@manifests/contracts/approval-flow';
import { Button, Tooltip } from 'antd';
import { memo, useMemo } from 'react';
import { useFlowActions, useFlowView } from './designer-context';
import { EditableTitle } from './editable-title';
import { nodeSummary } from './flow-model';
import { sameCard } from './flow-tree';

const KIND_CLASS: Record<FlowNode['type'], string> = {
  start: 'start',
  approver: 'approver',
  handler: 'handler',
  cc: 'cc',
  condition: 'router',
  parallel: 'router',
};

/** What a card with problems says on hover: each reason on its line. */
export function ProblemTip({ messages }: { messages: readonly string[] }) {
  return (
    <div className="atrium-flow-card__problems">
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </div>
  );
}

/**
 * One node of the chain: its coloured head with the title (renamed in place) and a remove button,
 * its one-line summary below; a red outline and the reasons on hover when it has problems. Drawn
 * again only when its node, the form, the sources, its problems or the selection change.
 */
export const NodeCard = memo(
  function NodeCard({ node }: { node: FlowNode }) {
    const actions = useFlowActions();
    const { form, sources, readOnly, problems, selected } = useFlowView();
    const summary = useMemo(() => nodeSummary(node, form, sources), [node, form, sources]);
    const messages = problems.get(node.nodeId);
    const isStart = node.type === 'start';
    const missing = summary.startsWith('请');
    const card = (
      // biome-ignore lint/a11y/useSemanticElements: a card holds its own buttons (remove, reorder), so it cannot be a <button>
      <div
        className={[
          'atrium-flow-card',
          `atrium-flow-card--${KIND_CLASS[node.type]}`,
          messages ? 'atrium-flow-card--problem' : '',
          selected === node.nodeId ? 'atrium-flow-card--selected' : '',
        ].join(' ')}
        data-node-id={node.nodeId}
        role="button"
        tabIndex={0}
        aria-label={node.nodeName}
        onClick={() => actions.select(node.nodeId)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) actions.select(node.nodeId);
        }}
      >
        <div className="atrium-flow-card__head">
          <EditableTitle
            name={node.nodeName}
            editable={!readOnly && !isStart}
            onRename={(name) => actions.rename(node.nodeId, name)}
          />
          {messages && <ExclamationCircleFilled className="atrium-flow-card__alert" aria-label="有问题" />}
          {!readOnly && !isStart && (
            <Button
              type="text"
              size="small"
              className="atrium-flow-card__remove"
              icon={<CloseOutlined />}
              aria-label={`删除${node.nodeName}`}
              onClick={(event) => {
                event.stopPropagation();
                actions.remove(node.nodeId);
              }}
            />
          )}
        </div>
        <div className={`atrium-flow-card__summary${missing ? ' atrium-flow-card__summary--missing' : ''}`}>
          {summary}
        </div>
      </div>
    );
    return messages ? <Tooltip title={<ProblemTip messages={messages} />}>{card}</Tooltip> : card;
  },
  (before, after) => sameCard(before.node, after.node),
);
