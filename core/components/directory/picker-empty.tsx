import { Button, Typography } from 'antd';

/**
 * What a picker's list says when it has nothing to show: 加载中…, the failure with 重试, nothing to
 * choose at all, or nothing matching what was typed.
 */
export function PickerEmpty({
  loading,
  failed,
  onRetry,
  searching,
  what,
}: {
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  searching: boolean;
  /** 部门, 成员. */
  what: string;
}) {
  if (loading) return <Typography.Text type="secondary">加载中…</Typography.Text>;
  if (failed) {
    return (
      <span role="alert">
        <Typography.Text type="secondary">{what}加载失败，</Typography.Text>
        <Button type="link" size="small" onClick={onRetry} style={{ paddingInline: 0 }}>
          重试
        </Button>
      </span>
    );
  }
  return (
    <Typography.Text type="secondary">
      {searching ? `没有匹配的${what}` : `暂无可选的${what}`}
    </Typography.Text>
  );
}
