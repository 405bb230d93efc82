import { Notifier, useLeaveView, useService } from '@core';
import { NoticePaths } from '@manifests/notice';
import { observer } from 'mobx-react-lite';
import { NoticeApi, type NoticeDraft } from '../api/notice-api';
import { InboxStore } from '../stores/inbox-store';
import { NoticeChangesStore } from '../stores/notice-changes-store';
import { NoticePublishForm } from './management/notice-publish-form';
import { useDepartmentTree } from './management/use-department-tree';

/**
 * 发布通知 (/notice/noticePublish): on success it says how many members received the notice, marks
 * 通知管理 stale and returns there, closing this tab; a refusal shows above the form with what was
 * typed kept.
 */
const NoticePublishPage = observer(function NoticePublishPage() {
  const api = useService(NoticeApi);
  const notifier = useService(Notifier);
  const changes = useService(NoticeChangesStore);
  const inbox = useService(InboxStore);
  const leave = useLeaveView();
  const { tree, retry } = useDepartmentTree(api);

  const publish = async (draft: NoticeDraft) => {
    const sent = await api.publish(draft);
    notifier.success(`通知已发布，共 ${sent.recipientCount} 人接收`);
    changes.markChanged();
    void inbox.refresh();
  };

  return (
    <div style={{ padding: 24 }}>
      <NoticePublishForm
        departments={tree}
        onRetryDepartments={retry}
        onPublish={publish}
        onPublished={() => leave(NoticePaths.management)}
        onCancel={() => leave(NoticePaths.management)}
      />
    </div>
  );
});

export default NoticePublishPage;
