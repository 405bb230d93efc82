import { ApiError, NETWORK_ERROR_CODE, Notifier, useService } from '@core';
import { useChange } from '@core/data';
import { Alert, Button, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import { ApprovalApi, type ApprovalListItem, newRequestId } from '../../api/approval-api';
import { ApprovalTag } from '../../api/approval-queries';

/** What a 批量同意 answered, or why it was refused as a whole. */
type Outcome =
  | { kind: 'done'; approved: number; refused: { taskUniqueId: string; title: string; message: string }[] }
  | { kind: 'failed'; message: string };

/**
 * 批量同意 of the chosen rows of 待我审批: it asks first (批量同意 N 项审批？), approves each task as
 * its own step, then says how many were approved and lists the refused ones with why. A request whose
 * answer was lost is sent again with the same id when the same rows are approved again.
 */
export function useBatchApprove(onDone: () => void) {
  const api = useService(ApprovalApi);
  const notifier = useService(Notifier);
  const [outcome, setOutcome] = useState<Outcome>();
  const intent = useRef<{ tasks: string; requestId: string }>(undefined);
  const batch = useChange({
    change: async ({
      tasks,
      requestId,
    }: {
      rows: readonly ApprovalListItem[];
      tasks: string[];
      requestId: string;
    }) => {
      const answer = await api.batchApprove(tasks, requestId);
      intent.current = undefined;
      return answer;
    },
    invalidates: [ApprovalTag.approvals],
    success: (answer) => (answer.refused.length === 0 ? `已同意 ${answer.approved} 项审批` : undefined),
    refusal: (message, error) => {
      // A refusal of the whole call changed nothing: the next try is a new intent. A lost answer (the
      // network) may have approved them: the same rows approved again send the same id.
      if (error instanceof ApiError && error.code !== NETWORK_ERROR_CODE) intent.current = undefined;
      setOutcome({ kind: 'failed', message });
    },
    fallback: '批量同意失败，请稍后再试',
    onSuccess: (answer, { rows }) => {
      const titleOf = (taskUniqueId: string) =>
        rows.find((row) => row.taskUniqueId === taskUniqueId)?.title ?? '审批';
      const refused = answer.refused.map((item) => ({ ...item, title: titleOf(item.taskUniqueId) }));
      if (refused.length > 0) setOutcome({ kind: 'done', approved: answer.approved, refused });
      onDone();
    },
  });
  const running = batch.busy;

  const approve = async (rows: readonly ApprovalListItem[]) => {
    const tasks = rows.flatMap((row) => (row.taskUniqueId ? [row.taskUniqueId] : []));
    if (tasks.length === 0) return;
    const asked = await notifier.confirm({
      title: `批量同意 ${tasks.length} 项审批？`,
      content: '每项审批将以「同意」通过当前节点，不填写审批意见。',
      okText: '同意',
      cancelText: '取消',
    });
    if (!asked) return;
    const key = [...tasks].sort().join(',');
    if (intent.current?.tasks !== key) intent.current = { tasks: key, requestId: newRequestId() };
    setOutcome(undefined);
    await batch.run({ rows, tasks, requestId: intent.current.requestId });
  };

  return { approve, running, outcome, dismiss: () => setOutcome(undefined) };
}

/** The chosen rows' bar: how many, 批量同意 and 取消选择. */
export function BatchBar({
  count,
  running,
  onApprove,
  onClear,
}: {
  count: number;
  running: boolean;
  onApprove(): void;
  onClear(): void;
}) {
  return (
    <Flex align="center" gap={12} wrap className="atrium-approval-batch" role="group" aria-label="批量操作">
      <Typography.Text>{`已选择 ${count} 项`}</Typography.Text>
      <Button type="primary" loading={running} onClick={onApprove}>
        批量同意
      </Button>
      <Button onClick={onClear} disabled={running}>
        取消选择
      </Button>
    </Flex>
  );
}

/** What the last 批量同意 answered: approved and refused counts with each refusal's reason. */
export function BatchOutcome({ outcome, onClose }: { outcome: Outcome; onClose(): void }) {
  if (outcome.kind === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={`批量同意失败：${outcome.message}`}
        closable={{ onClose }}
        className="atrium-approval-batch"
      />
    );
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={`已同意 ${outcome.approved} 项，${outcome.refused.length} 项未能同意`}
      description={
        <ul className="atrium-approval-batch__refusals">
          {outcome.refused.map((item) => (
            <li key={item.taskUniqueId}>{`${item.title}：${item.message}`}</li>
          ))}
        </ul>
      }
      closable={{ onClose }}
      className="atrium-approval-batch"
    />
  );
}

export type { Outcome as BatchOutcomeValue };
