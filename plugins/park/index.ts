import { definePlugin } from '@core/plugin';
import { parkManifest } from '@manifests/park';

/** The park area. Its menus route to the coming-soon page until its views land. */
export default definePlugin({ id: 'park', manifest: parkManifest, views: {} });
