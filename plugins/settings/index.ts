import { definePlugin } from '@core/plugin';
import { settingsManifest } from '@manifests/settings';
import { settingsModule } from './settings-module';

/**
 * The settings area: park information, organisation, staff, applications and roles. Each page has a
 * chunk of its own (the add and modify pages share the staff form's), so a page loads only what it
 * shows: 员工管理's list carries none of the form's date picker, the detail's descriptions or the
 * other pages' trees and dialogs (issue 17).
 */
export default definePlugin({
  id: 'settings',
  manifest: settingsManifest,
  module: settingsModule,
  views: {
    'park-information': () =>
      import(/* webpackChunkName: "plugin-settings" */ './views/park-information-page'),
    'staff-list': () =>
      import(/* webpackChunkName: "plugin-settings-staff" */ './views/staff/staff-list-page'),
    'staff-add': () =>
      import(/* webpackChunkName: "plugin-settings-staff-form" */ './views/staff/staff-add-page'),
    'staff-modify': () =>
      import(/* webpackChunkName: "plugin-settings-staff-form" */ './views/staff/staff-modify-page'),
    'staff-detail': () =>
      import(/* webpackChunkName: "plugin-settings-staff-detail" */ './views/staff/staff-detail-page'),
    'staff-config': () =>
      import(/* webpackChunkName: "plugin-settings-staff-config" */ './views/staff/staff-config-page'),
    'application-management': () =>
      import(/* webpackChunkName: "plugin-settings-applications" */ './views/application-management-page'),
    'role-management': () =>
      import(/* webpackChunkName: "plugin-settings-roles" */ './views/role-management-page'),
    organization: () =>
      import(/* webpackChunkName: "plugin-settings-organization" */ './views/organization-page'),
  },
});
