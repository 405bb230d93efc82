import { errorMessage } from '@core';
import { Alert, Button, Descriptions, Divider, Drawer, Flex, Skeleton, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublishedNotice, PublishedNoticeDetail } from '../../api/notice-api';
import { SafeHtml } from '../../components/safe-html';
import { formatPublishedAt } from './notice-format';
import { NoticeScopeTags } from './notice-scope-tags';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; detail: PublishedNoticeDetail };

/** The notice `uniqueId` names, loaded afresh whenever it changes or `retry` is called. */
function useNoticeDetail(
  uniqueId: string | undefined,
  load: (uniqueId: string) => Promise<PublishedNoticeDetail>,
) {
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // `load` is a fresh closure on every render of the page: only the notice and retries start a load.
  const loader = useRef(load);
  loader.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what 重试 changes to load again.
  useEffect(() => {
    if (uniqueId === undefined) return;
    let cancelled = false;
    setState({ kind: 'loading' });
    loader.current(uniqueId).then(
      (detail) => !cancelled && setState({ kind: 'ready', detail }),
      (error: unknown) =>
        !cancelled && setState({ kind: 'failed', message: errorMessage(error, '加载失败，请稍后再试') }),
    );
    return () => {
      cancelled = true;
    };
  }, [uniqueId, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}

/**
 * 查看: a published notice as its recipients see it (title, body rendered through `SafeHtml`), with
 * who received it, who published it, when, and how many have read it.
 */
export function NoticeDetailDrawer({
  notice,
  load,
  onClose,
}: {
  /** The row the drawer is open for; closed when undefined. */
  notice: PublishedNotice | undefined;
  load(uniqueId: string): Promise<PublishedNoticeDetail>;
  onClose(): void;
}) {
  const { state, retry } = useNoticeDetail(notice?.uniqueId, load);
  const shown = state.kind === 'ready' ? state.detail : notice;
  return (
    <Drawer open={notice !== undefined} title="通知详情" size={640} onClose={onClose} destroyOnHidden>
      {shown && (
        <Flex vertical gap={16}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {shown.title}
          </Typography.Title>
          <Descriptions column={1} size="small">
            <Descriptions.Item label="接收范围">
              <NoticeScopeTags notice={shown} max={Number.POSITIVE_INFINITY} />
            </Descriptions.Item>
            <Descriptions.Item label="发布人">{shown.publisherName || '—'}</Descriptions.Item>
            <Descriptions.Item label="发布时间">{formatPublishedAt(shown.publishedAt)}</Descriptions.Item>
            <Descriptions.Item label="已读">
              {`${shown.readCount} / ${shown.recipientCount} 人`}
            </Descriptions.Item>
          </Descriptions>
          <Divider style={{ margin: 0 }} />
          <section aria-label="通知正文">
            {state.kind === 'loading' && <Skeleton active paragraph={{ rows: 6 }} title={false} />}
            {state.kind === 'failed' && (
              <Alert
                type="error"
                showIcon
                title="通知正文加载失败"
                description={state.message}
                action={
                  <Button size="small" onClick={retry}>
                    重试
                  </Button>
                }
              />
            )}
            {state.kind === 'ready' && <SafeHtml html={state.detail.body} />}
          </section>
        </Flex>
      )}
    </Drawer>
  );
}
