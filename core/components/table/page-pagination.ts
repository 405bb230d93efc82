import type { TablePaginationConfig } from 'antd';

/**
 * The pager of every paged list: the page shown, a page-size changer and "共 N 条". `onPage` receives
 * the page and size chosen (a new size starts again at the first page where the list decides so).
 */
export function pagePagination(
  paging: { pageNum: number; pageSize: number; total: number },
  onPage: (pageNum: number, pageSize: number) => void,
): TablePaginationConfig {
  return {
    current: paging.pageNum,
    pageSize: paging.pageSize,
    total: paging.total,
    showSizeChanger: true,
    showTotal: (total) => `共 ${total} 条`,
    onChange: onPage,
  };
}
