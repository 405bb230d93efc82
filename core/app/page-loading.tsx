import { Spin } from 'antd';

/** While a page's chunk loads. */
export function PageLoading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 240, height: '100%' }}>
      <Spin description="加载中…">
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </div>
  );
}
