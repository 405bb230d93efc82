import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { ErrorCode } from '../../../http/error-codes';
import { PageNum, PageSize, SearchKeyword, UniqueId } from '../../../http/fields';
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

const MessageId = UniqueId('消息标识');
const MessageIds = Type.Array(MessageId, { title: '消息', minItems: 1, maxItems: 100 });
const TypeCode = Type.String({ title: '消息类型', pattern: '^[A-Z][A-Z_]{0,31}$', maxLength: 32 });

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
      schema: {
        body: Type.Object({
          pageNum: Type.Optional(PageNum),
          pageSize: Type.Optional(PageSize),
          typeCode: Type.Optional(TypeCode),
          read: Type.Optional(Type.Boolean({ title: '已读状态' })),
          keyword: Type.Optional(SearchKeyword),
        }),
      },
    },
    async (request) => {
      const { membershipId } = organizationSessionOf(request);
      const { pageNum = 1, pageSize = 10, typeCode, read, keyword } = request.body;
      await knownType(typeCode);
      const page = await pageInbox(db, membershipId, { pageNum, pageSize, typeCode, read, keyword });
      return ok({ ...page, pageNum, pageSize });
    },
  );

  app.post(
    '/enterprise/v1/message/detail',
    { schema: { body: Type.Object({ uniqueId: MessageId }) } },
    async (request) => {
      const message = await findMessage(
        db,
        organizationSessionOf(request).membershipId,
        request.body.uniqueId,
      );
      if (!message) throw new ApiError(ErrorCode.MessageNotFound);
      return ok(message);
    },
  );

  app.post(
    '/enterprise/v1/message/read',
    { schema: { body: Type.Object({ uniqueIds: MessageIds }) } },
    async (request) => {
      const { membershipId } = organizationSessionOf(request);
      await markRead(db, membershipId, request.body.uniqueIds, clock.now());
      return ok({ unreadCount: await unreadCount(db, membershipId) });
    },
  );

  app.post(
    '/enterprise/v1/message/read/all',
    { schema: { body: Type.Object({ typeCode: Type.Optional(TypeCode) }) } },
    async (request) => {
      const { membershipId } = organizationSessionOf(request);
      await knownType(request.body.typeCode);
      await markAllRead(db, membershipId, request.body.typeCode, clock.now());
      return ok({ unreadCount: await unreadCount(db, membershipId) });
    },
  );

  app.post(
    '/enterprise/v1/message/remove',
    { schema: { body: Type.Object({ uniqueIds: MessageIds }) } },
    async (request) => {
      const { membershipId } = organizationSessionOf(request);
      await removeMessages(db, membershipId, request.body.uniqueIds, clock.now());
      return ok({ unreadCount: await unreadCount(db, membershipId) });
    },
  );
};
