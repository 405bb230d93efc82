import { Spin } from 'antd';

/** A spinner with its words, announced politely. */
export function LoadingState({ text = '加载中…' }: { text?: string }) {
  return (
    <div
      role="status"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8, padding: 24 }}
    >
      <Spin size="small" />
      <span>{text}</span>
    </div>
  );
}
