import { PlusOutlined } from '@ant-design/icons';
import { usePermission, useService } from '@core';
import { ListPage, type RowAction } from '@core/crud';
import type { ChangeOptions } from '@core/data';
import { NoticePaths, NoticePermission } from '@manifests/notice';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NoticeApi, type PublishedNotice } from '../api/notice-api';
import { NoticeTag, noticePageQuery } from '../api/notice-queries';
import { InboxStore } from '../stores/inbox-store';
import { LazyNoticeDetailDrawer } from './management/lazy-notice-detail-drawer';
import { noticeColumns, REMOVE_QUESTION } from './management/notice-table';

/** 撤回: withdraws the notice, reloads the lists showing it and the member's own inbox count. */
function useWithdraw(): ChangeOptions<PublishedNotice, unknown> {
  const api = useService(NoticeApi);
  const inbox = useService(InboxStore);
  return useMemo(
    () => ({
      change: async (notice) => {
        await api.noticeRemove(notice.uniqueId);
        void inbox.refresh();
      },
      invalidates: [NoticeTag.notices],
      awaitReload: true,
      success: (_withdrawn, notice) => `已撤回「${notice.title}」`,
      fallback: '撤回失败，请稍后再试',
    }),
    [api, inbox],
  );
}

/**
 * 通知管理 (/notice/noticeManage): the notices published in the organisation, newest first, with a
 * search on the title, who received each and how many have read it, on the CRUD kit; 查看 opens one,
 * 发布通知 and 撤回 show only to holders of their codes. Kept alive: publishing or withdrawing a notice
 * anywhere invalidates the `notices` tag, and the list reloads when shown again.
 */
const NoticeManagementPage = observer(function NoticeManagementPage() {
  const navigate = useNavigate();
  const withdraw = useWithdraw();
  const canPublish = usePermission(NoticePermission.publish);
  const [viewing, setViewing] = useState<PublishedNotice>();
  const columns = useMemo(() => noticeColumns(setViewing), []);
  const actions = useMemo<RowAction<PublishedNotice>[]>(
    () => [
      { key: 'view', label: '查看', onClick: setViewing },
      {
        key: 'remove',
        label: '撤回',
        permission: NoticePermission.remove,
        danger: true,
        confirm: { title: '撤回通知', description: REMOVE_QUESTION, okText: '撤回' },
        change: withdraw,
      },
    ],
    [withdraw],
  );

  return (
    <div style={{ padding: 24 }}>
      <ListPage
        title="通知管理"
        tableId="notice.management"
        rowKey="uniqueId"
        columns={columns}
        query={noticePageQuery}
        actions={actions}
        errorTitle="通知列表加载失败"
        emptyText={(filtered) => {
          if (filtered) return '没有符合条件的通知';
          return canPublish ? '暂无通知，点击「发布通知」向成员发送第一条通知' : '暂无通知';
        }}
        extra={
          canPublish && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(NoticePaths.publish)}>
              发布通知
            </Button>
          )
        }
      />
      <LazyNoticeDetailDrawer
        open={viewing !== undefined}
        notice={viewing}
        onClose={() => setViewing(undefined)}
      />
    </div>
  );
});

export default NoticeManagementPage;
