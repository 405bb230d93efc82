import type { BusinessApproval } from '@manifests/contracts/approval';
import { Timeline, Typography } from 'antd';
import { formatDateTime } from '../../format/date-time';

/** What each step of the timeline reads as (the kinds `approvalOf` answers; a node reached is left out). */
const STEP_NAMES: Readonly<Record<string, string>> = {
  start: '提交审批',
  approve: '同意',
  reject: '拒绝',
  handle: '办理',
  'auto-approve': '超时自动同意',
  'auto-reject': '超时自动拒绝',
  return: '退回',
  resubmit: '重新提交',
  withdraw: '撤回',
  terminate: '终止',
  transfer: '转交',
  'add-before': '加签',
  'add-after': '加签',
  comment: '评论',
  urge: '催办',
  remind: '提醒',
  finish: '审批结束',
};

/**
 * A business object's approval, step by step: who, when, what and with which comment (the timeline of
 * the approval area's `approvalOf`), on the owning area's detail page (入驻申请详情, a loan's 借用详情).
 */
export function ApprovalTimeline({ approval }: { approval: BusinessApproval }) {
  const steps = approval.timeline.filter((entry) => entry.kind !== 'node');
  return (
    <Timeline
      items={steps.map((entry, index) => ({
        key: `${entry.kind}-${index}`,
        content: (
          <>
            <Typography.Text strong>{STEP_NAMES[entry.kind] ?? entry.kind}</Typography.Text>
            {entry.actor && <Typography.Text>　{entry.actor.name}</Typography.Text>}
            {entry.nodeName && <Typography.Text type="secondary">（{entry.nodeName}）</Typography.Text>}
            <div>
              <Typography.Text type="secondary">{formatDateTime(entry.at)}</Typography.Text>
            </div>
            {entry.comment && <div>{entry.comment}</div>}
          </>
        ),
      }))}
    />
  );
}
