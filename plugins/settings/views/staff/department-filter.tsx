import { Tree } from 'antd';
import { useMemo } from 'react';
import type { DepartmentNode } from '../../api/department-api';
import { departmentTreeData } from './department-tree-data';

/** The key of 全部 (no department filter); uniqueIds never take this shape. */
const ALL = '__all__';

/**
 * The list's department filter: 全部 on top, then the organisation's tree fully expanded with member
 * counts; choosing a department lists its members and those of its sub-departments.
 */
export function DepartmentFilter({
  tree,
  selected,
  onSelect,
}: {
  tree: DepartmentNode[];
  selected: string | undefined;
  onSelect(uniqueId: string | undefined): void;
}) {
  const treeData = useMemo(
    () => [{ key: ALL, title: '全部', children: [] }, ...departmentTreeData(tree, { countMembers: true })],
    [tree],
  );
  return (
    <nav aria-label="按部门筛选">
      <Tree
        blockNode
        treeData={treeData}
        defaultExpandAll
        selectedKeys={[selected ?? ALL]}
        onSelect={(keys) => {
          // Clicking the chosen department again keeps it (antd would clear the selection).
          const key = keys[0];
          if (key === undefined) return;
          onSelect(key === ALL ? undefined : String(key));
        }}
      />
    </nav>
  );
}
