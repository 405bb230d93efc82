import type { FlowNode, TimeLimit } from '@manifests/contracts/approval-flow';
import { Form, InputNumber, Select, Switch } from 'antd';
import type { NodePatch } from './node-drawer';

const DEFAULT_LIMIT: TimeLimit = { remindEveryHours: 24, remindTimes: 1, onTimeout: 'none' };

/** The node's time limit: remind every N hours, M times, then optionally decide for the person. */
export function TimeLimitSettings({
  node,
  readOnly,
  onPatch,
}: {
  node: FlowNode;
  readOnly: boolean;
  onPatch(patch: NodePatch): void;
}) {
  const limit = node.timeLimit;
  const change = (part: Partial<TimeLimit>) =>
    onPatch({ timeLimit: { ...(limit ?? DEFAULT_LIMIT), ...part } });
  return (
    <Form layout="vertical" disabled={readOnly} component="div">
      <Form.Item label="限时处理">
        <Switch
          aria-label="限时处理"
          checked={limit !== undefined}
          onChange={(on) => onPatch({ timeLimit: on ? DEFAULT_LIMIT : undefined })}
        />
      </Form.Item>
      {limit && (
        <>
          <Form.Item label="提醒间隔（小时）">
            <InputNumber
              aria-label="提醒间隔（小时）"
              min={1}
              max={720}
              precision={0}
              value={limit.remindEveryHours}
              onChange={(hours) => hours !== null && change({ remindEveryHours: hours })}
            />
          </Form.Item>
          <Form.Item label="提醒次数">
            <InputNumber
              aria-label="提醒次数"
              min={0}
              max={20}
              precision={0}
              value={limit.remindTimes}
              onChange={(times) => times !== null && change({ remindTimes: times })}
            />
          </Form.Item>
          <Form.Item label="提醒后仍未处理">
            <Select
              aria-label="提醒后仍未处理"
              value={limit.onTimeout}
              onChange={(onTimeout) => change({ onTimeout })}
              options={[
                { value: 'none', label: '不处理' },
                { value: 'approve', label: '自动同意' },
                { value: 'reject', label: '自动拒绝' },
              ]}
            />
          </Form.Item>
        </>
      )}
    </Form>
  );
}
