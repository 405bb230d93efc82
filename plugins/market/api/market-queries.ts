import { defineQuery } from '@core/data';
import { MarketApi } from './market-api';

/** Where load failures of the catalogue go: the console's log, not the member (spec §8). */
function logged<T>(message: string, load: Promise<T>): Promise<T> {
  return load.catch((error: unknown) => {
    console.error(message, error);
    throw error;
  });
}

/** Resolves in a task of its own, after the browser has had a turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * What the application centre's views read. Opening an application invalidates `market` (its
 * detail and the catalogue) and `applications`, the settings area's tag of 应用管理 and 角色授权's
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

/**
 * The catalogue's groups by category whose names contain the keyword (trimmed; '' for all), as the
 * server matches them. A market of thousands is megabytes of JSON: parsing it and rendering it are two
 * tasks, not one long one that would block the page (BENCH_PARTS=market npm run bench).
 */
export const marketGroupsQuery = defineQuery({
  key: ['market', 'applications', 'groups'],
  service: MarketApi,
  fetch: async (api, keyword: string) => {
    const groups = await logged('应用列表加载失败', api.marketGroups(keyword || undefined));
    await nextTask();
    return groups;
  },
  tags: [MarketTag.market],
});

/** The market's categories in their order (the groups are shown in it). */
export const marketCategoriesQuery = defineQuery({
  key: ['market', 'categories'],
  service: MarketApi,
  fetch: (api) => logged('应用分类加载失败', api.categories()),
});
