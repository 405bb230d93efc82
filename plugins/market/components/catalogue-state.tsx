import { Empty } from 'antd';
import { LoadingState } from './loading-state';

/**
 * What a market surface shows when it has no application to list: loading, nothing matching the
 * keyword, or nothing at all (with the surface's own words for that).
 */
export function CatalogueState({
  loading,
  keyword,
  noun = '应用',
  none = '暂无应用',
  className,
}: {
  loading: boolean;
  keyword: string;
  /** What is listed, for 没有名称包含「…」的{noun}. */
  noun?: string;
  none?: string;
  className?: string;
}) {
  if (loading) return <LoadingState />;
  return (
    <Empty
      className={className}
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={keyword ? `没有名称包含「${keyword}」的${noun}` : none}
    />
  );
}
