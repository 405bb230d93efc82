import { useEffect, useMemo, useState } from 'react';
import type { Page } from '../data/page';
import type { SortParams } from './crud-types';
import { initialValuesOf, paramsOf, type ResolvedField } from './search-values';

function defined(params: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params ?? {}).filter(([, value]) => value !== undefined));
}

/**
 * A list's parameters: what the search form sent, what the page adds (`extra`: a department chosen
 * beside the list), the sort and the page. The page belongs to the filters it was chosen under, so
 * a new search, filter or sort starts again at page 1 — derived, not reset in an effect (that would
 * run again each time a kept-alive view is shown) — while a reload after an action keeps the page.
 */
export function useListState(
  fields: readonly ResolvedField[],
  extra: Record<string, unknown> | undefined,
  defaultPageSize: number,
) {
  const [values, setValues] = useState(() => initialValuesOf(fields));
  const [sort, setSort] = useState<SortParams>({});
  const filters = useMemo(
    () => ({ ...defined(extra), ...paramsOf(fields, values), ...defined({ ...sort }) }),
    [extra, fields, values, sort],
  );
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: defaultPageSize, filterKey });
  const pageNum = paging.filterKey === filterKey ? paging.pageNum : 1;
  const { pageSize } = paging;
  const params = useMemo(() => ({ pageNum, pageSize, ...filters }), [pageNum, pageSize, filters]);
  return {
    params,
    pageNum,
    pageSize,
    sort,
    /** Whether the search form narrows the list (a panel's empty state says so). */
    searched: Object.keys(paramsOf(fields, values)).length > 0,
    /** Whether anything narrows the list (the empty state says so). */
    filtered: Object.keys(filters).some((key) => key !== 'orderBy' && key !== 'order'),
    search: setValues,
    change(next: number, size: number, nextSort: SortParams) {
      const sorted = nextSort.orderBy !== sort.orderBy || nextSort.order !== sort.order;
      if (sorted) setSort(nextSort);
      const nextKey = JSON.stringify({
        ...filters,
        orderBy: undefined,
        order: undefined,
        ...defined({ ...nextSort }),
      });
      setPaging({ pageNum: size === pageSize && !sorted ? next : 1, pageSize: size, filterKey: nextKey });
    },
    showPage: (next: number) => setPaging({ pageNum: next, pageSize, filterKey }),
  };
}

/**
 * Removing the last rows of a later page leaves it empty: the list then shows the last page with rows.
 */
export function useLastPageWithRows(
  state: { pageNum: number; pageSize: number; showPage(pageNum: number): void },
  answered: Pick<Page<unknown>, 'list' | 'total'> | undefined,
): void {
  const { pageNum, pageSize, showPage } = state;
  const emptyLaterPage =
    answered !== undefined && answered.list.length === 0 && answered.total > 0 && pageNum > 1;
  const lastPage = answered ? Math.max(1, Math.ceil(answered.total / pageSize)) : 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: showPage is a fresh closure on every render; the page to show is what matters.
  useEffect(() => {
    if (emptyLaterPage) showPage(lastPage);
  }, [emptyLaterPage, lastPage]);
}
