import { Spin } from 'antd';
import { useRouteProgress } from './route-progress';

/** While a page's chunk loads: a spinner in place and the progress bar on top. */
export function PageLoading() {
  useRouteProgress();
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 240, height: '100%' }}>
      <Spin description="加载中…">
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </div>
  );
}
