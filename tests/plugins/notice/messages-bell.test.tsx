import { Navbar } from '@core/layout/navbar/navbar';
import { SessionStore } from '@core/stores/session-store';
import noticePlugin from '@plugins/notice';
import { UnreadMessagesStore } from '@plugins/notice/stores/unread-messages-store';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { LocationProbe, signedIn } from '../../core/layout/sidebar/layout-fixtures';

/** The navbar, filled by the messages plugin, of a member whose user info says `unread` unread messages. */
async function renderNavbar(unread: number) {
  const test = await signedIn({ plugins: [noticePlugin] });
  test.api.user!.unreadMessageCount = unread;
  const session = test.service(SessionStore);
  await act(() => session.loadUserInfo());
  renderWithServices(
    <>
      <Navbar />
      <LocationProbe />
    </>,
    { container: test.container, path: '/dashboard' },
  );
  // The bell is the plugin's navbar slot: its code loads with the navbar.
  await screen.findByRole('button', { name: /^消息/ });
  return { ...test, session, unread: test.service(UnreadMessagesStore) };
}

/** The bell, found by the start of its name (which carries the count). */
const bell = () => screen.getByRole('button', { name: /^消息/ });
const badge = () => document.querySelector('.atrium-navbar__badge .ant-badge-count');

describe('消息 bell (the messages plugin’s navbar slot)', () => {
  it('shows the unread count from the user info, and says it in the button name', async () => {
    await renderNavbar(3);
    expect(bell()).toHaveAccessibleName('消息，3 条未读');
    expect(badge()).toHaveTextContent('3');
  });

  it('shows 99+ past 99, while the name keeps the exact count', async () => {
    await renderNavbar(120);
    expect(bell()).toHaveAccessibleName('消息，120 条未读');
    expect(badge()).toHaveTextContent('99+');
  });

  it('shows no badge at 0, and the bell still opens the inbox', async () => {
    await renderNavbar(0);
    expect(bell()).toHaveAccessibleName('消息');
    expect(badge()).toBeNull();
    await userEvent.setup({ delay: null }).click(bell());
    expect(screen.getByTestId('location')).toHaveTextContent('/notice/noticeList');
  });

  it('follows the 60 s user-info polling, and a count set after a read', async () => {
    const test = await renderNavbar(2);
    jest.useFakeTimers();
    try {
      test.session.startPolling();
      test.api.user!.unreadMessageCount = 5;
      await act(() => jest.advanceTimersByTimeAsync(59_000));
      expect(bell()).toHaveAccessibleName('消息，2 条未读');
      await act(() => jest.advanceTimersByTimeAsync(1_000));
      expect(bell()).toHaveAccessibleName('消息，5 条未读');
      expect(badge()).toHaveTextContent('5');
    } finally {
      test.session.stopPolling();
      jest.useRealTimers();
    }
    act(() => test.unread.set(0));
    expect(bell()).toHaveAccessibleName('消息');
    expect(badge()).toBeNull();
  });
});
