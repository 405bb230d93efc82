import { Flex } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { QueryDefinition } from '../data/define-query';
import type { Page, PageQuery } from '../data/page';
import type { CrudColumn, Density, RowAction } from './crud-types';
import { PagedTable } from './paged-table';
import { SearchForm } from './search-form';
import { usePagedList } from './use-paged-list';

export interface PanelListProps<T extends object, P extends PageQuery> {
  rowKey: keyof T & string;
  columns: readonly CrudColumn<T>[];
  query: QueryDefinition<unknown, P, Page<T>>;
  /** What the panel is about (the role, the department) and its own switches. */
  params?: Partial<P>;
  actions?: readonly RowAction<T>[];
  /** Beside the search: the panel's own buttons and switches (添加成员, 包含下级部门). */
  extra?: ReactNode;
  errorTitle?: string;
  /** The empty message, by whether the search narrows the list. */
  emptyText?: (searched: boolean) => ReactNode;
  pageSize?: number;
  /** Rows chosen for a batch (a picker's checkboxes). */
  rowSelection?: TableRowSelection<T>;
  density?: Density;
}

/**
 * A paged list inside a panel (a tab, the card beside a tree): the list page's search, table and
 * row actions without its card, toolbar and column settings. Mount it once per subject (`key`): the
 * search and the page belong to the subject they were chosen for.
 */
export const PanelList = observer(function PanelList<T extends object, P extends PageQuery>(
  props: PanelListProps<T, P>,
) {
  const paged = usePagedList({
    columns: props.columns,
    query: props.query,
    params: props.params,
    actions: props.actions,
    pageSize: props.pageSize ?? 10,
  });
  const { fields, list } = paged;
  return (
    <Flex vertical gap={12}>
      {(fields.length > 0 || props.extra) && (
        <Flex justify="space-between" align="start" wrap gap={12}>
          {fields.length > 0 ? <SearchForm fields={fields} onSearch={list.search} /> : <span />}
          {props.extra}
        </Flex>
      )}
      <PagedTable<T, P>
        paged={paged}
        rowKey={props.rowKey}
        columns={props.columns}
        errorTitle={props.errorTitle ?? '加载失败'}
        narrowed={list.searched}
        emptyText={props.emptyText}
        density={props.density}
        rowSelection={props.rowSelection}
      />
    </Flex>
  );
}) as <T extends object, P extends PageQuery>(props: PanelListProps<T, P>) => ReactNode;
