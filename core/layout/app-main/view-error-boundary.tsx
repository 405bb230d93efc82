import { Component, type ContextType, type ErrorInfo, type ReactNode } from 'react';
import { ConsoleEmbeddingContext } from '../../app/console-embedding';
import { LoadFailed } from '../../data/query-state';
import { isChunkLoadError } from '../../services/load-failure';

/** Shown when a view's code did not load (the network, a new release replacing the files). */
export const CHUNK_FAILED_MESSAGE = '页面代码未能加载，请检查网络后点「重试」。';

interface State {
  error: Error | null;
}

/**
 * One view's failure stays inside its area: the shell keeps running, 重试 renders it again. Inside a
 * host, a view whose code could not load is also the host's to hear (its `onError`).
 */
export class ViewErrorBoundary extends Component<{ children: ReactNode }, State> {
  static override contextType = ConsoleEmbeddingContext;
  declare context: ContextType<typeof ConsoleEmbeddingContext>;
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('视图渲染失败', error, info.componentStack);
    if (this.context && isChunkLoadError(error)) this.context.onFailed(error);
  }

  private readonly retry = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    // The chunk loader's own words are English and name a file: a member is told what to do instead.
    const { error } = this.state;
    const message = isChunkLoadError(error as unknown) ? CHUNK_FAILED_MESSAGE : error.message;
    return <LoadFailed title="页面出错了" message={message} onRetry={this.retry} />;
  }
}
