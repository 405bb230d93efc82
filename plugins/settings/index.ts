import { definePlugin } from '@core/plugin/define-plugin';
import { settingsManifest } from '@manifests/settings';

/** The settings area. Its menus route to the coming-soon page until its views land. */
export default definePlugin({ id: 'settings', manifest: settingsManifest, views: {} });
