import { formatDateTime } from '@core';
import { Descriptions } from 'antd';
import type { ApprovalDetail } from '../../api/approval-api';

/** Who started what, when: 审批编号, 发起人 and their departments, the template and its version, the times. */
export function DetailSummary({ detail }: { detail: ApprovalDetail }) {
  const departments = detail.initiator.departments.join('、');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        { key: 'serialNo', label: '审批编号', children: detail.serialNo },
        {
          key: 'initiator',
          label: '发起人',
          children: departments ? `${detail.initiator.name}（${departments}）` : detail.initiator.name,
        },
        { key: 'template', label: '审批类型', children: `${detail.templateName}（第 ${detail.version} 版）` },
        { key: 'startedAt', label: '发起时间', children: formatDateTime(detail.startedAt) },
        {
          key: 'finishedAt',
          label: '完成时间',
          children: detail.finishedAt ? formatDateTime(detail.finishedAt) : '—',
        },
        ...(detail.summary ? [{ key: 'summary', label: '摘要', children: detail.summary }] : []),
      ]}
    />
  );
}
