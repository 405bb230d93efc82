import { marketManifest } from '@manifests/market';
import { definePaths, withQuery } from '@manifests/resource-codes';

/** The application centre's pages: the paths of their resources in manifests/market.ts, by name. */
const MarketPaths = definePaths(marketManifest, {
  market: 'PC_APPLICATION_MARKET',
  add: 'PC_APPLICATION_ADD',
  detail: 'PC_APPLICATION_DETAIL',
});

export const MARKET_PATH = MarketPaths.market;
export const APPLICATION_ADD_PATH = MarketPaths.add;

export function applicationDetailPath(uniqueId: string): string {
  return withQuery(MarketPaths.detail, { uniqueId });
}
