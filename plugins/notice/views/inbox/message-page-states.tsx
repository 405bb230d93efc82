import { ExclamationCircleFilled } from '@ant-design/icons';
import { NoticePaths } from '@manifests/notice';
import { Button, Card, Empty, Skeleton, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A message's page while it loads. */
export function MessagePageLoading() {
  return (
    <div style={{ padding: 24 }}>
      <Card>
        <Skeleton active title paragraph={{ rows: 8 }} />
      </Card>
    </div>
  );
}

/**
 * A state of the page on antd's `Empty` (already loaded with the first screen): what `Result` showed,
 * without its status illustrations' weight on the message page (issue 17).
 */
function PageState({
  icon,
  title,
  description,
  children,
}: {
  icon?: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Empty
      image={icon ?? Empty.PRESENTED_IMAGE_DEFAULT}
      styles={
        icon
          ? { image: { height: 64, display: 'flex', justifyContent: 'center', alignItems: 'center' } }
          : undefined
      }
      description={
        <>
          <Typography.Title level={4} style={{ margin: '8px 0' }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{description}</Typography.Text>
        </>
      }
      style={{ padding: '48px 32px' }}
    >
      {children}
    </Empty>
  );
}

/** A message that could not be opened (removed, withdrawn, a failed call): the reason and a retry. */
export function MessagePageFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <PageState
      icon={
        <ExclamationCircleFilled
          style={{ fontSize: 56, color: 'var(--ant-color-warning, #faad14)' }}
          aria-hidden
        />
      }
      title="无法打开这条消息"
      description={message}
    >
      <Space>
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
        <Link to={NoticePaths.list}>返回列表</Link>
      </Space>
    </PageState>
  );
}

/** The page opened without `?uniqueId=`. */
export function MessageNotChosen() {
  return (
    <PageState title="未指定消息" description="请从消息列表选择一条消息">
      <Link to={NoticePaths.list}>返回列表</Link>
    </PageState>
  );
}
