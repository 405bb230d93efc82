import { formatDateTime, usePermission } from '@core';
import { QueryState, useData } from '@core/data';
import type { PrepareSlot } from '@core/plugin';
import { LATEST_NOTICE_QUERY, NoticePaths, NoticePermission } from '@manifests/notice';
import { Card, Empty, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { messagePageQuery } from '../api/notice-queries';
import { MessageTitleLink } from '../views/inbox/message-title-link';
import '../views/inbox/inbox.css';

/** How many notices the workbench shows (the manifest declares its query: the page asks for it first). */
export const LATEST_NOTICE_COUNT = LATEST_NOTICE_QUERY.pageSize;

/** The notices, loaded before the workbench's first render (a signed-in start has them already). */
export const prepare: PrepareSlot = ({ can, prefetch }) =>
  can(NoticePermission.inbox) ? prefetch(messagePageQuery, LATEST_NOTICE_QUERY) : undefined;

/**
 * The workbench's 最新通知: the member's five latest system notices, unread ones marked, each opening
 * its page, and 查看全部 for the inbox. Kept alive with the workbench: refreshed whenever it is shown
 * again and when the inbox changes (a notice read or removed elsewhere invalidates `inbox`).
 */
const LatestNotices = observer(function LatestNotices() {
  // A member not granted the messages area has no inbox page to lead to.
  return usePermission(NoticePermission.inbox) ? <LatestNoticesCard /> : null;
});

const LatestNoticesCard = observer(function LatestNoticesCard() {
  // Asked again whenever the workbench is shown (others publish notices too).
  const notices = useData(messagePageQuery, LATEST_NOTICE_QUERY, { staleTime: 0 });
  return (
    <Card title="最新通知" style={{ marginTop: 16 }} extra={<Link to={NoticePaths.list}>查看全部</Link>}>
      <QueryState
        query={notices}
        loading={<Skeleton active title={false} paragraph={{ rows: 3 }} />}
        isEmpty={(page) => page.list.length === 0}
        empty="暂无通知"
        // Quietly, without 重试: the workbench is a summary, the inbox one click away.
        failure={() => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="通知加载失败，请稍后刷新" />}
      >
        {(page) => (
          <ul className="atrium-latest-notices">
            {page.list.map((notice) => (
              <li key={notice.uniqueId} className="atrium-latest-notices__item">
                <MessageTitleLink message={notice} />
                <time className="atrium-latest-notices__time" dateTime={notice.createdAt}>
                  {formatDateTime(notice.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
});

export default LatestNotices;
