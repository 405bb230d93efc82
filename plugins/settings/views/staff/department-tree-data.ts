import type { DepartmentNode } from '../../api/department-api';

/** A department as antd's Tree and TreeSelect take it. */
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
