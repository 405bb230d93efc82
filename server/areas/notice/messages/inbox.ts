import type {
  MessagePageQuery,
  MessageType,
  MessageDetail as WireMessageDetail,
  MessageSummary as WireMessageSummary,
} from '../../../../manifests/contracts/notice';
import type { Queryable } from '../../../db/database';
import { queryOne } from '../../../db/database';
import type { Dated } from '../../../http/wire';

/** One message of a member's inbox, as the list shows it (the contract's, its time still a Date). */
export type MessageSummary = Dated<WireMessageSummary, 'createdAt'>;

export type MessageDetail = Dated<WireMessageDetail, 'createdAt' | 'readAt'>;

/** A message type with the member's unread count. */
export type MessageTypeCount = MessageType;

/** One page of the inbox, filtered (the route fills in the page's defaults). */
export type InboxQuery = MessagePageQuery;

const SUMMARY_LENGTH = 120;

/** Columns of a message joined with its content (`m`, `c`) and type (`t`). */
const summaryColumns = `m.unique_id as "uniqueId", m.type_code as "typeCode", t.name as "typeName", c.title,
  left(c.plain_text, ${SUMMARY_LENGTH}) as summary, c.publisher_name as "publisherName",
  m.created_at as "createdAt",
  m.read_at is not null as read, c.link`;

const inboxFrom = `from messages m
  join message_contents c on c.id = m.content_id
  join message_types t on t.code = m.type_code`;

/** `%keyword%` for ILIKE with the keyword's own wildcards escaped. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** One page of the member's messages, newest first, filtered by type, read state and keyword. */
export async function pageInbox(
  db: Queryable,
  membershipId: number,
  query: InboxQuery,
): Promise<{ list: MessageSummary[]; total: number }> {
  const conditions = ['m.membership_id = $1', 'm.removed_at is null'];
  const params: unknown[] = [membershipId];
  if (query.typeCode !== undefined) {
    params.push(query.typeCode);
    conditions.push(`m.type_code = $${params.length}`);
  }
  if (query.read !== undefined) conditions.push(query.read ? 'm.read_at is not null' : 'm.read_at is null');
  const keyword = query.keyword?.trim();
  if (keyword) {
    params.push(containsPattern(keyword));
    conditions.push(`(c.title ilike $${params.length} or c.plain_text ilike $${params.length})`);
  }
  const where = `where ${conditions.join(' and ')}`;
  const [list, count] = await Promise.all([
    db.query<MessageSummary>(
      `select ${summaryColumns} ${inboxFrom} ${where}
        order by m.created_at desc, m.id desc limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, query.pageSize, (query.pageNum - 1) * query.pageSize],
    ),
    queryOne<{ total: number }>(db, `select count(*)::int as total ${inboxFrom} ${where}`, params),
  ]);
  return { list, total: count?.total ?? 0 };
}

/** A message of the member's inbox with its body; undefined when not theirs or removed. */
export function findMessage(
  db: Queryable,
  membershipId: number,
  uniqueId: string,
): Promise<MessageDetail | undefined> {
  return queryOne<MessageDetail>(
    db,
    `select ${summaryColumns}, c.body, m.read_at as "readAt"
     ${inboxFrom} where m.membership_id = $1 and m.unique_id = $2 and m.removed_at is null`,
    [membershipId, uniqueId],
  );
}

/** The member's unread messages (the navbar badge). */
export async function unreadCount(db: Queryable, membershipId: number): Promise<number> {
  const row = await queryOne<{ count: number }>(
    db,
    `select count(*)::int as count from messages
      where membership_id = $1 and read_at is null and removed_at is null`,
    [membershipId],
    { name: 'inbox-unread-count' },
  );
  return row?.count ?? 0;
}

/** Every message type with the member's unread messages of that type. */
export function messageTypeCounts(db: Queryable, membershipId: number): Promise<MessageTypeCount[]> {
  return db.query<MessageTypeCount>(
    `select t.code, t.name,
       (select count(*)::int from messages m
         where m.membership_id = $1 and m.type_code = t.code and m.read_at is null and m.removed_at is null)
         as "unreadCount"
       from message_types t order by t.sort, t.code`,
    [membershipId],
  );
}

export async function messageTypeExists(db: Queryable, code: string): Promise<boolean> {
  return (await queryOne(db, 'select 1 as found from message_types where code = $1', [code])) !== undefined;
}

/** Marks the member's messages read (those already read keep their time); unknown ids are ignored. */
export async function markRead(db: Queryable, membershipId: number, uniqueIds: readonly string[], now: Date) {
  await db.query(
    `update messages set read_at = $3
      where membership_id = $1 and unique_id = any($2::text[]) and read_at is null and removed_at is null`,
    [membershipId, [...uniqueIds], now],
  );
}

/** Marks every unread message of the member read, or only those of one type. */
export async function markAllRead(
  db: Queryable,
  membershipId: number,
  typeCode: string | undefined,
  now: Date,
) {
  await db.query(
    `update messages set read_at = $2
      where membership_id = $1 and read_at is null and removed_at is null
        and ($3::text is null or type_code = $3::text)`,
    [membershipId, now, typeCode ?? null],
  );
}

/** Takes messages out of the member's inbox; the content stays for its other recipients. */
export async function removeMessages(
  db: Queryable,
  membershipId: number,
  uniqueIds: readonly string[],
  now: Date,
) {
  await db.query(
    `update messages set removed_at = $3
      where membership_id = $1 and unique_id = any($2::text[]) and removed_at is null`,
    [membershipId, [...uniqueIds], now],
  );
}
