import { PlusOutlined } from '@ant-design/icons';
import {
  errorMessage,
  Notifier,
  useDebouncedValue,
  useLastPageWithRows,
  useListPaging,
  usePermission,
  useService,
} from '@core';
import { LoadFailedAlert } from '@core/components';
import { NoticePaths, NoticePermission } from '@manifests/notice';
import { Button, Card, Flex, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NoticeApi, type NoticePageQuery, type PublishedNotice } from '../api/notice-api';
import { InboxStore } from '../stores/inbox-store';
import { NoticeChangesStore } from '../stores/notice-changes-store';
import { NoticeDetailDrawer } from './management/notice-detail-drawer';
import { NoticeTable } from './management/notice-table';
import { usePublishedNotices } from './management/use-published-notices';

const DEFAULT_PAGE_SIZE = 10;

/**
 * 通知管理 (/notice/noticeManage): the notices published in the organisation, newest first, with a
 * search on the title, who received each and how many have read it; 查看 opens one, 发布通知 and
 * 撤回 show only to holders of their codes. Kept alive: it reloads when shown again after a notice was
 * published or withdrawn (NoticeChangesStore).
 */
const NoticeManagementPage = observer(function NoticeManagementPage() {
  const api = useService(NoticeApi);
  const notifier = useService(Notifier);
  const changes = useService(NoticeChangesStore);
  const inbox = useService(InboxStore);
  const navigate = useNavigate();
  const can = {
    publish: usePermission(NoticePermission.publish),
    remove: usePermission(NoticePermission.remove),
  };

  const [keyword, setKeyword] = useState('');
  const searched = useDebouncedValue(keyword.trim());
  const [attempt, setAttempt] = useState(0);
  const [viewing, setViewing] = useState<PublishedNotice>();

  const paging = useListPaging(searched, DEFAULT_PAGE_SIZE);
  const { pageNum, pageSize, goToPage } = paging;

  const query = useMemo<NoticePageQuery>(
    () => ({ pageNum, pageSize, ...(searched ? { keyword: searched } : {}) }),
    [pageNum, pageSize, searched],
  );
  const notices = usePublishedNotices(api, query, changes.revision, attempt);

  useLastPageWithRows(paging, notices.page);

  const remove = async (notice: PublishedNotice) => {
    try {
      await api.noticeRemove(notice.uniqueId);
      changes.markChanged();
      void inbox.refresh();
      notifier.success(`已撤回「${notice.title}」`);
    } catch (error) {
      notifier.error(errorMessage(error, '撤回失败，请稍后再试'));
    }
  };

  let emptyText = '暂无通知';
  if (searched) emptyText = '没有符合条件的通知';
  else if (can.publish) emptyText = '暂无通知，点击「发布通知」向成员发送第一条通知';

  return (
    <div style={{ padding: 24 }}>
      <Card
        title="通知管理"
        extra={
          can.publish && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(NoticePaths.publish)}>
              发布通知
            </Button>
          )
        }
      >
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            aria-label="搜索通知"
            placeholder="搜索通知标题"
            maxLength={64}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            style={{ width: 280 }}
          />
        </Flex>
        {notices.error && (
          <LoadFailedAlert
            title="通知列表加载失败"
            message={notices.error}
            onRetry={() => setAttempt((value) => value + 1)}
          />
        )}
        <NoticeTable
          page={notices.page}
          loading={notices.loading}
          pageNum={pageNum}
          pageSize={pageSize}
          emptyText={emptyText}
          canRemove={can.remove}
          onView={setViewing}
          onRemove={remove}
          onPage={goToPage}
        />
      </Card>
      <NoticeDetailDrawer
        notice={viewing}
        load={(uniqueId) => api.noticeDetail(uniqueId)}
        onClose={() => setViewing(undefined)}
      />
    </div>
  );
});

export default NoticeManagementPage;
