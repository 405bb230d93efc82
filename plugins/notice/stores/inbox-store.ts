import { makeAutoObservable } from 'mobx';
import type { NoticeApi, UnreadCount } from '../api/notice-api';
import type { UnreadMessagesStore } from './unread-messages-store';

/**
 * The member's inbox changes: reading and removing messages from any view (the list, a message's page)
 * goes through here, so the navbar badge takes the unread count each change answers at once, and the
 * kept-alive views showing messages (the list, the workbench's 最新通知) reload when shown again.
 */
export class InboxStore {
  /** Bumped on every change to the inbox; views showing messages reload when it moves. */
  revision = 0;

  constructor(
    private readonly api: NoticeApi,
    private readonly unread: UnreadMessagesStore,
  ) {
    makeAutoObservable<InboxStore, 'api' | 'unread'>(this, { api: false, unread: false });
  }

  /** Marks messages read. Rejects (the request service has said why) when refused. */
  async read(uniqueIds: string[]): Promise<UnreadCount> {
    return this.changed(await this.api.read(uniqueIds));
  }

  /** Marks every unread message read, or only those of one type. */
  async readAll(typeCode?: string): Promise<UnreadCount> {
    return this.changed(await this.api.readAll(typeCode));
  }

  /** Removes messages from the member's inbox. */
  async remove(uniqueIds: string[]): Promise<UnreadCount> {
    return this.changed(await this.api.remove(uniqueIds));
  }

  /**
   * After a change made elsewhere that may reach this member's own inbox (a notice they published to
   * a scope that includes them, or withdrew): the badge takes the new count, the views reload. A
   * failure is left to the next user-info poll.
   */
  async refresh(): Promise<void> {
    try {
      const types = await this.api.types();
      this.changed({ unreadCount: types.reduce((sum, type) => sum + type.unreadCount, 0) });
    } catch {
      // The 60 s polling brings the count.
    }
  }

  private changed(answer: UnreadCount): UnreadCount {
    this.unread.set(answer.unreadCount);
    this.revision += 1;
    return answer;
  }
}
