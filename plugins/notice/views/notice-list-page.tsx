import { useDebouncedValue, useLastPageWithRows, useListPaging, useService } from '@core';
import { LoadFailedAlert } from '@core/components';
import { Card, Flex, Input, Radio } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type MessagePageQuery, type MessageSummary, NoticeApi, type ReadFilter } from '../api/notice-api';
import { InboxStore } from '../stores/inbox-store';
import { BatchActions, ReadAllButton } from './inbox/inbox-actions';
import { messagePath } from './inbox/message-format';
import { MessageTable } from './inbox/message-table';
import { ALL_TYPES, MessageTypeMenu, totalUnread } from './inbox/message-type-menu';
import { useInboxCommands } from './inbox/use-inbox-commands';
import { useMessagePage, useMessageTypes } from './inbox/use-inbox-data';

const DEFAULT_PAGE_SIZE = 10;
export const KEYWORD_MAX_LENGTH = 64;

/**
 * 消息中心 (/notice/noticeList): the member's inbox, by type (with unread counts), read state and a
 * search on title and body; messages open on their page, and can be marked read or removed one by
 * one, selected in batches, or all of a type at once. Kept alive: it reloads when shown again after
 * the inbox changed elsewhere (InboxStore's revision: a message opened and so read, say).
 */
const NoticeListPage = observer(function NoticeListPage() {
  const api = useService(NoticeApi);
  const inbox = useService(InboxStore);
  const commands = useInboxCommands();
  const navigate = useNavigate();

  const [typeCode, setTypeCode] = useState(ALL_TYPES);
  const [readFilter, setReadFilter] = useState<ReadFilter>('all');
  const [keyword, setKeyword] = useState('');
  const searched = useDebouncedValue(keyword.trim());
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((value) => value + 1);

  const paging = useListPaging(JSON.stringify([typeCode, readFilter, searched]), DEFAULT_PAGE_SIZE);
  const { pageNum, pageSize, goToPage } = paging;

  const query = useMemo<MessagePageQuery>(
    () => ({
      pageNum,
      pageSize,
      ...(typeCode === ALL_TYPES ? {} : { typeCode }),
      ...(readFilter === 'all' ? {} : { read: readFilter === 'read' }),
      ...(searched ? { keyword: searched } : {}),
    }),
    [pageNum, pageSize, typeCode, readFilter, searched],
  );
  const messages = useMessagePage(api, query, inbox.revision, attempt);
  const types = useMessageTypes(api, inbox.revision, attempt);

  const { page } = messages;
  useLastPageWithRows(paging, page);

  // The selection belongs to the page it was made on: any reload (a change, another page) clears it.
  const [selection, setSelection] = useState<{ ids: string[]; on: typeof page }>({ ids: [], on: undefined });
  const selected = selection.on === page ? selection.ids : [];
  const select = (ids: string[]) => setSelection({ ids, on: page });
  const selectedMessages = (page?.list ?? []).filter((message) => selected.includes(message.uniqueId));
  const selectedUnread = selectedMessages
    .filter((message) => !message.read)
    .map((message) => message.uniqueId);

  const unreadHere =
    typeCode === ALL_TYPES
      ? totalUnread(types)
      : types.kind === 'ready'
        ? (types.types.find((type) => type.code === typeCode)?.unreadCount ?? 0)
        : 0;

  return (
    <div style={{ padding: 24 }}>
      <Flex gap={16} align="start">
        <Card
          title="消息分类"
          size="small"
          style={{ width: 220, flexShrink: 0 }}
          styles={{ body: { padding: 4 } }}
        >
          <MessageTypeMenu types={types} selected={typeCode} onSelect={setTypeCode} onRetry={retry} />
        </Card>
        <Card
          title="消息中心"
          style={{ flex: 1, minWidth: 0 }}
          extra={
            <ReadAllButton
              unread={unreadHere}
              onReadAll={() => commands.readAll(typeCode === ALL_TYPES ? undefined : typeCode, unreadHere)}
            />
          }
        >
          <Flex gap={12} wrap style={{ marginBottom: 16 }}>
            <Radio.Group
              aria-label="阅读状态"
              optionType="button"
              value={readFilter}
              onChange={(event) => setReadFilter(event.target.value as ReadFilter)}
              options={[
                { label: '全部', value: 'all' },
                { label: '未读', value: 'unread' },
                { label: '已读', value: 'read' },
              ]}
            />
            <Input.Search
              allowClear
              aria-label="搜索消息"
              placeholder="搜索标题或内容"
              maxLength={KEYWORD_MAX_LENGTH}
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              style={{ width: 280 }}
            />
          </Flex>
          {selected.length > 0 && (
            <BatchActions
              count={selected.length}
              unread={selectedUnread.length}
              onRead={() => commands.read(selectedUnread)}
              onRemove={() => commands.remove(selected)}
              onClear={() => select([])}
            />
          )}
          {messages.error && (
            <LoadFailedAlert title="消息加载失败" message={messages.error} onRetry={retry} />
          )}
          <MessageTable
            page={page}
            loading={messages.loading}
            pageNum={pageNum}
            pageSize={pageSize}
            filtered={Boolean(searched || typeCode !== ALL_TYPES || readFilter !== 'all')}
            selected={selected}
            onSelect={select}
            handlers={{
              onOpen: (message: MessageSummary) => navigate(messagePath(message.uniqueId)),
              onRead: (message) => commands.read([message.uniqueId]),
              onRemove: (message) => commands.remove([message.uniqueId]),
            }}
            onPage={goToPage}
          />
        </Card>
      </Flex>
    </div>
  );
});

export default NoticeListPage;
