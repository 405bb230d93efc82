import { definePlugin } from '@core/plugin';
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
    'staff-list': () => import(/* webpackChunkName: "plugin-settings" */ './views/staff/staff-list-page'),
    'staff-add': () => import(/* webpackChunkName: "plugin-settings" */ './views/staff/staff-add-page'),
    'staff-modify': () => import(/* webpackChunkName: "plugin-settings" */ './views/staff/staff-modify-page'),
    'staff-detail': () => import(/* webpackChunkName: "plugin-settings" */ './views/staff/staff-detail-page'),
    'staff-config': () => import(/* webpackChunkName: "plugin-settings" */ './views/staff/staff-config-page'),
    'application-management': () =>
      import(/* webpackChunkName: "plugin-settings" */ './views/application-management-page'),
    'role-management': () => import(/* webpackChunkName: "plugin-settings" */ './views/role-management-page'),
    organization: () => import(/* webpackChunkName: "plugin-settings" */ './views/organization-page'),
  },
});
