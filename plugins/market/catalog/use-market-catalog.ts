import { useDebouncedValue } from '@core';
import { useData } from '@core/data';
import { useMemo } from 'react';
import { marketCategoriesQuery, marketGroupsQuery } from '../api/market-queries';
import { type CatalogView, catalogViewOf } from './catalog-view';

export interface MarketCatalog extends CatalogView {
  /** The keyword searched (trimmed), once typing has paused. */
  keyword: string;
  /** A search is under way. */
  loading: boolean;
  /** The groups could not be loaded (the failure is logged, spec §8). */
  failed: boolean;
  /** Asks again for what failed. */
  retry(): void;
}

/**
 * The market catalogue for one surface, searched with the keyword once typing has paused for the
 * default debounce (spec §9: 500 ms): two queries of the data layer (the groups per keyword, tagged
 * `market`, and the categories), so an answer overtaken by a newer search is never shown and a surface
 * opened again shows the catalogue it had at once. The last answer stays on screen while the next
 * keyword loads; the groups show with their categories' order in one update, never jumping into it.
 */
export function useMarketCatalog(keyword: string): MarketCatalog {
  const settled = useDebouncedValue(keyword).trim();
  const groups = useData(marketGroupsQuery, settled, { keepPrevious: true });
  const categories = useData(marketCategoriesQuery, undefined);
  const ordered = groups.data !== undefined && !categories.isPending;
  const view = useMemo(
    () => catalogViewOf(ordered ? (groups.data ?? []) : [], categories.data ?? []),
    [ordered, groups.data, categories.data],
  );
  return {
    ...view,
    keyword: settled,
    loading: groups.isFetching || categories.isPending,
    failed: groups.isError,
    retry: () => {
      void groups.refetch();
      if (categories.isError) void categories.refetch();
    },
  };
}
