import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import {
  findMessage,
  markAllRead,
  markRead,
  messageTypeCounts,
  messageTypeExists,
  pageInbox,
  removeMessages,
  unreadCount,
} from './inbox';

/**
 * The member's own inbox as use cases: reads take a connection, changes the transaction of the
 * request and answer the member's unread count after them (the navbar's badge follows at once).
 */
interface Member {
  membershipId: number;
}

async function assertKnownType(db: Queryable, typeCode: string | undefined): Promise<void> {
  if (typeCode !== undefined && !(await messageTypeExists(db, typeCode))) {
    throw new ApiError(ErrorCode.MessageTypeNotFound);
  }
}

export const readMessageTypes = (db: Queryable, { membershipId }: Member) =>
  messageTypeCounts(db, membershipId);

export async function readInboxPage(
  db: Queryable,
  input: Member & {
    pageNum: number;
    pageSize: number;
    typeCode?: string | undefined;
    read?: boolean | undefined;
    keyword?: string | undefined;
  },
) {
  const { membershipId, pageNum, pageSize, typeCode, read, keyword } = input;
  await assertKnownType(db, typeCode);
  const page = await pageInbox(db, membershipId, { pageNum, pageSize, typeCode, read, keyword });
  return { ...page, pageNum, pageSize };
}

export async function readMessage(db: Queryable, { membershipId, uniqueId }: Member & { uniqueId: string }) {
  const message = await findMessage(db, membershipId, uniqueId);
  if (!message) throw new ApiError(ErrorCode.MessageNotFound);
  return message;
}

export async function readMessages(
  tx: Queryable,
  { membershipId, uniqueIds, now }: Member & { uniqueIds: readonly string[]; now: Date },
) {
  await markRead(tx, membershipId, uniqueIds, now);
  return { unreadCount: await unreadCount(tx, membershipId) };
}

export async function readAllMessages(
  tx: Queryable,
  { membershipId, typeCode, now }: Member & { typeCode?: string | undefined; now: Date },
) {
  await assertKnownType(tx, typeCode);
  await markAllRead(tx, membershipId, typeCode, now);
  return { unreadCount: await unreadCount(tx, membershipId) };
}

export async function removeFromInbox(
  tx: Queryable,
  { membershipId, uniqueIds, now }: Member & { uniqueIds: readonly string[]; now: Date },
) {
  await removeMessages(tx, membershipId, uniqueIds, now);
  return { unreadCount: await unreadCount(tx, membershipId) };
}
