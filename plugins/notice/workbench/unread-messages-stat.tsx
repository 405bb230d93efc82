import { usePermission, useService } from '@core';
import { WorkbenchStat } from '@core/components';
import { NoticePaths, NoticePermission } from '@manifests/notice';
import { observer } from 'mobx-react-lite';
import { UnreadMessagesStore } from '../stores/unread-messages-store';

/** The workbench's 未读消息: the count the navbar bell shows, leading to the inbox. */
const UnreadMessagesStat = observer(function UnreadMessagesStat() {
  const unread = useService(UnreadMessagesStore).count;
  if (!usePermission(NoticePermission.inbox)) return null;
  return (
    <WorkbenchStat
      title="未读消息"
      value={unread}
      suffix="条"
      hint={unread > 0 ? '消息中心里尚未阅读的消息' : '消息均已读'}
      to={NoticePaths.list}
      order={30}
      linkLabel="消息中心"
    />
  );
});

export default UnreadMessagesStat;
