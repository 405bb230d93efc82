import type {
  PublishedNotice as WirePublishedNotice,
  PublishedNoticeDetail as WirePublishedNoticeDetail,
} from '../../../../manifests/contracts/notice';
import type { Queryable } from '../../../db/database';
import { queryOne } from '../../../db/database';
import type { Dated } from '../../../http/wire';
import { departmentsByIds } from '../../settings/api';
import { containsPattern } from './inbox';

/** The source of what 通知管理 publishes, among the contents other areas send. */
export const NOTICE_SOURCE = 'notice';

/** A notice as 通知管理 lists it (the contract's, its time still a Date). */
export type PublishedNotice = Dated<WirePublishedNotice, 'publishedAt'>;

export type PublishedNoticeDetail = Dated<WirePublishedNoticeDetail, 'publishedAt'>;

// The departments are named by settings (`withDepartments`): the notice keeps only their ids.
const noticeColumns = `c.unique_id as "uniqueId", c.title, c.scope,
  array(select cd.department_id from message_content_departments cd where cd.content_id = c.id) as "departmentIds",
  c.publisher_name as "publisherName", c.created_at as "publishedAt", c.recipient_count as "recipientCount",
  (select count(*)::int from messages m where m.content_id = c.id and m.read_at is not null) as "readCount"`;

type Row<T extends PublishedNotice> = Omit<T, 'departments'> & { departmentIds: number[] };

/** The rows with the departments they went to, as settings names them, in the tree's sibling order. */
async function withDepartments<T extends PublishedNotice>(
  db: Queryable,
  organizationId: number,
  rows: readonly Row<T>[],
): Promise<T[]> {
  const ids = [...new Set(rows.flatMap((row) => row.departmentIds))];
  const known = ids.length === 0 ? [] : await departmentsByIds(db, organizationId, ids);
  known.sort((a, b) => a.sort - b.sort || a.id - b.id);
  return rows.map(({ departmentIds, ...row }) => {
    const chosen = new Set(departmentIds);
    const departments = known
      .filter((department) => chosen.has(department.id))
      .map(({ uniqueId, name }) => ({ uniqueId, name }));
    return { ...row, departments } as unknown as T;
  });
}

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
  const [rows, count] = await Promise.all([
    db.query<Row<PublishedNotice>>(
      `select ${noticeColumns} from message_contents c ${where}
        order by c.created_at desc, c.id desc limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, query.pageSize, (query.pageNum - 1) * query.pageSize],
    ),
    queryOne<{ total: number }>(db, `select count(*)::int as total from message_contents c ${where}`, params),
  ]);
  return { list: await withDepartments(db, organizationId, rows), total: count?.total ?? 0 };
}

/** A notice of the organisation with its body; undefined when not found (or withdrawn). */
export async function findNotice(
  db: Queryable,
  organizationId: number,
  uniqueId: string,
): Promise<PublishedNoticeDetail | undefined> {
  const row = await queryOne<Row<PublishedNoticeDetail>>(
    db,
    `select ${noticeColumns}, c.body from message_contents c
      where c.organization_id = $1 and c.source = $2 and c.unique_id = $3`,
    [organizationId, NOTICE_SOURCE, uniqueId],
  );
  return row && (await withDepartments(db, organizationId, [row]))[0];
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
