import type { QueryClientService } from '@core';
import type { NoticeApi, UnreadCount } from '../api/notice-api';
import { NoticeTag } from '../api/notice-tags';
import type { UnreadMessagesStore } from './unread-messages-store';

/**
 * The member's inbox changes: reading and removing messages from any view (the list, a message's page)
 * goes through here, so the navbar badge takes the unread count each change answers at once, and the
 * `inbox` tag is invalidated: the views showing messages (the list, its type counts, the workbench's
 * 最新通知) reload, at once when on screen, when shown again when kept alive.
 */
export class InboxStore {
  constructor(
    private readonly api: NoticeApi,
    private readonly unread: UnreadMessagesStore,
    private readonly queries: QueryClientService,
  ) {}

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
   * a scope that includes them, or withdrew): the views reload and the badge takes the new count. A
   * failure is left to the next user-info poll.
   */
  async refresh(): Promise<void> {
    void this.queries.invalidate(NoticeTag.inbox);
    try {
      const types = await this.api.types();
      this.unread.set(types.reduce((sum, type) => sum + type.unreadCount, 0));
    } catch {
      // The 60 s polling brings the count.
    }
  }

  private changed(answer: UnreadCount): UnreadCount {
    this.unread.set(answer.unreadCount);
    void this.queries.invalidate(NoticeTag.inbox);
    return answer;
  }
}
