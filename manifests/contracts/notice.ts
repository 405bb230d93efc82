import { type Static, Type } from 'typebox';
import { PlainName, SearchKeyword, UniqueId } from './fields';
import { PageQuery } from './page';

/**
 * The messages area's requests and answers, declared once: the member's inbox
 * (`/enterprise/v1/message/...`) and 通知管理 (`/enterprise/v1/notice/...`). The server's routes
 * validate bodies with these schemas, the console's client uses their types (`import type`). The
 * sanitisers' allowlist is in rich-text.ts (plain values the console imports at run time).
 */

export const NOTICE_TITLE_MAX = 100;
export const NOTICE_DEPARTMENTS_MAX = 50;

const IsoDateTime = Type.String();

// ---- the inbox ---------------------------------------------------------------------------------

export const MessageId = UniqueId('消息标识');
export const MessageIds = Type.Array(MessageId, { title: '消息', minItems: 1, maxItems: 100 });
export const MessageTypeCode = Type.String({
  title: '消息类型',
  pattern: '^[A-Z][A-Z_]{0,31}$',
  maxLength: 32,
});

/** `typeCode` left out: every type; `read` left out: both; `keyword` matches the title or the body's text. */
export const MessagePageQuery = Type.Object({
  ...PageQuery.properties,
  typeCode: Type.Optional(MessageTypeCode),
  read: Type.Optional(Type.Boolean({ title: '已读状态' })),
  keyword: Type.Optional(SearchKeyword),
});
export type MessagePageQuery = Static<typeof MessagePageQuery> & PageQuery;

export const MessageRef = Type.Object({ uniqueId: MessageId });
export type MessageRef = Static<typeof MessageRef>;

export const MessageSelection = Type.Object({ uniqueIds: MessageIds });
export type MessageSelection = Static<typeof MessageSelection>;

/** Marks every unread message read, or only those of one type. */
export const ReadAll = Type.Object({ typeCode: Type.Optional(MessageTypeCode) });
export type ReadAll = Static<typeof ReadAll>;

/** A message type (SYSTEM 系统通知, APPROVAL 审批消息, CONTRACT 合同消息, PARK 园区运营…) with the member's unread count. */
export const MessageType = Type.Object({
  code: Type.String(),
  name: Type.String(),
  unreadCount: Type.Integer(),
});
export type MessageType = Static<typeof MessageType>;

/**
 * One message of the member's inbox, as the list shows it: `summary` is the body as plain text cut to
 * about 120 characters, `publisherName` '' when the system sent it, `link` where it leads in the
 * console or '', `createdAt` ISO 8601.
 */
export const MessageSummary = Type.Object({
  uniqueId: Type.String(),
  typeCode: Type.String(),
  typeName: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  publisherName: Type.String(),
  createdAt: IsoDateTime,
  read: Type.Boolean(),
  link: Type.String(),
});
export type MessageSummary = Static<typeof MessageSummary>;

/** A message opened on its page: `body` is sanitised rich text, `readAt` ISO 8601 or null while unread. */
export const MessageDetail = Type.Object({
  ...MessageSummary.properties,
  body: Type.String(),
  readAt: Type.Union([IsoDateTime, Type.Null()]),
});
export type MessageDetail = Static<typeof MessageDetail>;

/** What every change to the inbox answers: the member's unread count after it (the navbar badge). */
export const UnreadCount = Type.Object({ unreadCount: Type.Integer() });
export type UnreadCount = Static<typeof UnreadCount>;

// ---- 通知管理: notices ---------------------------------------------------------------------------

export const NoticeId = UniqueId('通知标识');

/** Who receives a notice: every active member, or the members of chosen departments (with sub-departments). */
export const NoticeScope = Type.Union([
  Type.Literal('organization', { title: '接收范围' }),
  Type.Literal('departments', { title: '接收范围' }),
]);
export type NoticeScope = Static<typeof NoticeScope>;

/** `body` is rich text (the server keeps only safe markup); departments required, 1–50, for that scope. */
export const NoticeDraft = Type.Object({
  title: PlainName('通知标题', NOTICE_TITLE_MAX),
  body: Type.String({ title: '通知正文', maxLength: 100_000 }),
  scope: NoticeScope,
  departmentUniqueIds: Type.Optional(
    Type.Array(UniqueId('部门标识'), {
      title: '接收部门',
      maxItems: NOTICE_DEPARTMENTS_MAX,
      uniqueItems: true,
    }),
  ),
});
export type NoticeDraft = Static<typeof NoticeDraft>;

export const NoticePublished = Type.Object({ uniqueId: Type.String(), recipientCount: Type.Integer() });
export type NoticePublished = Static<typeof NoticePublished>;

export const NoticePageQuery = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(SearchKeyword),
});
export type NoticePageQuery = Static<typeof NoticePageQuery> & PageQuery;

export const NoticeRef = Type.Object({ uniqueId: NoticeId });
export type NoticeRef = Static<typeof NoticeRef>;

/** A notice as 通知管理 lists it; `publishedAt` ISO 8601. */
export const PublishedNotice = Type.Object({
  uniqueId: Type.String(),
  title: Type.String(),
  scope: NoticeScope,
  departments: Type.Array(Type.Object({ uniqueId: Type.String(), name: Type.String() })),
  publisherName: Type.String(),
  publishedAt: IsoDateTime,
  recipientCount: Type.Integer(),
  readCount: Type.Integer(),
});
export type PublishedNotice = Static<typeof PublishedNotice>;

export const PublishedNoticeDetail = Type.Object({ ...PublishedNotice.properties, body: Type.String() });
export type PublishedNoticeDetail = Static<typeof PublishedNoticeDetail>;
