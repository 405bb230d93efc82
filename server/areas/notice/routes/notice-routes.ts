import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { NoticePermission } from '../../../../manifests/notice';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { ErrorCode } from '../../../http/error-codes';
import { PageNum, PageSize, PlainName, SearchKeyword, UniqueId } from '../../../http/fields';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { findNotice, pageNotices, removeNotice } from '../messages/notices';
import { NOTICE_TITLE_MAX, publishNotice } from '../messages/publish-notice';

export const NOTICE_DEPARTMENTS_MAX = 50;

const NoticeId = UniqueId('通知标识');

const PublishBody = Type.Object({
  title: PlainName('通知标题', NOTICE_TITLE_MAX),
  body: Type.String({ title: '通知正文', maxLength: 100_000 }),
  scope: Type.Union([
    Type.Literal('organization', { title: '接收范围' }),
    Type.Literal('departments', { title: '接收范围' }),
  ]),
  departmentUniqueIds: Type.Optional(
    Type.Array(UniqueId('部门标识'), {
      title: '接收部门',
      maxItems: NOTICE_DEPARTMENTS_MAX,
      uniqueItems: true,
    }),
  ),
});

/**
 * 通知管理 (`/enterprise/v1/notice/...`): publishing a notice to the whole organisation or to chosen
 * departments (with their sub-departments) through the message service, listing what was published
 * with its read figures, and withdrawing a notice from every inbox.
 */
export const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app.services;

  app.post(
    '/enterprise/v1/notice/publish',
    { config: { permission: NoticePermission.publish }, schema: { body: PublishBody } },
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
      schema: {
        body: Type.Object({
          pageNum: Type.Optional(PageNum),
          pageSize: Type.Optional(PageSize),
          keyword: Type.Optional(SearchKeyword),
        }),
      },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const { pageNum = 1, pageSize = 10, keyword } = request.body;
      const page = await pageNotices(db, organizationId, { pageNum, pageSize, keyword });
      return ok({ ...page, pageNum, pageSize });
    },
  );

  app.post(
    '/enterprise/v1/notice/detail',
    {
      config: { permission: NoticePermission.management },
      schema: { body: Type.Object({ uniqueId: NoticeId }) },
    },
    async (request) => {
      const notice = await findNotice(
        db,
        organizationSessionOf(request).organizationId,
        request.body.uniqueId,
      );
      if (!notice) throw new ApiError(ErrorCode.NoticeNotFound);
      return ok(notice);
    },
  );

  app.post(
    '/enterprise/v1/notice/remove',
    {
      config: { permission: NoticePermission.remove },
      schema: { body: Type.Object({ uniqueId: NoticeId }) },
    },
    async (request) => {
      const removed = await removeNotice(
        db,
        organizationSessionOf(request).organizationId,
        request.body.uniqueId,
      );
      if (!removed) throw new ApiError(ErrorCode.NoticeNotFound);
      return ok(null);
    },
  );
};
