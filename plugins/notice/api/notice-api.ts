import { type RequestService, token } from '@core';
import type { Page, PageQuery, ReadOptions } from '@core/data';

/** The message types of `/enterprise/v1/message/type/list` (spec §7), with the member's unread count. */
export interface MessageType {
  /** SYSTEM 系统通知, APPROVAL 审批消息, CONTRACT 合同消息, PARK 园区运营 (more may come). */
  code: string;
  name: string;
  unreadCount: number;
}

/** One message of the member's inbox, as the list shows it. */
export interface MessageSummary {
  uniqueId: string;
  typeCode: string;
  typeName: string;
  title: string;
  /** The body as plain text, cut to about 120 characters. */
  summary: string;
  /** Who published it (a member's name), or '' when the system sent it. */
  publisherName: string;
  /** ISO 8601. */
  createdAt: string;
  read: boolean;
  /** Where the message leads inside the console (an approval to handle, say), or ''. */
  link: string;
}

/** A message opened on its page (/notice?uniqueId=). */
export interface MessageDetail extends MessageSummary {
  /** Rich text, sanitised by the server; render it only through `SafeHtml` (sanitised again). */
  body: string;
  /** ISO 8601, or null while unread. */
  readAt: string | null;
}

export type ReadFilter = 'all' | 'unread' | 'read';

export interface MessagePageQuery extends PageQuery {
  /** Left out: every type. */
  typeCode?: string;
  /** Left out: read and unread. */
  read?: boolean;
  /** Matches the title or the body's text. */
  keyword?: string;
}

/** What every change to the inbox answers: the member's unread count after it (the navbar badge). */
export interface UnreadCount {
  unreadCount: number;
}

/** Who receives a notice: every active member, or the members of chosen departments (with sub-departments). */
export type NoticeScope = 'organization' | 'departments';

export interface NoticeDraft {
  title: string;
  /** Rich text (HTML); the server keeps only safe markup. */
  body: string;
  scope: NoticeScope;
  /** Required, 1–50, when the scope is 'departments'. */
  departmentUniqueIds?: string[];
}

/** A notice as 通知管理 lists it. */
export interface PublishedNotice {
  uniqueId: string;
  title: string;
  scope: NoticeScope;
  departments: { uniqueId: string; name: string }[];
  publisherName: string;
  /** ISO 8601. */
  publishedAt: string;
  recipientCount: number;
  readCount: number;
}

export interface PublishedNoticeDetail extends PublishedNotice {
  body: string;
}

export interface NoticePageQuery extends PageQuery {
  keyword?: string;
}

/** A department of the organisation's tree, for choosing who receives a notice. */
export interface DepartmentOption {
  uniqueId: string;
  name: string;
  parentUniqueId: string | null;
  memberCount: number;
  totalMemberCount: number;
  children: DepartmentOption[];
}

/**
 * The messages area's calls: the member's own inbox (`/enterprise/v1/message/...`, any member) and
 * notices (`/enterprise/v1/notice/...`, behind NOTICE_MANAGEMENT / NOTICE_PUBLISH / NOTICE_REMOVE).
 * Writes are sent silently: the page shows a refusal where it happened and keeps what was typed.
 */
export const NoticeApi = token<NoticeApi>('notice.NoticeApi');
export interface NoticeApi {
  types(read?: ReadOptions): Promise<MessageType[]>;
  page(query: MessagePageQuery): Promise<Page<MessageSummary>>;
  /** Does not mark it read: the page calls `read` once it is shown. */
  detail(uniqueId: string): Promise<MessageDetail>;
  read(uniqueIds: string[]): Promise<UnreadCount>;
  /** Marks every unread message read, or only those of one type. */
  readAll(typeCode?: string): Promise<UnreadCount>;
  /** Removes messages from the member's inbox (the notice itself stays for the others). */
  remove(uniqueIds: string[]): Promise<UnreadCount>;

  departmentTree(read?: ReadOptions): Promise<DepartmentOption[]>;
  publish(draft: NoticeDraft): Promise<{ uniqueId: string; recipientCount: number }>;
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

  page(query: MessagePageQuery) {
    return this.request.post<Page<MessageSummary>>('/enterprise/v1/message/page', query);
  }

  detail(uniqueId: string) {
    return this.request.post<MessageDetail>('/enterprise/v1/message/detail', { uniqueId }, silent);
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

  departmentTree(read?: ReadOptions) {
    return this.request.post<DepartmentOption[]>(
      '/enterprise/v1/department/tree',
      {},
      { signal: read?.signal },
    );
  }

  publish(draft: NoticeDraft) {
    return this.request.post<{ uniqueId: string; recipientCount: number }>(
      '/enterprise/v1/notice/publish',
      draft,
      silent,
    );
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
