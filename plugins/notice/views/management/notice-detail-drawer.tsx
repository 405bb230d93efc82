import { formatDateTime } from '@core';
import { DetailDrawer } from '@core/crud';
import { QueryState, useData } from '@core/data';
import { Descriptions, Divider, Flex, Skeleton, Typography } from 'antd';
import type { PublishedNotice } from '../../api/notice-api';
import { noticeDetailQuery } from '../../api/notice-queries';
import { SafeHtml } from '../../components/safe-html';
import { NoticeScopeTags } from './notice-scope-tags';

/** The drawer's content: the row's figures at once, the current ones and the body once loaded. */
function NoticeDetail({ notice }: { notice: PublishedNotice }) {
  const detail = useData(noticeDetailQuery, notice.uniqueId);
  const shown = detail.data ?? notice;
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {shown.title}
      </Typography.Title>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="接收范围">
          <NoticeScopeTags notice={shown} max={Number.POSITIVE_INFINITY} />
        </Descriptions.Item>
        <Descriptions.Item label="发布人">{shown.publisherName || '—'}</Descriptions.Item>
        <Descriptions.Item label="发布时间">{formatDateTime(shown.publishedAt)}</Descriptions.Item>
        <Descriptions.Item label="已读">{`${shown.readCount} / ${shown.recipientCount} 人`}</Descriptions.Item>
      </Descriptions>
      <Divider style={{ margin: 0 }} />
      <section aria-label="通知正文">
        <QueryState
          query={detail}
          size="small"
          errorTitle="通知正文加载失败"
          loading={<Skeleton active paragraph={{ rows: 6 }} title={false} />}
        >
          {(loaded) => <SafeHtml html={loaded.body} />}
        </QueryState>
      </section>
    </Flex>
  );
}

/**
 * 查看: a published notice as its recipients see it (title, body rendered through `SafeHtml`), with
 * who received it, who published it, when, and how many have read it.
 */
export function NoticeDetailDrawer({
  notice,
  onClose,
}: {
  /** The row the drawer is open for; closed when undefined. */
  notice: PublishedNotice | undefined;
  onClose(): void;
}) {
  return (
    <DetailDrawer record={notice} title="通知详情" size={640} onClose={onClose}>
      {(row) => <NoticeDetail notice={row} />}
    </DetailDrawer>
  );
}
