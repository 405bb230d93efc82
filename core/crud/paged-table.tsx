import type { TableRowSelection } from 'antd/es/table/interface';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { LoadFailedAlert } from '../components/feedback/load-failed-alert';
import type { PageQuery } from '../data/page';
import { CrudTable } from './crud-table';
import type { CrudColumn, Density } from './crud-types';
import type { PagedList } from './use-paged-list';

export interface PagedTableProps<T extends object, P extends PageQuery> {
  /** What `usePagedList` gave: the query, the list's page/sort/search and the permitted row actions. */
  paged: PagedList<T, P>;
  rowKey: keyof T & string;
  columns: readonly CrudColumn<T>[];
  /** Above the failure's reason: 员工列表加载失败. */
  errorTitle: string;
  /** Whether a search or filter narrows the list, which picks the empty message. */
  narrowed: boolean;
  /** The empty message, by whether the list is narrowed. */
  emptyText?: (narrowed: boolean) => ReactNode;
  hidden?: readonly string[];
  density?: Density;
  rowSelection?: TableRowSelection<T>;
  /** Opens a row on a click anywhere but its controls. */
  onRowClick?(row: T): void;
  /** A row's class by its data (an unread message is bold). */
  rowClassName?(row: T): string;
  /** The 操作 column's width, when the page knows it better than the kit's measure. */
  actionsWidth?: number;
}

/**
 * The body every paged list shares (a list page, a panel's list): the failure with 重试 when a load
 * failed and none is running, then the server-paged table wired to the list's page, sort and search.
 */
export const PagedTable = observer(function PagedTable<T extends object, P extends PageQuery>({
  paged,
  ...props
}: PagedTableProps<T, P>) {
  const { list, query, actions, failure } = paged;
  return (
    <>
      {failure && (
        <LoadFailedAlert title={props.errorTitle} message={failure} onRetry={() => void query.refetch()} />
      )}
      <CrudTable<T>
        rowKey={props.rowKey}
        columns={props.columns}
        actions={actions}
        query={query}
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        sort={list.sort}
        hidden={props.hidden}
        density={props.density}
        rowSelection={props.rowSelection}
        onRowClick={props.onRowClick}
        rowClassName={props.rowClassName}
        actionsWidth={props.actionsWidth}
        emptyText={props.emptyText?.(props.narrowed) ?? (props.narrowed ? '没有符合条件的数据' : '暂无数据')}
        onChange={list.change}
      />
    </>
  );
}) as <T extends object, P extends PageQuery>(props: PagedTableProps<T, P>) => ReactNode;
