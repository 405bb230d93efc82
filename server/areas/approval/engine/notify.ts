import type { Queryable } from '../../../db/database';
import { MessageTypeCode, sendMessage } from '../../notice/api';

/** Where every approval message leads: the instance's detail page (one tab per instance). */
export const detailLink = (instanceUniqueId: string) => `/PC_APPROVAL_DETAIL?uniqueId=${instanceUniqueId}`;

/**
 * Tells members about an approval, in the transaction of the step that causes it (a step that rolls
 * back sends nothing). Nobody to tell: nothing is sent.
 */
export async function notifyMembers(
  tx: Queryable,
  message: {
    organizationId: number;
    instanceUniqueId: string;
    membershipIds: readonly number[];
    title: string;
    body: string;
    publisher?: { membershipId: number; name: string } | null;
    now: Date;
  },
): Promise<void> {
  const membershipIds = [...new Set(message.membershipIds)];
  if (membershipIds.length === 0) return;
  await sendMessage(tx, {
    organizationId: message.organizationId,
    type: MessageTypeCode.approval,
    source: 'approval',
    title: message.title,
    body: message.body,
    plainBody: true,
    link: detailLink(message.instanceUniqueId),
    publisher: message.publisher ?? null,
    recipients: { kind: 'members', membershipIds },
    now: message.now,
  });
}
