import { ArrowLeftOutlined, ExportOutlined } from '@ant-design/icons';
import { formatDateTime, useLeaveView } from '@core';
import { QueryState, useData } from '@core/data';
import { NoticePaths } from '@manifests/notice';
import { Button, Card, Divider, Flex, Popconfirm, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { MessageDetail } from '../api/notice-api';
import { messageDetailQuery } from '../api/notice-queries';
import { SafeHtml } from '../components/safe-html';
import { messageLinkOf, publisherOf } from './inbox/message-format';
import { MessageNotChosen, MessagePageFailed, MessagePageLoading } from './inbox/message-page-states';
import { MessageTypeTag } from './inbox/message-type-tag';
import { useInboxCommands } from './inbox/use-inbox-commands';

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
  const commands = useInboxCommands();
  const readFor = useRef<string>(undefined);

  const unreadShown = detail.data !== undefined && !detail.data.read;
  useEffect(() => {
    if (!unreadShown || readFor.current === uniqueId) return;
    readFor.current = uniqueId;
    void commands.read([uniqueId], true);
  }, [unreadShown, uniqueId, commands]);

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

function MessageCard({ detail }: { detail: MessageDetail }) {
  const commands = useInboxCommands();
  const navigate = useNavigate();
  const leave = useLeaveView();
  const link = messageLinkOf(detail.link);
  const follow = () => {
    if (link?.kind === 'console') navigate(link.path);
    else if (link?.kind === 'web') window.open(link.url, '_blank', 'noopener,noreferrer');
  };
  const remove = async () => {
    if (await commands.remove([detail.uniqueId])) leave(NoticePaths.list);
  };
  return (
    <div style={{ padding: 24 }}>
      <Card>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(NoticePaths.list)}>
            返回列表
          </Button>
          <Space wrap>
            {link && (
              <Button type="primary" icon={<ExportOutlined />} onClick={follow}>
                前往处理
              </Button>
            )}
            <Popconfirm
              title="确定删除这条消息？"
              okText="删除"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={remove}
            >
              <Button danger>删除</Button>
            </Popconfirm>
          </Space>
        </Flex>
        <Typography.Title level={3} style={{ marginTop: 24 }}>
          {detail.title}
        </Typography.Title>
        <Space separator={<Divider orientation="vertical" />} wrap>
          <MessageTypeTag code={detail.typeCode} name={detail.typeName} />
          <span>发布人：{publisherOf(detail)}</span>
          <time dateTime={detail.createdAt}>{formatDateTime(detail.createdAt)}</time>
        </Space>
        <Divider />
        <SafeHtml html={detail.body} />
      </Card>
    </div>
  );
}

export default NoticeDetailPage;
