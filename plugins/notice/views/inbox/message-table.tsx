import { pagePagination } from '@core/components';
import type { Page } from '@core/data';
import { Button, Empty, Flex, Popconfirm, Space, Table, type TableColumnsType, Typography } from 'antd';
import type { MouseEvent } from 'react';
import type { MessageSummary } from '../../api/notice-api';
import { formatMessageTime, publisherOf } from './message-format';
import { MessageTitleLink } from './message-title-link';
import { MessageTypeTag } from './message-type-tag';
import './inbox.css';

export interface MessageRowHandlers {
  onOpen(message: MessageSummary): void;
  onRead(message: MessageSummary): Promise<unknown>;
  onRemove(message: MessageSummary): Promise<unknown>;
}

/** Whether a click on a row meant the row itself, not one of its controls or a confirm it opened. */
function isRowClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  // Clicks in a Popconfirm bubble through React's portal to the row: they are not inside it.
  if (!event.currentTarget.contains(target)) return false;
  // By the end of antd's class name: the console embedded in a host prefixes antd's classes its own way.
  return !target.closest('a, button, input, label, [class*="-table-selection-column"]');
}

/** The type and the title with its unread mark (a dot and bold), and the summary below. */
function MessageTitle({ message }: { message: MessageSummary }) {
  return (
    <Flex vertical gap={2} className="atrium-inbox__title-cell">
      <Flex align="center" gap={8} className="atrium-inbox__title-line">
        <MessageTypeTag code={message.typeCode} name={message.typeName} />
        <MessageTitleLink message={message} />
      </Flex>
      {message.summary && (
        <Typography.Text type="secondary" ellipsis className="atrium-inbox__summary">
          {message.summary}
        </Typography.Text>
      )}
    </Flex>
  );
}

function columns(handlers: MessageRowHandlers): TableColumnsType<MessageSummary> {
  return [
    { title: '消息', key: 'title', render: (_value, message) => <MessageTitle message={message} /> },
    {
      title: '发布人与时间',
      key: 'sent',
      width: 150,
      render: (_value, message) => (
        <Flex vertical gap={2}>
          <span>{publisherOf(message)}</span>
          <Typography.Text type="secondary">
            <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 132,
      render: (_value, message) => (
        <Space size={0}>
          {!message.read && (
            <Button type="link" size="small" onClick={() => handlers.onRead(message)}>
              标为已读
            </Button>
          )}
          <Popconfirm
            title="确定删除这条消息？"
            okText="删除"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            onConfirm={() => handlers.onRemove(message)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}

/** The paged inbox: click a row (or its title) to open it; rows can be selected for batch actions. */
export function MessageTable({
  page,
  loading,
  pageNum,
  pageSize,
  filtered,
  selected,
  onSelect,
  handlers,
  onPage,
}: {
  page: Page<MessageSummary> | undefined;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  /** Whether a type, read state or search is applied (the empty state says so). */
  filtered: boolean;
  selected: string[];
  onSelect(uniqueIds: string[]): void;
  handlers: MessageRowHandlers;
  onPage(pageNum: number, pageSize: number): void;
}) {
  return (
    <Table<MessageSummary>
      rowKey="uniqueId"
      columns={columns(handlers)}
      dataSource={page?.list ?? []}
      loading={loading}
      // Fixed: the title takes what the other columns leave, and a long summary ends in an ellipsis.
      tableLayout="fixed"
      rowClassName={(message) =>
        message.read ? 'atrium-inbox__row' : 'atrium-inbox__row atrium-inbox__row--unread'
      }
      onRow={(message) => ({
        onClick: (event) => {
          if (isRowClick(event)) handlers.onOpen(message);
        },
      })}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(String)),
        getCheckboxProps: (message) => ({ 'aria-label': `选择「${message.title}」` }),
        getTitleCheckboxProps: () => ({ 'aria-label': '选择本页全部消息' }),
      }}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={filtered ? '没有符合条件的消息' : '暂无消息'}
          />
        ),
      }}
      pagination={pagePagination({ pageNum, pageSize, total: page?.total ?? 0 }, onPage)}
    />
  );
}
