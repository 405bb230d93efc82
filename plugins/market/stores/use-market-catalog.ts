import { useDebouncedValue, useService } from '@core';
import { useEffect, useState } from 'react';
import { MarketApi } from '../api/market-api';
import { MarketCatalogStore } from './market-catalog-store';

/**
 * A market catalogue for one surface, searched with the keyword once typing has paused for the default
 * debounce (spec §9: 500 ms).
 */
export function useMarketCatalog(keyword: string): MarketCatalogStore {
  const api = useService(MarketApi);
  const [catalog] = useState(() => new MarketCatalogStore(api));
  const settled = useDebouncedValue(keyword);
  useEffect(() => {
    void catalog.search(settled);
  }, [catalog, settled]);
  return catalog;
}
