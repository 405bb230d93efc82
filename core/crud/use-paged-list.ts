import { useMemo } from 'react';
import type { QueryDefinition } from '../data/define-query';
import type { Page, PageQuery } from '../data/page';
import { useData } from '../data/use-data';
import { useService } from '../di/services-context';
import { errorMessage } from '../services/api-error';
import { PermissionStore } from '../stores/permission-store';
import type { CrudColumn, RowAction } from './crud-types';
import { searchFieldsOf } from './search-values';
import { useLastPageWithRows, useListState } from './use-list-state';

/**
 * What every kit list does before it renders (ListPage and PanelList; a page with its own filters
 * around the kit's table, as the inbox with its type menu, uses it with `CrudTable` directly): the search fields of its columns, the page and
 * filters, the page query (rows kept under the spinner, asked again whenever shown: other members
 * change rows too), the last page with rows after a removal, the actions the member may use, and
 * the failure to show once no reload is running.
 */
export function usePagedList<T extends object, P extends PageQuery>(options: {
  columns: readonly CrudColumn<T>[];
  query: QueryDefinition<unknown, P, Page<T>>;
  params?: Partial<P>;
  actions?: readonly RowAction<T>[];
  pageSize: number;
}) {
  const { columns, pageSize } = options;
  const permissions = useService(PermissionStore);
  const fields = useMemo(() => searchFieldsOf(columns), [columns]);
  const list = useListState(fields, options.params, pageSize);
  const params = list.params as unknown as P;
  const query = useData(options.query, params, { keepPrevious: true, staleTime: 0 });
  useLastPageWithRows(list, query.data);
  const permitted = (options.actions ?? []).filter(
    (action) => action.permission === undefined || permissions.holds(action.permission),
  );
  // One array while the same actions are permitted, so the table's columns are not made again.
  const permittedKeys = permitted.map((action) => action.key).join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the permitted list
  const actions = useMemo(() => permitted, [options.actions, permittedKeys]);
  const failure =
    query.isError && !query.isFetching ? errorMessage(query.error, '加载失败，请稍后再试') : undefined;
  return { fields, list, params, query, actions, failure };
}

/** What `usePagedList` answers: what a page laying out the kit's table itself hands to `CrudTable`. */
export type PagedList<T extends object, P extends PageQuery> = ReturnType<typeof usePagedList<T, P>>;
