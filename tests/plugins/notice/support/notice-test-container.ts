import type { Resource } from '@core/routing/resource';
import { PermissionStore } from '@core/stores/permission-store';
import { SessionStore } from '@core/stores/session-store';
import { noticeManifest } from '@manifests/notice';
import type { ResourceDeclaration } from '@manifests/resource-types';
import noticePlugin from '@plugins/notice';
import { NoticeApi } from '@plugins/notice/api/notice-api';
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

/** The messages area's resources holding `codes`, with the directories and menus above them. */
export function noticeResourcesGranting(codes: readonly string[]): Resource[] {
  const held = new Set(codes);
  const convert = (declarations: readonly ResourceDeclaration[], parentCode: string | null): Resource[] =>
    declarations.flatMap((declaration) => {
      const childs = convert(declaration.children ?? [], declaration.code);
      if (!held.has(declaration.code) && childs.length === 0) return [];
      const { children: _children, ...resource } = declaration;
      return [{ ...resource, parentCode, childs }];
    });
  return convert(noticeManifest.resources, null);
}

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
