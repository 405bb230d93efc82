import type { DepartmentNode } from '../../api/department-api';

/** A department as antd's Tree takes it (员工管理's department filter). */
export interface DepartmentTreeItem {
  key: string;
  value: string;
  title: string;
  children: DepartmentTreeItem[];
}

/** The department tree in antd's shape; `countMembers` appends each one's member count (with sub-departments). */
export function departmentTreeData(
  nodes: readonly DepartmentNode[],
  options: { countMembers?: boolean } = {},
): DepartmentTreeItem[] {
  return nodes.map((node) => ({
    key: node.uniqueId,
    value: node.uniqueId,
    title: options.countMembers ? `${node.name}（${node.totalMemberCount}）` : node.name,
    children: departmentTreeData(node.children, options),
  }));
}
