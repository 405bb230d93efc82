/**
 * Applications grouped by category, the groups in `categoryOrder` (the first place a name takes
 * counts); categories it does not name follow in the order their first application comes.
 */
export function groupByCategory<T extends { categoryName: string }>(
  applications: readonly T[],
  categoryOrder: readonly string[],
): { categoryName: string; applications: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const application of applications) {
    const group = groups.get(application.categoryName);
    if (group) group.push(application);
    else groups.set(application.categoryName, [application]);
  }
  const rank = (categoryName: string) => {
    const index = categoryOrder.indexOf(categoryName);
    return index === -1 ? categoryOrder.length : index;
  };
  return [...groups]
    .map(([categoryName, members]) => ({ categoryName, applications: members }))
    .sort((a, b) => rank(a.categoryName) - rank(b.categoryName));
}
