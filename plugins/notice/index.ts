import { definePlugin } from '@core/plugin/define-plugin';
import { noticeManifest } from '@manifests/notice';

/** The notice area. Its menus route to the coming-soon page until its views land. */
export default definePlugin({ id: 'notice', manifest: noticeManifest, views: {} });
