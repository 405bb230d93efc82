/** How a spreadsheet names a department: 星河科技园/物业部/工程组, 物业部/工程组, or 工程组 alone. */

const PATH_SEPARATOR = /[/／]/;

/** Finds a department by what a person wrote: its id, or why it was not found (in Chinese). */
export type DepartmentFinder = (text: string) => number | string;

/**
 * A finder over the organisation's departments (its whole tree): by the path from the root, the
 * path below the root, or the name alone when no other department has it. Slashes may be full-width
 * and surrounded by spaces.
 */
export function departmentFinder(
  departments: readonly { id: number; name: string; parentId: number | null }[],
): DepartmentFinder {
  const byId = new Map(departments.map((department) => [department.id, department]));
  const pathOf = (id: number): string[] => {
    const department = byId.get(id)!;
    return department.parentId === null
      ? [department.name]
      : [...pathOf(department.parentId), department.name];
  };
  const byPath = new Map<string, number>();
  const byName = new Map<string, number[]>();
  for (const department of departments) {
    const path = pathOf(department.id);
    byPath.set(path.join('/'), department.id);
    if (path.length > 1) byPath.set(path.slice(1).join('/'), department.id);
    byName.set(department.name, [...(byName.get(department.name) ?? []), department.id]);
  }
  return (text) => {
    const parts = text
      .split(PATH_SEPARATOR)
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const path = parts.join('/');
    if (parts.length > 1) return byPath.get(path) ?? `找不到部门「${path}」`;
    const named = byName.get(path) ?? [];
    if (named.length === 1) return named[0]!;
    if (named.length === 0) return `找不到部门「${path}」`;
    return `有多个名为「${path}」的部门，请填写完整路径，如「${pathOf(named[0]!).join('/')}」`;
  };
}
