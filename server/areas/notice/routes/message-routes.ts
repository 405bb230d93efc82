import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  MessagePageQuery,
  MessageRef,
  MessageSelection,
  ReadAll,
} from '../../../../manifests/contracts/notice';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { ErrorCode } from '../../../http/error-codes';
import { organizationSessionOf } from '../../../plugins/session-auth';
import {
  findMessage,
  markAllRead,
  markRead,
  messageTypeCounts,
  messageTypeExists,
  pageInbox,
  removeMessages,
  unreadCount,
} from '../messages/inbox';

/**
 * The member's own inbox (`/enterprise/v1/message/...`): any member of the organisation, their own
 * messages only. Every change answers the member's unread count after it, for the navbar's badge.
 */
export const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app.services;

  async function knownType(typeCode: string | undefined): Promise<void> {
    if (typeCode !== undefined && !(await messageTypeExists(db, typeCode))) {
      throw new ApiError(ErrorCode.MessageTypeNotFound);
    }
  }

  app.post('/enterprise/v1/message/type/list', { schema: { body: Type.Object({}) } }, async (request) =>
    ok(await messageTypeCounts(db, organizationSessionOf(request).membershipId)),
  );

  app.post(
    '/enterprise/v1/message/page',
    {
      schema: { body: MessagePageQuery },
    },
    async (request) => {
      const { membershipId } = organizationSessionOf(request);
      const { pageNum = 1, pageSize = 10, typeCode, read, keyword } = request.body;
      await knownType(typeCode);
      const page = await pageInbox(db, membershipId, { pageNum, pageSize, typeCode, read, keyword });
      return ok({ ...page, pageNum, pageSize });
    },
  );

  app.post('/enterprise/v1/message/detail', { schema: { body: MessageRef } }, async (request) => {
    const message = await findMessage(db, organizationSessionOf(request).membershipId, request.body.uniqueId);
    if (!message) throw new ApiError(ErrorCode.MessageNotFound);
    return ok(message);
  });

  app.post('/enterprise/v1/message/read', { schema: { body: MessageSelection } }, async (request) => {
    const { membershipId } = organizationSessionOf(request);
    await markRead(db, membershipId, request.body.uniqueIds, clock.now());
    return ok({ unreadCount: await unreadCount(db, membershipId) });
  });

  app.post('/enterprise/v1/message/read/all', { schema: { body: ReadAll } }, async (request) => {
    const { membershipId } = organizationSessionOf(request);
    await knownType(request.body.typeCode);
    await markAllRead(db, membershipId, request.body.typeCode, clock.now());
    return ok({ unreadCount: await unreadCount(db, membershipId) });
  });

  app.post('/enterprise/v1/message/remove', { schema: { body: MessageSelection } }, async (request) => {
    const { membershipId } = organizationSessionOf(request);
    await removeMessages(db, membershipId, request.body.uniqueIds, clock.now());
    return ok({ unreadCount: await unreadCount(db, membershipId) });
  });
};
