import { NoticePaths } from '@manifests/notice';
import { Button, Card, Result, Skeleton, Space } from 'antd';
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
    <Result
      status="warning"
      title="无法打开这条消息"
      subTitle={message}
      extra={
        <Space>
          <Button type="primary" onClick={onRetry}>
            重试
          </Button>
          <Link to={NoticePaths.list}>返回列表</Link>
        </Space>
      }
    />
  );
}

/** The page opened without `?uniqueId=`. */
export function MessageNotChosen() {
  return (
    <Result
      status="404"
      title="未指定消息"
      subTitle="请从消息列表选择一条消息"
      extra={<Link to={NoticePaths.list}>返回列表</Link>}
    />
  );
}
