import { LIST_PAGE_SIZE } from '@manifests/contracts/list-constants';
import { Card, Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useMemo } from 'react';
import type { QueryDefinition } from '../data/define-query';
import type { Page, PageQuery } from '../data/page';
import { columnKey } from './column-key';
import { useColumnSettings } from './column-settings';
import type { CrudColumn, RowAction } from './crud-types';
import { type ListExport, useListExport } from './list-export';
import { PagedTable } from './paged-table';
import { SearchForm } from './search-form';
import { TableToolbar } from './table-toolbar';
import { usePagedList } from './use-paged-list';

export interface ListPageProps<T extends object, P extends PageQuery, R extends Page<T> = Page<T>> {
  /** The card's title: 员工管理. */
  title: ReactNode;
  /** Names the table for the member's column settings: `settings.staff`. */
  tableId: string;
  rowKey: keyof T & string;
  columns: readonly CrudColumn<T>[];
  /** The data layer's page query; it receives the page, the search, `params` and the sort. */
  query: QueryDefinition<unknown, P, R>;
  /**
   * Columns the answer decides (a chosen template's form fields), after `columns`; not searched.
   * Keep them the same objects while the answer says the same (useMemo), as `columns`.
   */
  answerColumns?: (answer: R | undefined) => readonly CrudColumn<T>[];
  /** Opens a row on a click anywhere but its controls. */
  onRowClick?(row: T): void;
  /** Parameters from outside the search form (a department chosen in a tree beside the list). */
  params?: Partial<P>;
  actions?: readonly RowAction<T>[];
  /** Buttons in the card's header (新增…). */
  extra?: ReactNode;
  /**
   * 导出 in the toolbar (to holders of its `permission`): the file of every row the current search
   * keeps, from the server, saved under the server's name.
   */
  export?: ListExport<P>;
  /** Above the failure's reason: 员工列表加载失败. */
  errorTitle?: string;
  /** The empty message, by whether a search or filter narrows the list. */
  emptyText?: (filtered: boolean) => ReactNode;
  pageSize?: number;
}

/**
 * A list page (ProTable's shape, on antd): a card with the search form made from the columns'
 * `search`, a toolbar (刷新, 密度, 列设置 saved per member, 导出), and the server-paged table whose row
 * actions show only to holders of their codes, with a 合计 row when columns total (the server's totals
 * over the whole search). Its rows reload quietly (kept on screen) when shown
 * again and at once when a change invalidates their tag.
 */
export const ListPage = observer(function ListPage<
  T extends object,
  P extends PageQuery,
  R extends Page<T> = Page<T>,
>(props: ListPageProps<T, P, R>) {
  const paged = usePagedList({
    columns: props.columns,
    query: props.query,
    params: props.params,
    actions: props.actions,
    pageSize: props.pageSize ?? LIST_PAGE_SIZE,
  });
  const { fields, list, params, query } = paged;
  // The answer as the page's query types it (usePagedList sees only what every page has).
  const answer = query.data as R | undefined;
  const { answerColumns } = props;
  const added = answerColumns?.(answer);
  const columns = useMemo(
    () => (added && added.length > 0 ? [...props.columns, ...added] : props.columns),
    [props.columns, added],
  );
  const settings = useColumnSettings(props.tableId);
  const choosable = columns
    .filter((column) => !column.hideInTable)
    .map((column) => ({ key: columnKey(column), title: column.title }));
  const exportRows = useListExport(props.export);

  return (
    <Card title={props.title} extra={props.extra} style={{ flex: 1, minWidth: 0 }}>
      {fields.length > 0 && <SearchForm fields={fields} onSearch={list.search} />}
      <Flex justify="end" style={{ marginBottom: 8 }}>
        <TableToolbar
          columns={choosable}
          control={settings}
          refreshing={query.isFetching}
          onRefresh={() => void query.refetch()}
          onExport={exportRows && (() => exportRows(params))}
        />
      </Flex>
      <PagedTable<T, P>
        paged={paged}
        rowKey={props.rowKey}
        columns={columns}
        errorTitle={props.errorTitle ?? '列表加载失败'}
        narrowed={list.filtered}
        emptyText={props.emptyText}
        hidden={settings.settings.hidden}
        density={settings.settings.density}
        onRowClick={props.onRowClick}
      />
    </Card>
  );
}) as <T extends object, P extends PageQuery, R extends Page<T> = Page<T>>(
  props: ListPageProps<T, P, R>,
) => ReactNode;
