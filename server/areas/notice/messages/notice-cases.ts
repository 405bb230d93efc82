import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { findNotice, pageNotices, removeNotice } from './notices';

/** 通知管理's reads and its 撤回 as use cases (publishing is `publishNotice`). */
interface Organization {
  organizationId: number;
}

export async function readNoticePage(
  db: Queryable,
  input: Organization & { pageNum: number; pageSize: number; keyword?: string | undefined },
) {
  const { organizationId, pageNum, pageSize, keyword } = input;
  const page = await pageNotices(db, organizationId, { pageNum, pageSize, keyword });
  return { ...page, pageNum, pageSize };
}

export async function readNotice(
  db: Queryable,
  { organizationId, uniqueId }: Organization & { uniqueId: string },
) {
  const notice = await findNotice(db, organizationId, uniqueId);
  if (!notice) throw new ApiError(ErrorCode.NoticeNotFound);
  return notice;
}

/** Withdraws a notice: it leaves every inbox that held it. */
export async function withdrawNotice(
  tx: Queryable,
  { organizationId, uniqueId }: Organization & { uniqueId: string },
): Promise<void> {
  if (!(await removeNotice(tx, organizationId, uniqueId))) throw new ApiError(ErrorCode.NoticeNotFound);
}
