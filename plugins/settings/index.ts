import { definePlugin } from '@core/plugin/define-plugin';
import { settingsManifest } from '@manifests/settings';
import { settingsModule } from './settings-module';

/** The settings area: park information, organisation, staff, applications and roles. */
export default definePlugin({
  id: 'settings',
  manifest: settingsManifest,
  module: settingsModule,
  views: {
    'park-information': () =>
      import(/* webpackChunkName: "plugin-settings" */ './views/park-information-page'),
  },
});
