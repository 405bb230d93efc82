import { QueryState, useData } from '@core/data';
import type { RoomHistoryEntry } from '@manifests/contracts/park';
import { Empty, Table, Tag } from 'antd';
import { roomHistoryQuery } from '../../api/park-queries';

const KIND_LABELS: Record<RoomHistoryEntry['kind'], string> = {
  lease: '租赁',
  reservation: '预定',
  self_use: '自用',
  renovation: '装修',
};

const columns = [
  {
    key: 'kind',
    title: '类型',
    className: 'park-history__nowrap',
    render: (_: unknown, row: RoomHistoryEntry) => KIND_LABELS[row.kind],
  },
  {
    key: 'days',
    title: '日期',
    render: (_: unknown, row: RoomHistoryEntry) => (
      // The two days on two lines: the drawer is narrow, and the holder's name needs the width.
      <span className="park-history__days">
        {row.from} 至
        <br />
        {row.to}
      </span>
    ),
  },
  {
    key: 'holder',
    title: '租户 / 备注',
    render: (_: unknown, row: RoomHistoryEntry) => (
      <>
        {row.holderName ?? (row.note || '—')}
        {row.reference && <div className="park-history__reference">合同：{row.reference}</div>}
      </>
    ),
  },
  {
    key: 'live',
    title: '状态',
    className: 'park-history__nowrap',
    render: (_: unknown, row: RoomHistoryEntry) =>
      row.live ? <Tag color="blue">有效</Tag> : <Tag>已释放</Tag>,
  },
];

/** The room card's 占用记录: every lease, reservation and block of the room, newest first. */
export function RoomHistory({ roomUniqueId }: { roomUniqueId: string }) {
  const history = useData(roomHistoryQuery, roomUniqueId);
  return (
    <section aria-label="占用记录" className="park-history">
      <h3 className="park-history__title">占用记录</h3>
      <QueryState
        query={history}
        errorTitle="占用记录加载失败"
        size="small"
        isEmpty={(rows) => rows.length === 0}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="这间房还没有占用记录" />}
      >
        {(rows) => (
          <Table size="small" rowKey="uniqueId" columns={columns} dataSource={rows} pagination={false} />
        )}
      </QueryState>
    </section>
  );
}
