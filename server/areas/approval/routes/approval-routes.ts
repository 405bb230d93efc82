import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';
import { ApprovalPermission } from '../../../../manifests/approval';
import {
  ApprovalDataQuery,
  ApprovalExportQuery,
  ApprovalListQuery,
  BatchApproveBody,
  type BatchApproved,
  InstanceActBody,
  InstanceRef,
  StartBody,
  TaskActBody,
  TemplateRef,
  TerminateBody,
} from '../../../../manifests/contracts/approval';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { ErrorCode } from '../../../http/error-codes';
import { namedPlugin } from '../../../http/named-plugin';
import { sendWorkbook } from '../../../platform/spreadsheet-export';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { actOnInstance, actOnTask, type TaskAction } from '../engine/act';
import { startInstance } from '../engine/start';
import type { Actor, StepContext } from '../engine/step-context';
import { readApprovalData } from '../queries/approval-data';
import { exportApprovalData, exportFileName } from '../queries/approval-data-export';
import { readApprovalDataOptions } from '../queries/approval-data-options';
import { readApprovalDetail } from '../queries/approval-detail';
import { readApprovalCounts, readApprovalList } from '../queries/approval-lists';
import { readStartableTemplates, readTemplateToStart } from '../queries/templates';
import { approvalConfigRoutes } from './approval-config-routes';

/** The task action of a body: what each kind needs, refused in Chinese when missing. */
function taskActionOf(body: Static<typeof TaskActBody>): TaskAction {
  const comment = body.comment ?? '';
  switch (body.action) {
    case 'approve':
    case 'handle':
      return { kind: body.action, comment, ...(body.form ? { form: body.form } : {}) };
    case 'reject':
      return { kind: 'reject', comment };
    case 'return':
      if (!body.target)
        throw new ApiError(ErrorCode.BadRequest, '请选择退回的节点', 200, { field: 'target' });
      return { kind: 'return', target: body.target, comment };
    default:
      if (!body.to) throw new ApiError(ErrorCode.BadRequest, '请选择成员', 200, { field: 'to' });
      return { kind: body.action, to: body.to, comment };
  }
}

/**
 * 审批 (`/enterprise/v1/approval/…`): templates to start and starting, the centre's four lists and
 * their counts, an instance's detail as the caller may see it, the actions on one's task and on an
 * instance, 审批数据管理's search, export and 终止, and templates for 审批配置. Every step runs in one
 * transaction; reads too (a consistent view of an instance and its tasks).
 */
export const approvalRoutes: FastifyPluginAsyncTypebox = async (app, options) => {
  const { db, clock, extensions, resourceTreeCache } = app.services;
  const base = '/enterprise/v1/approval';
  const center = { permission: ApprovalPermission.center };

  const callerOf = (request: Parameters<typeof organizationSessionOf>[0]) => {
    const session = organizationSessionOf(request);
    const actor: Actor = {
      membershipId: session.membershipId,
      uniqueId: session.member.uniqueId,
      name: session.member.nickname,
    };
    return { session, actor };
  };
  const inTransaction = <T>(organizationId: number, work: (ctx: StepContext) => Promise<T>) =>
    db.transaction((tx) => work({ tx, organizationId, now: clock.now(), extensions }));

  app.post(
    `${base}/template/startable`,
    { config: center, schema: { body: Type.Object({}) } },
    async (request) => {
      const { session, actor } = callerOf(request);
      return ok(await inTransaction(session.organizationId, (ctx) => readStartableTemplates(ctx, actor)));
    },
  );

  app.post(
    `${base}/template/start-detail`,
    { config: center, schema: { body: TemplateRef } },
    async (request) => {
      const { session, actor } = callerOf(request);
      return ok(
        await inTransaction(session.organizationId, (ctx) =>
          readTemplateToStart(ctx, actor, request.body.uniqueId),
        ),
      );
    },
  );

  app.post(`${base}/start`, { config: center, schema: { body: StartBody } }, async (request) => {
    const { session, actor } = callerOf(request);
    const { templateUniqueId, form, chosenApprovers, requestId } = request.body;
    return ok(
      await inTransaction(session.organizationId, (ctx) =>
        startInstance(ctx, {
          template: { templateUniqueId },
          initiator: actor,
          form,
          chosenApprovers,
          requestId,
        }),
      ),
    );
  });

  app.post(`${base}/list`, { config: center, schema: { body: ApprovalListQuery } }, async (request) => {
    const { session } = callerOf(request);
    const { pageNum = 1, pageSize = 10, ...filters } = request.body;
    return ok(
      await readApprovalList(db, { ...filters, membershipId: session.membershipId, pageNum, pageSize }),
    );
  });

  app.post(`${base}/counts`, { config: center, schema: { body: Type.Object({}) } }, async (request) => {
    const { session } = callerOf(request);
    return ok(await readApprovalCounts(db, session.membershipId));
  });

  app.post(
    `${base}/detail`,
    {
      config: { permission: [ApprovalPermission.center, ApprovalPermission.detail, ApprovalPermission.data] },
      schema: { body: InstanceRef },
    },
    async (request) => {
      const { session } = callerOf(request);
      const held = await resourceTreeCache.heldCodes(db, session, clock.now());
      const caller = {
        membershipId: session.membershipId,
        asAdministrator: held.has(ApprovalPermission.data),
      };
      return ok(
        await inTransaction(session.organizationId, (ctx) =>
          readApprovalDetail(ctx, caller, request.body.uniqueId),
        ),
      );
    },
  );

  app.post(`${base}/task/act`, { config: center, schema: { body: TaskActBody } }, async (request) => {
    const { session, actor } = callerOf(request);
    const action = taskActionOf(request.body);
    return ok(
      await inTransaction(session.organizationId, (ctx) =>
        actOnTask(ctx, actor, request.body.taskUniqueId, request.body.requestId, action),
      ),
    );
  });

  app.post(
    `${base}/task/batch-approve`,
    { config: center, schema: { body: BatchApproveBody } },
    async (request) => {
      const { session, actor } = callerOf(request);
      const { taskUniqueIds, requestId } = request.body;
      const answer: BatchApproved = { approved: 0, refused: [] };
      // Each its own step: one refused (decided meanwhile, a field to fill) leaves the others approved.
      for (const [index, taskUniqueId] of [...new Set(taskUniqueIds)].entries()) {
        try {
          await inTransaction(session.organizationId, (ctx) =>
            actOnTask(ctx, actor, taskUniqueId, `${requestId.slice(0, 56)}-${index}`, { kind: 'approve' }),
          );
          answer.approved++;
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          answer.refused.push({ taskUniqueId, message: error.message });
        }
      }
      return ok(answer);
    },
  );

  app.post(`${base}/instance/act`, { config: center, schema: { body: InstanceActBody } }, async (request) => {
    const { session, actor } = callerOf(request);
    const { uniqueId, requestId, action, comment = '', form, attachments } = request.body;
    if (action === 'resubmit' && !form)
      throw new ApiError(ErrorCode.BadRequest, '请填写表单', 200, { field: 'form' });
    const instanceAction =
      action === 'resubmit'
        ? { kind: action, form: form ?? {}, comment }
        : action === 'comment'
          ? { kind: action, comment, attachments: attachments ?? [] }
          : action === 'withdraw'
            ? { kind: action, comment }
            : { kind: action };
    return ok(
      await inTransaction(session.organizationId, (ctx) =>
        actOnInstance(ctx, actor, uniqueId, requestId, instanceAction),
      ),
    );
  });

  app.post(
    `${base}/instance/terminate`,
    { config: { permission: ApprovalPermission.data }, schema: { body: TerminateBody } },
    async (request) => {
      const { session, actor } = callerOf(request);
      const { uniqueId, requestId, comment } = request.body;
      return ok(
        await inTransaction(session.organizationId, (ctx) =>
          actOnInstance(ctx, actor, uniqueId, requestId, { kind: 'terminate', comment }),
        ),
      );
    },
  );

  app.post(
    `${base}/data/page`,
    { config: { permission: ApprovalPermission.data }, schema: { body: ApprovalDataQuery } },
    async (request) => {
      const { session } = callerOf(request);
      const { pageNum = 1, pageSize = 10, ...filters } = request.body;
      return ok(
        await readApprovalData(db, { ...filters, organizationId: session.organizationId, pageNum, pageSize }),
      );
    },
  );

  app.post(
    `${base}/data/options`,
    { config: { permission: ApprovalPermission.data }, schema: { body: Type.Object({}) } },
    async (request) => {
      const { session } = callerOf(request);
      return ok(await readApprovalDataOptions(db, session.organizationId));
    },
  );

  app.post(
    `${base}/data/export`,
    { config: { permission: ApprovalPermission.export }, schema: { body: ApprovalExportQuery } },
    async (request, reply) => {
      const { session } = callerOf(request);
      return sendWorkbook(
        reply,
        { name: exportFileName(clock.now()), fallback: 'approval-data.xlsx' },
        exportApprovalData(db, { ...request.body, organizationId: session.organizationId }),
      );
    },
  );

  await approvalConfigRoutes(app, options);
};
// Named here: the definition's first line would not fit around a call (see namedPlugin).
namedPlugin('approvalRoutes', approvalRoutes);
