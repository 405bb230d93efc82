import { formatDateTime } from '@core';
import { APPROVAL_STATE_OPTIONS, ApprovalStateTag, approvalDetailPath } from '@core/components';
import { type CrudColumn, dateOf, type SearchOption } from '@core/crud';
import { Flex, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router-dom';
import type { ApprovalBox, ApprovalListItem } from '../../api/approval-api';

/** The lists' tabs: what each is called and which box it reads. */
export const APPROVAL_LIST_TABS: readonly { box: ApprovalBox; label: string }[] = [
  { box: 'todo', label: '待我审批' },
  { box: 'done', label: '我已审批' },
  { box: 'mine', label: '我发起的' },
  { box: 'cc', label: '抄送我的' },
];

/** 发起时间's range as the server takes it: `startedFrom`/`startedTo`, days as `YYYY-MM-DD`. */
export function startedRangeOf(value: unknown): Record<string, string> {
  const [from, to] = Array.isArray(value) ? (value as (Dayjs | null)[]) : [];
  const params: Record<string, string> = {};
  const startedFrom = dateOf(from);
  const startedTo = dateOf(to);
  if (startedFrom) params.startedFrom = startedFrom;
  if (startedTo) params.startedTo = startedTo;
  return params;
}

/** The title (a link to 审批详情, so the keyboard reaches it) and the summary below. */
function TitleCell({ row }: { row: ApprovalListItem }) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Link to={approvalDetailPath(row.instanceUniqueId)}>{row.title}</Link>
      {row.summary && (
        <Typography.Text type="secondary" ellipsis={{ tooltip: row.summary }}>
          {row.summary}
        </Typography.Text>
      )}
    </Flex>
  );
}

const time = (value: string | null) => (value ? <time dateTime={value}>{formatDateTime(value)}</time> : '—');

/**
 * A list's columns and filters: 关键词 (title, 审批编号, summary), 审批类型 (the startable templates),
 * 状态 and 发起时间; 处理时间 in 我已审批 (when the member acted) and 抄送我的 (when copied).
 */
export function approvalColumns(
  box: ApprovalBox,
  templates: readonly SearchOption[],
): CrudColumn<ApprovalListItem>[] {
  const columns: CrudColumn<ApprovalListItem>[] = [
    {
      title: '关键词',
      key: 'keyword',
      hideInTable: true,
      search: { placeholder: '标题、审批编号或摘要', ariaLabel: '搜索审批', order: 0 },
    },
    { title: '审批编号', dataIndex: 'serialNo', width: 130 },
    {
      title: '标题',
      dataIndex: 'title',
      minWidth: 200,
      ellipsis: false,
      render: (_value, row) => <TitleCell row={row} />,
    },
    {
      title: '审批类型',
      dataIndex: 'templateName',
      width: 90,
      search: { kind: 'select', name: 'templateUniqueId', options: [...templates], order: 1 },
    },
    { title: '发起人', dataIndex: 'initiatorName', width: 80 },
    {
      title: '状态',
      dataIndex: 'state',
      width: 80,
      ellipsis: false,
      render: (_value, row) => <ApprovalStateTag state={row.state} />,
      search: { kind: 'select', options: APPROVAL_STATE_OPTIONS, order: 2 },
    },
    {
      title: '当前节点',
      dataIndex: 'currentNodes',
      width: 100,
      render: (_value, row) => row.currentNodes || '—',
    },
    {
      title: '发起时间',
      dataIndex: 'startedAt',
      width: 140,
      render: (_value, row) => time(row.startedAt),
      search: { kind: 'dateRange', name: 'started', transform: startedRangeOf, order: 3 },
    },
  ];
  if (box === 'done' || box === 'cc')
    columns.push({
      title: box === 'done' ? '处理时间' : '抄送时间',
      dataIndex: 'actedAt',
      width: 140,
      render: (_value, row) => time(row.actedAt),
    });
  return columns;
}
