import type { DepartmentMove, DepartmentNode } from '../../api/department-api';

/**
 * Pure helpers over the department tree for 组织管理: finding, filtering, the parents a department
 * may move under, and turning a drop on antd's Tree into the server's `department/move` request.
 */

/** The department with this uniqueId anywhere in the tree. */
export function findDepartment(
  nodes: readonly DepartmentNode[],
  uniqueId: string,
): DepartmentNode | undefined {
  for (const node of nodes) {
    if (node.uniqueId === uniqueId) return node;
    const found = findDepartment(node.children, uniqueId);
    if (found) return found;
  }
  return undefined;
}

/** The uniqueIds from the root down to the department's parent ([] for the root or when not found). */
export function ancestorIds(nodes: readonly DepartmentNode[], uniqueId: string): string[] {
  for (const node of nodes) {
    if (node.uniqueId === uniqueId) return [];
    const below = ancestorIds(node.children, uniqueId);
    if (below.length > 0 || node.children.some((child) => child.uniqueId === uniqueId)) {
      return [node.uniqueId, ...below];
    }
  }
  return [];
}

/** Every department's uniqueId, parents before their children. */
export function allIds(nodes: readonly DepartmentNode[]): string[] {
  return nodes.flatMap((node) => [node.uniqueId, ...allIds(node.children)]);
}

/** The department's uniqueId and those of all departments below it. */
export function subtreeIds(node: DepartmentNode): Set<string> {
  return new Set(allIds([node]));
}

/** Whether a name contains the keyword, ignoring case (so 「hr」 finds 「HR 部」). */
export function nameMatches(name: string, keyword: string): boolean {
  return name.toLowerCase().includes(keyword.toLowerCase());
}

/**
 * The departments whose name contains the keyword, with their ancestors (to show where they are) and
 * nothing else; `matched` lists the matches and `expanded` every department the result must open.
 * A blank keyword keeps the whole tree.
 */
export function filterDepartments(
  nodes: readonly DepartmentNode[],
  rawKeyword: string,
): { tree: DepartmentNode[]; matched: string[]; expanded: string[] } {
  const keyword = rawKeyword.trim();
  if (!keyword) return { tree: [...nodes], matched: [], expanded: [] };
  const matched: string[] = [];
  const expanded: string[] = [];
  const visit = (list: readonly DepartmentNode[]): DepartmentNode[] =>
    list.flatMap((node) => {
      const children = visit(node.children);
      const matches = nameMatches(node.name, keyword);
      if (matches) matched.push(node.uniqueId);
      if (!matches && children.length === 0) return [];
      if (children.length > 0) expanded.push(node.uniqueId);
      return [{ ...node, children }];
    });
  return { tree: visit(nodes), matched, expanded };
}

/** A department as the parent choice of 移动到… offers it (antd TreeSelect's shape). */
export interface ParentChoice {
  value: string;
  title: string;
  disabled: boolean;
  children: ParentChoice[];
}

/**
 * The tree for choosing a new parent of `moving`: it cannot go under itself or a department below it,
 * so those are left out; its current parent stays, disabled, so the choice reads in context.
 */
export function parentChoices(nodes: readonly DepartmentNode[], moving: DepartmentNode): ParentChoice[] {
  const excluded = subtreeIds(moving);
  const convert = (list: readonly DepartmentNode[]): ParentChoice[] =>
    list
      .filter((node) => !excluded.has(node.uniqueId))
      .map((node) => ({
        value: node.uniqueId,
        title: node.uniqueId === moving.parentUniqueId ? `${node.name}（当前上级）` : node.name,
        disabled: node.uniqueId === moving.parentUniqueId,
        children: convert(node.children),
      }));
  return convert(nodes);
}

/** Where a dragged department was dropped, as antd's Tree reports it. */
export interface TreeDrop {
  draggedId: string;
  targetId: string;
  /** Dropped between nodes (true) or onto the target's title (false: into it). */
  toGap: boolean;
  /** -1 before the target, 0 onto it, 1 after it (antd's `dropPosition` minus the target's own index). */
  side: -1 | 0 | 1;
  /** The target is open and has children: a drop just below it lands as its first child. */
  targetExpanded: boolean;
}

/**
 * The `department/move` request a drop means, or undefined when it means nothing the server would
 * accept or change: the root moved or dropped beside, a department into itself or below itself, or
 * a department put back where it already is. `index` counts the new siblings without the moved one,
 * as the server does.
 */
export function moveForDrop(nodes: readonly DepartmentNode[], drop: TreeDrop): DepartmentMove | undefined {
  const dragged = findDepartment(nodes, drop.draggedId);
  const target = findDepartment(nodes, drop.targetId);
  if (!dragged || !target || dragged.parentUniqueId === null) return undefined;
  if (subtreeIds(dragged).has(target.uniqueId)) return undefined;

  let parent: DepartmentNode | undefined;
  let index: number;
  if (!drop.toGap || (drop.side === 1 && drop.targetExpanded && target.children.length > 0)) {
    parent = target;
    index = 0;
  } else {
    parent = target.parentUniqueId === null ? undefined : findDepartment(nodes, target.parentUniqueId);
    if (!parent) return undefined;
    const siblings = parent.children.filter((child) => child.uniqueId !== dragged.uniqueId);
    const at = siblings.findIndex((child) => child.uniqueId === target.uniqueId);
    index = drop.side === -1 ? at : at + 1;
  }

  if (parent.uniqueId === dragged.parentUniqueId) {
    const current = parent.children.findIndex((child) => child.uniqueId === dragged.uniqueId);
    if (current === index) return undefined;
  }
  return { uniqueId: dragged.uniqueId, parentUniqueId: parent.uniqueId, index };
}
