import { useLeaveView, useService } from '@core';
import { departmentTreeQuery } from '@core/components';
import { dataViewOf, useChange, useData } from '@core/data';
import { NoticePaths } from '@manifests/notice';
import { observer } from 'mobx-react-lite';
import { NoticeApi, type NoticeDraft } from '../api/notice-api';
import { NoticeTag } from '../api/notice-queries';
import { InboxStore } from '../stores/inbox-store';
import { NoticePublishForm } from './management/notice-publish-form';

/**
 * 发布通知 (/notice/noticePublish): on success it says how many members received the notice,
 * invalidates the `notices` tag (通知管理 reloads) and returns there, closing this tab; a refusal
 * shows above the form with what was typed kept.
 */
const NoticePublishPage = observer(function NoticePublishPage() {
  const api = useService(NoticeApi);
  const inbox = useService(InboxStore);
  const leave = useLeaveView();
  const departments = useData(departmentTreeQuery, undefined);

  const publish = useChange({
    change: async (draft: NoticeDraft) => {
      const sent = await api.publish(draft);
      // A notice sent to oneself too: the member's own inbox and its count.
      void inbox.refresh();
      return sent;
    },
    invalidates: [NoticeTag.notices],
    success: (sent) => `通知已发布，共 ${sent.recipientCount} 人接收`,
  });

  return (
    <div style={{ padding: 24 }}>
      <NoticePublishForm
        departments={dataViewOf(departments)}
        onPublish={publish.send}
        onPublished={() => leave(NoticePaths.management)}
        onCancel={() => leave(NoticePaths.management)}
      />
    </div>
  );
});

export default NoticePublishPage;
