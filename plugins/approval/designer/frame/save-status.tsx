import { CheckCircleOutlined, CloseCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { formatDateTime } from '@core';
import { Button } from 'antd';
import type { SaveState } from './use-draft-autosave';

/** The autosave's state in the header: 已保存, 保存中, 保存失败 (with 重试), or the conflict's short form. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry(): void }) {
  switch (state.kind) {
    case 'saved':
      return (
        <span role="status" className="approval-designer__save approval-designer__save--saved">
          <CheckCircleOutlined /> 已保存{state.at ? ` ${formatDateTime(state.at)}` : ''}
        </span>
      );
    case 'pending':
      return (
        <span role="status" className="approval-designer__save">
          有修改，即将自动保存
        </span>
      );
    case 'saving':
      return (
        <span role="status" className="approval-designer__save">
          <LoadingOutlined /> 保存中
        </span>
      );
    case 'failed':
      return (
        <span
          role="status"
          className="approval-designer__save approval-designer__save--failed"
          title={state.message}
        >
          <CloseCircleOutlined /> 保存失败
          <Button size="small" type="link" onClick={onRetry}>
            重试
          </Button>
        </span>
      );
    case 'conflict':
      return (
        <span role="status" className="approval-designer__save approval-designer__save--failed">
          <CloseCircleOutlined /> 未保存：草稿已被他人更新
        </span>
      );
  }
}
