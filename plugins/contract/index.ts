import { definePlugin } from '@core/plugin';
import { contractManifest } from '@manifests/contract';

/** The contract area. Its menus route to the coming-soon page until its views land. */
export default definePlugin({ id: 'contract', manifest: contractManifest, views: {} });
