import { noticeManifest } from '../../../manifests/notice';
import { defineServerArea } from '../define-server-area';
import { messageRoutes } from './message-routes';
import { noticeRoutes } from './notice-routes';

/**
 * The messages area: the member's inbox (`/enterprise/v1/message/...`) and 通知管理
 * (`/enterprise/v1/notice/...`). Its tables came before area migrations existed and stay in the core
 * history (0006-messages), beside `sendMessage`, which every area calls.
 */
export const noticeServerArea = defineServerArea({
  id: 'notice',
  manifest: noticeManifest,
  routes: async (app) => {
    await app.register(messageRoutes);
    await app.register(noticeRoutes);
  },
});
