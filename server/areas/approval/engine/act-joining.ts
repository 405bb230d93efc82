import { ApprovalPermission } from '../../../../manifests/approval';
import { membersGranted } from '../../../domain/resources';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { activeMembersAmong } from '../../settings/api';
import { eventOf, type Step } from './action-step';
import { notifyMembers } from './notify';
import { insertTask, moveTask, type NewTask, saveInstance, type TaskRow, tasksOfRound } from './records';
import type { StepContext } from './step-context';

/**
 * 转交 and 加签: a task handed to, or shared with, another member of the organisation — one who can
 * reach it in 审批中心.
 */

/** The member (uniqueId) who can act, as a row; refused otherwise. */
async function activeMember(ctx: StepContext, uniqueId: string) {
  const [member] = await activeMembersAmong(ctx.tx, ctx.organizationId, [uniqueId]);
  if (!member) throw new ApiError(ErrorCode.ApprovalMemberInvalid);
  return member;
}

/**
 * The member a task is handed to or shared with (转交, 加签): one who can act — active, and granted
 * 审批中心, where the task waits for them — neither the actor nor anyone already pending on the node;
 * refused on the 成员 field otherwise.
 */
async function joiningMember(
  step: Step,
  task: TaskRow,
  to: string,
  refusals: { self: string; withoutAccess: (name: string) => string },
) {
  const member = await activeMember(step.ctx, to);
  const { tx, organizationId, now } = step.ctx;
  const round = await tasksOfRound(tx, step.instance.id, task.nodeId, task.round);
  const pending = round.some(
    (other) => other.assigneeId === member.id && (other.state === 'open' || other.state === 'waiting'),
  );
  if (member.id === step.actor.membershipId || pending)
    throw new ApiError(ErrorCode.ApprovalMemberInvalid, refusals.self, 200, { field: 'to' });
  const granted = await membersGranted(tx, organizationId, [member.id], ApprovalPermission.center, now);
  if (!granted.has(member.id))
    throw new ApiError(ErrorCode.ApprovalMemberWithoutAccess, refusals.withoutAccess(member.name), 200, {
      field: 'to',
    });
  return member;
}

/** A task beside `task` on the same reaching of its node, for another member. */
function siblingTask(
  step: Step,
  task: TaskRow,
  assigneeId: number,
  how: Pick<NewTask, 'state' | 'origin' | 'waitsFor'>,
): Promise<number> {
  return insertTask(step.ctx.tx, {
    organizationId: step.ctx.organizationId,
    instanceId: step.instance.id,
    nodeId: task.nodeId,
    nodeName: task.nodeName,
    kind: task.kind,
    round: task.round,
    mode: task.mode,
    seq: task.seq,
    assigneeId,
    dueAt: null,
    now: step.ctx.now,
    ...how,
  });
}

/** The member joining the task is told it is theirs to decide now. */
function tellJoining(step: Step, membershipId: number, body: string) {
  return notifyMembers(step.ctx.tx, {
    organizationId: step.ctx.organizationId,
    instanceUniqueId: step.instance.uniqueId,
    membershipIds: [membershipId],
    title: `待办：${step.instance.title}`,
    body,
    now: step.ctx.now,
  });
}

/** 转交: the task goes to another member, who decides in the actor's place (recorded on the timeline). */
export async function transferTask(step: Step, task: TaskRow, to: string, comment: string): Promise<void> {
  const { ctx, instance } = step;
  const member = await joiningMember(step, task, to, {
    self: '不能转交给自己或本节点的其他审批人',
    withoutAccess: (name) => `「${name}」没有审批中心的权限，不能转交给他`,
  });
  await moveTask(ctx.tx, task.id, ['open'], 'transferred', { comment, now: ctx.now, acted: true });
  const replacement = await siblingTask(step, task, member.id, {
    state: 'open',
    origin: 'transfer',
    waitsFor: null,
  });
  await ctx.tx.query('update approval_tasks set waits_for = $2 where waits_for = $1', [task.id, replacement]);
  await eventOf(step, 'transfer', {
    taskId: task.id,
    nodeId: task.nodeId,
    comment,
    detail: { to: member.uniqueId, toName: member.name },
  });
  await saveInstance(ctx.tx, instance, ctx.now);
  await tellJoining(step, member.id, `${step.actor.name}将审批（编号 ${instance.serialNo}）转交给您处理。`);
}

/**
 * 加签: before — the added member decides first, then the task comes back to the actor; after — the
 * added member decides once the actor has approved. Either way the node waits for them.
 */
export async function addSigner(
  step: Step,
  task: TaskRow,
  to: string,
  position: 'add-before' | 'add-after',
  comment: string,
): Promise<void> {
  const { ctx, instance } = step;
  if (task.kind !== 'approver') throw new ApiError(ErrorCode.ApprovalActionUnavailable);
  const member = await joiningMember(step, task, to, {
    self: '不能加签自己或本节点的其他审批人',
    withoutAccess: (name) => `「${name}」没有审批中心的权限，不能加签给他`,
  });
  const before = position === 'add-before';
  const added = await siblingTask(step, task, member.id, {
    state: before ? 'open' : 'waiting',
    origin: position,
    waitsFor: before ? null : task.id,
  });
  if (before)
    await ctx.tx.query(
      `update approval_tasks set state = 'waiting', waits_for = $2 where id = $1 and state = 'open'`,
      [task.id, added],
    );
  await eventOf(step, position, {
    taskId: task.id,
    nodeId: task.nodeId,
    comment,
    detail: { to: member.uniqueId, toName: member.name },
  });
  await saveInstance(ctx.tx, instance, ctx.now);
  if (before)
    await tellJoining(step, member.id, `${step.actor.name}邀请您先审批（编号 ${instance.serialNo}）。`);
}
