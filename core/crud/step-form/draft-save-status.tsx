import { CheckCircleOutlined, CloseCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { formatDate, formatDateTime } from '../../format/date-time';
import type { SaveState } from './use-autosave';

/** When a draft was saved: the time alone today (`10:32`), else the day and time. */
export function savedAtText(at: string, now = new Date()): string {
  const shown = formatDateTime(at);
  return formatDate(at) === formatDate(now) ? shown.slice(-5) : shown;
}

/**
 * The draft's autosave, beside the form's title: 草稿已保存 10:32, 有修改，即将保存, 保存中…, 保存失败
 * (with 重试, the reason on hover), or the conflict's short form (the form says more above it).
 * Nothing while a new form has not been saved yet.
 */
export function DraftSaveStatus({ state, onRetry }: { state: SaveState; onRetry(): void }) {
  switch (state.kind) {
    case 'saved':
      return state.at ? (
        <Typography.Text type="secondary" role="status">
          <CheckCircleOutlined /> 草稿已保存 {savedAtText(state.at)}
        </Typography.Text>
      ) : (
        <span role="status" />
      );
    case 'pending':
      return (
        <Typography.Text type="secondary" role="status">
          有修改，即将保存
        </Typography.Text>
      );
    case 'saving':
      return (
        <Typography.Text type="secondary" role="status">
          <LoadingOutlined /> 保存中…
        </Typography.Text>
      );
    case 'failed':
      return (
        <Typography.Text type="danger" role="status" title={state.message}>
          <CloseCircleOutlined /> 草稿保存失败
          <Button size="small" type="link" onClick={onRetry}>
            重试
          </Button>
        </Typography.Text>
      );
    case 'conflict':
      return (
        <Typography.Text type="danger" role="status">
          <CloseCircleOutlined /> 未保存：草稿已在别处更新
        </Typography.Text>
      );
  }
}
