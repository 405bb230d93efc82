import type { ApprovalFormValues } from '../../../../manifests/contracts/approval-form';
import { queryOne } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { returnedTo, taskNode, withDone } from '../flow/flow-walk';
import { formSummary } from '../forms/form-summary';
import { editableFields } from '../forms/form-values';
import { addSigner, transferTask } from './act-joining';
import { eventOf, type Step } from './action-step';
import { advance, finish, isOpen, tellArea } from './advance';
import { checkedForm } from './form-checks';
import { notifyMembers } from './notify';
import {
  answerOf,
  cancelPending,
  type EventKind,
  initiatorFields,
  keepAnswer,
  lockInstance,
  lockRequest,
  moveTask,
  openWaitingFor,
  pendingTasks,
  recordEvent,
  saveInstance,
  type TaskRow,
  taskByUniqueId,
  tasksOfRound,
  versionById,
} from './records';
import type { Actor, StepContext } from './step-context';
import { armTimers } from './timer-arming';

/** What an action answers: the instance and the state it is in after the action. */
export interface ActionAnswer {
  uniqueId: string;
  state: string;
}

/** An action on one's own open task. */
export type TaskAction =
  | { kind: 'approve'; comment?: string; form?: ApprovalFormValues }
  | { kind: 'handle'; comment?: string; form?: ApprovalFormValues }
  | { kind: 'reject'; comment: string }
  | { kind: 'return'; target: string; comment?: string }
  | { kind: 'transfer'; to: string; comment?: string }
  | { kind: 'add-before' | 'add-after'; to: string; comment?: string };

/** An action on an instance as a whole. */
export type InstanceAction =
  | { kind: 'withdraw'; comment?: string }
  | { kind: 'resubmit'; form: ApprovalFormValues; comment?: string }
  | { kind: 'urge' }
  | { kind: 'comment'; comment: string; attachments?: { uniqueId: string; name: string; url: string }[] }
  | { kind: 'terminate'; comment: string };

/** The initiator's 退回 target: back to them (they edit and resubmit). */
export const TO_INITIATOR = 'initiator';

const HOUR = 3_600_000;

/**
 * The frame of every action: the instance locked (steps on one instance one after the other), a
 * request id answered before (a retry, a double click) answered the same without acting again, the
 * action done and its event recorded with the request id and the answer.
 */
async function onInstance(
  ctx: StepContext,
  actor: Actor,
  target: { instance: { id: number } | { uniqueId: string }; taskId: number | null },
  requestId: string,
  kind: EventKind,
  work: (step: Step) => Promise<void>,
): Promise<ActionAnswer> {
  await lockRequest(ctx.tx, ctx.organizationId, requestId);
  const instance = await lockInstance(ctx.tx, ctx.organizationId, target.instance);
  if (!instance) throw new ApiError(ErrorCode.ApprovalNotFound);
  const earlier = await answerOf(ctx.tx, ctx.organizationId, requestId);
  if (earlier) {
    // Only the very action answered before is answered again: the id sent with another action,
    // another instance or another task of the same one is refused, and nothing is done.
    const same =
      earlier.kind === kind &&
      earlier.actorId === actor.membershipId &&
      earlier.instanceId === instance.id &&
      earlier.taskId === target.taskId;
    if (!same) throw new ApiError(ErrorCode.ApprovalRequestReused);
    return earlier.answer as ActionAnswer;
  }
  const version = await versionById(ctx.tx, instance.versionId);
  await work({ ctx, actor, instance, version, requestId });
  await armTimers(ctx, instance.id, version.flow);
  const answer: ActionAnswer = { uniqueId: instance.uniqueId, state: instance.state };
  await keepAnswer(ctx.tx, ctx.organizationId, requestId, answer);
  return answer;
}

/**
 * After one task of a node is approved (or handled): the tasks waiting for it open (依次's next
 * person, a 加签 after); in 或签 the others' tasks are cancelled (the node is decided) — a 加签 before
 * only hands the task back to the one who asked; once nobody of the node is pending, the node is done
 * and the instance moves on.
 */
async function afterApproval(step: Step, task: TaskRow): Promise<void> {
  const { ctx, instance } = step;
  const opened = await openWaitingFor(ctx.tx, task.id);
  if (task.mode === 'any' && task.origin !== 'add-before')
    await cancelPending(ctx.tx, instance.id, { nodeId: task.nodeId, round: task.round }, opened);
  if (opened.length > 0) {
    const rows = await ctx.tx.query<{ assigneeId: number }>(
      'select assignee_id as "assigneeId" from approval_tasks where id = any($1::int[])',
      [opened],
    );
    await notifyMembers(ctx.tx, {
      organizationId: ctx.organizationId,
      instanceUniqueId: instance.uniqueId,
      membershipIds: rows.map((row) => row.assigneeId),
      title: `待办：${instance.title}`,
      body: `${instance.initiatorName}发起的审批（编号 ${instance.serialNo}）等待您处理。`,
      now: ctx.now,
    });
  }
  const round = await tasksOfRound(ctx.tx, instance.id, task.nodeId, task.round);
  if (round.some((other) => other.state === 'open' || other.state === 'waiting')) {
    await saveInstance(ctx.tx, instance, ctx.now);
    return;
  }
  instance.progress = withDone(instance.progress, [task.nodeId]);
  await advance(ctx, instance, step.version, step.actor.membershipId);
}

/** Applies an approver's edits to the fields their node lets them edit; others are never taken. */
async function applyEdits(step: Step, task: TaskRow, values: ApprovalFormValues | undefined): Promise<void> {
  if (!values || Object.keys(values).length === 0) return;
  const node = taskNode(step.version.flow, task.nodeId);
  const editable = editableFields(step.version.form, node?.fieldPermissions);
  const allowed = Object.fromEntries(Object.entries(values).filter(([name]) => editable.has(name)));
  if (Object.keys(allowed).length === 0) return;
  const checked = await checkedForm(step.ctx, step.version.form, allowed, editable);
  step.instance.form = { ...step.instance.form, ...checked };
}

/**
 * 同意, 办理, 拒绝, 退回, 转交 and 加签 on the actor's own open task. The task is read again under the
 * instance's lock, and moved only from the state it is in: of two approvers of a 或签 node acting at
 * once, the second finds the node decided (该审批任务已被处理).
 */
export async function actOnTask(
  ctx: StepContext,
  actor: Actor,
  taskUniqueId: string,
  requestId: string,
  action: TaskAction,
): Promise<ActionAnswer> {
  const found = await taskByUniqueId(ctx.tx, ctx.organizationId, taskUniqueId);
  if (!found || found.assigneeId !== actor.membershipId) throw new ApiError(ErrorCode.ApprovalNotFound);
  const target = { instance: { id: found.instanceId }, taskId: found.id };
  return onInstance(ctx, actor, target, requestId, action.kind, async (step) => {
    const task = await taskByUniqueId(ctx.tx, ctx.organizationId, taskUniqueId);
    if (task?.state !== 'open') throw new ApiError(ErrorCode.ApprovalTaskDone);
    if (!isOpen(step.instance.state)) throw new ApiError(ErrorCode.ApprovalFinished);
    const comment = 'comment' in action ? (action.comment ?? '').trim() : '';
    switch (action.kind) {
      case 'approve':
      case 'handle': {
        if ((action.kind === 'handle') !== (task.kind === 'handler'))
          throw new ApiError(ErrorCode.ApprovalActionUnavailable);
        await applyEdits(step, task, action.form);
        await moveTask(ctx.tx, task.id, ['open'], 'approved', { comment, now: ctx.now, acted: true });
        await eventOf(step, action.kind, { taskId: task.id, nodeId: task.nodeId, comment });
        await afterApproval(step, task);
        break;
      }
      case 'reject': {
        if (task.kind !== 'approver') throw new ApiError(ErrorCode.ApprovalActionUnavailable);
        if (comment === '')
          throw new ApiError(ErrorCode.ApprovalCommentRequired, undefined, 200, { field: 'comment' });
        await moveTask(ctx.tx, task.id, ['open'], 'rejected', { comment, now: ctx.now, acted: true });
        await eventOf(step, 'reject', { taskId: task.id, nodeId: task.nodeId, comment });
        await finish(ctx, step.instance, 'rejected', actor.membershipId, comment);
        break;
      }
      case 'return':
        await returnTask(step, task, action.target, comment);
        break;
      case 'transfer':
        await transferTask(step, task, action.to, comment);
        break;
      case 'add-before':
      case 'add-after':
        await addSigner(step, task, action.to, action.kind, comment);
        break;
    }
  });
}

/** 退回: to the initiator (the instance waits for them to resubmit) or to a node already passed. */
async function returnTask(step: Step, task: TaskRow, target: string, comment: string): Promise<void> {
  const { ctx, instance } = step;
  if (task.kind !== 'approver') throw new ApiError(ErrorCode.ApprovalActionUnavailable);
  const back = target === TO_INITIATOR ? undefined : returnedTo(instance.progress, target);
  const targetNode = target === TO_INITIATOR ? undefined : taskNode(step.version.flow, target);
  if (target !== TO_INITIATOR && (!back || !targetNode || targetNode.type === 'cc'))
    throw new ApiError(ErrorCode.ApprovalReturnTargetInvalid, undefined, 200, { field: 'target' });
  await moveTask(ctx.tx, task.id, ['open'], 'returned', { comment, now: ctx.now, acted: true });
  await cancelPending(ctx.tx, instance.id, null);
  if (target === TO_INITIATOR) {
    instance.state = 'returned';
    await eventOf(step, 'return', {
      taskId: task.id,
      nodeId: task.nodeId,
      comment,
      detail: { target, targetName: '发起人' },
    });
    await saveInstance(ctx.tx, instance, ctx.now);
    await notifyMembers(ctx.tx, {
      organizationId: ctx.organizationId,
      instanceUniqueId: instance.uniqueId,
      membershipIds: [instance.initiatorId],
      title: `${instance.title}被退回`,
      body: `您发起的审批（编号 ${instance.serialNo}）被${step.actor.name}退回${comment ? `：${comment}` : ''}，请修改后重新提交。`,
      now: ctx.now,
    });
    await tellArea(ctx, instance, 'onReturned', step.actor.membershipId, comment);
    return;
  }
  instance.progress = back as NonNullable<typeof back>;
  await eventOf(step, 'return', {
    taskId: task.id,
    nodeId: task.nodeId,
    comment,
    detail: { target, targetName: targetNode?.nodeName },
  });
  await advance(ctx, instance, step.version, step.actor.membershipId);
}

/**
 * 撤回, 重新提交, 催办, 评论 and the administrator's 终止. Withdraw, resubmit and urge are the
 * initiator's; a comment anyone's who takes part (the route lets an administrator terminate).
 */
export async function actOnInstance(
  ctx: StepContext,
  actor: Actor,
  instanceUniqueId: string,
  requestId: string,
  action: InstanceAction,
): Promise<ActionAnswer> {
  const target = { instance: { uniqueId: instanceUniqueId }, taskId: null };
  return onInstance(ctx, actor, target, requestId, action.kind, async (step) => {
    const { instance } = step;
    const initiator = instance.initiatorId === actor.membershipId;
    if (action.kind !== 'terminate' && action.kind !== 'comment' && !initiator)
      throw new ApiError(ErrorCode.ApprovalNotInitiator);
    if (action.kind !== 'comment' && !isOpen(instance.state)) throw new ApiError(ErrorCode.ApprovalFinished);
    switch (action.kind) {
      case 'withdraw': {
        const comment = action.comment?.trim() ?? '';
        await notifyPending(step, `${instance.title}已撤回`, '发起人已撤回该审批，无需再处理。');
        await eventOf(step, 'withdraw', { comment });
        await finish(ctx, instance, 'withdrawn', actor.membershipId, comment);
        break;
      }
      case 'terminate': {
        const comment = action.comment.trim();
        if (comment === '')
          throw new ApiError(ErrorCode.ApprovalCommentRequired, '请填写终止原因', 200, { field: 'comment' });
        await notifyPending(step, `${instance.title}已终止`, `管理员已终止该审批：${comment}`);
        await eventOf(step, 'terminate', { comment });
        await finish(ctx, instance, 'terminated', actor.membershipId, comment);
        break;
      }
      case 'resubmit': {
        if (instance.state !== 'returned')
          throw new ApiError(ErrorCode.ApprovalActionUnavailable, '只有被退回的审批可以重新提交');
        const filled = initiatorFields(step.version);
        // What the initiator fills is replaced; what approvers filled (hidden from the initiator) stays.
        const refilled = await checkedForm(ctx, step.version.form, action.form, filled);
        const kept = Object.fromEntries(Object.entries(instance.form).filter(([name]) => !filled.has(name)));
        instance.form = { ...kept, ...refilled };
        // A template's approval says what its form says now; an area's keeps the summary it gave.
        if (instance.typeKey === null)
          await ctx.tx.query('update approval_instances set summary = $2 where id = $1', [
            instance.id,
            formSummary(step.version.form, step.version.flow, instance.form),
          ]);
        instance.state = 'running';
        const comment = action.comment?.trim() ?? '';
        await eventOf(step, 'resubmit', { comment });
        await tellArea(ctx, instance, 'onResubmitted', actor.membershipId, comment);
        await advance(ctx, instance, step.version, actor.membershipId);
        break;
      }
      case 'urge':
        await urge(step);
        break;
      case 'comment':
        await comment(step, action.comment, action.attachments ?? []);
        break;
    }
  });
}

/** Tells the people pending on the instance (before their tasks are cancelled). */
async function notifyPending(step: Step, title: string, body: string): Promise<void> {
  const pending = await pendingTasks(step.ctx.tx, step.instance.id);
  await notifyMembers(step.ctx.tx, {
    organizationId: step.ctx.organizationId,
    instanceUniqueId: step.instance.uniqueId,
    membershipIds: pending.filter((task) => task.state === 'open').map((task) => task.assigneeId),
    title,
    body,
    now: step.ctx.now,
  });
}

/** 催办: reminds the people pending now, once per node per hour. */
async function urge(step: Step): Promise<void> {
  const { ctx, instance } = step;
  if (instance.state !== 'running')
    throw new ApiError(ErrorCode.ApprovalActionUnavailable, '审批已退回，无需催办');
  const open = (await pendingTasks(ctx.tx, instance.id)).filter((task) => task.state === 'open');
  const nodes = [...new Set(open.map((task) => task.nodeId))];
  const recent = await queryOne<{ count: number }>(
    ctx.tx,
    `select count(*)::int as count from approval_events
      where instance_id = $1 and kind = 'urge' and created_at > $2 and node_id = any($3::text[])`,
    [instance.id, new Date(ctx.now.getTime() - HOUR), nodes],
  );
  if ((recent?.count ?? 0) > 0) throw new ApiError(ErrorCode.ApprovalUrgeTooFrequent);
  for (const [index, nodeId] of nodes.entries())
    await recordEvent(ctx.tx, {
      organizationId: ctx.organizationId,
      instanceId: instance.id,
      actorId: step.actor.membershipId,
      kind: 'urge',
      nodeId,
      // The request id (and its answer) on the first event: a retry answers it.
      requestId: index === 0 ? step.requestId : null,
      now: ctx.now,
    });
  await notifyMembers(ctx.tx, {
    organizationId: ctx.organizationId,
    instanceUniqueId: instance.uniqueId,
    membershipIds: open.map((task) => task.assigneeId),
    title: `催办：${instance.title}`,
    body: `${instance.initiatorName}提醒您尽快处理审批（编号 ${instance.serialNo}）。`,
    now: ctx.now,
  });
}

/** 评论: by the initiator or anyone with a task on the instance; the others taking part are told. */
async function comment(
  step: Step,
  text: string,
  attachments: { uniqueId: string; name: string; url: string }[],
): Promise<void> {
  const { ctx, instance, actor } = step;
  const involved = await ctx.tx.query<{ id: number }>(
    `select distinct assignee_id as id from approval_tasks where instance_id = $1
     union select initiator_id from approval_instances where id = $1`,
    [instance.id],
  );
  const ids = involved.map((row) => row.id);
  if (!ids.includes(actor.membershipId)) throw new ApiError(ErrorCode.ApprovalNotFound);
  const trimmed = text.trim();
  if (trimmed === '' && attachments.length === 0)
    throw new ApiError(ErrorCode.BadRequest, '请输入评论内容', 200, { field: 'comment' });
  await eventOf(step, 'comment', { comment: trimmed, detail: { attachments } });
  await notifyMembers(ctx.tx, {
    organizationId: ctx.organizationId,
    instanceUniqueId: instance.uniqueId,
    membershipIds: ids.filter((id) => id !== actor.membershipId),
    title: `评论：${instance.title}`,
    body: `${actor.name}评论了审批（编号 ${instance.serialNo}）：${trimmed}`,
    publisher: { membershipId: actor.membershipId, name: actor.name },
    now: ctx.now,
  });
}

/**
 * A time limit's end (任务 `approval.task-timer`): the open task is approved (办理 for a handler) or
 * rejected for its assignee, recorded as the system's 超时自动同意/拒绝, and the instance moves on as
 * after the assignee's own decision. False when the task is no longer open (decided meanwhile).
 */
export async function decideOnTimeout(
  ctx: StepContext,
  taskId: number,
  outcome: 'approve' | 'reject',
): Promise<boolean> {
  const found = await queryOne<{ instanceId: number; uniqueId: string }>(
    ctx.tx,
    'select instance_id as "instanceId", unique_id as "uniqueId" from approval_tasks where id = $1',
    [taskId],
  );
  if (!found) return false;
  const instance = await lockInstance(ctx.tx, ctx.organizationId, { id: found.instanceId });
  const task = await taskByUniqueId(ctx.tx, ctx.organizationId, found.uniqueId);
  if (!instance || !isOpen(instance.state) || instance.state !== 'running' || task?.state !== 'open')
    return false;
  const version = await versionById(ctx.tx, instance.versionId);
  const actor: Actor = { membershipId: task.assigneeId, uniqueId: task.assigneeUniqueId, name: '' };
  const step: Step = { ctx, actor, instance, version, requestId: `timeout-${task.id}` };
  const rejecting = outcome === 'reject' && task.kind === 'approver';
  const comment = rejecting ? '超时未处理，系统自动拒绝' : '超时未处理，系统自动同意';
  await moveTask(ctx.tx, task.id, ['open'], rejecting ? 'rejected' : 'approved', {
    comment,
    now: ctx.now,
    acted: true,
  });
  await recordEvent(ctx.tx, {
    organizationId: ctx.organizationId,
    instanceId: instance.id,
    taskId: task.id,
    actorId: null,
    kind: rejecting ? 'auto-reject' : 'auto-approve',
    nodeId: task.nodeId,
    comment,
    detail: { assignee: task.assigneeUniqueId },
    now: ctx.now,
  });
  if (rejecting) await finish(ctx, instance, 'rejected', null, comment);
  else await afterApproval(step, task);
  await armTimers(ctx, instance.id, version.flow);
  return true;
}
