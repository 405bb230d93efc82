import {
  nextSequence,
  type SessionChange,
  type SessionChangeContribution,
  type UserDetail,
  type UserDetailContribution,
} from '@core';
import { makeAutoObservable } from 'mobx';

/** `user/detail` carries the member's unread messages in the organisation (the messages area's field). */
type WithUnreadCount = UserDetail & { unreadMessageCount?: unknown };

function unreadCountOf(detail: WithUnreadCount): number {
  const count = detail.unreadMessageCount;
  return typeof count === 'number' && count > 0 ? Math.trunc(count) : 0;
}

/**
 * The member's unread messages, the navbar bell's badge: from every user-info answer (the first load and
 * the 60 s polling feed it through `UserDetailContribution`), or set at once by a change to the inbox.
 * Forgotten when the session ends or changes organisation.
 */
export class UnreadMessagesStore implements UserDetailContribution, SessionChangeContribution {
  count = 0;
  /** When the count was last set by a change: a user-info answer requested before it cannot undo it. */
  private setAt = 0;

  constructor() {
    makeAutoObservable<UnreadMessagesStore, 'setAt'>(this, { setAt: false });
  }

  /** The unread count a change to the inbox answered (reading, removing): the badge follows at once. */
  set(count: number): void {
    this.setAt = nextSequence();
    this.count = Math.max(0, Math.trunc(count) || 0);
  }

  onUserDetail(detail: UserDetail, requestedAt: number): void {
    if (requestedAt < this.setAt) return;
    this.count = unreadCountOf(detail);
  }

  onSessionChange(change: SessionChange): void {
    if (!change.endsSession) return;
    this.setAt = nextSequence();
    this.count = 0;
  }
}
