import { useDebouncedValue } from '@core';
import { TwoPanelLayout } from '@core/components';
import { usePagedList } from '@core/crud';
import { useChange, useData } from '@core/data';
import { Card, Flex, Input, Radio } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MessagePageQuery, MessageSummary, ReadFilter } from '../api/notice-api';
import { messagePageQuery, messageTypesQuery } from '../api/notice-queries';
import { BatchActions, ReadAllButton } from './inbox/inbox-actions';
import { messagePath } from './inbox/message-format';
import { MessageTable, messageActions, messageColumns } from './inbox/message-table';
import { ALL_TYPES, MessageTypeMenu, unreadOf } from './inbox/message-type-menu';
import { useInboxChanges } from './inbox/use-inbox-changes';

const DEFAULT_PAGE_SIZE = 10;
export const KEYWORD_MAX_LENGTH = 64;

/**
 * 消息中心 (/notice/noticeList): the member's inbox, by type (with unread counts), read state and a
 * search on title and body; messages open on their page, and can be marked read or removed one by
 * one, selected in batches, or all of a type at once. The page and the type counts are queries tagged
 * `inbox`: every change to the inbox (here, on a message's page, a notice published to oneself)
 * invalidates it, so they reload at once, or when this kept-alive view is shown again.
 */
const NoticeListPage = observer(function NoticeListPage() {
  const changes = useInboxChanges();
  const readAll = useChange(changes.readAll);
  const readSelected = useChange(changes.read);
  const removeSelected = useChange(changes.remove);
  const navigate = useNavigate();

  const [typeCode, setTypeCode] = useState(ALL_TYPES);
  const [readFilter, setReadFilter] = useState<ReadFilter>('all');
  const [keyword, setKeyword] = useState('');
  const searched = useDebouncedValue(keyword.trim());

  const filters = useMemo<Partial<MessagePageQuery>>(
    () => ({
      typeCode: typeCode === ALL_TYPES ? undefined : typeCode,
      read: readFilter === 'all' ? undefined : readFilter === 'read',
      keyword: searched || undefined,
    }),
    [typeCode, readFilter, searched],
  );
  const actions = useMemo(() => messageActions(changes), [changes]);
  const paged = usePagedList<MessageSummary, MessagePageQuery>({
    columns: messageColumns(),
    query: messagePageQuery,
    params: filters,
    actions,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const types = useData(messageTypesQuery, undefined, { staleTime: 0 });
  const page = paged.query.data;

  // The selection belongs to the page it was made on: any reload (a change, another page) clears it.
  const [selection, setSelection] = useState<{ ids: string[]; on: typeof page }>({ ids: [], on: undefined });
  const selected = selection.on === page ? selection.ids : [];
  const select = (ids: string[]) => setSelection({ ids, on: page });
  const selectedUnread = (page?.list ?? [])
    .filter((message) => selected.includes(message.uniqueId) && !message.read)
    .map((message) => message.uniqueId);

  const unreadHere = unreadOf(types.data, typeCode);

  return (
    <div style={{ padding: 24 }}>
      <TwoPanelLayout
        sideWidth={220}
        side={
          <Card title="消息分类" size="small" styles={{ body: { padding: 4 } }}>
            <MessageTypeMenu types={types} selected={typeCode} onSelect={setTypeCode} />
          </Card>
        }
      >
        <Card
          title="消息中心"
          style={{ flex: 1, minWidth: 0 }}
          extra={
            <ReadAllButton
              unread={unreadHere}
              onReadAll={() =>
                readAll.run({ typeCode: typeCode === ALL_TYPES ? undefined : typeCode, count: unreadHere })
              }
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
              reading={readSelected.busy}
              onRead={() => void readSelected.run(selectedUnread)}
              onRemove={() => removeSelected.run(selected)}
              onClear={() => select([])}
            />
          )}
          <MessageTable
            paged={paged}
            filtered={paged.list.filtered}
            selected={selected}
            onSelect={select}
            onOpen={(message) => navigate(messagePath(message.uniqueId))}
          />
        </Card>
      </TwoPanelLayout>
    </div>
  );
});

export default NoticeListPage;
