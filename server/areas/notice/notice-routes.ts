import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { NoticePermission } from '../../../manifests/notice';
import { MessageTypeCode, type Recipients, sendMessage } from '../../domain/message-service';
import {
  findNotice,
  NOTICE_SOURCE,
  pageNotices,
  removeNotice,
  resolveDepartments,
} from '../../domain/notices';
import { plainTextOf, sanitizeRichText } from '../../domain/rich-text';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { ErrorCode } from '../../http/error-codes';
import { PageNum, PageSize, PlainName, SearchKeyword, UniqueId } from '../../http/fields';
import { organizationSessionOf } from '../../plugins/session-auth';

export const NOTICE_TITLE_MAX = 100;
/** Characters of text a notice's body may hold (its markup aside). */
export const NOTICE_TEXT_MAX = 20_000;
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
      const { title, scope, departmentUniqueIds = [] } = request.body;
      const body = sanitizeRichText(request.body.body);
      const text = plainTextOf(body);
      if (text === '') throw new ApiError(ErrorCode.NoticeBodyInvalid);
      if (text.length > NOTICE_TEXT_MAX) {
        throw new ApiError(ErrorCode.NoticeBodyInvalid, `通知正文不能超过 ${NOTICE_TEXT_MAX} 字`);
      }
      if (scope === 'departments' && departmentUniqueIds.length === 0) {
        throw new ApiError(ErrorCode.BadRequest, '请选择接收部门');
      }
      const sent = await db.transaction(async (tx) => {
        let recipients: Recipients = { kind: 'organization' };
        if (scope === 'departments') {
          const departments = await resolveDepartments(tx, session.organizationId, departmentUniqueIds);
          if (departments.unknown.length > 0) throw new ApiError(ErrorCode.DepartmentNotFound);
          recipients = { kind: 'departments', departmentIds: departments.ids };
        }
        const result = await sendMessage(tx, {
          organizationId: session.organizationId,
          type: MessageTypeCode.system,
          source: NOTICE_SOURCE,
          title: title.trim(),
          body,
          publisher: { membershipId: session.membershipId, name: session.member.nickname },
          recipients,
          now: clock.now(),
        });
        // Rolls the content back: a notice nobody receives is a mistake in the chosen scope.
        if (result.recipientCount === 0) throw new ApiError(ErrorCode.NoticeWithoutRecipients);
        return result;
      });
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
