import { usePermission, useService } from '@core';
import { NoticePaths, NoticePermission } from '@manifests/notice';
import { Card, Empty, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { type MessageSummary, NoticeApi } from '../api/notice-api';
import { InboxStore } from '../stores/inbox-store';
import { formatMessageTime } from '../views/inbox/message-format';
import { MessageTitleLink } from '../views/inbox/message-title-link';
import '../views/inbox/inbox.css';

/** How many notices the workbench shows. */
export const LATEST_NOTICE_COUNT = 5;

type Notices = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; list: MessageSummary[] };

/**
 * The workbench's 最新通知: the member's five latest system notices, unread ones marked, each opening
 * its page, and 查看全部 for the inbox. Kept alive with the workbench: refreshed whenever it is shown
 * again and when the inbox changes (a notice read or removed elsewhere).
 */
const LatestNotices = observer(function LatestNotices() {
  // A member not granted the messages area has no inbox page to lead to.
  return usePermission(NoticePermission.inbox) ? <LatestNoticesCard /> : null;
});

const LatestNoticesCard = observer(function LatestNoticesCard() {
  const api = useService(NoticeApi);
  const inbox = useService(InboxStore);
  const revision = inbox.revision;
  const [notices, setNotices] = useState<Notices>({ kind: 'loading' });

  useEffect(() => {
    void revision; // a change to the inbox refreshes the list
    let cancelled = false;
    api.page({ pageNum: 1, pageSize: LATEST_NOTICE_COUNT, typeCode: 'SYSTEM' }).then(
      (page) => !cancelled && setNotices({ kind: 'ready', list: page.list }),
      () => !cancelled && setNotices({ kind: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [api, revision]);

  return (
    <Card title="最新通知" style={{ marginTop: 16 }} extra={<Link to={NoticePaths.list}>查看全部</Link>}>
      {notices.kind === 'loading' && <Skeleton active title={false} paragraph={{ rows: 3 }} />}
      {notices.kind === 'failed' && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="通知加载失败，请稍后刷新" />
      )}
      {notices.kind === 'ready' && notices.list.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无通知" />
      )}
      {notices.kind === 'ready' && notices.list.length > 0 && (
        <ul className="atrium-latest-notices">
          {notices.list.map((notice) => (
            <li key={notice.uniqueId} className="atrium-latest-notices__item">
              <MessageTitleLink message={notice} />
              <time className="atrium-latest-notices__time" dateTime={notice.createdAt}>
                {formatMessageTime(notice.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
});

export default LatestNotices;
