import { type RequestService, token } from '@core';
import type { Page, ReadOptions } from '@core/data';
import type {
  MessageDetail,
  MessagePageQuery,
  MessageSummary,
  MessageType,
  NoticeDraft,
  NoticePageQuery,
  NoticePublished,
  PublishedNotice,
  PublishedNoticeDetail,
  UnreadCount,
} from '@manifests/contracts/notice';
import type { DepartmentNode } from '@manifests/contracts/settings';

/** The notice contract's types (`import type` only: the contract's schemas stay on the server). */
export type * from '@manifests/contracts/notice';

export type ReadFilter = 'all' | 'unread' | 'read';

/** A department of the organisation's tree (core's directory), for choosing who receives a notice. */
export type DepartmentOption = DepartmentNode;

/**
 * The messages area's calls: the member's own inbox (`/enterprise/v1/message/...`, any member) and
 * notices (`/enterprise/v1/notice/...`, behind NOTICE_MANAGEMENT / NOTICE_PUBLISH / NOTICE_REMOVE).
 * Writes are sent silently: the page shows a refusal where it happened and keeps what was typed.
 */
export const NoticeApi = token<NoticeApi>('notice.NoticeApi');
export interface NoticeApi {
  types(read?: ReadOptions): Promise<MessageType[]>;
  page(query: MessagePageQuery, read?: ReadOptions): Promise<Page<MessageSummary>>;
  /** Does not mark it read: the page calls `read` once it is shown. */
  detail(uniqueId: string, read?: ReadOptions): Promise<MessageDetail>;
  read(uniqueIds: string[]): Promise<UnreadCount>;
  /** Marks every unread message read, or only those of one type. */
  readAll(typeCode?: string): Promise<UnreadCount>;
  /** Removes messages from the member's inbox (the notice itself stays for the others). */
  remove(uniqueIds: string[]): Promise<UnreadCount>;

  publish(draft: NoticeDraft): Promise<NoticePublished>;
  noticePage(query: NoticePageQuery, read?: ReadOptions): Promise<Page<PublishedNotice>>;
  noticeDetail(uniqueId: string, read?: ReadOptions): Promise<PublishedNoticeDetail>;
  /** Withdraws a notice: it disappears from every recipient's inbox. */
  noticeRemove(uniqueId: string): Promise<void>;
}

const silent = { silent: true } as const;

export class HttpNoticeApi implements NoticeApi {
  constructor(private readonly request: RequestService) {}

  types(read?: ReadOptions) {
    return this.request.post<MessageType[]>('/enterprise/v1/message/type/list', {}, { signal: read?.signal });
  }

  page(query: MessagePageQuery, read?: ReadOptions) {
    return this.request.post<Page<MessageSummary>>('/enterprise/v1/message/page', query, {
      signal: read?.signal,
    });
  }

  detail(uniqueId: string, read?: ReadOptions) {
    return this.request.post<MessageDetail>(
      '/enterprise/v1/message/detail',
      { uniqueId },
      { ...silent, signal: read?.signal },
    );
  }

  read(uniqueIds: string[]) {
    return this.request.post<UnreadCount>('/enterprise/v1/message/read', { uniqueIds });
  }

  readAll(typeCode?: string) {
    return this.request.post<UnreadCount>('/enterprise/v1/message/read/all', typeCode ? { typeCode } : {});
  }

  remove(uniqueIds: string[]) {
    return this.request.post<UnreadCount>('/enterprise/v1/message/remove', { uniqueIds });
  }

  publish(draft: NoticeDraft) {
    return this.request.post<NoticePublished>('/enterprise/v1/notice/publish', draft, silent);
  }

  noticePage(query: NoticePageQuery, read?: ReadOptions) {
    return this.request.post<Page<PublishedNotice>>('/enterprise/v1/notice/page', query, {
      signal: read?.signal,
    });
  }

  noticeDetail(uniqueId: string, read?: ReadOptions) {
    return this.request.post<PublishedNoticeDetail>(
      '/enterprise/v1/notice/detail',
      { uniqueId },
      { ...silent, signal: read?.signal },
    );
  }

  async noticeRemove(uniqueId: string) {
    await this.request.post<null>('/enterprise/v1/notice/remove', { uniqueId }, silent);
  }
}
