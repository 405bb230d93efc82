import { Type } from '@fastify/type-provider-typebox';
import { noticeManifest } from '../../../manifests/notice';
import { namedPlugin } from '../../http/named-plugin';
import { contribute } from '../../platform/extension-point';
import { userDetailFields } from '../../platform/platform-extensions';
import { defineServerArea } from '../../platform/server-area';
import { unreadCount } from './messages/inbox';
import { noticeMigrations } from './migrations';
import { messageRoutes } from './routes/message-routes';
import { noticeRoutes } from './routes/notice-routes';
import { seedNoticeDemo } from './seed';

/**
 * The messages area: the member's inbox (`/enterprise/v1/message/...`), 通知管理
 * (`/enterprise/v1/notice/...`) and `sendMessage` (its `api.ts`), which every area calls. It depends on
 * settings for the departments a notice goes to, and adds the unread count to the user info the
 * console polls (the navbar's 消息 badge).
 */
export const noticeServerArea = defineServerArea({
  id: 'notice',
  manifest: noticeManifest,
  dependsOn: ['settings'],
  routes: namedPlugin('noticeAreaRoutes', async (app) => {
    await app.register(messageRoutes);
    await app.register(noticeRoutes);
  }),
  migrations: noticeMigrations,
  seed: seedNoticeDemo,
  extensions: [
    contribute(userDetailFields, {
      key: 'unreadMessageCount',
      schema: Type.Integer(),
      read: (db, session) => unreadCount(db, session.membershipId),
    }),
  ],
});
