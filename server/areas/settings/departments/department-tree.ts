import type { DepartmentNode } from '../../../../manifests/contracts/settings';

/**
 * The department tree put together in memory from the organisation's rows, read in one query: each
 * step walks the rows once, so the cost grows with the number of departments, never with their depth
 * times their number (as the recursive query it replaces did).
 */

/** What the shape of a tree needs of a department. */
export interface TreeLink {
  id: number;
  parentId: number | null;
}

/** One department as the tree query reads it: its members placed directly, and which of them are placed elsewhere too. */
export interface DepartmentRow extends TreeLink {
  uniqueId: string;
  name: string;
  sort: number;
  memberCount: number;
  /** The members placed here who are placed in another department as well. */
  sharedMemberIds: number[];
}

/** Where each department stands: its level (the root is 1) and its height (levels from it down, 1 for a leaf). */
export interface TreeShape {
  levelOf(id: number): number;
  heightOf(id: number): number;
  /** Every department, parents before their children (siblings in the order given). */
  readonly topDown: readonly number[];
}

export function treeShape(departments: readonly TreeLink[]): TreeShape {
  const children = new Map<number, number[]>();
  const topDown: number[] = [];
  for (const department of departments) {
    if (department.parentId === null) topDown.push(department.id);
    else pushTo(children, department.parentId, department.id);
  }
  const level = new Map<number, number>(topDown.map((id) => [id, 1]));
  for (let index = 0; index < topDown.length; index += 1) {
    const id = topDown[index]!;
    for (const child of children.get(id) ?? []) {
      level.set(child, level.get(id)! + 1);
      topDown.push(child);
    }
  }
  const parentOf = new Map(departments.map((department) => [department.id, department.parentId]));
  const height = new Map<number, number>();
  for (const id of [...topDown].reverse()) {
    const own = height.get(id) ?? 1;
    height.set(id, own);
    const parent = parentOf.get(id);
    if (parent != null) height.set(parent, Math.max(height.get(parent) ?? 1, own + 1));
  }
  return {
    levelOf: (id) => level.get(id) ?? 0,
    heightOf: (id) => height.get(id) ?? 0,
    topDown,
  };
}

/**
 * The tree (its root; more than one only if the data has several), siblings in the order of `rows`,
 * each with its members placed directly and its members in it or below it, each counted once.
 */
export function assembleTree(rows: readonly DepartmentRow[]): DepartmentNode[] {
  const nodes = new Map<number, DepartmentNode>();
  const total = new Map<number, number>();
  for (const row of rows) {
    nodes.set(row.id, {
      uniqueId: row.uniqueId,
      name: row.name,
      parentUniqueId: null,
      sort: row.sort,
      memberCount: row.memberCount,
      totalMemberCount: 0,
      children: [],
    });
    total.set(row.id, row.memberCount);
  }
  const roots: DepartmentNode[] = [];
  const parentOf = new Map<number, number | null>();
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    parentOf.set(row.id, parent ? row.parentId : null);
    if (parent) {
      node.parentUniqueId = parent.uniqueId;
      parent.children.push(node);
    } else roots.push(node);
  }
  // Sums from the leaves up count a member placed in two departments twice in their common ancestors…
  for (const id of [...treeShape(rows).topDown].reverse()) {
    const parent = parentOf.get(id);
    if (parent != null) total.set(parent, total.get(parent)! + total.get(id)!);
  }
  // …so each such member is taken off again where it was counted more than once.
  for (const [id, surplus] of surplusCounts(rows, parentOf)) total.set(id, total.get(id)! - surplus);
  for (const [id, node] of nodes) node.totalMemberCount = total.get(id)!;
  return roots;
}

/**
 * For members placed in several departments: by department, how many times too many the sums count
 * them (a member placed in two departments below it is counted twice there, once too many). Each
 * placement walks up to the root, so the cost is these placements times the depth.
 */
function surplusCounts(
  rows: readonly DepartmentRow[],
  parentOf: ReadonlyMap<number, number | null>,
): Map<number, number> {
  const placementsOf = new Map<number, number[]>();
  for (const row of rows) {
    for (const member of row.sharedMemberIds) pushTo(placementsOf, member, row.id);
  }
  const surplus = new Map<number, number>();
  for (const departments of placementsOf.values()) {
    const counted = new Set<number>();
    for (const placed of departments) {
      for (let id: number | null | undefined = placed; id != null; id = parentOf.get(id)) {
        if (counted.has(id)) surplus.set(id, (surplus.get(id) ?? 0) + 1);
        else counted.add(id);
      }
    }
  }
  return surplus;
}

function pushTo<K, V>(lists: Map<K, V[]>, key: K, value: V): void {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}
