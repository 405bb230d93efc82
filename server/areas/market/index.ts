import { marketManifest } from '../../../manifests/market';
import { defineServerArea } from '../../platform/server-area';
import { marketAppRoutes } from './routes';
import { seedMarketDemo } from './seed';

/**
 * The application centre (应用中心): the member's applications, the market, the admins' management of
 * installed applications and the workbench layout, all under the application service (`/app/v1/...`,
 * its `appRoutes`). The catalogue itself is reference data the platform syncs from the manifests.
 */
export const marketServerArea = defineServerArea({
  id: 'market',
  manifest: marketManifest,
  dependsOn: [],
  appRoutes: marketAppRoutes,
  seed: seedMarketDemo,
});
