import { queryOne } from '../../../db/database';
import { defineJob, type JobContext, sendJob } from '../../../platform/jobs/jobs';
import { decideOnTimeout } from './act';
import { notifyMembers } from './notify';
import { lockInstance, recordEvent, versionById } from './records';
import type { StepContext } from './step-context';
import { nextMark, TASK_TIMER, type TaskTimerData, timeLimitsOf, timerHasMark } from './timer-arming';

/**
 * One mark of an open task's time limit, in one transaction: a reminder to the assignee (N, 2N, …
 * hours after the task opened, up to M times), then, if the node says so, the decision for them. The
 * task's `reminders` counts the marks done: a job run again (a retry after a crash past the commit)
 * or a mark of a task decided meanwhile changes nothing. The next mark's job is sent in the same
 * transaction.
 */
export async function runTaskTimer(
  ctx: Omit<StepContext, 'organizationId'>,
  data: TaskTimerData,
): Promise<'reminded' | 'decided' | 'stale'> {
  const task = await queryOne<{ organizationId: number; instanceId: number }>(
    ctx.tx,
    'select organization_id as "organizationId", instance_id as "instanceId" from approval_tasks where id = $1',
    [data.taskId],
  );
  if (!task) return 'stale';
  const step: StepContext = { ...ctx, organizationId: task.organizationId };
  // The instance first, as every step locks it: a timer and an approver's action take turns.
  const instance = await lockInstance(ctx.tx, task.organizationId, { id: task.instanceId });
  const current = await queryOne<{
    state: string;
    nodeId: string;
    kind: string;
    assigneeId: number;
    reminders: number;
  }>(
    ctx.tx,
    `select state, node_id as "nodeId", kind, assignee_id as "assigneeId", reminders from approval_tasks where id = $1`,
    [data.taskId],
  );
  if (instance?.state !== 'running' || current?.state !== 'open') return 'stale';
  if (current.reminders >= data.reminder) return 'stale';
  const version = await versionById(ctx.tx, instance.versionId);
  const limit = timeLimitsOf(version.flow).get(current.nodeId);
  if (!limit || !timerHasMark(limit, data.reminder)) return 'stale';

  await ctx.tx.query('update approval_tasks set reminders = $2, due_at = $3 where id = $1', [
    data.taskId,
    data.reminder,
    timerHasMark(limit, data.reminder + 1) ? nextMark(ctx.now, limit) : null,
  ]);
  if (data.reminder > limit.remindTimes) {
    await decideOnTimeout(step, data.taskId, limit.onTimeout === 'reject' ? 'reject' : 'approve');
    return 'decided';
  }
  const hours = limit.remindEveryHours * data.reminder;
  await recordEvent(ctx.tx, {
    organizationId: task.organizationId,
    instanceId: instance.id,
    taskId: data.taskId,
    actorId: null,
    kind: 'remind',
    nodeId: current.nodeId,
    detail: { reminder: data.reminder, of: limit.remindTimes, hours },
    now: ctx.now,
  });
  await notifyMembers(ctx.tx, {
    organizationId: task.organizationId,
    instanceUniqueId: instance.uniqueId,
    membershipIds: [current.assigneeId],
    title: `审批提醒：${instance.title}`,
    body: `${instance.initiatorName}发起的审批（编号 ${instance.serialNo}）已等待您${current.kind === 'handler' ? '办理' : '审批'} ${hours} 小时，请尽快处理。`,
    now: ctx.now,
  });
  if (timerHasMark(limit, data.reminder + 1))
    await sendJob(
      ctx.tx,
      TASK_TIMER,
      { taskId: data.taskId, reminder: data.reminder + 1 },
      { startAfter: nextMark(ctx.now, limit), singletonKey: `task-${data.taskId}-${data.reminder + 1}` },
    );
  return 'reminded';
}

/** The approval area's job: each mark of a task's time limit. */
export const taskTimerJob = defineJob<TaskTimerData>({
  name: TASK_TIMER.name,
  handle: (data, context: JobContext) =>
    context.db.transaction(async (tx) => {
      await runTaskTimer({ tx, now: context.clock.now(), extensions: context.extensions }, data);
    }),
});
