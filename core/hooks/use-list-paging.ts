import { useEffect, useState } from 'react';

export interface ListPaging {
  pageNum: number;
  pageSize: number;
  /** What the pager calls: a new page size starts again at the first page. */
  goToPage(pageNum: number, pageSize: number): void;
  /** Shows a page under the current filters. */
  showPage(pageNum: number): void;
}

/**
 * The paging of a list under filters (`filterKey`: the search, the chosen state…). The page number
 * belongs to the filters it was chosen under, so a new search or filter starts again at the first
 * page — derived here, not reset in an effect, which would also run on every re-show of a kept-alive
 * view — while a reload after an action keeps the page.
 */
export function useListPaging(filterKey: string, defaultPageSize = 10): ListPaging {
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: defaultPageSize, filterKey });
  const pageNum = paging.filterKey === filterKey ? paging.pageNum : 1;
  const { pageSize } = paging;
  return {
    pageNum,
    pageSize,
    goToPage: (next, size) => setPaging({ pageNum: size === pageSize ? next : 1, pageSize: size, filterKey }),
    showPage: (next) => setPaging({ pageNum: next, pageSize, filterKey }),
  };
}

/**
 * Removing the last rows of a later page leaves it empty: then the list shows the last page that has
 * rows. `answered` is the page the server answered (undefined while none has come).
 */
export function useLastPageWithRows(
  paging: ListPaging,
  answered: { list: readonly unknown[]; total: number } | undefined,
): void {
  const { pageNum, pageSize, showPage } = paging;
  const emptyLaterPage =
    answered !== undefined && answered.list.length === 0 && answered.total > 0 && pageNum > 1;
  const lastPage = answered ? Math.max(1, Math.ceil(answered.total / pageSize)) : 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: showPage is a fresh closure on every render; the page to show is what matters.
  useEffect(() => {
    if (emptyLaterPage) showPage(lastPage);
  }, [emptyLaterPage, lastPage]);
}
