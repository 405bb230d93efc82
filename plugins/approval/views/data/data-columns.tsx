import { formatDateTime } from '@core';
import { APPROVAL_STATE_OPTIONS, ApprovalStateTag, DepartmentPicker } from '@core/components';
import type { CrudColumn, SearchControlProps } from '@core/crud';
import { Select } from 'antd';
import type { ApprovalDataOptions, ApprovalDataRow } from '../../api/approval-api';
import { startedRangeOf } from '../center/approval-columns';

export interface DataFilterChoices {
  options: ApprovalDataOptions | undefined;
  /** Whether the choices are still loading (the selects say so). */
  loading: boolean;
}

/**
 * 审批数据管理's base columns and its search: 审批类型 (every template), a keyword, 状态, 发起人 (who
 * started any approval, searchable), 部门 (the organisation's tree: sub-departments included) and the
 * start dates.
 * `open` is the serial number's link to 审批详情.
 */
export function dataColumns(
  choices: DataFilterChoices,
  open: (row: ApprovalDataRow) => void,
): CrudColumn<ApprovalDataRow>[] {
  const templates = (choices.options?.templates ?? []).map((template) => ({
    value: template.uniqueId,
    label: template.enabled ? template.name : `${template.name}（已停用）`,
  }));
  const initiators = (choices.options?.initiators ?? []).map((initiator) => ({
    value: initiator.uniqueId,
    label: initiator.name,
  }));
  return [
    {
      title: '审批编号',
      dataIndex: 'serialNo',
      minWidth: 124,
      render: (serialNo: string, row) => (
        <a
          href={`#${row.uniqueId}`}
          onClick={(event) => {
            event.preventDefault();
            open(row);
          }}
        >
          {serialNo}
        </a>
      ),
    },
    { title: '标题', dataIndex: 'title', ellipsis: true, minWidth: 100 },
    {
      title: '审批类型',
      dataIndex: 'templateName',
      ellipsis: true,
      search: {
        kind: 'select',
        name: 'templateUniqueId',
        options: templates,
        placeholder: choices.loading ? '加载中…' : '全部类型',
        order: 0,
      },
    },
    {
      title: '发起人',
      dataIndex: 'initiatorName',
      ellipsis: true,
      search: {
        name: 'initiatorUniqueId',
        order: 3,
        render: (props: SearchControlProps) => (
          <Select
            {...props}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={choices.loading}
            placeholder="全部发起人"
            options={initiators}
            notFoundContent="没有匹配的成员"
            style={{ width: 160 }}
          />
        ),
      },
    },
    {
      title: '部门',
      dataIndex: 'departments',
      ellipsis: true,
      search: {
        name: 'departmentUniqueId',
        order: 4,
        render: ({ value, onChange, ...props }: SearchControlProps) => (
          <DepartmentPicker
            {...props}
            value={value as string | undefined}
            onChange={onChange}
            placeholder="全部部门"
            style={{ width: 180 }}
          />
        ),
      },
    },
    {
      title: '状态',
      dataIndex: 'state',
      minWidth: 80,
      render: (state: ApprovalDataRow['state']) => <ApprovalStateTag state={state} />,
      search: { kind: 'select', name: 'state', options: APPROVAL_STATE_OPTIONS, placeholder: '全部状态', order: 2 },
    },
    {
      title: '当前节点',
      dataIndex: 'currentNodes',
      ellipsis: true,
      render: (nodes: string) => nodes || '—',
    },
    {
      title: '发起时间',
      dataIndex: 'startedAt',
      minWidth: 144,
      render: (at: string) => formatDateTime(at),
      search: { kind: 'dateRange', name: 'started', label: '发起日期', transform: startedRangeOf, order: 5 },
    },
    {
      title: '完成时间',
      dataIndex: 'finishedAt',
      minWidth: 144,
      render: (at: string | null) => (at ? formatDateTime(at) : '—'),
    },
    {
      title: '关键词',
      key: 'keyword',
      hideInTable: true,
      search: { name: 'keyword', placeholder: '标题、编号或摘要', order: 1 },
    },
  ];
}
