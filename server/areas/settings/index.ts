import { settingsManifest } from '../../../manifests/settings';
import { defineServerArea } from '../../platform/server-area';
import { settingsMigrations } from './migrations';
import { settingsRoutes } from './routes';
import { manageApplicationRoutes } from './routes/manage-application-routes';
import { seedSettingsDemo } from './seed';

/**
 * 设置: the park's profile (园区详情), departments (组织管理), staff with their fields and import
 * (员工管理), roles (角色管理) and the
 * organisation's installed applications (应用管理). Its tables came before area migrations existed and stay in the core
 * history (0004-departments, 0005-roles-and-staff): the platform reads roles to know administrators.
 */
export const settingsServerArea = defineServerArea({
  id: 'settings',
  manifest: settingsManifest,
  // 应用管理 installs an edition the market offers.
  dependsOn: ['market'],
  routes: settingsRoutes,
  // 应用管理 (`/app/v1/manage/application/...`) lives in the application service.
  appRoutes: manageApplicationRoutes,
  migrations: settingsMigrations,
  seed: seedSettingsDemo,
});
