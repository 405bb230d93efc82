import type { DepartmentNode } from '../../api/directory-api';
import type { TreeOption } from '../../crud/schema-form/schema-types';

/**
 * The department tree as choices (`{ label, value, children }`, what the CRUD kit's department
 * fields and `DepartmentPicker` take); `countMembers` names each with its members, those below it
 * included: 运营部（12 人）.
 */
export function departmentOptionsOf(
  nodes: readonly DepartmentNode[],
  options: { countMembers?: boolean } = {},
): TreeOption[] {
  return nodes.map((node) => ({
    label: options.countMembers ? `${node.name}（${node.totalMemberCount} 人）` : node.name,
    value: node.uniqueId,
    ...(node.children.length > 0 ? { children: departmentOptionsOf(node.children, options) } : {}),
  }));
}

/** Every department's name by uniqueId, through the tree. */
export function departmentNamesOf(nodes: readonly DepartmentNode[]): Map<string, string> {
  const names = new Map<string, string>();
  const collect = (level: readonly DepartmentNode[]) => {
    for (const node of level) {
      names.set(node.uniqueId, node.name);
      collect(node.children);
    }
  };
  collect(nodes);
  return names;
}
