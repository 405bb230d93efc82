import { NavigationService } from '@core/services/navigation-service';
import type { RouterNavigationService } from '@core/services/router-navigation-service';
import { SignOutService } from '@core/services/sign-out-service';
import { SessionStore } from '@core/stores/session-store';
import { UnreadMessagesStore } from '@plugins/notice/stores/unread-messages-store';
import { noticeTestContainer } from './support/notice-test-container';

async function signedInSession(unread: number) {
  const test = await noticeTestContainer({ unread });
  return { ...test, session: test.service(SessionStore), unread: test.service(UnreadMessagesStore) };
}

describe('UnreadMessagesStore (the bell’s count, fed by the user info)', () => {
  it('takes the count from the user info on every load', async () => {
    const { session, unread, api } = await signedInSession(4);
    expect(unread.count).toBe(4);
    api.user!.unreadMessageCount = 1;
    await session.loadUserInfo();
    expect(unread.count).toBe(1);
  });

  it('takes a count set after a read, and a user info requested before it does not undo it', async () => {
    const { session, unread, api } = await signedInSession(4);
    const polled = session.loadUserInfo(); // requested while the member still had 4 unread
    unread.set(3);
    await polled;
    expect(unread.count).toBe(3);
    api.user!.unreadMessageCount = 3;
    await session.loadUserInfo();
    expect(unread.count).toBe(3);
  });

  it('never goes below zero, and is forgotten on sign-out and on switching organisation', async () => {
    const { unread, service } = await signedInSession(4);
    unread.set(-2);
    expect(unread.count).toBe(0);
    unread.set(7);
    service(SignOutService).end('replaced');
    expect(unread.count).toBe(0);

    const other = await signedInSession(6);
    other.api.user!.unreadMessageCount = 0;
    // No router here: the switch's way to /dashboard goes nowhere.
    (other.service(NavigationService) as RouterNavigationService).attach(() => undefined);
    await other.service(SignOutService).switchOrganization('yunshan-group');
    expect(other.unread.count).toBe(0);
  });
});
