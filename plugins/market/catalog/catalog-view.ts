import type { ApplicationGroup, CategoryCount, MarketApplication } from '../api/market-api';

/** The market catalogue as a surface shows it (the drawer's market panel, the market pages). */
export interface CatalogView {
  /** The groups holding something (empty categories are hidden, spec §5), in the categories' order. */
  visibleGroups: ApplicationGroup<MarketApplication>[];
  /** The category index: the categories shown, in the same order. */
  index: string[];
  applications: MarketApplication[];
}

/**
 * The groups to show, in the categories' order (the server's order for those it does not list, and
 * for all of them without categories).
 */
export function catalogViewOf(
  groups: readonly ApplicationGroup<MarketApplication>[],
  categories: readonly CategoryCount[],
): CatalogView {
  const order = new Map(categories.map((category, position) => [category.categoryName, position]));
  const rank = (name: string) => order.get(name) ?? order.size;
  const visibleGroups = groups
    .filter((group) => group.applications.length > 0)
    .map((group, position) => ({ group, position }))
    .sort((a, b) => rank(a.group.categoryName) - rank(b.group.categoryName) || a.position - b.position)
    .map(({ group }) => group);
  return {
    visibleGroups,
    index: visibleGroups.map((group) => group.categoryName),
    applications: visibleGroups.flatMap((group) => group.applications),
  };
}
