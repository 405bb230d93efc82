import { defineQuery } from '@core/data';
import { MarketApi } from './market-api';

/**
 * What the application centre's views read. Opening an application invalidates `market` (its
 * detail) and `applications`, the settings area's tag of 应用管理 and 角色授权's
 * grantable resources, which a newly opened application joins.
 */
export const MarketTag = {
  market: 'market',
  applications: 'applications',
} as const;

/** An application of the market with its editions and whether the organisation has it. */
export const marketDetailQuery = defineQuery({
  key: ['market', 'applications', 'detail'],
  service: MarketApi,
  fetch: (api, uniqueId: string, signal) => api.marketDetail(uniqueId, { signal }),
  tags: [MarketTag.market],
});
