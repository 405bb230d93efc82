import { CloseCircleFilled } from '@ant-design/icons';
import { Alert, Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { PageState } from '../components/feedback/page-state';
import { errorMessage } from '../services/api-error';
import type { QueryLike } from './combine';

/** What a query shows now: one of these, never two at once (no empty message under a spinner). */
export type DataView<T> =
  | { kind: 'loading' }
  | { kind: 'error'; message: string; retry(): void }
  | { kind: 'empty'; data: T }
  | { kind: 'ready'; data: T };

const LOAD_FAILED = '加载失败，请稍后再试';

/**
 * The state to render for a query. An answer already on screen stays while a reload runs or after a
 * reload failed (the request service toasted the failure); loading and failure show only without one.
 */
export function dataViewOf<T>(query: QueryLike<T>, isEmpty?: (data: T) => boolean): DataView<T> {
  if (query.data !== undefined) {
    return isEmpty?.(query.data) ? { kind: 'empty', data: query.data } : { kind: 'ready', data: query.data };
  }
  if (query.isError)
    return { kind: 'error', message: errorMessage(query.error, LOAD_FAILED), retry: () => void query.refetch() };
  return { kind: 'loading' };
}

/** A failure with its reason and 重试: what every page and panel shows when its data did not come. */
export function LoadFailed({ title, message, onRetry }: { title: string; message: string; onRetry(): void }) {
  return (
    <div role="alert">
      <PageState
        className="atrium-load-failed"
        icon={<CloseCircleFilled style={{ fontSize: 56, color: 'var(--ant-color-error, #ff4d4f)' }} aria-hidden />}
        title={title}
        description={message}
      >
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      </PageState>
    </div>
  );
}

/** The same in a narrow place (a side panel, a drawer section): an alert with 重试. */
export function LoadFailedInline({ title, message, onRetry }: { title: string; message: string; onRetry(): void }) {
  return (
    <Alert
      type="error"
      showIcon
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

/**
 * Renders a query the one way: a skeleton while it loads, the failure with 重试, the empty message,
 * or `children(data)`.
 */
export function QueryState<T>({
  query,
  errorTitle = '加载失败',
  isEmpty,
  empty = '暂无数据',
  loading,
  size = 'page',
  failure,
  children,
}: {
  query: QueryLike<T>;
  /** What failed, shown above the server's reason: 员工信息加载失败. */
  errorTitle?: string;
  isEmpty?(data: T): boolean;
  empty?: ReactNode;
  loading?: ReactNode;
  /** 'small' for a side panel or drawer section: a short skeleton, the failure as an alert. */
  size?: 'page' | 'small';
  /** Shown instead of the standard failure where the page words it its own way (无法打开这条消息). */
  failure?(message: string, retry: () => void): ReactNode;
  children(data: T): ReactNode;
}) {
  const view = dataViewOf(query, isEmpty);
  switch (view.kind) {
    case 'loading':
      return (
        <div aria-busy="true">
          {loading ?? <Skeleton active title={size === 'page'} paragraph={{ rows: 6 }} />}
        </div>
      );
    case 'error':
      if (failure) return failure(view.message, view.retry);
      return size === 'small' ? (
        <LoadFailedInline title={errorTitle} message={view.message} onRetry={view.retry} />
      ) : (
        <LoadFailed title={errorTitle} message={view.message} onRetry={view.retry} />
      );
    case 'empty':
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
    default:
      return children(view.data);
  }
}
