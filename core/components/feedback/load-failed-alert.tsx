import { Alert, Button } from 'antd';

/** Above a list whose page could not be loaded: what failed, the server's reason and 重试. */
export function LoadFailedAlert({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry(): void;
}) {
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={title}
      description={message}
      action={
        <Button size="small" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
