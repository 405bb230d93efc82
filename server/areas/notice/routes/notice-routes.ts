import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoticeDraft, NoticePageQuery, NoticeRef } from '../../../../manifests/contracts/notice';
import { NoticePermission } from '../../../../manifests/notice';
import { ok } from '../../../http/envelope';
import { namedPlugin } from '../../../http/named-plugin';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { readNotice, readNoticePage, withdrawNotice } from '../messages/notice-cases';
import { publishNotice } from '../messages/publish-notice';

/**
 * 通知管理 (`/enterprise/v1/notice/...`): publishing a notice to the whole organisation or to chosen
 * departments (with their sub-departments) through the message service, listing what was published
 * with its read figures, and withdrawing a notice from every inbox.
 */
export const noticeRoutes: FastifyPluginAsyncTypebox = namedPlugin('noticeRoutes', async (app) => {
  const { db, clock } = app.services;

  app.post(
    '/enterprise/v1/notice/publish',
    { config: { permission: NoticePermission.publish }, schema: { body: NoticeDraft } },
    async (request) => {
      const session = organizationSessionOf(request);
      const { title, body, scope, departmentUniqueIds = [] } = request.body;
      const sent = await db.transaction((tx) =>
        publishNotice(tx, {
          organizationId: session.organizationId,
          publisher: { membershipId: session.membershipId, name: session.member.nickname },
          title,
          body,
          scope,
          departmentUniqueIds,
          now: clock.now(),
        }),
      );
      return ok({ uniqueId: sent.uniqueId, recipientCount: sent.recipientCount });
    },
  );

  app.post(
    '/enterprise/v1/notice/page',
    {
      config: { permission: NoticePermission.management },
      schema: { body: NoticePageQuery },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const { pageNum = 1, pageSize = 10, keyword } = request.body;
      return ok(await readNoticePage(db, { organizationId, pageNum, pageSize, keyword }));
    },
  );

  app.post(
    '/enterprise/v1/notice/detail',
    {
      config: { permission: NoticePermission.management },
      schema: { body: NoticeRef },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      return ok(await readNotice(db, { organizationId, uniqueId: request.body.uniqueId }));
    },
  );

  app.post(
    '/enterprise/v1/notice/remove',
    {
      config: { permission: NoticePermission.remove },
      schema: { body: NoticeRef },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      await db.transaction((tx) => withdrawNotice(tx, { organizationId, uniqueId: request.body.uniqueId }));
      return ok(null);
    },
  );
});
