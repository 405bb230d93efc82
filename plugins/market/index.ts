import { definePlugin } from '@core/plugin';
import { marketManifest } from '@manifests/market';
import { marketModule } from './market-module';

/**
 * The application centre: the market, application details and adding applications; the navbar's
 * 收藏 drawer and the workbench's applications; the launcher behind every way of opening one.
 */
export default definePlugin({
  id: 'market',
  manifest: marketManifest,
  module: marketModule,
  views: {
    'application-market': () =>
      import(/* webpackChunkName: "plugin-market" */ './views/application-market-page'),
    'application-detail': () =>
      import(/* webpackChunkName: "plugin-market" */ './views/application-detail-page'),
    'application-add': () => import(/* webpackChunkName: "plugin-market" */ './views/application-add-page'),
  },
  slots: {
    favourites: () => import(/* webpackChunkName: "market-favourites" */ './favourites/favourites-drawer'),
    workbenchStats: () =>
      import(/* webpackChunkName: "market-workbench" */ './workbench/usable-applications-stat'),
    workbench: () => import(/* webpackChunkName: "market-workbench" */ './workbench/workbench-section'),
  },
});
