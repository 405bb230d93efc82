import { Button, Card, Result, Skeleton } from 'antd';

/** A staff page while its data loads. */
export function StaffPageLoading() {
  return (
    <div style={{ padding: 24 }}>
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    </div>
  );
}

/** A staff page whose data could not be loaded, with the reason and a retry. */
export function StaffPageFailed({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry(): void;
}) {
  return (
    <Result
      status="error"
      title={title}
      subTitle={message}
      extra={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}

/** A record page opened without `?uniqueId=`. */
export function StaffNotChosen() {
  return <Result status="404" title="未指定员工" subTitle="请从员工列表选择一名员工" />;
}
