import type {
  PublishedNotice as WirePublishedNotice,
  PublishedNoticeDetail as WirePublishedNoticeDetail,
} from '../../../../manifests/contracts/notice';
import type { Queryable } from '../../../db/database';
import { queryOne } from '../../../db/database';
import type { Dated } from '../../../http/wire';
import { containsPattern } from './inbox';

/** The source of what 通知管理 publishes, among the contents other areas send. */
export const NOTICE_SOURCE = 'notice';

/** A notice as 通知管理 lists it (the contract's, its time still a Date). */
export type PublishedNotice = Dated<WirePublishedNotice, 'publishedAt'>;

export type PublishedNoticeDetail = Dated<WirePublishedNoticeDetail, 'publishedAt'>;

const noticeColumns = `c.unique_id as "uniqueId", c.title, c.scope,
  coalesce((select json_agg(json_build_object('uniqueId', d.unique_id, 'name', d.name) order by d.sort, d.id)
     from message_content_departments cd join departments d on d.id = cd.department_id
    where cd.content_id = c.id), '[]'::json) as departments,
  c.publisher_name as "publisherName", c.created_at as "publishedAt", c.recipient_count as "recipientCount",
  (select count(*)::int from messages m where m.content_id = c.id and m.read_at is not null) as "readCount"`;

/** One page of the organisation's notices, newest first, optionally by a keyword in the title. */
export async function pageNotices(
  db: Queryable,
  organizationId: number,
  query: { pageNum: number; pageSize: number; keyword?: string | undefined },
): Promise<{ list: PublishedNotice[]; total: number }> {
  const params: unknown[] = [organizationId, NOTICE_SOURCE];
  let where = 'where c.organization_id = $1 and c.source = $2';
  const keyword = query.keyword?.trim();
  if (keyword) {
    params.push(containsPattern(keyword));
    where += ` and c.title ilike $${params.length}`;
  }
  const [list, count] = await Promise.all([
    db.query<PublishedNotice>(
      `select ${noticeColumns} from message_contents c ${where}
        order by c.created_at desc, c.id desc limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, query.pageSize, (query.pageNum - 1) * query.pageSize],
    ),
    queryOne<{ total: number }>(db, `select count(*)::int as total from message_contents c ${where}`, params),
  ]);
  return { list, total: count?.total ?? 0 };
}

/** A notice of the organisation with its body; undefined when not found (or withdrawn). */
export function findNotice(
  db: Queryable,
  organizationId: number,
  uniqueId: string,
): Promise<PublishedNoticeDetail | undefined> {
  return queryOne<PublishedNoticeDetail>(
    db,
    `select ${noticeColumns}, c.body from message_contents c
      where c.organization_id = $1 and c.source = $2 and c.unique_id = $3`,
    [organizationId, NOTICE_SOURCE, uniqueId],
  );
}

/** Withdraws a notice: its content and every recipient's message go. Whether one was removed. */
export async function removeNotice(
  db: Queryable,
  organizationId: number,
  uniqueId: string,
): Promise<boolean> {
  const removed = await db.query(
    `delete from message_contents where organization_id = $1 and source = $2 and unique_id = $3 returning id`,
    [organizationId, NOTICE_SOURCE, uniqueId],
  );
  return removed.length > 0;
}
