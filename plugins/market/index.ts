import { definePlugin } from '@core/plugin/define-plugin';
import { marketManifest } from '@manifests/market';

/** The market area. Its menus route to the coming-soon page until its views land. */
export default definePlugin({ id: 'market', manifest: marketManifest, views: {} });
