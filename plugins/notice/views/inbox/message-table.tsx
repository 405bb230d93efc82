import { formatDateTime } from '@core';
import { type CrudColumn, type PagedList, PagedTable, type RowAction } from '@core/crud';
import { Flex, Typography } from 'antd';
import type { MessagePageQuery, MessageSummary } from '../../api/notice-api';
import { publisherOf } from './message-format';
import { MessageTitleLink } from './message-title-link';
import { MessageTypeTag } from './message-type-tag';
import './inbox.css';

import type { InboxChanges } from './use-inbox-changes';

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

const COLUMNS: CrudColumn<MessageSummary>[] = [
  // The title and summary take the room the other columns leave.
  {
    title: '消息',
    key: 'title',
    minWidth: 280,
    render: (_value, message) => <MessageTitle message={message} />,
  },
  {
    title: '发布人与时间',
    key: 'sent',
    width: 150,
    render: (_value, message) => (
      <Flex vertical gap={2}>
        <span>{publisherOf(message)}</span>
        <Typography.Text type="secondary">
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </Typography.Text>
      </Flex>
    ),
  },
];

/** The inbox's columns: no search of the kit's (the inbox has its type menu, read state and search). */
export function messageColumns(): readonly CrudColumn<MessageSummary>[] {
  return COLUMNS;
}

/** 标为已读 (unread rows only) and 删除 (asks first). */
export function messageActions(changes: InboxChanges): RowAction<MessageSummary>[] {
  return [
    { key: 'read', label: '标为已读', visible: (message) => !message.read, change: changes.readRow },
    {
      key: 'remove',
      label: '删除',
      danger: true,
      confirm: { title: '确定删除这条消息？', okText: '删除' },
      change: changes.removeRow,
    },
  ];
}

/** The paged inbox on the kit's paged table (its failure with 重试, then the rows): click a row (or its title) to open it; rows can be selected for batch actions. */
export function MessageTable({
  paged,
  filtered,
  selected,
  onSelect,
  onOpen,
}: {
  /** The list's page, query and actions (`usePagedList`). */
  paged: PagedList<MessageSummary, MessagePageQuery>;
  /** Whether a type, read state or search is applied (the empty state says so). */
  filtered: boolean;
  selected: string[];
  onSelect(uniqueIds: string[]): void;
  onOpen(message: MessageSummary): void;
}) {
  return (
    <PagedTable<MessageSummary, MessagePageQuery>
      paged={paged}
      rowKey="uniqueId"
      columns={messageColumns()}
      errorTitle="消息加载失败"
      narrowed={filtered}
      emptyText={(narrowed) => (narrowed ? '没有符合条件的消息' : '暂无消息')}
      actionsWidth={132}
      rowClassName={(message) =>
        message.read ? 'atrium-inbox__row' : 'atrium-inbox__row atrium-inbox__row--unread'
      }
      onRowClick={onOpen}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(String)),
        getCheckboxProps: (message) => ({ 'aria-label': `选择「${message.title}」` }),
        getTitleCheckboxProps: () => ({ 'aria-label': '选择本页全部消息' }),
      }}
    />
  );
}
