/** The application centre's pages (resource codes of manifests/market.ts as paths). */
export const MARKET_PATH = '/PC_APPLICATION_MARKET';
export const APPLICATION_ADD_PATH = '/PC_APPLICATION_ADD';

export function applicationDetailPath(uniqueId: string): string {
  return `/PC_APPLICATION_DETAIL?uniqueId=${encodeURIComponent(uniqueId)}`;
}
