import { SessionStore } from '@core/stores/session-store';
import { createTestContainer } from '@tests/support/test-container';

async function signedInSession(unread: number) {
  const test = createTestContainer();
  test.api.user!.unreadMessageCount = unread;
  const session = test.service(SessionStore);
  await session.loadUserInfo();
  return { ...test, session };
}

describe('SessionStore unread messages', () => {
  it('takes the count from the user info on every load', async () => {
    const { session, api } = await signedInSession(4);
    expect(session.unreadMessageCount).toBe(4);
    api.user!.unreadMessageCount = 1;
    await session.loadUserInfo();
    expect(session.unreadMessageCount).toBe(1);
  });

  it('takes a count set after a read, and a user info requested before it does not undo it', async () => {
    const { session, api } = await signedInSession(4);
    const polled = session.loadUserInfo(); // requested while the member still had 4 unread
    session.setUnreadMessageCount(3);
    await polled;
    expect(session.unreadMessageCount).toBe(3);
    api.user!.unreadMessageCount = 3;
    await session.loadUserInfo();
    expect(session.unreadMessageCount).toBe(3);
  });

  it('never goes below zero, and is forgotten on clear and on entering another organisation', async () => {
    const { session } = await signedInSession(4);
    session.setUnreadMessageCount(-2);
    expect(session.unreadMessageCount).toBe(0);
    session.setUnreadMessageCount(7);
    session.clear();
    expect(session.unreadMessageCount).toBe(0);

    const other = await signedInSession(6);
    await other.session.enterOrganization('yunshan-group');
    expect(other.session.unreadMessageCount).toBe(0);
  });
});
