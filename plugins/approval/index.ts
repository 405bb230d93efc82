import { definePlugin } from '@core/plugin';
import { approvalManifest } from '@manifests/approval';

/** The approval area. Its menus route to the coming-soon page until its views land. */
export default definePlugin({ id: 'approval', manifest: approvalManifest, views: {} });
