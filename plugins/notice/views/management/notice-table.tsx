import { pagePagination } from '@core/components';
import type { Page } from '@core/data';
import {
  Button,
  Empty,
  Flex,
  Popconfirm,
  Progress,
  Space,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import type { PublishedNotice } from '../../api/notice-api';
import { formatPublishedAt, readPercent } from './notice-format';
import { NoticeScopeTags } from './notice-scope-tags';

export const REMOVE_QUESTION = '撤回后，所有接收人将不再看到这条通知。确定撤回？';

function ReadProgress({ notice }: { notice: PublishedNotice }) {
  const percent = readPercent(notice.readCount, notice.recipientCount);
  return (
    <Flex vertical gap={2}>
      <Typography.Text>
        {notice.readCount}/{notice.recipientCount}
      </Typography.Text>
      <Progress
        percent={percent}
        size={[72, 6]}
        showInfo={false}
        style={{ margin: 0, lineHeight: 1 }}
        aria-label={`已读 ${notice.readCount} 人，共 ${notice.recipientCount} 人`}
      />
    </Flex>
  );
}

function RemoveAction({ onRemove }: { onRemove(): Promise<unknown> }) {
  return (
    <Popconfirm
      title="撤回通知"
      description={REMOVE_QUESTION}
      okText="撤回"
      cancelText="取消"
      okButtonProps={{ danger: true }}
      onConfirm={() => onRemove()}
    >
      <Button type="link" size="small" danger>
        撤回
      </Button>
    </Popconfirm>
  );
}

function columns(
  canRemove: boolean,
  onView: (notice: PublishedNotice) => void,
  onRemove: (notice: PublishedNotice) => Promise<unknown>,
): TableColumnsType<PublishedNotice> {
  return [
    {
      title: '标题',
      dataIndex: 'title',
      ellipsis: true,
      render: (title: string, notice) => (
        <Typography.Link onClick={() => onView(notice)} title={title}>
          {title}
        </Typography.Link>
      ),
    },
    {
      title: '接收范围',
      key: 'scope',
      width: 180,
      render: (_value, notice) => <NoticeScopeTags notice={notice} />,
    },
    { title: '发布人', dataIndex: 'publisherName', width: 96, render: (name: string) => name || '—' },
    {
      title: '发布时间',
      dataIndex: 'publishedAt',
      width: 148,
      render: (publishedAt: string) => formatPublishedAt(publishedAt),
    },
    {
      title: '已读',
      key: 'read',
      width: 104,
      render: (_value, notice) => <ReadProgress notice={notice} />,
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'end',
      width: canRemove ? 112 : 72,
      render: (_value, notice) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onView(notice)}>
            查看
          </Button>
          {canRemove && <RemoveAction onRemove={() => onRemove(notice)} />}
        </Space>
      ),
    },
  ];
}

/** The paged list of published notices; 撤回 shows only to holders of NOTICE_REMOVE. */
export function NoticeTable({
  page,
  loading,
  pageNum,
  pageSize,
  emptyText,
  canRemove,
  onView,
  onRemove,
  onPage,
}: {
  page: Page<PublishedNotice> | undefined;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  emptyText: string;
  canRemove: boolean;
  onView(notice: PublishedNotice): void;
  onRemove(notice: PublishedNotice): Promise<unknown>;
  onPage(pageNum: number, pageSize: number): void;
}) {
  return (
    <Table<PublishedNotice>
      rowKey="uniqueId"
      columns={columns(canRemove, onView, onRemove)}
      dataSource={page?.list ?? []}
      loading={loading}
      tableLayout="fixed"
      scroll={{ x: 760 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      pagination={pagePagination({ pageNum, pageSize, total: page?.total ?? 0 }, onPage)}
    />
  );
}
