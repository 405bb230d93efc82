import type { Page } from '@core/data/page';
import { ApiError } from '@core/services/api-error';
import type {
  DepartmentOption,
  MessageDetail,
  MessagePageQuery,
  MessageSummary,
  MessageType,
  NoticeApi,
  NoticeDraft,
  NoticePageQuery,
  PublishedNotice,
  PublishedNoticeDetail,
  UnreadCount,
} from '@plugins/notice/api/notice-api';
import { answerPage } from '@tests/support/paged-fake';

export const TYPE_NAMES: Record<string, string> = {
  SYSTEM: '系统通知',
  APPROVAL: '审批消息',
  CONTRACT: '合同消息',
  PARK: '园区运营',
};

/** A message of the fake inbox; `body` defaults to a paragraph of its title. */
export function message(uniqueId: string, fields: Partial<MessageDetail> = {}): MessageDetail {
  const typeCode = fields.typeCode ?? 'SYSTEM';
  const title = fields.title ?? `消息${uniqueId}`;
  return {
    uniqueId,
    typeCode,
    typeName: TYPE_NAMES[typeCode] ?? typeCode,
    title,
    summary: fields.summary ?? title,
    publisherName: '张伟',
    createdAt: '2026-03-01T08:00:00.000Z',
    read: false,
    link: '',
    body: `<p>${title}</p>`,
    readAt: null,
    ...fields,
  };
}

/** A published notice of 通知管理, to the whole organisation unless `fields` say otherwise. */
export function publishedNotice(
  uniqueId: string,
  fields: Partial<PublishedNoticeDetail> = {},
): PublishedNoticeDetail {
  const title = fields.title ?? `通知${uniqueId}`;
  return {
    uniqueId,
    title,
    body: `<p>${title}</p>`,
    scope: 'organization',
    departments: [],
    publisherName: '张伟',
    publishedAt: '2026-03-01T08:00:00.000Z',
    recipientCount: 3,
    readCount: 0,
    ...fields,
  };
}

const option = (
  uniqueId: string,
  name: string,
  total: number,
  children: DepartmentOption[] = [],
): DepartmentOption => ({
  uniqueId,
  name,
  parentUniqueId: null,
  sort: 0,
  memberCount: total,
  totalMemberCount: total,
  children,
});

/** 星河科技园 → 运营部 (1), 招商部 (0), 物业部 (1) → 工程组 (0). */
export function departmentOptions(): DepartmentOption[] {
  return [
    option('d-root', '星河科技园', 3, [
      option('d-operations', '运营部', 1),
      option('d-invest', '招商部', 0),
      option('d-property', '物业部', 1, [option('d-engineering', '工程组', 0)]),
    ]),
  ];
}

/**
 * An in-memory NoticeApi: the member's inbox (`messages`, newest first) and the notices published
 * (`notices`). Every call is recorded in `calls`; `failNext` makes the next call of a method refuse.
 */
export class FakeNoticeApi implements NoticeApi {
  messages: MessageDetail[] = [];
  notices: PublishedNoticeDetail[] = [];
  /** The organisation's tree, as core's directory answers it (noticeTestContainer binds it). */
  departments = departmentOptions();
  calls: { method: keyof NoticeApi; args: unknown[] }[] = [];
  published: NoticeDraft[] = [];
  private failures = new Map<keyof NoticeApi, ApiError>();

  failNext(method: keyof NoticeApi, failure = new ApiError(100400, '请求参数错误')): void {
    this.failures.set(method, failure);
  }

  private record(method: keyof NoticeApi, ...args: unknown[]): void {
    this.calls.push({ method, args });
    const failure = this.failures.get(method);
    if (failure) {
      this.failures.delete(method);
      throw failure;
    }
  }

  callsOf(method: keyof NoticeApi): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  private unread(): UnreadCount {
    return { unreadCount: this.messages.filter((entry) => !entry.read).length };
  }

  async types(): Promise<MessageType[]> {
    this.record('types');
    return Object.entries(TYPE_NAMES).map(([code, name]) => ({
      code,
      name,
      unreadCount: this.messages.filter((entry) => entry.typeCode === code && !entry.read).length,
    }));
  }

  async page(query: MessagePageQuery): Promise<Page<MessageSummary>> {
    this.record('page', query);
    const summaries = this.messages.map(({ body: _body, readAt: _readAt, ...summary }) => summary);
    return answerPage<MessageSummary, MessagePageQuery>(summaries, query, {
      filters: {
        typeCode: (entry, typeCode) => entry.typeCode === typeCode,
        read: (entry, read) => entry.read === read,
        keyword: (entry, keyword) =>
          entry.title.includes(keyword.trim()) || entry.summary.includes(keyword.trim()),
      },
    });
  }

  async detail(uniqueId: string): Promise<MessageDetail> {
    this.record('detail', uniqueId);
    const found = this.messages.find((entry) => entry.uniqueId === uniqueId);
    if (!found) throw new ApiError(400060, '消息不存在或已被删除');
    return { ...found };
  }

  async read(uniqueIds: string[]): Promise<UnreadCount> {
    this.record('read', uniqueIds);
    for (const entry of this.messages) {
      if (uniqueIds.includes(entry.uniqueId) && !entry.read) {
        entry.read = true;
        entry.readAt = '2026-03-01T09:00:00.000Z';
      }
    }
    return this.unread();
  }

  async readAll(typeCode?: string): Promise<UnreadCount> {
    this.record('readAll', typeCode);
    for (const entry of this.messages) {
      if (typeCode === undefined || entry.typeCode === typeCode) entry.read = true;
    }
    return this.unread();
  }

  async remove(uniqueIds: string[]): Promise<UnreadCount> {
    this.record('remove', uniqueIds);
    this.messages = this.messages.filter((entry) => !uniqueIds.includes(entry.uniqueId));
    return this.unread();
  }

  async publish(draft: NoticeDraft): Promise<{ uniqueId: string; recipientCount: number }> {
    this.record('publish', draft);
    this.published.push(draft);
    const uniqueId = `n${this.notices.length + 1}`;
    this.notices.unshift({
      uniqueId,
      title: draft.title,
      body: draft.body,
      scope: draft.scope,
      departments: (draft.departmentUniqueIds ?? []).map((id) => ({ uniqueId: id, name: id })),
      publisherName: '张伟',
      publishedAt: '2026-03-01T08:00:00.000Z',
      recipientCount: 3,
      readCount: 0,
    });
    return { uniqueId, recipientCount: 3 };
  }

  async noticePage(query: NoticePageQuery): Promise<Page<PublishedNotice>> {
    this.record('noticePage', query);
    const notices = this.notices.map(({ body: _body, ...notice }) => notice);
    return answerPage<PublishedNotice, NoticePageQuery>(notices, query, {
      filters: { keyword: (notice, keyword) => notice.title.includes(keyword.trim()) },
    });
  }

  async noticeDetail(uniqueId: string): Promise<PublishedNoticeDetail> {
    this.record('noticeDetail', uniqueId);
    const found = this.notices.find((notice) => notice.uniqueId === uniqueId);
    if (!found) throw new ApiError(400061, '通知不存在或已撤回');
    return { ...found };
  }

  async noticeRemove(uniqueId: string): Promise<void> {
    this.record('noticeRemove', uniqueId);
    this.notices = this.notices.filter((notice) => notice.uniqueId !== uniqueId);
  }
}
