import { ApprovalLink, ApprovalStateTag, TextLink } from '@core/components';
import { type CrudColumn, StateTag } from '@core/crud';
import { ROOM_USE_LABELS, type RoomUse } from '@manifests/contracts/park-constants';
import type { EntryRow } from '@manifests/contracts/park-entry';
import { ENTRY_STATE_LABELS, ENTRY_STATES, type EntryState } from '@manifests/contracts/park-entry-constants';
import { formatArea } from '../../park-format';
import { ENTRY_STATE_LOOKS } from './entry-looks';

const ALL = 'all';

/**
 * 入驻申请's columns and search: a keyword over company, credit code and applicant, and the state;
 * the company opens the application's page, the approval's state its 审批详情.
 */
export function entryColumns(onOpen: (row: EntryRow) => void): CrudColumn<EntryRow>[] {
  return [
    {
      title: '关键词',
      key: 'keyword',
      hideInTable: true,
      search: { ariaLabel: '搜索入驻申请', placeholder: '搜索企业名称、信用代码或申请人', instant: true },
    },
    {
      title: '申请企业',
      dataIndex: 'companyName',
      width: 220,
      // Not cut: the kit's cut cell re-mounts its content in a tooltip as the pointer arrives, so the
      // link's button would be replaced between press and release and the click lost.
      ellipsis: false,
      render: (name: string, row) => <TextLink onClick={() => onOpen(row)}>{name}</TextLink>,
    },
    { title: '统一社会信用代码', dataIndex: 'creditCode', width: 190 },
    { title: '申请人', dataIndex: 'applicantName', width: 90 },
    {
      title: '需求面积',
      dataIndex: 'area',
      width: 120,
      align: 'right',
      render: (area: number) => formatArea(area),
    },
    { title: '用途', dataIndex: 'use', width: 70, render: (use: RoomUse) => ROOM_USE_LABELS[use] ?? use },
    { title: '预计入驻', dataIndex: 'moveInDate', width: 110 },
    {
      title: '申请状态',
      dataIndex: 'state',
      width: 100,
      render: (state: EntryState) => <StateTag state={state} states={ENTRY_STATE_LOOKS} />,
      search: {
        kind: 'select',
        ariaLabel: '申请状态',
        instant: true,
        emptyValue: ALL,
        initialValue: ALL,
        options: [
          { label: '全部状态', value: ALL },
          ...ENTRY_STATES.map((state) => ({ label: ENTRY_STATE_LABELS[state], value: state })),
        ],
      },
    },
    {
      title: '审批状态',
      key: 'approval',
      width: 110,
      render: (_: unknown, row) =>
        row.approval ? (
          <ApprovalLink uniqueId={row.approval.instanceUniqueId}>
            <ApprovalStateTag state={row.approval.state} />
          </ApprovalLink>
        ) : (
          '—'
        ),
    },
  ];
}
