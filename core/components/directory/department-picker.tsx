import { TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import type { TreeOption } from '../../crud/schema-form/schema-types';
import { useData } from '../../data/use-data';
import { departmentOptionsOf } from './department-options';
import { departmentTreeQuery } from './directory-queries';
import { PickerEmpty } from './picker-empty';
import type { PickerControlProps } from './picker-props';

export interface DepartmentPickerProps extends PickerControlProps {
  /**
   * Ticks instead of picks: ticking a department stands for it and everything below it, kept as the
   * highest ticked one (a notice's recipients). Implies `multiple`.
   */
  checkable?: boolean;
  /** Names with their members, those below included: 运营部（12 人）. */
  countMembers?: boolean;
  /** At most this many chosen departments shown; the rest as +N. */
  maxTagCount?: number;
  /** Chooses in this tree instead of the organisation's (a form given its own choices). */
  departments?: readonly TreeOption[];
}

interface TreeNode {
  key: string;
  title: string;
  value: string;
  children?: TreeNode[];
}

const treeDataOf = (options: readonly TreeOption[]): TreeNode[] =>
  options.map((option) => ({
    key: option.value,
    title: option.label,
    value: option.value,
    ...(option.children?.length ? { children: treeDataOf(option.children) } : {}),
  }));

/**
 * Chooses departments in the organisation's tree (`/enterprise/v1/department/tree`, read once through
 * `departmentTreeQuery` and shared with every other reader), searched by name, expanded. Says while
 * it loads, when the tree failed (with 重试), and when nothing matches.
 */
export function DepartmentPicker({
  departments,
  countMembers,
  checkable,
  multiple,
  maxTagCount,
  ...control
}: DepartmentPickerProps) {
  const tree = useData(departmentTreeQuery, undefined, { enabled: departments === undefined });
  const [search, setSearch] = useState('');
  const options = useMemo(
    () => departments ?? (tree.data ? departmentOptionsOf(tree.data, { countMembers }) : undefined),
    [departments, tree.data, countMembers],
  );
  const treeData = useMemo(() => treeDataOf(options ?? []), [options]);
  const loading = options === undefined && !tree.isError;
  return (
    <TreeSelect<string | string[]>
      {...control}
      multiple={multiple || checkable}
      treeCheckable={checkable}
      showCheckedStrategy={checkable ? TreeSelect.SHOW_PARENT : undefined}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      onSearch={setSearch}
      loading={loading}
      treeData={treeData}
      maxTagCount={maxTagCount}
      notFoundContent={
        <PickerEmpty
          what="部门"
          loading={loading}
          failed={options === undefined && tree.isError}
          onRetry={() => void tree.refetch()}
          searching={search !== '' && treeData.length > 0}
        />
      }
    />
  );
}
