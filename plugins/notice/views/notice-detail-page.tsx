import { ExportOutlined } from '@ant-design/icons';
import { formatDateTime, useLeaveView } from '@core';
import { type DetailAction, DetailPage } from '@core/crud';
import { QueryState, useChange, useData } from '@core/data';
import { NoticePaths } from '@manifests/notice';
import { Divider, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { MessageDetail } from '../api/notice-api';
import { messageDetailQuery } from '../api/notice-queries';
import { SafeHtml } from '../components/safe-html';
import { messageLinkOf, publisherOf } from './inbox/message-format';
import { MessageNotChosen, MessagePageFailed, MessagePageLoading } from './inbox/message-page-states';
import { MessageTypeTag } from './inbox/message-type-tag';
import { useInboxChanges } from './inbox/use-inbox-changes';

/** A message's page (/notice?uniqueId=): one tab per message. */
const NoticeDetailPage = observer(function NoticeDetailPage() {
  const uniqueId = useSearchParams()[0].get('uniqueId') ?? '';
  if (!uniqueId) return <MessageNotChosen />;
  return <MessageView uniqueId={uniqueId} />;
});

/**
 * The message with its body (sanitised), 返回列表, 删除 and 前往处理 when it leads somewhere. Loaded
 * once per message (kept fresh a while: a kept-alive tab shown again does not reload it). Once shown
 * it is marked read: the navbar badge drops at once, and the `inbox` tag is invalidated, so the list
 * and the workbench reload.
 */
const MessageView = observer(function MessageView({ uniqueId }: { uniqueId: string }) {
  const detail = useData(messageDetailQuery, uniqueId);
  const changes = useInboxChanges();
  const { run: markRead } = useChange(changes.readQuietly);
  const readFor = useRef<string>(undefined);

  const unreadShown = detail.data !== undefined && !detail.data.read;
  useEffect(() => {
    if (!unreadShown || readFor.current === uniqueId) return;
    readFor.current = uniqueId;
    void markRead([uniqueId]);
  }, [unreadShown, uniqueId, markRead]);

  return (
    <QueryState
      query={detail}
      loading={<MessagePageLoading />}
      failure={(message, retry) => <MessagePageFailed message={message} onRetry={retry} />}
    >
      {(loaded) => <MessageCard detail={loaded} />}
    </QueryState>
  );
});

/**
 * The message on the kit's record page: 返回列表, its title, the action bar (前往处理 when it leads
 * somewhere, 删除 after a confirm), its type, publisher and time, then the body.
 */
function MessageCard({ detail }: { detail: MessageDetail }) {
  const navigate = useNavigate();
  const leave = useLeaveView();
  const changes = useInboxChanges();
  const removal = useChange({ ...changes.remove, onSuccess: () => leave(NoticePaths.list) });
  const link = messageLinkOf(detail.link);
  const follow = () => {
    if (link?.kind === 'console') navigate(link.path);
    else if (link?.kind === 'web') window.open(link.url, '_blank', 'noopener,noreferrer');
  };
  const remove = () => removal.run([detail.uniqueId]);
  const actions: DetailAction[] = [
    {
      key: 'follow',
      label: '前往处理',
      icon: <ExportOutlined />,
      primary: true,
      visible: link !== undefined,
      onClick: follow,
    },
    {
      key: 'remove',
      label: '删除',
      danger: true,
      confirm: { title: '确定删除这条消息？', okText: '删除' },
      onClick: remove,
    },
  ];
  return (
    <div style={{ padding: 24 }}>
      <DetailPage title={detail.title} backTo={NoticePaths.list} backText="返回列表" actions={actions}>
        <Space separator={<Divider orientation="vertical" />} wrap>
          <MessageTypeTag code={detail.typeCode} name={detail.typeName} />
          <span>发布人：{publisherOf(detail)}</span>
          <time dateTime={detail.createdAt}>{formatDateTime(detail.createdAt)}</time>
        </Space>
        <Divider />
        <SafeHtml html={detail.body} />
      </DetailPage>
    </div>
  );
}

export default NoticeDetailPage;
