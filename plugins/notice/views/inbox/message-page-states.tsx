import { ExclamationCircleFilled } from '@ant-design/icons';
import { PageState } from '@core/components';
import { NoticePaths } from '@manifests/notice';
import { Button, Card, Skeleton, Space } from 'antd';
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
