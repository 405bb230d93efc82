import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  MessagePageQuery,
  MessageRef,
  MessageSelection,
  ReadAll,
} from '../../../../manifests/contracts/notice';
import { ok } from '../../../http/envelope';
import { namedPlugin } from '../../../http/named-plugin';
import { organizationSessionOf } from '../../../plugins/session-auth';
import {
  readAllMessages,
  readInboxPage,
  readMessage,
  readMessages,
  readMessageTypes,
  removeFromInbox,
} from '../messages/inbox-cases';

/**
 * The member's own inbox (`/enterprise/v1/message/...`): any member of the organisation, their own
 * messages only. Every change answers the member's unread count after it, for the navbar's badge.
 */
export const messageRoutes: FastifyPluginAsyncTypebox = namedPlugin('messageRoutes', async (app) => {
  const { db, clock } = app.services;

  app.post('/enterprise/v1/message/type/list', { schema: { body: Type.Object({}) } }, async (request) =>
    ok(await readMessageTypes(db, organizationSessionOf(request))),
  );

  app.post('/enterprise/v1/message/page', { schema: { body: MessagePageQuery } }, async (request) => {
    const { membershipId } = organizationSessionOf(request);
    const { pageNum = 1, pageSize = 10, typeCode, read, keyword } = request.body;
    return ok(await readInboxPage(db, { membershipId, pageNum, pageSize, typeCode, read, keyword }));
  });

  app.post('/enterprise/v1/message/detail', { schema: { body: MessageRef } }, async (request) => {
    const { membershipId } = organizationSessionOf(request);
    return ok(await readMessage(db, { membershipId, uniqueId: request.body.uniqueId }));
  });

  app.post('/enterprise/v1/message/read', { schema: { body: MessageSelection } }, async (request) => {
    const { membershipId } = organizationSessionOf(request);
    const { uniqueIds } = request.body;
    return ok(await db.transaction((tx) => readMessages(tx, { membershipId, uniqueIds, now: clock.now() })));
  });

  app.post('/enterprise/v1/message/read/all', { schema: { body: ReadAll } }, async (request) => {
    const { membershipId } = organizationSessionOf(request);
    const { typeCode } = request.body;
    return ok(
      await db.transaction((tx) => readAllMessages(tx, { membershipId, typeCode, now: clock.now() })),
    );
  });

  app.post('/enterprise/v1/message/remove', { schema: { body: MessageSelection } }, async (request) => {
    const { membershipId } = organizationSessionOf(request);
    const { uniqueIds } = request.body;
    return ok(
      await db.transaction((tx) => removeFromInbox(tx, { membershipId, uniqueIds, now: clock.now() })),
    );
  });
});
