import { definePlugin } from '@core/plugin';
import { noticeManifest } from '@manifests/notice';
import { noticeModule } from './notice-module';

/**
 * The messages area: the member's inbox with unread counts per type, a message's page, and 通知管理
 * where notices are published to the organisation or chosen departments; the workbench's 最新通知.
 */
export default definePlugin({
  id: 'notice',
  manifest: noticeManifest,
  module: noticeModule,
  views: {
    // Each page its own chunk: the inbox carries none of a message's rich text, the notice list none of
    // the publish form (issue 17).
    'notice-list': () => import(/* webpackChunkName: "plugin-notice" */ './views/notice-list-page'),
    'notice-detail': () =>
      import(/* webpackChunkName: "plugin-notice-detail" */ './views/notice-detail-page'),
    'notice-management': () =>
      import(/* webpackChunkName: "plugin-notice-management" */ './views/notice-management-page'),
    'notice-publish': () =>
      import(/* webpackChunkName: "plugin-notice-publish" */ './views/notice-publish-page'),
  },
  slots: {
    workbenchStats: () =>
      import(/* webpackChunkName: "notice-workbench" */ './workbench/unread-messages-stat'),
    workbench: () => import(/* webpackChunkName: "notice-workbench" */ './workbench/latest-notices'),
    navbarActions: () => import(/* webpackChunkName: "notice-navbar" */ './navbar/messages-bell'),
  },
});
