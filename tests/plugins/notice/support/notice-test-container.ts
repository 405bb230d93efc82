import { DirectoryApi } from '@core';
import noticePlugin from '@plugins/notice';
import { NoticeApi } from '@plugins/notice/api/notice-api';
import { FakeDirectoryApi } from '@tests/support/fakes/fake-directory-api';
import { signedInContainer } from '@tests/support/signed-in-container';
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

/**
 * A signed-in member (not an admin) holding `codes`, with the notice plugin and its API swapped for
 * an in-memory fake (the recipients' tree, `notices.departments`, answered by core's directory); the
 * user info carries `unread` as the unread count.
 */
export async function noticeTestContainer(options: { codes?: readonly string[]; unread?: number } = {}) {
  const notices = new FakeNoticeApi();
  const test = await signedInContainer({
    plugin: noticePlugin,
    codes: options.codes ?? ALL_NOTICE_CODES,
    user: { unreadMessageCount: options.unread ?? 0 },
    overrides: (c) => {
      c.rebind(NoticeApi).toConstantValue(notices);
      c.rebind(DirectoryApi).toConstantValue(new FakeDirectoryApi(notices.departments));
    },
  });
  return { ...test, notices };
}
