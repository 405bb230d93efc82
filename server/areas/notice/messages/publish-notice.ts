import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { departmentsByUniqueIds } from '../../settings/api';
import { MessageTypeCode, type Recipients, type SentMessage, sendMessage } from './message-service';
import { NOTICE_SOURCE } from './notices';
import { plainTextOf, sanitizeRichText } from './rich-text';

/** Characters of text a notice's body may hold (its markup aside). */
export const NOTICE_TEXT_MAX = 20_000;

export interface NoticeToPublish {
  organizationId: number;
  publisher: { membershipId: number; name: string };
  title: string;
  /** Rich text as the editor sent it: sanitised here. */
  body: string;
  scope: 'organization' | 'departments';
  /** The chosen departments (each with its sub-departments) when `scope` is 'departments'. */
  departmentUniqueIds: readonly string[];
  now: Date;
}

/**
 * 发布通知: the use case behind `/enterprise/v1/notice/publish`. Sanitises the body, resolves the
 * departments (refusing one that is not the organisation's) and sends the notice through the message
 * service in `tx`; a notice nobody would receive is refused, which rolls the content back.
 */
export async function publishNotice(tx: Queryable, notice: NoticeToPublish): Promise<SentMessage> {
  const { organizationId, scope, departmentUniqueIds } = notice;
  const body = sanitizeRichText(notice.body);
  const text = plainTextOf(body);
  if (text === '') throw new ApiError(ErrorCode.NoticeBodyInvalid);
  if (text.length > NOTICE_TEXT_MAX) {
    throw new ApiError(ErrorCode.NoticeBodyInvalid, `通知正文不能超过 ${NOTICE_TEXT_MAX} 字`);
  }
  if (scope === 'departments' && departmentUniqueIds.length === 0) {
    throw new ApiError(ErrorCode.BadRequest, '请选择接收部门');
  }
  let recipients: Recipients = { kind: 'organization' };
  if (scope === 'departments') {
    const departments = await departmentsByUniqueIds(tx, organizationId, departmentUniqueIds);
    const known = new Set(departments.map((department) => department.uniqueId));
    if (departmentUniqueIds.some((uniqueId) => !known.has(uniqueId))) {
      throw new ApiError(ErrorCode.DepartmentNotFound);
    }
    recipients = { kind: 'departments', departmentIds: departments.map((department) => department.id) };
  }
  const result = await sendMessage(tx, {
    organizationId,
    type: MessageTypeCode.system,
    source: NOTICE_SOURCE,
    title: notice.title.trim(),
    body,
    publisher: notice.publisher,
    recipients,
    now: notice.now,
  });
  // Rolls the content back: a notice nobody receives is a mistake in the chosen scope.
  if (result.recipientCount === 0) throw new ApiError(ErrorCode.NoticeWithoutRecipients);
  return result;
}
