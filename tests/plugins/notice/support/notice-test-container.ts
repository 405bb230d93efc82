import { PermissionStore } from '@core/stores/permission-store';
import { SessionStore } from '@core/stores/session-store';
import { noticeManifest } from '@manifests/notice';
import noticePlugin from '@plugins/notice';
import { NoticeApi } from '@plugins/notice/api/notice-api';
import { resourcesGranting } from '@tests/support/resources-granting';
import { createTestContainer } from '@tests/support/test-container';
import { FakeNoticeApi } from './fake-notice-api';

/** Every code of the messages area. */
export const ALL_NOTICE_CODES = [
  'NOTICE',
  'NOTICE_LIST',
  'NOTICE_DETAIL',
  'NOTICE_MANAGEMENT',
  'NOTICE_PUBLISH',
  'NOTICE_REMOVE',
];
/** What every member holds: the inbox and a message's page. */
export const INBOX_CODES = ['NOTICE', 'NOTICE_LIST', 'NOTICE_DETAIL'];

/** The messages area resources holding `codes`, as the server sends a member's tree. */
export const noticeResourcesGranting = (codes: readonly string[]) => resourcesGranting(noticeManifest, codes);

/**
 * A signed-in member (not an admin) holding `codes`, with the notice plugin and its API swapped for
 * an in-memory fake; the user info carries `unread` as the unread count.
 */
export async function noticeTestContainer(options: { codes?: readonly string[]; unread?: number } = {}) {
  const notices = new FakeNoticeApi();
  const test = createTestContainer({
    plugins: [noticePlugin],
    overrides: (c) => {
      c.rebind(NoticeApi).toConstantValue(notices);
    },
  });
  if (test.api.user) {
    test.api.user.isAdmin = false;
    test.api.user.unreadMessageCount = options.unread ?? 0;
  }
  test.api.routeInfoAnswer = {
    organization: { uniqueId: 'xinghe-park', name: '星河科技园', logoUrl: '' },
    resources: noticeResourcesGranting(options.codes ?? ALL_NOTICE_CODES),
  };
  await test.service(SessionStore).loadUserInfo();
  await test.service(PermissionStore).generate();
  return { ...test, notices };
}
