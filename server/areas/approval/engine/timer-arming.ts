import type { FlowNode, TimeLimit } from '../../../../manifests/contracts/approval-flow';
import { jobName, sendJob } from '../../../platform/jobs/jobs';
import { allNodes } from '../flow/flow-walk';
import type { StepContext } from './step-context';

/** The job of an open task's time limit: its `reminder`-th hour mark (a reminder, or the decision). */
export interface TaskTimerData {
  taskId: number;
  /** 1 for the first mark (N hours after the task opened), 2 for the second (2N), … */
  reminder: number;
}
export const TASK_TIMER = jobName<TaskTimerData>('approval.task-timer');

/** The nodes of a flow with a time limit, by id. */
export function timeLimitsOf(flow: FlowNode): Map<string, TimeLimit> {
  const limits = new Map<string, TimeLimit>();
  for (const node of allNodes(flow))
    if ('timeLimit' in node && node.timeLimit && (node.type === 'approver' || node.type === 'handler'))
      limits.set(node.nodeId, node.timeLimit);
  return limits;
}

/** Whether a time limit has anything to do at its `reminder`-th mark. */
export function timerHasMark(limit: TimeLimit, reminder: number): boolean {
  return reminder <= limit.remindTimes || (reminder === limit.remindTimes + 1 && limit.onTimeout !== 'none');
}

const HOUR = 3_600_000;

/** When a time limit's `reminder`-th mark falls for a task that opened (or was last reminded) at `from`. */
export const nextMark = (from: Date, limit: TimeLimit) =>
  new Date(from.getTime() + limit.remindEveryHours * HOUR);

/**
 * At the end of every step on an instance: each task of a timed node that has just opened (依次's next
 * person, a 转交, a 加签, a node reached) gets its first mark (`due_at`) and the job for it, in the
 * step's transaction — rolled back with the step, never sent twice for one task (`due_at` is set once).
 */
export async function armTimers(ctx: StepContext, instanceId: number, flow: FlowNode): Promise<void> {
  const limits = [...timeLimitsOf(flow)].filter(([, limit]) => timerHasMark(limit, 1));
  if (limits.length === 0) return;
  const armed = await ctx.tx.query<{ id: number; dueAt: Date }>(
    `update approval_tasks t set due_at = $2::timestamptz + make_interval(hours => h.hours)
       from unnest($3::text[], $4::int[]) as h(node_id, hours)
      where t.instance_id = $1 and t.state = 'open' and t.due_at is null and t.kind in ('approver', 'handler')
        and t.node_id = h.node_id
      returning t.id, t.due_at as "dueAt"`,
    [
      instanceId,
      ctx.now,
      limits.map(([nodeId]) => nodeId),
      limits.map(([, limit]) => limit.remindEveryHours),
    ],
  );
  for (const task of armed)
    await sendJob(
      ctx.tx,
      TASK_TIMER,
      { taskId: task.id, reminder: 1 },
      { startAfter: new Date(task.dueAt), singletonKey: `task-${task.id}-1` },
    );
}
