import { ArrowLeftOutlined, ExportOutlined } from '@ant-design/icons';
import { errorMessage, useLeaveView, useService } from '@core';
import { NoticePaths } from '@manifests/notice';
import { Button, Card, Divider, Flex, Popconfirm, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type MessageDetail, NoticeApi } from '../api/notice-api';
import { SafeHtml } from '../components/safe-html';
import { formatMessageTime, messageLinkOf, publisherOf } from './inbox/message-format';
import { MessageNotChosen, MessagePageFailed, MessagePageLoading } from './inbox/message-page-states';
import { MessageTypeTag } from './inbox/message-type-tag';
import { useInboxCommands } from './inbox/use-inbox-commands';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; detail: MessageDetail };

/** A message's page (/notice?uniqueId=): one tab per message. */
const NoticeDetailPage = observer(function NoticeDetailPage() {
  const uniqueId = useSearchParams()[0].get('uniqueId') ?? '';
  if (!uniqueId) return <MessageNotChosen />;
  return <MessageView uniqueId={uniqueId} />;
});

/**
 * The message with its body (sanitised), 返回列表, 删除 and 前往处理 when it leads somewhere. Once
 * shown it is marked read: the navbar badge drops at once and the inbox list reloads when next shown.
 */
const MessageView = observer(function MessageView({ uniqueId }: { uniqueId: string }) {
  const api = useService(NoticeApi);
  const commands = useInboxCommands();
  const navigate = useNavigate();
  const leave = useLeaveView();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadedFor = useRef<string>(undefined);
  const readFor = useRef<string>(undefined);

  // Loads once per message (and retry), not on every re-show of the kept-alive tab.
  useEffect(() => {
    const key = `${uniqueId}#${attempt}`;
    if (loadedFor.current === key) return;
    let cancelled = false;
    setLoaded({ kind: 'loading' });
    api.detail(uniqueId).then(
      (detail) => {
        if (cancelled) return;
        loadedFor.current = key;
        setLoaded({ kind: 'ready', detail });
      },
      (error: unknown) => {
        if (!cancelled) setLoaded({ kind: 'failed', message: errorMessage(error, '加载失败，请稍后再试') });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, uniqueId, attempt]);

  const unreadShown = loaded.kind === 'ready' && !loaded.detail.read;
  useEffect(() => {
    if (!unreadShown || readFor.current === uniqueId) return;
    readFor.current = uniqueId;
    void commands.read([uniqueId], true).then((done) => {
      if (!done) return;
      setLoaded((current) =>
        current.kind === 'ready' && current.detail.uniqueId === uniqueId
          ? { kind: 'ready', detail: { ...current.detail, read: true } }
          : current,
      );
    });
  }, [unreadShown, uniqueId, commands]);

  if (loaded.kind === 'loading') return <MessagePageLoading />;
  if (loaded.kind === 'failed')
    return <MessagePageFailed message={loaded.message} onRetry={() => setAttempt((value) => value + 1)} />;

  const { detail } = loaded;
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
          <time dateTime={detail.createdAt}>{formatMessageTime(detail.createdAt)}</time>
        </Space>
        <Divider />
        <SafeHtml html={detail.body} />
      </Card>
    </div>
  );
});

export default NoticeDetailPage;
